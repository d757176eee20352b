import Foundation
import UIKit

/// Key-value access to a managed object's properties, with Core Data's type checks and its
/// exceptions for unknown keys and unacceptable values. Setting a relationship keeps its
/// inverse in step on the other objects.
extension NSManagedObject: KeyValueCodingProvider {
  package func providedValue(forKey key: String) -> Any? {
    guard let property = entity.property(named: key) else { unknownKey(key) }
    fireFault()
    guard let relationship = property as? NSRelationshipDescription else { return current[key] }
    if relationship.isToMany {
      let objects = Array(relatedSet(relationship))
      // An ordered relationship reads as NSOrderedSet: saved objects by their row, then new ones
      // as they were inserted (the order of adding is not kept across a save).
      guard relationship.isOrdered else { return NSSet(array: objects) }
      return NSOrderedSet(
        array: objects.sorted { $0.storeOrder < $1.storeOrder })
    }
    return relatedObject(relationship)
  }

  package func providedSetValue(_ value: Any?, forKey key: String) {
    guard let property = entity.property(named: key) else { unknownKey(key, setting: true) }
    fireFault()
    let value = Self.unwrapped(value)
    if let attribute = property as? NSAttributeDescription {
      guard let value else {
        current[key] = nil
        return noteChange()
      }
      guard let converted = AttributeValue.coerce(value, to: attribute.attributeType) else {
        CoreDataException.raise(
          "NSInvalidArgumentException",
          "Unacceptable type of value for attribute: property = \"\(key)\"; desired type = "
            + "\(attribute.attributeValueClassName ?? "id"); given type = "
            + "\(AttributeValue.foundationClassName(of: value)); value = \(value).")
      }
      current[key] = converted
      return noteChange()
    }
    guard let relationship = property as? NSRelationshipDescription else { return }
    if relationship.isToMany {
      setRelated(Self.objects(in: value, for: relationship), for: relationship)
    } else {
      setRelated(Self.object(value, for: relationship), for: relationship)
    }
  }

  public func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }
  public func setPrimitiveValue(_ value: Any?, forKey key: String) { setValue(value, forKey: key) }
  public func willAccessValue(forKey key: String?) {}
  public func didAccessValue(forKey key: String?) {}
  public func willChangeValue(forKey key: String) {}
  public func didChangeValue(forKey key: String) {}

  /// A to-many relationship's objects as a set you change in place; the changes keep inverses in
  /// step, as Core Data's mutable set proxy does.
  public func mutableSetValue(forKey key: String) -> ManagedObjectSet {
    guard let relationship = entity.property(named: key) as? NSRelationshipDescription, relationship.isToMany
    else { unknownKey(key) }
    return ManagedObjectSet(owner: self, relationship: relationship)
  }

  func noteChange() { managedObjectContext?.noteUpdated(self) }

  private func unknownKey(_ key: String, setting: Bool = false) -> Never {
    CoreDataException.raise(
      "NSUnknownKeyException",
      "[<\(ManagedClassRegistry.shortName(of: type(of: self)))> \(setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:")]: the entity "
        + "\(entity.name ?? "?") is not key value coding-compliant for the key \"\(key)\".")
  }

  /// `Optional<T>` inside an `Any?` (as a generic setter passes it) as a plain optional.
  static func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    guard let optional = value as? AnyOptional else { return value }
    return unwrapped(optional.wrappedValue)
  }

  private static func object(_ value: Any?, for relationship: NSRelationshipDescription) -> NSManagedObject? {
    guard let value else { return nil }
    guard let object = value as? NSManagedObject else { badRelationshipValue(value, relationship) }
    return object
  }

  private static func objects(in value: Any?, for relationship: NSRelationshipDescription) -> Set<NSManagedObject> {
    guard let value else { return [] }
    let items: [Any]
    switch value {
    case let set as NSSet: items = set.allObjects
    case let set as NSOrderedSet: items = set.array
    case let set as Set<NSManagedObject>: items = Array(set)
    case let array as [Any]: items = array
    case let set as Set<AnyHashable>: items = Array(set)
    default: badRelationshipValue(value, relationship)
    }
    return Set(
      items.map { item in
        guard let object = item as? NSManagedObject else { badRelationshipValue(item, relationship) }
        return object
      })
  }

  private static func badRelationshipValue(_ value: Any, _ relationship: NSRelationshipDescription) -> Never {
    CoreDataException.raise(
      "NSInvalidArgumentException",
      "Unacceptable type of value for \(relationship.isToMany ? "to-many" : "to-one") relationship: property = "
        + "\"\(relationship.name)\"; desired type = \(relationship.destinationEntity?.name ?? "?"); given type = "
        + "\(AttributeValue.foundationClassName(of: value)); value = \(value).")
  }

  // MARK: @NSManaged properties (Tutor lowers them to these accessors; see SourceLowering)

  /// The value of an `@NSManaged` property: the key's value in the property's Swift type.
  public func _tutorManagedValue<Value>(forKey key: String) -> Value {
    let value = value(forKey: key)
    if let typed = value as? Value { return typed }
    if let value, let converted = ManagedScalar.convert(value, to: Value.self) { return converted }
    if value == nil, let zero = ManagedScalar.zero(of: Value.self) { return zero }
    fatalError(
      "\(ManagedClassRegistry.shortName(of: type(of: self))).\(key) is \(value.map { "\($0)" } ?? "nil"), "
        + "which its Swift type \(Value.self) cannot hold; declare the property as \(Value.self)? or give the "
        + "attribute a default value in the model")
  }

  /// Sets an `@NSManaged` property.
  public func _tutorSetManagedValue<Value>(_ value: Value, forKey key: String) {
    setValue(value, forKey: key)
  }
}

/// Scalar `@NSManaged` properties (`Int16`, `Bool`, `Double` …) over attribute values: the
/// numbers convert, and nil reads as zero, as Core Data's scalar accessors do.
enum ManagedScalar {
  static func convert<Value>(_ value: Any, to type: Value.Type) -> Value? {
    guard let number = AttributeValue.number(value) else { return nil }
    let converted: Any? =
      switch type {
      case is Int.Type, is Int?.Type: number.intValue
      case is Int16.Type, is Int16?.Type: number.int16Value
      case is Int32.Type, is Int32?.Type: number.int32Value
      case is Int64.Type, is Int64?.Type: number.int64Value
      case is Double.Type, is Double?.Type: number.doubleValue
      case is Float.Type, is Float?.Type: number.floatValue
      case is Bool.Type, is Bool?.Type: number.boolValue
      case is NSNumber.Type, is NSNumber?.Type: number
      default: nil
      }
    return converted as? Value
  }

  static func zero<Value>(of type: Value.Type) -> Value? { convert(0, to: type) }
}

/// An Optional seen through `Any`, so a value inside can be taken out without reflection.
protocol AnyOptional {
  var wrappedValue: Any? { get }
}

extension Optional: AnyOptional {
  var wrappedValue: Any? { self.map { $0 as Any } }
}
