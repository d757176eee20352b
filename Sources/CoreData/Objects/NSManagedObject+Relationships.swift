import Foundation

/// Relationships of a managed object: read lazily from the store on first access, and kept in
/// step with their inverses when set, as Core Data does.
extension NSManagedObject {
  /// The object a to-one relationship points at.
  func relatedObject(_ relationship: NSRelationshipDescription) -> NSManagedObject? {
    if let object = current[relationship.name] as? NSManagedObject { return object }
    guard let key = storedToOne[relationship.name], let destination = relationship.destinationEntity,
      let context = managedObjectContext
    else { return nil }
    let object = context.registeredObject(primaryKey: key, entity: destination)
    current[relationship.name] = object
    return object
  }

  /// The objects a to-many relationship points at.
  func relatedSet(_ relationship: NSRelationshipDescription) -> Set<NSManagedObject> {
    if let set = current[relationship.name] as? Set<NSManagedObject> { return set }
    var set: Set<NSManagedObject> = []
    if let key = objectID.primaryKey, let context = managedObjectContext,
      let destination = relationship.destinationEntity
    {
      for target in context.storedTargets(of: relationship, from: key) {
        if let object = context.registeredObject(primaryKey: target, entity: destination), !object.isDeleted {
          set.insert(object)
        }
      }
    }
    current[relationship.name] = set
    return set
  }

  /// The objects a relationship points at, to-one or to-many alike.
  func relatedObjects(_ relationship: NSRelationshipDescription) -> [NSManagedObject] {
    relationship.isToMany ? Array(relatedSet(relationship)) : relatedObject(relationship).map { [$0] } ?? []
  }

  /// Points a to-one relationship at `object`, and the inverses of the old and new objects.
  func setRelated(_ object: NSManagedObject?, for relationship: NSRelationshipDescription) {
    if let object { checkSameContext(object, relationship) }
    let old = relatedObject(relationship)
    guard old !== object else { return }
    setToOnePrimitive(object, relationship)
    guard let inverse = relationship.inverseRelationship else { return }
    if let old { old.unlink(self, through: inverse) }
    if let object { object.link(self, through: inverse) }
  }

  /// Makes a to-many relationship hold exactly `objects`, and updates their inverses.
  func setRelated(_ objects: Set<NSManagedObject>, for relationship: NSRelationshipDescription) {
    let old = relatedSet(relationship)
    for removed in old.subtracting(objects) { removeRelated(removed, from: relationship) }
    for added in objects.subtracting(old) { addRelated(added, to: relationship) }
  }

  func addRelated(_ object: NSManagedObject, to relationship: NSRelationshipDescription) {
    checkSameContext(object, relationship)
    guard !relatedSet(relationship).contains(object) else { return }
    link(object, through: relationship)
    if let inverse = relationship.inverseRelationship {
      if inverse.isToMany {
        object.link(self, through: inverse)
      } else {
        // The object leaves the set of whatever pointed at it before.
        if let previous = object.relatedObject(inverse), previous !== self {
          previous.unlink(object, through: relationship)
        }
        object.setToOnePrimitive(self, inverse)
      }
    }
  }

  func removeRelated(_ object: NSManagedObject, from relationship: NSRelationshipDescription) {
    guard relatedSet(relationship).contains(object) else { return }
    unlink(object, through: relationship)
    if let inverse = relationship.inverseRelationship { object.unlink(self, through: inverse) }
  }

  /// Core Data's exception for relating objects of two contexts.
  private func checkSameContext(_ object: NSManagedObject, _ relationship: NSRelationshipDescription) {
    guard let mine = managedObjectContext, let theirs = object.managedObjectContext, mine !== theirs else { return }
    CoreDataException.raise(
      "NSInvalidArgumentException",
      "Illegal attempt to establish a relationship '\(relationship.name)' between objects in different contexts")
  }

  /// Adds `object` to this side only (a to-many set, or a to-one pointer).
  private func link(_ object: NSManagedObject, through relationship: NSRelationshipDescription) {
    if relationship.isToMany {
      var set = relatedSet(relationship)
      set.insert(object)
      current[relationship.name] = set
      noteChange()
    } else {
      if let previous = relatedObject(relationship), previous !== object, let inverse = relationship.inverseRelationship
      {
        previous.unlink(self, through: inverse)
      }
      setToOnePrimitive(object, relationship)
    }
  }

  /// Removes `object` from this side only.
  func unlink(_ object: NSManagedObject, through relationship: NSRelationshipDescription) {
    if relationship.isToMany {
      var set = relatedSet(relationship)
      guard set.remove(object) != nil else { return }
      current[relationship.name] = set
      noteChange()
    } else if relatedObject(relationship) === object {
      setToOnePrimitive(nil, relationship)
    }
  }

  private func setToOnePrimitive(_ object: NSManagedObject?, _ relationship: NSRelationshipDescription) {
    current[relationship.name] = object
    storedToOne[relationship.name] = nil
    noteChange()
  }

  /// `addToItems(_:)`, `removeFromItems(_:)` and their set forms, as Xcode's generated
  /// accessors (Tutor lowers `@NSManaged func addToItems…` to this).
  public func _tutorRelationshipAccessor(_ method: String, _ value: Any) {
    let name = method.prefix { $0 != "(" }
    let (adding, rest) =
      name.hasPrefix("addTo")
      ? (true, name.dropFirst(5)) : (false, name.hasPrefix("removeFrom") ? name.dropFirst(10) : "")
    let key = rest.prefix(1).lowercased() + rest.dropFirst()
    guard let relationship = entity.property(named: key) as? NSRelationshipDescription else {
      fatalError("\(name) names no relationship of \(entity.name ?? "the entity") (expected addToKEY or removeFromKEY)")
    }
    let objects: [Any] = (value as? NSSet)?.allObjects ?? (value as? NSOrderedSet)?.array ?? [value]
    for case let object as NSManagedObject in objects {
      if adding { addRelated(object, to: relationship) } else { removeRelated(object, from: relationship) }
    }
  }
}

/// A to-many relationship's objects, changed in place (`mutableSetValue(forKey:)`); every change
/// keeps the inverse relationship in step.
public final class ManagedObjectSet {
  private let owner: NSManagedObject
  private let relationship: NSRelationshipDescription

  init(owner: NSManagedObject, relationship: NSRelationshipDescription) {
    self.owner = owner
    self.relationship = relationship
  }

  public var count: Int { owner.relatedSet(relationship).count }
  public var allObjects: [Any] { Array(owner.relatedSet(relationship)) }
  public func contains(_ object: Any) -> Bool {
    (object as? NSManagedObject).map { owner.relatedSet(relationship).contains($0) } ?? false
  }
  public func add(_ object: Any) {
    if let object = object as? NSManagedObject { owner.addRelated(object, to: relationship) }
  }
  public func remove(_ object: Any) {
    if let object = object as? NSManagedObject { owner.removeRelated(object, from: relationship) }
  }
  public func addObjects(from objects: [Any]) { objects.forEach(add) }
  public func removeAllObjects() { owner.setRelated([], for: relationship) }
}
