import Testing

@testable import UIKit

/// A counter timer blocks can mutate (they are `@Sendable`, as Foundation's are).
final class FireCounter: @unchecked Sendable {
  var count = 0
  var times: [UInt64] = []

  func fire() {
    count += 1
    times.append(MainThread.current.now / 1_000_000)
  }
}

/// Rule 11: a scheduled timer fires only while its run loop runs (the driver's `advance`);
/// periods missed while blocked collapse into one fire; repeating timers keep to their original
/// schedule; tolerance only delays; a non-repeating timer invalidates itself; `invalidate()` stops
/// all future fires.
@MainActor
@Suite("Rule 11 — timers on the virtual clock", .serialized)
struct TimerTests {
  @Test("a scheduled timer fires only when the clock is advanced")
  func firesOnlyOnAdvance() {
    TestApp.reset()
    let counter = FireCounter()
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in counter.fire() }
    AppDriver.settle()
    #expect(counter.count == 0)
    AppDriver.advance(seconds: 3)
    #expect(counter.count == 3)
    #expect(counter.times == [1000, 2000, 3000])
    #expect(TestApp.log.filter { $0 == "Timer.fire" }.count == 3)
  }

  @Test("a 10 Hz timer fires 36,000 times in an hour")
  func tenHertzForAnHour() {
    TestApp.reset()
    let counter = FireCounter()
    Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in counter.fire() }
    AppDriver.advance(seconds: 3600)
    #expect(counter.count == 36_000)
  }

  @Test("periods missed while the run loop was not running collapse into one fire, on the original schedule")
  func missedPeriodsCollapse() {
    TestApp.reset()
    let counter = FireCounter()
    let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in counter.fire() }
    AppDriver.advance(seconds: 1.5)
    #expect(counter.count == 1)
    MainThread.current.isServicingTimers = false  // the main thread is blocked
    AppDriver.advance(seconds: 10)
    #expect(counter.count == 1)
    MainThread.current.isServicingTimers = true
    AppDriver.settle()
    #expect(counter.count == 2)  // one fire for all the missed periods
    #expect(counter.times.last == 11_500)
    // The next fire keeps the original phase: 12 s, not 12.5 s.
    #expect(MainThread.nanoseconds(of: timer.fireDate) == 12_000_000_000)
    AppDriver.advance(seconds: 0.5)
    #expect(counter.times.last == 12_000)
  }

  @Test("a suspended app's timer fires once when the app returns to the foreground")
  func backgroundCollapses() {
    TestApp.reset()
    AppDriver.launch(root: FirstController())
    let counter = FireCounter()
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in counter.fire() }
    AppDriver.enterBackground()
    AppDriver.advance(seconds: 30)
    #expect(counter.count == 0)
    AppDriver.enterForeground()
    #expect(counter.count == 1)
  }

  @Test("a repeating timer keeps to its original schedule")
  func keepsSchedule() {
    TestApp.reset()
    let counter = FireCounter()
    let timer = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { _ in counter.fire() }
    AppDriver.advance(seconds: 0.25)
    AppDriver.advance(seconds: 0.25)
    AppDriver.advance(seconds: 0.5)
    #expect(counter.times == [300, 600, 900])
    #expect(MainThread.nanoseconds(of: timer.fireDate) == 1_200_000_000)
  }

  @Test("tolerance never makes a timer fire early")
  func toleranceOnlyDelays() {
    TestApp.reset()
    let counter = FireCounter()
    let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in counter.fire() }
    timer.tolerance = 0.5
    AppDriver.advance(seconds: 0.99)
    #expect(counter.count == 0)
    AppDriver.advance(seconds: 0.51)
    #expect(counter.count == 1)
  }

  @Test("a non-repeating timer invalidates itself after firing")
  func nonRepeatingInvalidates() {
    TestApp.reset()
    let counter = FireCounter()
    let timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in counter.fire() }
    #expect(timer.isValid)
    #expect(RunLoop.main.scheduledTimers == [timer])
    AppDriver.advance(seconds: 10)
    #expect(counter.count == 1)
    #expect(!timer.isValid)
    #expect(RunLoop.main.scheduledTimers.isEmpty)
  }

  @Test("invalidate stops all future fires, also from inside the block")
  func invalidateStops() {
    TestApp.reset()
    let counter = FireCounter()
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
      counter.fire()
      if counter.count == 3 { timer.invalidate() }
    }
    AppDriver.advance(seconds: 10)
    #expect(counter.count == 3)
  }

  @Test("Timer(timeInterval:repeats:block:) fires only once added to RunLoop.main")
  func unscheduledUntilAdded() {
    TestApp.reset()
    let counter = FireCounter()
    let timer = Timer(timeInterval: 1, repeats: true) { _ in counter.fire() }
    AppDriver.advance(seconds: 0.5)
    #expect(counter.count == 0)
    RunLoop.main.add(timer, forMode: .common)
    AppDriver.advance(seconds: 2)
    #expect(counter.times == [1000, 2000])
  }

  @Test("a timer added after its fire date has passed fires at once, then keeps its schedule")
  func overdueWhenAdded() {
    TestApp.reset()
    let counter = FireCounter()
    let timer = Timer(timeInterval: 1, repeats: true) { _ in counter.fire() }  // fire date: 1 s
    AppDriver.advance(seconds: 2.5)
    RunLoop.main.add(timer, forMode: .default)
    AppDriver.advance(seconds: 1)
    #expect(counter.times == [2500, 3000])
  }

  @Test("fire() runs the block without changing the schedule; a non-repeating timer is then invalid")
  func manualFire() {
    TestApp.reset()
    let counter = FireCounter()
    let repeating = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in counter.fire() }
    let date = repeating.fireDate
    repeating.fire()
    #expect(counter.count == 1)
    #expect(repeating.fireDate == date)
    let once = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in counter.fire() }
    once.fire()
    #expect(!once.isValid)
    AppDriver.advance(seconds: 1)
    #expect(counter.count == 3)
  }

  @Test("Timer() is a placeholder that never fires and can be invalidated")
  func placeholderTimer() {
    TestApp.reset()
    let timer = Timer()
    timer.invalidate()
    #expect(!timer.isValid)
    #expect(RunLoop.main.scheduledTimers.isEmpty)
  }

  @Test("a target–action timer calls its selector with the timer and keeps its user info")
  func targetActionTimer() {
    TestApp.reset()
    @MainActor final class Ticker {
      var ticks: [String] = []
      func tick(_ timer: Timer) { ticks.append(timer.userInfo as? String ?? "") }
    }
    let ticker = Ticker()
    Timer.scheduledTimer(
      timeInterval: 0.5, target: ticker, selector: Selector(Ticker.tick, name: "tick:"), userInfo: "egg", repeats: true)
    AppDriver.advance(seconds: 1)
    #expect(ticker.ticks == ["egg", "egg"])
  }

  @Test("a zero or negative interval becomes 0.1 ms, as Foundation documents")
  func minimumInterval() {
    TestApp.reset()
    let timer = Timer(timeInterval: -1, repeats: false) { _ in }
    #expect(timer.timeInterval == 0.0001)
  }
}
