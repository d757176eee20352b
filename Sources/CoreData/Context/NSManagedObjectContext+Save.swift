import Foundation
import SQLiteDatabase

/// Saving: delete rules, validation, then one SQLite transaction; the sibling contexts that
/// merge changes take in what was saved.
extension NSManagedObjectContext {
  /// Writes every change to the store, or throws Core Data's error and changes nothing.
  public func save() throws {
    guard hasChanges else { return }
    var errors = applyDeleteRules()
    errors += validationErrors()
    if let error = CoreDataError.combined(errors) { throw error }
    guard let store else {
      CoreDataException.raise(
        "NSInternalInconsistencyException",
        "This NSPersistentStoreCoordinator has no persistent stores (unknown). It cannot perform a save operation.")
    }
    NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
    let inserted = insertedObjects
    var updated = updatedObjects
    let deleted = deletedObjects
    for object in inserted.union(updated) { object.willSave() }
    let temporaryIDs = inserted.map { ($0, $0.objectID) }
    do {
      try store.database.execute("BEGIN IMMEDIATE")
      let (conflicts, dropped) = try write(inserted: inserted, updated: updated, deleted: deleted, to: store)
      updated.subtract(dropped)
      if !conflicts.isEmpty {
        try store.database.execute("ROLLBACK")
        for (object, id) in temporaryIDs { object.objectID = id }
        throw CoreDataError.mergeConflict(conflicts)
      }
      try store.database.execute("COMMIT")
    } catch let error as SQLiteError {
      try? store.database.execute("ROLLBACK")
      for (object, id) in temporaryIDs { object.objectID = id }
      throw CoreDataError.store(error, code: NSPersistentStoreSaveError)
    }
    finishSave(inserted: inserted, updated: updated, deleted: deleted)
    let info: [String: Any] = [
      NSInsertedObjectsKey: inserted, NSUpdatedObjectsKey: updated, NSDeletedObjectsKey: deleted,
    ]
    NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
    for sibling in Self.all.read({ $0.compactMap(\.context) })
    where sibling !== self && sibling.automaticallyMergesChangesFromParent
      && sibling.persistentStoreCoordinator === persistentStoreCoordinator
    {
      sibling.merge(updated: updated, deleted: deleted)
    }
  }

  /// Inserts, updates and deletes rows; answers the objects another context saved in between
  /// that the merge policy leaves in conflict, and those it dropped (the store's version kept).
  private func write(
    inserted: Set<NSManagedObject>, updated: Set<NSManagedObject>, deleted: Set<NSManagedObject>, to store: SQLiteStore
  ) throws(SQLiteError) -> (conflicts: [NSManagedObject], dropped: Set<NSManagedObject>) {
    let byEntity = Dictionary(grouping: inserted, by: { ObjectIdentifier($0.entity) })
    for objects in byEntity.values {
      guard let entity = objects.first?.entity else { continue }
      var key = try store.reserveKeys(for: entity, count: objects.count)
      // Keys in the order the objects were inserted, so a store's rows read as they were made.
      for object in objects.sorted(by: { $0.insertionOrder < $1.insertionOrder }) {
        object.objectID = NSManagedObjectID(entity: entity, primaryKey: key, storeIdentifier: store.identifier)
        key += 1
      }
    }
    for object in inserted {
      guard let key = object.objectID.primaryKey else { continue }
      try store.insertRow(of: object.entity, key: key, values: rowValues(of: object))
    }
    var conflicts: [NSManagedObject] = []
    for object in updated.sorted(by: { ($0.objectID.primaryKey ?? 0) < ($1.objectID.primaryKey ?? 0) }) {
      guard let key = object.objectID.primaryKey else { continue }
      let written = try store.updateRow(
        of: object.entity, key: key, version: object.storedVersion, values: rowValues(of: object), force: false)
      if !written { conflicts.append(object) }
    }
    let (unresolved, dropped) = try resolve(conflicts, policy: NSMergePolicy.kind(of: mergePolicy), in: store)
    for object in deleted {
      guard let key = object.objectID.primaryKey else { continue }
      try store.deleteRow(of: object.entity, key: key)
    }
    for object in inserted.union(updated) {
      guard let key = object.objectID.primaryKey else { continue }
      for relationship in object.entity.relationships where JoinTable.owner(of: relationship) != nil {
        guard let set = object.current[relationship.name] as? Set<NSManagedObject> else { continue }
        try store.replaceTargets(of: relationship, from: key, with: set.compactMap(\.objectID.primaryKey))
      }
    }
    return (unresolved, dropped)
  }

  /// The values of `object`'s columns, in StoreNaming's order.
  func rowValues(of object: NSManagedObject) -> [SQLValue] {
    (store?.columns(of: object.entity) ?? SQLiteStore.columns(of: object.entity)).map { column in
      if let attribute = column.property as? NSAttributeDescription {
        return StoreValue.sql(object.current[attribute.name], type: attribute.attributeType)
      }
      if let target = object.current[column.property.name] as? NSManagedObject {
        return target.objectID.primaryKey.map(SQLValue.integer) ?? .null
      }
      return object.storedToOne[column.property.name].map(SQLValue.integer) ?? .null
    }
  }

  private func finishSave(inserted: Set<NSManagedObject>, updated: Set<NSManagedObject>, deleted: Set<NSManagedObject>)
  {
    for object in inserted.union(updated) {
      object.committed = object.current.filter { object.entity.property(named: $0.key) is NSAttributeDescription }
      object.storedVersion = inserted.contains(object) ? 1 : object.storedVersion + 1
      if let key = object.objectID.primaryKey {
        objectsByKey[StoredObjectKey(entity: object.entity, primaryKey: key)] = object
      }
    }
    for object in deleted {
      if let key = object.objectID.primaryKey {
        objectsByKey[StoredObjectKey(entity: object.entity, primaryKey: key)] = nil
      }
    }
    insertedObjects = []
    updatedObjects = []
    deletedObjects = []
    for object in inserted.union(updated) { object.didSave() }
    for object in deleted {
      object.didSave()
      object.managedObjectContext = nil
    }
  }

  /// Takes in a save of another context: changed objects are read again (keeping this context's
  /// own unsaved changes), deleted ones leave.
  func merge(updated: Set<NSManagedObject>, deleted: Set<NSManagedObject>) {
    for object in updated {
      guard let key = object.objectID.primaryKey,
        let mine = objectsByKey[StoredObjectKey(entity: object.entity, primaryKey: key)]
      else { continue }
      refresh(mine, mergeChanges: updatedObjects.contains(mine))
    }
    for object in deleted {
      guard let key = object.objectID.primaryKey,
        let mine = objectsByKey.removeValue(forKey: StoredObjectKey(entity: object.entity, primaryKey: key))
      else { continue }
      updatedObjects.remove(mine)
      deletedObjects.remove(mine)
      mine.managedObjectContext = nil
    }
    for object in objectsByKey.values { object.forgetRelationships() }
  }

  /// Takes in the save described by a `NSManagedObjectContextDidSave` notification.
  public func mergeChanges(fromContextDidSave notification: Notification) {
    let info = notification.userInfo ?? [:]
    merge(
      updated: info[NSUpdatedObjectsKey] as? Set<NSManagedObject> ?? [],
      deleted: info[NSDeletedObjectsKey] as? Set<NSManagedObject> ?? [])
  }
}
