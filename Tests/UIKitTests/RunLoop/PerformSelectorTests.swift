import Foundation
import Testing

@testable import UIKit

/// NSObject's perform-selector family on the virtual clock (Apple: NSObject
/// `perform(_:with:afterDelay:)` "sets up a timer to perform the aSelector message on the current
/// thread's run loop"; `cancelPreviousPerformRequests(withTarget:selector:object:)` cancels
/// requests whose argument is equal by `isEqual:`).
@MainActor
@Suite("perform(_:with:afterDelay:) and friends", .serialized)
struct PerformSelectorTests {
  @Test("a delayed perform runs when the clock reaches it, with its argument")
  func delayed() {
    TestApp.reset()
    let target = Greeter()
    target.perform(Selector(Greeter.greet(_:), name: "greet:"), with: "Ada", afterDelay: 1.5)
    AppDriver.advance(seconds: 1)
    #expect(target.said.isEmpty)
    AppDriver.advance(seconds: 1)
    #expect(target.said == ["Ada"])
  }

  @Test("cancelPreviousPerformRequests cancels by selector and equal argument, or all of a target's")
  func cancelled() {
    TestApp.reset()
    let target = Greeter()
    let greet = Selector(Greeter.greet(_:), name: "greet:")
    target.perform(greet, with: "Ada", afterDelay: 1)
    target.perform(greet, with: "Grace", afterDelay: 1)
    NSObject.cancelPreviousPerformRequests(withTarget: target, selector: greet, object: "Ada")
    AppDriver.advance(seconds: 2)
    #expect(target.said == ["Grace"])
    target.perform(greet, with: "Alan", afterDelay: 1)
    NSObject.cancelPreviousPerformRequests(withTarget: target)
    AppDriver.advance(seconds: 2)
    #expect(target.said == ["Grace"])
  }

  @Test("in the background, on the main thread, and now; responds(to:)")
  func otherForms() {
    TestApp.reset()
    let target = Greeter()
    let greet = Selector(Greeter.greet(_:), name: "greet:")
    target.performSelector(inBackground: greet, with: "background")
    #expect(target.said.isEmpty)
    target.performSelector(onMainThread: greet, with: "waited", waitUntilDone: true)
    #expect(target.said == ["waited"])
    target.perform(greet, with: "now")
    AppDriver.advance(seconds: 0.1)
    #expect(target.said == ["waited", "now", "background"])
    #expect(target.responds(to: greet))
    #expect(!UIView().responds(to: greet))
  }
}

/// UIKit's additions to IndexPath: `item` is the same index as `row` (collection views).
@Suite("IndexPath.item")
struct IndexPathItemTests {
  @Test("init(item:section:), item and row agree")
  func item() {
    var path = IndexPath(item: 3, section: 1)
    #expect(path.row == 3)
    #expect(path.section == 1)
    path.item = 5
    #expect(path == IndexPath(row: 5, section: 1))
  }
}

@MainActor
final class Greeter: NSObject {
  var said: [String] = []

  func greet(_ name: Any?) {
    said.append(name as? String ?? "?")
  }
}
