import Dispatch
import Foundation

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
