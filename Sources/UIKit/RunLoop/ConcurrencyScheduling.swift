/// Where the jobs of Swift concurrency run in an app process: on the main thread's turns, in a
/// deterministic order, on the virtual clock (the scheduling half of `VirtualExecutors`, kept
/// apart from the executors so that it can be tested without installing them).
///
/// Models iOS's two executors: the main executor (`@MainActor` code, `MainActor.run`, `Task {}`
/// started from main-actor code) runs jobs on the main thread's run loop; the global concurrent
/// executor (`Task.detached`, nonisolated async functions, `async let` and task-group children)
/// runs them on background threads. Here both run on the one real main thread, in the order they
/// were queued: main-executor jobs as main-queue work, global jobs as background work (so the Main
/// Thread Checker sees them, and `DispatchSemaphore.wait()` can run them). Delayed jobs
/// (`Task.sleep`) run when the virtual clock reaches their deadline.
package enum ConcurrencyScheduling {
  /// Queues a global-executor job as background work for the current turn.
  package static func enqueueGlobal(_ run: @escaping @Sendable () -> Void) {
    MainThread.current.enqueue(background: true) { MainThread.current.runAsBackgroundWork(run) }
  }

  /// Queues a main-executor job for the current turn, after the work already queued.
  package static func enqueueMain(_ run: @escaping @Sendable () -> Void) {
    MainThread.current.enqueue(run)
  }

  /// Runs a job `nanoseconds` of virtual time from now: as background work for a global job, as
  /// main-queue work for a main-executor job.
  package static func schedule(
    afterNanoseconds nanoseconds: UInt64, background: Bool, _ run: @escaping @Sendable () -> Void
  ) {
    let thread = MainThread.current
    thread.schedule(afterNanoseconds: nanoseconds, background: background) {
      if background { thread.runAsBackgroundWork(run) } else { run() }
    }
  }

  /// The virtual nanoseconds until `instant` of `clock`. `ContinuousClock` (the clock of
  /// `Task.sleep(for:)` and `Task.sleep(nanoseconds:)`) reads the virtual clock in app processes,
  /// so its deadlines are exact; other clocks (`SuspendingClock`) read real time, so the real
  /// time spent since the deadline was computed is rounded away: delays are rounded up to whole
  /// milliseconds.
  package static func nanoseconds<C: Clock>(until instant: C.Instant, clock: C) -> UInt64 {
    let delay = clock.now.duration(to: instant)
    guard let duration = delay as? Swift.Duration else { return 0 }
    return nanoseconds(duration, exact: clock is ContinuousClock)
  }

  /// A duration as whole nanoseconds (0 when negative); rounded up to milliseconds unless exact.
  package static func nanoseconds(_ duration: Swift.Duration, exact: Bool) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0, duration > .zero else { return 0 }
    guard seconds < Int64(UInt64.max / 1_000_000_000) - 1 else { return UInt64.max }
    let total = UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
    guard !exact else { return total }
    let millisecond: UInt64 = 1_000_000
    return (total + millisecond - 1) / millisecond * millisecond
  }
}
