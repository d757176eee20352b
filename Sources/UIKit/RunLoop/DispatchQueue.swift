import Dispatch
import Foundation

/// Dispatch queues on the virtual clock; shadows Dispatch's `DispatchQueue` for code that imports UIKit.
///
/// Models `DispatchQueue.main.async` (the block runs at the next turn of the main run loop, before
/// the driver answers the step that queued it) and `asyncAfter` (the block runs when the virtual
/// clock reaches the deadline). The runtime is deterministic and single-threaded, so a global or
/// private queue is modelled as one whose work completes at the next turn of the main run loop, in
/// the order it was queued; its blocks therefore run on the main thread. `main.sync` called from the
/// main thread is the deadlock it is on iOS, reported as the crash it causes there.
public final class DispatchQueue: @unchecked Sendable {
  public let label: String
  private let isMain: Bool

  /// The queue of the main thread.
  public static let main = DispatchQueue(label: "com.apple.main-thread", isMain: true)

  private static let globalQueues: [Dispatch.DispatchQoS.QoSClass: DispatchQueue] = {
    let classes: [Dispatch.DispatchQoS.QoSClass] = [
      .background, .utility, .default, .userInitiated, .userInteractive, .unspecified,
    ]
    return Dictionary(
      uniqueKeysWithValues: classes.map { ($0, DispatchQueue(label: "com.apple.root.\($0)", isMain: false)) })
  }()

  private init(label: String, isMain: Bool) {
    self.label = label
    self.isMain = isMain
  }

  /// A private queue.
  public convenience init(
    label: String, qos: Dispatch.DispatchQoS = .unspecified, attributes: Dispatch.DispatchQueue.Attributes = [],
    autoreleaseFrequency: Dispatch.DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
  ) {
    self.init(label: label, isMain: false)
  }

  /// A global concurrent queue for the quality-of-service class.
  public class func global(qos: Dispatch.DispatchQoS.QoSClass = .default) -> DispatchQueue {
    globalQueues[qos] ?? DispatchQueue(label: "com.apple.root.\(qos)", isMain: false)
  }

  /// Runs `work` at the next turn of the main run loop.
  @preconcurrency
  public func async(
    group: DispatchGroup? = nil, qos: Dispatch.DispatchQoS = .unspecified, flags: Dispatch.DispatchWorkItemFlags = [],
    execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    group?.enter()
    MainThread.current.enqueue(background: !isMain) { [self] in
      run(work)
      group?.leave()
    }
  }

  /// Runs a work item at the next turn, unless it was cancelled by then.
  public func async(execute item: DispatchWorkItem) {
    MainThread.current.enqueue(background: !isMain) { [self] in run { item.perform() } }
  }

  /// Runs `work` when the virtual clock reaches `deadline`.
  @preconcurrency
  public func asyncAfter(
    deadline: DispatchTime, qos: Dispatch.DispatchQoS = .unspecified, flags: Dispatch.DispatchWorkItemFlags = [],
    execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    MainThread.current.schedule(at: deadline.uptimeNanoseconds, background: !isMain) { [self] in run(work) }
  }

  /// Runs a work item when the virtual clock reaches `deadline`, unless it was cancelled
  /// (the debounce pattern: cancel the previous item, schedule a new one).
  public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
    MainThread.current.schedule(at: deadline.uptimeNanoseconds, background: !isMain) { [self] in
      run { item.perform() }
    }
  }

  /// Runs `work` and returns its result. `main.sync` on the main thread deadlocks on iOS, and the
  /// runtime stops the app with that crash; from a (simulated) background block it runs inline.
  public func sync<T>(execute work: () throws -> T) rethrows -> T {
    let thread = MainThread.current
    guard isMain else { return try work() }
    guard thread.isRunningBackgroundWork else { Deadlock.mainSyncOnMain.crash() }
    return try thread.runAsMainWork(work)
  }

  /// Runs a block of this queue: a background queue's as background work (`MainThread`).
  private func run(_ work: @MainActor () -> Void) {
    guard !isMain else { return MainActor.assumeIsolated { work() } }
    MainThread.current.runAsBackgroundWork { MainActor.assumeIsolated { work() } }
  }
}
