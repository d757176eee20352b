import CoreData
import Foundation
import Testing

@testable import UIKit

/// Background contexts as far as one thread allows (docs/runtime.md, issue 8): `perform` and
/// `performBackgroundTask` run their block on the main run loop's next turn, not at once, and
/// their saves reach a view context that merges changes from its parent.
@MainActor
@Suite("Core Data background contexts", .serialized)
struct BackgroundContextTests {
  @Test("performBackgroundTask runs on the next turn; its save is merged into the view context")
  func backgroundTask() throws {
    AppDriver.reset()
    let stack = TestStack()
    defer { stack.remove() }
    let item = stack.item("Milk")
    try stack.context.save()
    stack.context.automaticallyMergesChangesFromParent = true
    final class Flag: @unchecked Sendable { var ran = false }
    let flag = Flag()
    let id = item.objectID
    stack.container.performBackgroundTask { context in
      let copy = context.object(with: id)
      copy.setValue("Oat milk", forKey: "title")
      try? context.save()
      flag.ran = true
    }
    #expect(!flag.ran, "the block waits for the run loop")
    AppDriver.advance(seconds: 0)
    #expect(flag.ran)
    #expect(item.value(forKey: "title") as? String == "Oat milk")
  }

  @Test("performAndWait runs its block at once")
  func performAndWait() {
    let stack = TestStack()
    defer { stack.remove() }
    var ran = false
    stack.container.newBackgroundContext().performAndWait { ran = true }
    #expect(ran)
  }
}
