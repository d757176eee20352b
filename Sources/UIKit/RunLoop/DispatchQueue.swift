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

  /// A private serial queue.
  public convenience init(
    label: String, qos: Dispatch.DispatchQoS = .unspecified, attributes: Dispatch.DispatchQueue.Attributes = []
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
    group: Dispatch.DispatchGroup? = nil, qos: Dispatch.DispatchQoS = .unspecified,
    flags: Dispatch.DispatchWorkItemFlags = [], execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    group?.enter()
    MainThread.current.enqueue {
      MainActor.assumeIsolated { work() }
      group?.leave()
    }
  }

  /// Runs `work` when the virtual clock reaches `deadline`.
  @preconcurrency
  public func asyncAfter(
    deadline: DispatchTime, qos: Dispatch.DispatchQoS = .unspecified, flags: Dispatch.DispatchWorkItemFlags = [],
    execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    MainThread.current.schedule(at: deadline.uptimeNanoseconds) {
      MainActor.assumeIsolated { work() }
    }
  }

  /// Runs `work` and returns its result. On the main queue from the main thread this deadlocks
  /// on iOS; the runtime stops the app with the crash that deadlock produces.
  public func sync<T>(execute work: () throws -> T) rethrows -> T {
    if isMain {
      fatalError("EXC_BREAKPOINT: DispatchQueue.main.sync called on the main thread deadlocks")
    }
    return try work()
  }
}

/// A point on the virtual clock; shadows Dispatch's `DispatchTime` for code that imports UIKit.
///
/// `DispatchTime.now()` reads the virtual clock, so `.now() + 2` is two virtual seconds from now.
public struct DispatchTime: Comparable, Hashable, Sendable {
  public let uptimeNanoseconds: UInt64

  public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }

  /// The current virtual time.
  public static func now() -> DispatchTime { DispatchTime(uptimeNanoseconds: MainThread.current.now) }
  public static let distantFuture = DispatchTime(uptimeNanoseconds: UInt64.max)

  public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool {
    lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
  }

  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    time.adding(nanoseconds: MainThread.nanoseconds(seconds), negative: seconds < 0, magnitude: -seconds)
  }

  public static func - (time: DispatchTime, seconds: Double) -> DispatchTime { time + -seconds }

  public static func + (time: DispatchTime, interval: Dispatch.DispatchTimeInterval) -> DispatchTime {
    let nanoseconds = interval.nanoseconds
    return time.adding(
      nanoseconds: nanoseconds > 0 ? UInt64(nanoseconds) : 0, negative: nanoseconds < 0,
      magnitude: Double(-nanoseconds) / 1_000_000_000)
  }

  public static func - (time: DispatchTime, interval: Dispatch.DispatchTimeInterval) -> DispatchTime {
    time + Dispatch.DispatchTimeInterval.nanoseconds(-interval.nanoseconds)
  }

  private func adding(nanoseconds: UInt64, negative: Bool, magnitude: Double) -> DispatchTime {
    if negative {
      let delta = MainThread.nanoseconds(magnitude)
      return DispatchTime(uptimeNanoseconds: uptimeNanoseconds > delta ? uptimeNanoseconds - delta : 0)
    }
    let (sum, overflow) = uptimeNanoseconds.addingReportingOverflow(nanoseconds)
    return DispatchTime(uptimeNanoseconds: overflow ? UInt64.max : sum)
  }
}

extension Dispatch.DispatchTimeInterval {
  /// The interval in nanoseconds, saturating; `.never` is the largest value.
  var nanoseconds: Int {
    switch self {
    case .seconds(let value): return value.multipliedReportingOverflow(by: 1_000_000_000).partialValue
    case .milliseconds(let value): return value.multipliedReportingOverflow(by: 1_000_000).partialValue
    case .microseconds(let value): return value.multipliedReportingOverflow(by: 1_000).partialValue
    case .nanoseconds(let value): return value
    case .never: return Int.max
    @unknown default: return Int.max
    }
  }
}
