import Testing

@testable import UIKit

/// Timers together: several fire in order of their fire dates, and timers due at the same moment
/// in the order they were scheduled; a timer scheduled from inside another's block joins the run
/// loop at once; setting `fireDate` moves the next fire (Foundation's Timer documentation).
@MainActor
@Suite("Timers together", .serialized)
struct TimerOrderTests {
  /// Names in firing order (the blocks are `@Sendable`).
  final class Order: @unchecked Sendable {
    var names: [String] = []
  }

  @Test("timers fire by fire date, and those due together in the order they were scheduled")
  func order() {
    TestApp.reset()
    let order = Order()
    Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in order.names.append("1.5") }
    Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in order.names.append("first 1") }
    Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in order.names.append("second 1") }
    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in order.names.append("0.5") }
    AppDriver.advance(seconds: 1.5)
    // At 1 s: the two 1-second timers (scheduled first), then the half-second one; at 1.5 s the
    // 1.5-second timer, scheduled before the half-second one.
    #expect(order.names == ["0.5", "first 1", "second 1", "0.5", "1.5", "0.5"])
  }

  @Test("a timer scheduled inside another timer's block fires on its own schedule from then")
  func nested() {
    TestApp.reset()
    let order = Order()
    Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
      order.names.append("outer at \(MainThread.current.now / 1_000_000)")
      Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
        order.names.append("inner at \(MainThread.current.now / 1_000_000)")
      }
    }
    AppDriver.advance(seconds: 2)
    #expect(order.names == ["outer at 1000", "inner at 1500", "inner at 2000"])
    #expect(RunLoop.main.scheduledTimers.count == 1)
  }

  @Test("setting fireDate moves the next fire")
  func fireDateAndUserInfo() {
    TestApp.reset()
    let order = Order()
    let timer = Timer(timeInterval: 10, repeats: false) { _ in order.names.append("fired") }
    RunLoop.main.add(timer, forMode: .common)
    timer.fireDate = timer.fireDate.addingTimeInterval(-8)  // due at 2 s instead of 10 s
    AppDriver.advance(seconds: 2)
    #expect(order.names == ["fired"])
    #expect(!timer.isValid)
  }
}
