import Foundation
import SQLiteDatabase
import UIKit

/// How a context is used from threads (`NSManagedObjectContextConcurrencyType`). This runtime
/// has one thread: a private-queue context runs `perform` blocks on the main run loop's next turn.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
  case confinementConcurrencyType = 0
  case privateQueueConcurrencyType = 1
  case mainQueueConcurrencyType = 2
}

/// A scratch pad of managed objects over a persistent store (`NSManagedObjectContext`): it
/// tracks inserted, updated and deleted objects until `save()` writes them to the store in one
/// transaction, or `rollback()` forgets them. Each object of the store appears at most once in a
/// context.
open class NSManagedObjectContext: NSObject {
  open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
  public let concurrencyType: NSManagedObjectContextConcurrencyType
  open var name: String?
  /// Whether this context takes in what sibling contexts of the same coordinator save.
  open var automaticallyMergesChangesFromParent = false
  /// What `save()` does when another context saved the same object since this one read it.
  open var mergePolicy: Any = NSMergePolicy.error

  open internal(set) var insertedObjects: Set<NSManagedObject> = []
  open internal(set) var updatedObjects: Set<NSManagedObject> = []
  open internal(set) var deletedObjects: Set<NSManagedObject> = []
  /// The objects with a store row, by entity and primary key.
  var objectsByKey: [StoredObjectKey: NSManagedObject] = [:]
  private var insertions = 0

  public init(concurrencyType: NSManagedObjectContextConcurrencyType) {
    self.concurrencyType = concurrencyType
    super.init()
    NSManagedObjectContext.all.change { contexts in
      contexts.removeAll { $0.context == nil }
      contexts.append(WeakContext(context: self))
    }
  }

  override public convenience init() { self.init(concurrencyType: .mainQueueConcurrencyType) }

  open var hasChanges: Bool { !insertedObjects.isEmpty || !updatedObjects.isEmpty || !deletedObjects.isEmpty }

  open var registeredObjects: Set<NSManagedObject> { insertedObjects.union(objectsByKey.values) }

  var store: SQLiteStore? { persistentStoreCoordinator?.sqliteStore }

  // MARK: Inserting and deleting

  open func insert(_ object: NSManagedObject) {
    if object.managedObjectContext === self, deletedObjects.remove(object) != nil { return }
    guard object.managedObjectContext == nil else {
      CoreDataException.raise(
        "NSInvalidArgumentException",
        "An NSManagedObject may only be in (or observed by) a single NSManagedObjectContext.")
    }
    object.managedObjectContext = self
    insertions += 1
    object.insertionOrder = insertions
    insertedObjects.insert(object)
    object.awakeFromInsert()
  }

  /// Marks `object` for deletion at the next save; its relationships' delete rules apply then.
  open func delete(_ object: NSManagedObject) {
    guard object.managedObjectContext === self else { return }
    if insertedObjects.remove(object) != nil {
      // Never saved: it just goes, and its Cascade relationships take their objects with it.
      object.prepareForDeletion()
      for relationship in object.entity.relationships where relationship.deleteRule == .cascadeDeleteRule {
        object.relatedObjects(relationship).forEach(delete)
      }
      detachRelationships(of: object)
      object.managedObjectContext = nil
      return
    }
    guard !deletedObjects.contains(object) else { return }
    object.prepareForDeletion()
    deletedObjects.insert(object)
    updatedObjects.remove(object)
  }

  func noteUpdated(_ object: NSManagedObject) {
    guard object.managedObjectContext === self, !insertedObjects.contains(object), !deletedObjects.contains(object)
    else { return }
    updatedObjects.insert(object)
  }

  /// Forgets every unsaved change: inserted objects leave, deleted ones come back, updated ones
  /// get their saved values again.
  open func rollback() {
    let inserted = insertedObjects
    let changed = updatedObjects.union(deletedObjects)
    insertedObjects = []
    updatedObjects = []
    deletedObjects = []
    for object in inserted { object.managedObjectContext = nil }
    for object in changed { restoreSaved(object) }
    for object in objectsByKey.values { object.forgetRelationships() }
  }

  /// Forgets every object, saved or not.
  open func reset() {
    for object in registeredObjects { object.managedObjectContext = nil }
    insertedObjects = []
    updatedObjects = []
    deletedObjects = []
    objectsByKey = [:]
  }

  /// Turns an object back into a fault (dropping its changes unless `mergeChanges`) so its next
  /// access reads the store again.
  open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
    guard object.managedObjectContext === self, let key = object.objectID.primaryKey, let store else { return }
    guard let row = try? store.row(of: object.entity, key: key) else { return }
    let changes = flag ? object.changedValues() : [:]
    // Relationships set here and not saved yet stay as they are when merging.
    let relationships =
      flag ? object.current.filter { object.entity.property(named: $0.key) is NSRelationshipDescription } : [:]
    object.load(row)
    if flag {
      for (key, value) in changes { object.current[key] = value is NSNull ? nil : value }
      for (key, value) in relationships { object.current[key] = value }
    } else {
      updatedObjects.remove(object)
    }
  }

  open func processPendingChanges() { applyDeleteRules() }

  // MARK: Object identity

  /// The object for `objectID` in this context: the registered one, or a fault for its row.
  open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
    if let registered = registeredObjects.first(where: { $0.objectID == objectID }) { return registered }
    if let key = objectID.primaryKey, let object = registeredObject(primaryKey: key, entity: objectID.entity) {
      return object
    }
    CoreDataException.raise("NSObjectInaccessibleException", "CoreData could not fulfill a fault for '\(objectID)'")
  }

  /// The object for `objectID`, or the error Core Data gives when its row is gone.
  open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
    if let registered = registeredObjects.first(where: { $0.objectID == objectID }) { return registered }
    if let key = objectID.primaryKey, let object = registeredObject(primaryKey: key, entity: objectID.entity) {
      return object
    }
    throw CoreDataError.make(133_000, "The object \(objectID) does not exist in the store.")
  }

  /// The registered object for a stored row, reading the row if it is not registered yet.
  func registeredObject(primaryKey: Int64, entity: NSEntityDescription) -> NSManagedObject? {
    if let object = objectsByKey[StoredObjectKey(entity: entity, primaryKey: primaryKey)] { return object }
    guard let store else { return nil }
    return (try? store.row(of: entity, key: primaryKey))?.map { register($0, entity: entity, asFault: true) }
  }

  /// The object for a fetched row: the one already registered (its unsaved changes kept), or a
  /// new one holding the row.
  func register(_ row: StoredRow, entity: NSEntityDescription, asFault: Bool) -> NSManagedObject {
    let key = StoredObjectKey(entity: entity, primaryKey: row.primaryKey)
    if let object = objectsByKey[key] { return object }
    let object = ManagedClassRegistry.objectClass(for: entity).init(entity: entity, insertInto: nil)
    object.current = [:]
    object.objectID = NSManagedObjectID(
      entity: entity, primaryKey: row.primaryKey, storeIdentifier: store?.identifier ?? "")
    object.managedObjectContext = self
    object.load(row)
    object.isFault = asFault
    objectsByKey[key] = object
    if !asFault { object.awakeFromFetch() }
    return object
  }

  func storedTargets(of relationship: NSRelationshipDescription, from key: Int64) -> [Int64] {
    (try? store?.targets(of: relationship, from: key)) ?? []
  }

  // MARK: Concurrency, as far as one thread allows

  /// Runs `block` on the main run loop's next turn, as a private queue would run it soon after.
  open func perform(_ block: @escaping () -> Void) {
    let box = MainThreadBox(block)
    UIKit.DispatchQueue.main.async { box.value() }
  }

  open func performAndWait(_ block: () -> Void) { block() }

  // MARK: All contexts, to merge saves into their siblings

  static let all = Locked<[WeakContext]>([])
}

/// A stored object's identity inside a context.
struct StoredObjectKey: Hashable {
  let entity: ObjectIdentifier
  let primaryKey: Int64

  init(entity: NSEntityDescription, primaryKey: Int64) {
    self.entity = ObjectIdentifier(entity)
    self.primaryKey = primaryKey
  }
}

struct WeakContext {
  weak var context: NSManagedObjectContext?
}

extension NSManagedObject {
  /// Takes a store row's values as the saved and current ones.
  func load(_ row: StoredRow) {
    for attribute in entity.attributes { current[attribute.name] = row.attributes[attribute.name] }
    for relationship in entity.relationships { current[relationship.name] = nil }
    committed = row.attributes
    storedToOne = row.toOne
    storedVersion = row.version
  }
}
