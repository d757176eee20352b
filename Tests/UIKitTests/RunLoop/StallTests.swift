import Testing

@testable import UIKit

/// Rule 11 under `stall`: while the main thread is busy the clock moves and nothing runs; then
/// what came due runs once, in time order — a repeating timer's missed periods collapse into one
/// fire and its schedule keeps its phase.
@MainActor
@Suite("Rule 11 — stall: a busy main thread", .serialized)
struct StallTests {
  /// A stopwatch two ways: counting a 0.1-second timer's ticks, and reading the clock.
  final class Stopwatch: @unchecked Sendable {
    var ticks = 0
    var start: UInt64 = 0
    var elapsedByClock: Double = 0

    var elapsedByTicks: Double { Double(ticks) / 10 }

    func tick() {
      ticks += 1
      elapsedByClock = Double(MainThread.current.now - start) / 1_000_000_000
    }
  }

  @Test("after a stall a tick-counting stopwatch is behind a clock-reading one; advance keeps them together")
  func tickCountingFallsBehind() {
    TestApp.reset()
    let watch = Stopwatch()
    watch.start = MainThread.current.now
    Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in watch.tick() }
    AppDriver.advance(seconds: 1)
    #expect(watch.elapsedByTicks == 1.0)
    #expect(watch.elapsedByClock == 1.0)
    AppDriver.stall(seconds: 2)
    #expect(watch.ticks == 11, "twenty missed ticks collapse into one fire")
    #expect(watch.elapsedByTicks == 1.1)
    #expect(watch.elapsedByClock == 3.0)
    AppDriver.advance(seconds: 1)
    #expect(watch.ticks == 21)
    #expect(watch.elapsedByClock == 4.0)
  }

  @Test("nothing runs during the stall: a timer's fire and a delayed block run at its end, once each, in time order")
  func nothingRunsDuring() {
    TestApp.reset()
    final class Order: @unchecked Sendable { var entries: [String] = [] }
    let order = Order()
    let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
      order.entries.append("timer at \(MainThread.current.now / 1_000_000)")
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.7) {
      order.entries.append("block at \(MainThread.current.now / 1_000_000)")
    }
    AppDriver.stall(seconds: 2)
    #expect(order.entries == ["timer at 2000", "block at 2000"])
    // The schedule keeps its phase: the next fire is at 2.5 s, not 2.5 s after the late one.
    #expect(MainThread.nanoseconds(of: timer.fireDate) == 2_500_000_000)
    #expect(MainThread.current.now == 2_000_000_000)
  }

  @Test("a stall in the background runs nothing, even at its end: the app is suspended")
  func stallWhileSuspended() {
    TestApp.reset()
    let watch = Stopwatch()
    TestApp.launch(UIViewController())
    Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in watch.tick() }
    AppDriver.enterBackground()
    AppDriver.stall(seconds: 1)
    #expect(watch.ticks == 0)
    AppDriver.enterForeground()
    #expect(watch.ticks == 1)
  }
}
