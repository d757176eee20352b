import Dispatch
import Foundation
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// Swift concurrency's main and global executors, replaced in app processes by ones that run on
/// the main thread's turns and the virtual clock (see `ConcurrencyScheduling`).
///
/// On iOS, `Task {}`, `Task.detached`, `async let`, task groups, `MainActor.run`, `AsyncStream`
/// and `Task.sleep` run on the main thread's run loop and a pool of background threads, in an
/// order that differs from run to run. In an app process they run in one order, the same on
/// every run, and a sleeper wakes when `advance` moves the virtual clock past its deadline.
///
/// Swift 6.3 routes main-actor jobs and `Task.sleep` through the executors of its executor
/// factory (`_createExecutors`), not through the older `swift_task_enqueue*_hook` variables (a
/// main-actor job or a sleep never reaches those hooks), so the runtime installs a factory. Only
/// the app host installs it, once, before the app launches; other processes (the tests) keep the
/// platform's executors.
package enum VirtualExecutors {
  /// Installs the executors for the rest of the process's life.
  package static func install() {
    _createExecutors(factory: VirtualExecutorFactory.self)
  }
}

struct VirtualExecutorFactory: ExecutorFactory {
  static let mainExecutor: any MainExecutor = VirtualMainExecutor()
  static let defaultExecutor: any TaskExecutor = VirtualGlobalExecutor()
}

/// The main actor's executor: jobs run on the main thread's turns, as main-queue work.
final class VirtualMainExecutor: MainExecutor, SchedulingExecutor, @unchecked Sendable {
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    onMainThread { [self] in
      ConcurrencyScheduling.enqueueMain { [self] in job.runSynchronously(on: asUnownedSerialExecutor()) }
    }
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
    schedule(UnownedJob(job), in: (delay as? Swift.Duration).map { ConcurrencyScheduling.nanoseconds($0, exact: true) })
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
    schedule(UnownedJob(job), in: ConcurrencyScheduling.nanoseconds(until: instant, clock: clock))
  }

  private func schedule(_ job: UnownedJob, in nanoseconds: UInt64?) {
    onMainThread { [self] in
      ConcurrencyScheduling.schedule(afterNanoseconds: nanoseconds ?? 0, background: false) { [self] in
        job.runSynchronously(on: asUnownedSerialExecutor())
      }
    }
  }

  var isMainExecutor: Bool { true }

  /// The main actor is the main thread: every job of the runtime runs there.
  func isIsolatingCurrentContext() -> Bool? { Thread.isMainThread }

  func checkIsolated() {
    guard Thread.isMainThread else { fatalError("Incorrect actor executor assumption; expected the main actor") }
  }

  /// The app host's driver loop is the run loop; an `async` main has nothing more to run.
  func run() throws {}

  func stop() {}
}

/// The global concurrent executor: jobs run on the main thread's turns, as background work.
final class VirtualGlobalExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    onMainThread { [self] in
      ConcurrencyScheduling.enqueueGlobal { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
    }
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
    schedule(UnownedJob(job), in: (delay as? Swift.Duration).map { ConcurrencyScheduling.nanoseconds($0, exact: true) })
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
    schedule(UnownedJob(job), in: ConcurrencyScheduling.nanoseconds(until: instant, clock: clock))
  }

  private func schedule(_ job: UnownedJob, in nanoseconds: UInt64?) {
    onMainThread { [self] in
      ConcurrencyScheduling.schedule(afterNanoseconds: nanoseconds ?? 0, background: true) { [self] in
        job.runSynchronously(on: asUnownedTaskExecutor())
      }
    }
  }
}

/// Runs `work` on the main thread: at once there; from a real thread the learner started (the
/// only other thread a job can be enqueued from), through the real main queue, which the app
/// host drains at the end of every turn.
private func onMainThread(_ work: @escaping @Sendable () -> Void) {
  if Thread.isMainThread {
    work()
  } else {
    Dispatch.DispatchQueue.main.async(execute: work)
  }
}
