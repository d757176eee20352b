import Foundation
import SQLiteDatabase

/// Merge conflicts at save: an object another context saved since this one read it (its row's
/// Z_OPT moved on), resolved as the context's merge policy says (NSMergePolicy's documentation):
/// `.error` leaves the conflict for save to report; `.overwrite` writes this context's object;
/// the by-property policies merge attribute by attribute, this context's changes winning
/// (`mergeByPropertyObjectTrump`) or the store's (`mergeByPropertyStoreTrump`); `.rollback`
/// keeps the store's object and drops this context's changes.
extension NSManagedObjectContext {
  func resolve(_ conflicts: [NSManagedObject], policy: NSMergePolicy.Kind, in store: SQLiteStore) throws(SQLiteError)
    -> (unresolved: [NSManagedObject], dropped: Set<NSManagedObject>)
  {
    guard policy != .error, !conflicts.isEmpty else { return (conflicts, []) }
    var dropped: Set<NSManagedObject> = []
    for object in conflicts {
      guard let key = object.objectID.primaryKey,
        let row = try store.row(of: object.entity, key: key)
      else {
        // Deleted by the other context: nothing left to merge into.
        dropped.insert(object)
        continue
      }
      if policy == .rollback {
        refresh(object, mergeChanges: false)
        dropped.insert(object)
        continue
      }
      if policy != .overwrite {
        for attribute in object.entity.attributes {
          let mine = object.current[attribute.name]
          let theirs = row.attributes[attribute.name]
          let changedHere = !ValueComparison.same(mine, object.committed[attribute.name])
          let changedThere = !ValueComparison.same(theirs, object.committed[attribute.name])
          let takeTheirs = policy == .mergeByPropertyStoreTrump ? changedThere : !changedHere
          if takeTheirs { object.current[attribute.name] = theirs }
        }
      }
      _ = try store.updateRow(
        of: object.entity, key: key, version: row.version, values: rowValues(of: object), force: true)
      object.storedVersion = row.version
    }
    return ([], dropped)
  }
}
