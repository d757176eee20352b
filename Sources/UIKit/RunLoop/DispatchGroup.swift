import Dispatch

/// A group of work items; shadows Dispatch's `DispatchGroup` for code that imports UIKit.
///
/// Work is simulated on the main thread (see `DispatchQueue`), so `wait()` runs the queued
/// background work until the group empties, as the background threads would have finished it;
/// main-queue blocks stay queued, as they would behind a blocked main thread. When no queued
/// background work is left, delayed background work (`asyncAfter` on a global queue, a detached
/// task's `Task.sleep`) runs, the clock moving to it while the main thread waits (as in a stall).
/// A wait nothing can end stops the app with a deadlock message instead of hanging;
/// `wait(timeout:)` runs delayed work due by its deadline only, then answers `.timedOut`. Signals
/// from real threads are not waited for.
public final class DispatchGroup: @unchecked Sendable {
  private var count = 0
  private var notifications: [(queue: DispatchQueue, work: @MainActor @Sendable () -> Void)] = []

  public init() {}

  public func enter() {
    count += 1
  }

  /// Leaves the group; more leaves than enters is libdispatch's crash.
  public func leave() {
    guard count > 0 else {
      fatalError("BUG IN CLIENT OF LIBDISPATCH: Unbalanced call to dispatch_group_leave()")
    }
    count -= 1
    guard count == 0 else { return }
    let pending = notifications
    notifications = []
    for notification in pending { notification.queue.async(execute: notification.work) }
  }

  /// Queues `work` on `queue` once the group is empty (at once if it already is).
  @preconcurrency
  public func notify(
    qos: Dispatch.DispatchQoS = .unspecified, flags: Dispatch.DispatchWorkItemFlags = [], queue: DispatchQueue,
    execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    if count == 0 {
      queue.async(execute: work)
    } else {
      notifications.append((queue, work))
    }
  }

  public func wait() {
    guard finishQueuedWork() else { Deadlock.groupWait.crash() }
  }

  public func wait(timeout: DispatchTime) -> Dispatch.DispatchTimeoutResult {
    finishQueuedWork(notAfter: timeout.uptimeNanoseconds) ? .success : .timedOut
  }

  private func finishQueuedWork(notAfter deadline: UInt64 = .max) -> Bool {
    MainThread.current.runBackgroundWork(notAfter: deadline) { count == 0 }
  }
}

/// A counting semaphore; shadows Dispatch's `DispatchSemaphore` for code that imports UIKit.
///
/// As with `DispatchGroup`, `wait()` runs queued and delayed (simulated background) work until a
/// signal arrives, and a wait no such work can end stops the app with a deadlock message.
public final class DispatchSemaphore: @unchecked Sendable {
  private var value: Int

  public init(value: Int) {
    self.value = value
  }

  @discardableResult
  public func signal() -> Int {
    value += 1
    return value > 0 ? 1 : 0
  }

  public func wait() {
    guard acquire() else { Deadlock.semaphoreWait.crash() }
  }

  public func wait(timeout: DispatchTime) -> Dispatch.DispatchTimeoutResult {
    acquire(notAfter: timeout.uptimeNanoseconds) ? .success : .timedOut
  }

  private func acquire(notAfter deadline: UInt64 = .max) -> Bool {
    guard MainThread.current.runBackgroundWork(notAfter: deadline, until: { value > 0 }) else { return false }
    value -= 1
    return true
  }
}
