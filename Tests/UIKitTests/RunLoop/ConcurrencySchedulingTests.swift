import Testing

@testable import UIKit

/// The scheduling half of the app process's Swift concurrency executors: main-executor jobs and
/// global jobs run on the main thread's turns in the order they were queued, global jobs as
/// background work, delayed jobs when the virtual clock reaches them; and deadlines convert to
/// virtual nanoseconds. (The executors themselves are installed only in app processes; the
/// end-to-end tests in RunnerTests drive them.)
@MainActor
@Suite("Swift concurrency scheduling", .serialized)
struct ConcurrencySchedulingTests {
  @MainActor final class Recorder {
    var values: [String] = []
  }

  @Test("main and global jobs run in the order they were queued, interleaved with main-queue blocks")
  func order() {
    TestApp.reset()
    let recorder = Recorder()
    let thread = MainThread.current
    ConcurrencyScheduling.enqueueGlobal {
      MainActor.assumeIsolated { recorder.values.append("global \(thread.isRunningBackgroundWork)") }
    }
    DispatchQueue.main.async { recorder.values.append("main queue") }
    ConcurrencyScheduling.enqueueMain {
      MainActor.assumeIsolated { recorder.values.append("main job \(thread.isRunningBackgroundWork)") }
    }
    #expect(recorder.values.isEmpty)
    AppDriver.settle()
    #expect(recorder.values == ["global true", "main queue", "main job false"])
  }

  @Test("a delayed job runs when the virtual clock reaches it, not before")
  func delayed() {
    TestApp.reset()
    let recorder = Recorder()
    let thread = MainThread.current
    ConcurrencyScheduling.schedule(afterNanoseconds: 2_000_000_000, background: true) {
      MainActor.assumeIsolated { recorder.values.append("woke at \(thread.now) \(thread.isRunningBackgroundWork)") }
    }
    thread.advance(byNanoseconds: 1_999_999_999)
    #expect(recorder.values.isEmpty)
    thread.advance(byNanoseconds: 1)
    #expect(recorder.values == ["woke at 2000000000 true"])
  }

  @Test("a semaphore wait runs queued global jobs, as background threads would have")
  func waitRunsGlobalJobs() {
    TestApp.reset()
    let semaphore = DispatchSemaphore(value: 0)
    ConcurrencyScheduling.enqueueGlobal { semaphore.signal() }
    #expect(semaphore.wait(timeout: .now()) == .success)
    ConcurrencyScheduling.enqueueMain { semaphore.signal() }
    #expect(semaphore.wait(timeout: .now()) == .timedOut)
  }

  @Test("a wait runs delayed background work once no queued work is left: the clock moves to it, as in a stall")
  func waitRunsDelayedBackgroundWork() {
    TestApp.reset()
    let thread = MainThread.current
    let recorder = Recorder()
    let semaphore = DispatchSemaphore(value: 0)
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { recorder.values.append("main at \(thread.now)") }
    ConcurrencyScheduling.schedule(afterNanoseconds: 1_000_000_000, background: true) { semaphore.signal() }
    // A timed wait runs only what is due by its deadline.
    #expect(semaphore.wait(timeout: .now() + 0.9) == .timedOut)
    #expect(thread.now == 0)
    semaphore.wait()
    #expect(thread.now == 1_000_000_000)
    // The main thread was blocked: its block that came due meanwhile runs after the wait, once.
    #expect(recorder.values.isEmpty)
    AppDriver.settle()
    #expect(recorder.values == ["main at 1000000000"])
  }

  @Test("durations to virtual nanoseconds: exact for ContinuousClock, rounded up to milliseconds otherwise")
  func durations() {
    #expect(ConcurrencyScheduling.nanoseconds(.seconds(2), exact: true) == 2_000_000_000)
    #expect(ConcurrencyScheduling.nanoseconds(.nanoseconds(1500), exact: true) == 1500)
    #expect(ConcurrencyScheduling.nanoseconds(.seconds(4) - .microseconds(13), exact: false) == 4_000_000_000)
    #expect(ConcurrencyScheduling.nanoseconds(.nanoseconds(1), exact: false) == 1_000_000)
    #expect(ConcurrencyScheduling.nanoseconds(.seconds(-1), exact: true) == 0)
    #expect(ConcurrencyScheduling.nanoseconds(.seconds(Int64.max), exact: true) == UInt64.max)
  }

  @Test("deadlocks are named: a wait with main-actor work queued behind it says so")
  func deadlockMessages() {
    #expect(
      Deadlock.semaphoreWait.message(mainWorkQueued: true)
        == "Deadlock: DispatchSemaphore.wait() blocks the main thread for ever: the work that would end it is "
        + "queued on the main queue or the main actor (DispatchQueue.main.async, @MainActor, MainActor.run), "
        + "which cannot run while the main thread waits")
    #expect(Deadlock.groupWait.message(mainWorkQueued: false).hasPrefix("Deadlock: DispatchGroup.wait()"))
    #expect(
      Deadlock.mainSyncOnMain.message(mainWorkQueued: false)
        == "EXC_BREAKPOINT: DispatchQueue.main.sync called on the main thread deadlocks")
  }
}
