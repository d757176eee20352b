import CoreData
import Foundation
import Testing

/// Two contexts on one store: optimistic locking makes a stale save a merge conflict
/// (NSManagedObjectMergeError, 133020) under the default NSErrorMergePolicy; the trump policies
/// resolve it; automaticallyMergesChangesFromParent takes in a sibling's save.
@Suite("Core Data merges")
struct MergeTests {
  private func twoContexts() throws -> (TestStack, NSManagedObject, NSManagedObject, NSManagedObjectContext) {
    let stack = TestStack()
    let item = stack.item("Milk")
    try stack.context.save()
    let other = stack.container.newBackgroundContext()
    return (stack, item, other.object(with: item.objectID), other)
  }

  @Test("a save over another context's newer save fails with NSManagedObjectMergeError (133020)")
  func conflict() throws {
    let (stack, item, copy, other) = try twoContexts()
    defer { stack.remove() }
    _ = copy.value(forKey: "title")
    item.setValue("Oat milk", forKey: "title")
    try stack.context.save()
    copy.setValue("Soy milk", forKey: "title")
    do {
      try other.save()
      Issue.record("the stale save succeeded")
    } catch let error as NSError {
      #expect(error.code == NSManagedObjectMergeError)
    }
    #expect(try stack.reopened().titles() == ["Oat milk"])
  }

  @Test("NSMergeByPropertyObjectTrumpMergePolicy lets the later save win")
  func objectTrump() throws {
    let (stack, item, copy, other) = try twoContexts()
    defer { stack.remove() }
    _ = copy.value(forKey: "title")
    item.setValue("Oat milk", forKey: "title")
    try stack.context.save()
    other.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    copy.setValue("Soy milk", forKey: "title")
    try other.save()
    #expect(try stack.reopened().titles() == ["Soy milk"])
  }

  @Test("automaticallyMergesChangesFromParent: the view context sees a background save at once")
  func automaticMerge() throws {
    let (stack, item, copy, other) = try twoContexts()
    defer { stack.remove() }
    stack.context.automaticallyMergesChangesFromParent = true
    copy.setValue("Oat milk", forKey: "title")
    try other.save()
    #expect(item.value(forKey: "title") as? String == "Oat milk")
  }

  @Test("the save notification names the inserted, updated and deleted objects")
  func notification() throws {
    let stack = TestStack()
    defer { stack.remove() }
    let inserted = stack.item("Milk")
    nonisolated(unsafe) var info: [AnyHashable: Any] = [:]
    let token = NotificationCenter.default.addObserver(
      forName: .NSManagedObjectContextDidSave, object: stack.context, queue: nil
    ) { info = $0.userInfo ?? [:] }
    defer { NotificationCenter.default.removeObserver(token) }
    try stack.context.save()
    #expect((info[NSInsertedObjectsKey] as? Set<NSManagedObject>) == [inserted])
  }

  /// Two contexts each change a different attribute of the same object, and the same one.
  private func bothChange(policy: Any) throws -> (title: String?, rank: Double?, done: Bool?) {
    let (stack, item, copy, other) = try twoContexts()
    defer { stack.remove() }
    _ = copy.value(forKey: "title")
    item.setValue("Oat milk", forKey: "title")
    item.setValue(true, forKey: "done")
    try stack.context.save()
    other.mergePolicy = policy
    copy.setValue("Soy milk", forKey: "title")
    copy.setValue(9.0, forKey: "rank")
    try other.save()
    // The merged object can be saved again (its version follows the store's).
    copy.setValue(10.0, forKey: "rank")
    if policy as? NSMergePolicy !== NSMergePolicy.rollback { try other.save() }
    let saved = try #require(
      try stack.reopened().context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item")).first)
    return (
      saved.value(forKey: "title") as? String, saved.value(forKey: "rank") as? Double,
      saved.value(forKey: "done") as? Bool
    )
  }

  @Test("the merge policies, property by property: object trump, store trump, overwrite, rollback")
  func policies() throws {
    let objectTrump = try bothChange(policy: NSMergeByPropertyObjectTrumpMergePolicy)
    #expect(objectTrump.title == "Soy milk" && objectTrump.rank == 10 && objectTrump.done == true)
    let storeTrump = try bothChange(policy: NSMergeByPropertyStoreTrumpMergePolicy)
    #expect(storeTrump.title == "Oat milk" && storeTrump.rank == 10 && storeTrump.done == true)
    let overwrite = try bothChange(policy: NSOverwriteMergePolicy)
    #expect(overwrite.title == "Soy milk" && overwrite.rank == 10 && overwrite.done == false)
    let rollback = try bothChange(policy: NSRollbackMergePolicy)
    #expect(rollback.title == "Oat milk" && rollback.rank == 0 && rollback.done == true)
  }
}
