import Foundation

/// Key-value coding on the app's own classes without the Objective-C runtime: the runner
/// generates, for each `@objc` property, a getter and (when it can be set) a setter registered
/// by name, and NSObject's `value(forKey:)`, `setValue(_:forKey:)` and their key-path forms go
/// through them (docs/runtime.md, "Code written for iOS"). A key nothing registered is UIKit's
/// `NSUnknownKeyException`, as on iOS.
@MainActor
enum KeyValueRegistry {
  typealias Getter = @MainActor (AnyObject) -> Any?
  typealias Setter = @MainActor (AnyObject, Any?) -> Bool

  private static var getters: [ObjectIdentifier: [String: Getter]] = [:]
  private static var setters: [ObjectIdentifier: [String: Setter]] = [:]

  static func register(_ owner: AnyClass, _ key: String, getter: @escaping Getter, setter: Setter?) {
    getters[ObjectIdentifier(owner), default: [:]][key] = getter
    if let setter { setters[ObjectIdentifier(owner), default: [:]][key] = setter }
  }

  static func getter(_ key: String, of object: AnyObject) -> Getter? { lookUp(getters, key, object) }
  static func setter(_ key: String, of object: AnyObject) -> Setter? { lookUp(setters, key, object) }

  private static func lookUp<Value>(_ table: [ObjectIdentifier: [String: Value]], _ key: String, _ object: AnyObject)
    -> Value?
  {
    var current: AnyClass? = type(of: object)
    while let type = current {
      if let found = table[ObjectIdentifier(type)]?[key] { return found }
      current = _getSuperclass(type)
    }
    return nil
  }

  /// UIKit's crash for a key the object's class does not have.
  static func unknownKey(_ key: String, of object: AnyObject, setting: Bool) -> Never {
    let selector = setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:"
    fatalError(
      UIKitError.exception(
        "NSUnknownKeyException",
        "[<\(EventLog.className(of: object)) \(InterfaceLoader.address(of: object))> \(selector)]: this class is not "
          + "key value coding-compliant for the key \(key)."))
  }
}

/// A class that answers key-value coding itself (Core Data's managed objects, by their entity's
/// properties) instead of through the registry.
package protocol KeyValueCodingProvider: AnyObject {
  func providedValue(forKey key: String) -> Any?
  func providedSetValue(_ value: Any?, forKey key: String)
}

extension NSObject {
  /// The value of the property named `key` (an `@objc` property of the app's class).
  public func value(forKey key: String) -> Any? {
    if let provider = self as? KeyValueCodingProvider { return provider.providedValue(forKey: key) }
    // App code runs on the main thread (background queues included); the registry lives there.
    nonisolated(unsafe) var result: Any?
    nonisolated(unsafe) let object = self
    MainActor.assumeIsolated { result = object.registeredValue(forKey: key) }
    return result
  }

  @MainActor
  private func registeredValue(forKey key: String) -> Any? {
    guard let getter = KeyValueRegistry.getter(key, of: self) else {
      KeyValueRegistry.unknownKey(key, of: self, setting: false)
    }
    return getter(self)
  }

  /// Sets the property named `key`, converting a number to the property's numeric type.
  public func setValue(_ value: Any?, forKey key: String) {
    if let provider = self as? KeyValueCodingProvider { return provider.providedSetValue(value, forKey: key) }
    nonisolated(unsafe) let object = self
    nonisolated(unsafe) let newValue = value
    MainActor.assumeIsolated { object.setRegisteredValue(newValue, forKey: key) }
  }

  @MainActor
  private func setRegisteredValue(_ value: Any?, forKey key: String) {
    guard let setter = KeyValueRegistry.setter(key, of: self) else {
      KeyValueRegistry.unknownKey(key, of: self, setting: true)
    }
    guard setter(self, value) else {
      fatalError(
        UIKitError.exception(
          "NSInvalidArgumentException",
          "-[\(EventLog.className(of: self)) setValue:forKey:]: value \(value.map { "\($0)" } ?? "nil") is not of the "
            + "type of the key \(key)"))
    }
  }

  /// The value at `keyPath` (`"owner.name"`): each key read from the object the one before gave.
  public func value(forKeyPath keyPath: String) -> Any? {
    var current: Any? = self
    for key in keyPath.split(separator: ".") {
      guard let object = current as? NSObject else { return nil }
      current = object.value(forKey: String(key))
    }
    return current
  }

  /// Sets the value at `keyPath`: the last key of the object the others lead to.
  public func setValue(_ newValue: Any?, forKeyPath keyPath: String) {
    var keys = keyPath.split(separator: ".").map(String.init)
    guard let last = keys.popLast() else { return }
    let owner = keys.isEmpty ? self : value(forKeyPath: keys.joined(separator: ".")) as? NSObject
    owner?.setValue(newValue, forKey: last)
  }
}

/// Registers an `@objc` property for key-value coding (used by the code Tutor generates).
@MainActor
public func _tutorRegisterKey(
  _ owner: AnyClass, _ key: String, _ getter: @escaping @MainActor (AnyObject) -> Any?,
  _ setter: (@MainActor (AnyObject, Any?) -> Bool)?
) {
  KeyValueRegistry.register(owner, key, getter: getter, setter: setter)
}

/// Assigns `value` to `target` when it is (or converts to, for numbers) the target's type.
public func _tutorAssign<Value>(_ target: inout Value, _ value: Any?) -> Bool {
  guard let value, let converted = _tutorInspectableValue(value, as: Value.self) else { return false }
  target = converted
  return true
}

/// `#keyPath(Person.name)` as Tutor compiles it: the key path's string, its property checked by
/// the compiler through the typed key path.
public func _tutorKeyPath<Root, Value>(_ path: KeyPath<Root, Value>, _ name: String) -> String { name }
