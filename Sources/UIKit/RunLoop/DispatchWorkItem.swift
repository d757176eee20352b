import Dispatch

/// A block that can be cancelled, waited for and observed; shadows Dispatch's `DispatchWorkItem`
/// for code that imports UIKit.
///
/// `cancel()` makes every later run return at once (the debounce pattern); `notify` queues work
/// for when the item has run; `wait()` runs queued background work until the item has run, and a
/// wait nothing queued can end is a deadlock crash, as with `DispatchGroup`.
public final class DispatchWorkItem: @unchecked Sendable {
  private let block: @MainActor @Sendable () -> Void
  public private(set) var isCancelled = false
  private var hasRun = false
  private var notifications: [(queue: DispatchQueue, work: @MainActor @Sendable () -> Void)] = []

  @preconcurrency
  public init(
    qos: Dispatch.DispatchQoS = .unspecified, flags: Dispatch.DispatchWorkItemFlags = [],
    block: @escaping @MainActor @Sendable () -> Void
  ) {
    self.block = block
  }

  /// Runs the block now (on the main thread), unless the item was cancelled.
  public func perform() {
    guard !isCancelled else { return }
    MainActor.assumeIsolated { block() }
    hasRun = true
    let pending = notifications
    notifications = []
    for notification in pending { notification.queue.async(execute: notification.work) }
  }

  public func cancel() {
    isCancelled = true
  }

  @preconcurrency
  public func notify(
    qos: Dispatch.DispatchQoS = .unspecified, flags: Dispatch.DispatchWorkItemFlags = [], queue: DispatchQueue,
    execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    if hasRun {
      queue.async(execute: work)
    } else {
      notifications.append((queue, work))
    }
  }

  public func wait() {
    guard MainThread.current.runBackgroundWork(until: { hasRun || isCancelled }) else {
      fatalError("Deadlock: DispatchWorkItem.wait() waits for an item that is not queued on a background queue")
    }
  }

  public func wait(timeout: DispatchTime) -> Dispatch.DispatchTimeoutResult {
    MainThread.current.runBackgroundWork(notAfter: timeout.uptimeNanoseconds, until: { hasRun || isCancelled })
      ? .success : .timedOut
  }
}
