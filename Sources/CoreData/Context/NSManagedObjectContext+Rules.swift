import Foundation

/// Delete rules and validation, applied when a context saves (or processes pending changes).
extension NSManagedObjectContext {
  /// Applies the delete rules of every deleted object's relationships: Cascade deletes the
  /// objects pointed at, Nullify removes the deleted object from their inverse, Deny is an error
  /// while anything is pointed at, No Action leaves them be.
  @discardableResult
  func applyDeleteRules() -> [NSError] {
    var errors: [NSError] = []
    var done: Set<NSManagedObject> = []
    var pending = Array(deletedObjects)
    while let object = pending.popLast() {
      guard done.insert(object).inserted else { continue }
      for relationship in object.entity.relationships {
        let related = object.relatedObjects(relationship)
        switch relationship.deleteRule {
        case .cascadeDeleteRule:
          for other in related where !deletedObjects.contains(other) {
            delete(other)
            if deletedObjects.contains(other) { pending.append(other) }
          }
        case .nullifyDeleteRule:
          guard let inverse = relationship.inverseRelationship else { continue }
          for other in related where !deletedObjects.contains(other) { other.unlink(object, through: inverse) }
        case .denyDeleteRule:
          let living = related.filter { !deletedObjects.contains($0) }
          if !living.isEmpty { errors.append(CoreDataError.deniedDelete(relationship.name, of: object)) }
        case .noActionDeleteRule:
          continue
        }
      }
    }
    // In a fixed order: saved objects by row, then new ones as they were inserted.
    func order(_ error: NSError) -> (Int64, Int) {
      let object = error.userInfo[NSValidationObjectErrorKey] as? NSManagedObject
      return object?.storeOrder ?? (.max, 0)
    }
    return errors.count > 1 ? errors.sorted { order($0) < order($1) } : errors
  }

  /// Required properties left nil, and to-many relationships with too few or too many objects.
  func validationErrors() -> [NSError] {
    var errors: [NSError] = []
    for object in insertedObjects.union(updatedObjects) {
      for property in object.entity.properties where !property.isOptional && !property.isTransient {
        if property is NSAttributeDescription, object.current[property.name] == nil {
          errors.append(CoreDataError.missingValue(property.name, of: object))
        }
        guard let relationship = property as? NSRelationshipDescription else { continue }
        if !relationship.isToMany, object.relatedObject(relationship) == nil {
          errors.append(CoreDataError.missingValue(property.name, of: object))
        }
      }
      for relationship in object.entity.relationships where relationship.isToMany {
        let count = object.relatedSet(relationship).count
        if count < relationship.minCount, !(relationship.isOptional && count == 0) {
          errors.append(
            CoreDataError.make(
              NSValidationRelationshipLacksMinimumCountError, "\(relationship.name) has too few objects.",
              [NSValidationObjectErrorKey: object, NSValidationKeyErrorKey: relationship.name]))
        }
        if relationship.maxCount > 1, count > relationship.maxCount {
          errors.append(
            CoreDataError.make(
              NSValidationRelationshipExceedsMaximumCountError, "\(relationship.name) has too many objects.",
              [NSValidationObjectErrorKey: object, NSValidationKeyErrorKey: relationship.name]))
        }
      }
    }
    return errors
  }

  /// Puts a stored object back as the store has it.
  func restoreSaved(_ object: NSManagedObject) {
    guard let key = object.objectID.primaryKey, let store else { return }
    if let row = try? store.row(of: object.entity, key: key) { object.load(row) }
  }

  /// Removes a never-saved object from the relationships of the objects it was linked with.
  func detachRelationships(of object: NSManagedObject) {
    for relationship in object.entity.relationships {
      guard let inverse = relationship.inverseRelationship else { continue }
      for other in object.relatedObjects(relationship) { other.unlink(object, through: inverse) }
    }
  }
}

extension NSManagedObject {
  /// Drops the relationships read so far (unless changed), so the next access reads the store.
  func forgetRelationships() {
    guard !(managedObjectContext?.updatedObjects.contains(self) ?? false) else { return }
    guard !(managedObjectContext?.insertedObjects.contains(self) ?? false) else { return }
    for relationship in entity.relationships {
      if !relationship.isToMany, let object = current[relationship.name] as? NSManagedObject,
        let key = object.objectID.primaryKey
      {
        storedToOne[relationship.name] = key
      }
      current[relationship.name] = nil
    }
  }
}
