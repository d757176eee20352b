/// The app's main thread, modelled in virtual time.
///
/// Nothing here reads a real clock. The driver moves time forward with `advance(by:)`; work that
/// becomes due on the way (timers, `asyncAfter`, animation completions, transitions) runs in time
/// order, and after each piece of work the queue of immediate blocks (`DispatchQueue.main.async`)
/// drains and the end-of-turn hooks (the layout pass) run — one turn of the run loop.
///
/// All of it runs on the process's main thread; the type is `@unchecked Sendable` because the
/// runtime, like UIKit, is single-threaded by contract.
package final class MainThread: @unchecked Sendable {
  /// The main thread of the current app; `reset()` replaces it (tests start from a fresh world).
  nonisolated(unsafe) package static var current = MainThread.makeForApp()

  /// Virtual nanoseconds since launch; every change is published for the wall clock.
  package private(set) var now: UInt64 = 0 {
    didSet { WallClock.virtualNanoseconds.store(now, ordering: .relaxed) }
  }
  /// False while the app is suspended: timers and delayed work wait, then collapse.
  package var isServicingTimers = true
  /// Most pieces of work (queued blocks and work due now) one turn runs before it yields to the
  /// driver: work that keeps re-queueing itself must not hang the driver (on a phone the app
  /// would stay responsive); the rest waits for the next step.
  package static let drainLimit = 200_000

  /// A queued block; `run` is cleared once it ran (a wait may run background blocks early).
  private struct QueuedBlock {
    var run: (() -> Void)?
    let isBackground: Bool
  }

  private var immediate: [QueuedBlock] = []
  /// Rounds of end-of-turn hooks (layout, the real main queue) one turn runs at most.
  static let hookRoundLimit = 64
  private var immediateHead = 0
  private var scheduled = ScheduledWorkHeap()
  private var nextOrder: UInt64 = 0
  private var endOfTurnHooks: [() -> Bool] = []
  private var draining = false
  /// How deep the main thread is in simulated background work (see `isRunningBackgroundWork`).
  var backgroundDepth = 0
  /// Counts pieces of background work begun, so that a report can be made once per piece.
  package internal(set) var backgroundWorkNumber: UInt64 = 0
  /// What the Main Thread Checker has reported in this app (see `MainThreadChecker`).
  package let mainThreadChecker = MainThreadChecker()

  package init() {
    WallClock.virtualNanoseconds.store(0, ordering: .relaxed)
  }

  /// Queues a block for the next turn of the run loop (`DispatchQueue.main.async`). Blocks of
  /// simulated background queues are marked, so that waits run those and only those.
  package func enqueue(background: Bool = false, _ work: @escaping () -> Void) {
    immediate.append(QueuedBlock(run: work, isBackground: background))
  }

  /// Whether blocks are queued for the current turn.
  package var hasQueuedWork: Bool { immediate[immediateHead...].contains { $0.run != nil } }

  /// Whether main-queue blocks or main-actor jobs are queued (work a blocked main thread holds up).
  package var hasQueuedMainWork: Bool {
    immediate[immediateHead...].contains { $0.run != nil && !$0.isBackground }
  }

  /// Schedules work at an absolute virtual time; earlier or equal times run first, in order.
  /// Background work (a global queue's `asyncAfter`, a sleeping task's wake-up) is marked, so
  /// that a wait on the main thread can run it.
  package func schedule(at time: UInt64, background: Bool = false, _ work: @escaping () -> Void) {
    nextOrder += 1
    scheduled.insert(ScheduledWork(time: max(time, now), order: nextOrder, isBackground: background, run: work))
  }

  /// Schedules work `delay` nanoseconds from now.
  package func schedule(afterNanoseconds delay: UInt64, background: Bool = false, _ work: @escaping () -> Void) {
    schedule(at: now.addingReportingOverflow(delay).overflow ? UInt64.max : now + delay, background: background, work)
  }

  /// Registers a hook that runs at the end of every turn (UIKit's layout and commit phase).
  /// It returns true when it did something, so the turn repeats until everything is settled.
  package func addEndOfTurnHook(_ hook: @escaping () -> Bool) {
    endOfTurnHooks.append(hook)
  }

  /// Runs one turn at the current time: immediate blocks, work due now (unless the caller runs
  /// it itself, as `advance` does, under its own budget), then end-of-turn hooks, until quiet.
  package func runCurrentTurn(includingDueWork: Bool = true) {
    guard !draining else { return }
    draining = true
    defer { draining = false }
    var budget = Self.drainLimit
    var settled = false
    var hookRounds = 0
    while !settled {
      while immediateHead < immediate.count, budget > 0 {
        let work = immediate[immediateHead].run
        immediate[immediateHead].run = nil
        immediateHead += 1
        guard let work else { continue }
        budget -= 1
        work()
      }
      if immediateHead == immediate.count {
        immediate.removeAll(keepingCapacity: true)
        immediateHead = 0
      }
      settled = true
      if includingDueWork, isServicingTimers, budget > 0, let due = scheduled.popDue(notAfter: now) {
        budget -= 1
        due.run()
        settled = false
        continue
      }
      for hook in endOfTurnHooks where hook() { settled = false }
      hookRounds += 1
      if budget <= 0 || hookRounds >= Self.hookRoundLimit { break }
      if immediateHead < immediate.count { settled = false }
    }
  }

  /// Runs queued background blocks in order until `done` holds; when none is left, moves the
  /// clock to the next delayed background work due by `deadline` and runs it (the main thread is
  /// blocked meanwhile, as in a stall: main-thread timers that come due run after the wait).
  /// Answers `done()`. Used by waits on simulated background work: main-queue blocks stay queued
  /// (the main thread is the one waiting, as on a device). Safe to call from inside a block the
  /// current turn is running.
  package func runBackgroundWork(notAfter deadline: UInt64 = .max, until done: () -> Bool) -> Bool {
    var budget = Self.drainLimit
    while !done(), budget > 0 {
      var index = immediateHead
      var ran = false
      while !done(), index < immediate.count, budget > 0 {
        if immediate[index].isBackground, let work = immediate[index].run {
          immediate[index].run = nil
          budget -= 1
          ran = true
          work()
        }
        index += 1
      }
      guard !done(), !ran else { continue }
      guard isServicingTimers, let delayed = scheduled.popEarliestBackground(notAfter: deadline) else { break }
      budget -= 1
      now = max(now, delayed.time)
      delayed.run()
    }
    return done()
  }

  /// Moves the clock forward by `nanoseconds`, running everything that falls due on the way.
  package func advance(byNanoseconds nanoseconds: UInt64) {
    let target = now.addingReportingOverflow(nanoseconds).overflow ? UInt64.max : now + nanoseconds
    runCurrentTurn()
    var budget = Self.drainLimit
    if isServicingTimers {
      while budget > 0, let work = scheduled.popDue(notAfter: target) {
        budget -= 1
        now = max(now, work.time)
        work.run()
        runCurrentTurn(includingDueWork: false)
      }
    }
    if budget == 0 {
      // Work that keeps scheduling itself for "now" (asyncAfter(deadline: .now()) in a loop)
      // would never let the clock move on: the rest waits, and the step still gets its answer.
      EventLog.shared.warn("more than \(Self.drainLimit) timers and delayed blocks fell due; the rest wait")
    }
    now = target
    runCurrentTurn()
  }

  /// The main thread is busy for `nanoseconds` (a long computation, a synchronous read): the
  /// clock moves on while nothing runs, then one turn runs what came due meanwhile, each piece
  /// once, in time order. A repeating timer fires once for all the periods it missed and keeps
  /// to its schedule (docs/runtime.md rule 11), so counting its ticks loses time.
  package func stall(byNanoseconds nanoseconds: UInt64) {
    now = now.addingReportingOverflow(nanoseconds).overflow ? UInt64.max : now + nanoseconds
    runCurrentTurn()
  }
}

extension MainThread {
  /// Converts seconds (as UIKit's TimeInterval) to whole virtual nanoseconds, never negative.
  package static func nanoseconds(_ seconds: Double) -> UInt64 {
    guard seconds > 0, seconds.isFinite else { return seconds.isInfinite && seconds > 0 ? UInt64.max : 0 }
    let value = (seconds * 1_000_000_000).rounded()
    return value >= Double(UInt64.max) ? UInt64.max : UInt64(value)
  }

  /// The Date that virtual time `nanoseconds` stands for (see `WallClock.launchEpoch`).
  package static func date(_ nanoseconds: UInt64) -> Date {
    Date(timeIntervalSince1970: launchEpoch + Double(nanoseconds) / 1_000_000_000)
  }

  /// Virtual nanoseconds that a Date stands for (dates before launch clamp to 0). A Date's
  /// Double loses about 0.1 µs this far from its reference date, so dates resolve to whole
  /// microseconds.
  package static func nanoseconds(of date: Date) -> UInt64 {
    let microseconds = ((date.timeIntervalSince1970 - launchEpoch) * 1_000_000).rounded()
    guard microseconds > 0 else { return 0 }
    return microseconds >= Double(UInt64.max / 1000) ? UInt64.max : UInt64(microseconds) * 1000
  }

  package static var launchEpoch: Double { Double(WallClock.launchEpochSeconds.load(ordering: .relaxed)) }
}
