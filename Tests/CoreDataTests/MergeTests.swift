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
}
