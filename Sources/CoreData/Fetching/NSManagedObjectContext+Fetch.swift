import Foundation

/// Fetching: the predicate and sort run in SQLite with bound parameters; when the context holds
/// unsaved changes of the entity, those objects are matched and sorted in memory with the same
/// semantics and merged in, as Core Data's `includesPendingChanges` does. Without sort
/// descriptors the order is deterministic but not the insertion order (UnsortedOrder).
extension NSManagedObjectContext {
  public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    let entity = entity(of: request)
    if request.resultType.contains(.countResultType) {
      return [NSNumber(value: try count(for: request))].compactMap { $0 as? T }
    }
    let objects = try matchingObjects(request, entity: entity)
    if request.resultType.contains(.managedObjectIDResultType) {
      return objects.compactMap { $0.objectID as? T }
    }
    if request.resultType.contains(.dictionaryResultType) {
      let keys = (request.propertiesToFetch ?? entity.attributes.map(\.name)).compactMap {
        ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name
      }
      return objects.compactMap { object in
        var values: [String: Any] = [:]
        for key in keys { values[key] = object.value(forKey: key) }
        return NSDictionary(dictionary: values) as? T
      }
    }
    return objects.map { object in
      guard let typed = object as? T else {
        fatalError(
          "Could not cast a fetched \(entity.name ?? "object") (class \(type(of: object))) to \(T.self): the entity's "
            + "class in the model is \(entity.managedObjectClassName ?? "NSManagedObject")")
      }
      return typed
    }
  }

  /// How many objects `request` would fetch.
  public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
    let entity = entity(of: request)
    if hasPendingChanges(of: entity, request) || request.fetchLimit > 0 || request.fetchOffset > 0 {
      return try matchingObjects(request, entity: entity).count
    }
    guard let store else { throw noStore("count") }
    do {
      return try store.count(of: entity, where: condition(of: request, entity: entity))
    } catch {
      throw CoreDataError.store(error)
    }
  }

  /// The error of a fetch or count before any store is open.
  private func noStore(_ operation: String) -> NSError {
    CoreDataError.make(
      NSCoreDataError,
      "This NSPersistentStoreCoordinator has no persistent stores. It cannot perform a \(operation): call "
        + "loadPersistentStores(completionHandler:) on the container first.")
  }

  private func entity<T>(of request: NSFetchRequest<T>) -> NSEntityDescription {
    if let entity = request.entity { return entity }
    let model = persistentStoreCoordinator?.managedObjectModel
    guard let name = request.entityName, let entity = model?.entitiesByName[name] else {
      CoreDataException.raise(
        "NSInvalidArgumentException",
        "NSFetchRequest could not locate an NSEntityDescription for entity name '\(request.entityName ?? "nil")'")
    }
    return entity
  }

  private func hasPendingChanges<T>(of entity: NSEntityDescription, _ request: NSFetchRequest<T>) -> Bool {
    request.includesPendingChanges
      && (insertedObjects.contains { $0.entity === entity } || updatedObjects.contains { $0.entity === entity }
        || deletedObjects.contains { $0.entity === entity })
  }

  private func condition<T>(of request: NSFetchRequest<T>, entity: NSEntityDescription) -> SQLFragment? {
    guard let predicate = request.predicate else { return nil }
    do {
      return try PredicateSQL.compile(predicate, for: entity)
    } catch {
      CoreDataException.raise("NSInvalidArgumentException", "\(error.reason) (predicate: \(predicate.predicateFormat))")
    }
  }

  private func matchingObjects<T>(_ request: NSFetchRequest<T>, entity: NSEntityDescription) throws -> [NSManagedObject]
  {
    guard let store else { throw noStore("fetch") }
    let condition = condition(of: request, entity: entity)
    let descriptors = request.sortDescriptors ?? []
    for descriptor in descriptors {
      guard let key = descriptor.key, let first = key.split(separator: ".").first,
        entity.property(named: String(first)) != nil
      else {
        CoreDataException.raise(
          "NSInvalidArgumentException", "keypath \(descriptor.key ?? "nil") not found in entity \(entity.name ?? "")")
      }
    }
    let terms = descriptors.compactMap { $0.orderTerm(for: entity) }
    let faults = request.returnsObjectsAsFaults
    do {
      if !hasPendingChanges(of: entity, request), terms.count == descriptors.count {
        // Ties between sort keys keep the store's row order; no sort descriptors: no promised order.
        let order = descriptors.isEmpty ? UnsortedOrder.sql : (terms + ["t0.Z_PK"]).joined(separator: ", ")
        let rows = try store.rows(
          of: entity, where: condition, orderBy: order, limit: request.fetchLimit, offset: request.fetchOffset)
        return rows.map { register($0, entity: entity, asFault: faults) }
      }
      let rows = try store.rows(of: entity, where: condition, orderBy: "t0.Z_PK", limit: 0, offset: 0)
      var objects = rows.map { register($0, entity: entity, asFault: faults) }
      if request.includesPendingChanges {
        objects.removeAll { deletedObjects.contains($0) || updatedObjects.contains($0) }
        let changed: [NSManagedObject] = updatedObjects.filter { $0.entity === entity && !deletedObjects.contains($0) }
        let pending = (changed + insertedObjects.filter { $0.entity === entity }).sorted {
          $0.storeOrder < $1.storeOrder
        }
        objects += pending.filter { object in
          request.predicate.map { PredicateEvaluator.evaluate($0.node, on: object) } ?? true
        }
      }
      if descriptors.isEmpty {
        // No promised order: the same one the store's rows come in, new objects after them.
        objects.sort(by: UnsortedOrder.precedes)
      } else {
        objects = objects.enumerated().sorted { first, second in
          for descriptor in descriptors {
            let order = descriptor.compare(first.element, to: second.element)
            if order != .orderedSame { return order == .orderedAscending }
          }
          return first.offset < second.offset
        }.map(\.element)
      }
      let start = min(max(request.fetchOffset, 0), objects.count)
      let end = request.fetchLimit > 0 ? min(objects.count, start + request.fetchLimit) : objects.count
      return Array(objects[start..<end])
    } catch {
      throw CoreDataError.store(error)
    }
  }
}
