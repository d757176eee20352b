internal import CRuntimeSupport
import Foundation
import UIKit

#if canImport(Glibc)
  import Glibc
#endif

// The C library's real-time clock entry points, answered from the virtual clock once the app
// host runs (see UIKit's WallClock), and so is CLOCK_BOOTTIME, Swift's ContinuousClock. Defined
// in the app process, they take precedence over the C
// library's for Foundation's `Date()`; monotonic clocks and everything before the switch go to
// the C library's own.
//
// Known limit: a wait with an absolute real-time deadline computed from the virtual clock (for
// example `NSCondition.wait(until:)` in learner code) ends at once, since the kernel compares it
// with real time; the runtime's own waits do not use such deadlines.
//
// They are public so that an optimized build keeps and exports them: an internal function that
// nothing in the module calls is dropped by whole-module optimization, `@_cdecl` or not.

@_cdecl("clock_gettime")
public func tutorClockGettime(_ clock: Glibc.clockid_t, _ value: UnsafeMutablePointer<Glibc.timespec>?) -> Int32 {
  if clock == CLOCK_BOOTTIME, WallClock.isVirtual.load(ordering: .relaxed), let value {
    // Swift's ContinuousClock (Task.sleep's clock) on the virtual clock.
    let now = WallClock.continuousNanoseconds
    value.pointee = timespec(tv_sec: Int(now / 1_000_000_000), tv_nsec: Int(now % 1_000_000_000))
    return 0
  }
  guard clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE, WallClock.isVirtual.load(ordering: .relaxed),
    let value
  else { return tutor_real_clock_gettime(clock, value) }
  let now = WallClock.now
  value.pointee = timespec(tv_sec: Int(now.seconds), tv_nsec: Int(now.nanoseconds))
  return 0
}

@_cdecl("gettimeofday")
public func tutorGettimeofday(_ value: UnsafeMutablePointer<Glibc.timeval>?, _ zone: UnsafeMutableRawPointer?) -> Int32
{
  var time = timespec()
  let result = tutorClockGettime(CLOCK_REALTIME, &time)
  value?.pointee = timeval(tv_sec: time.tv_sec, tv_usec: time.tv_nsec / 1000)
  zone?.initializeMemory(as: Int32.self, repeating: 0, count: 2)  // struct timezone: UTC, no DST
  return result
}

@_cdecl("time")
public func tutorTime(_ value: UnsafeMutablePointer<Glibc.time_t>?) -> Glibc.time_t {
  var time = timespec()
  _ = tutorClockGettime(CLOCK_REALTIME, &time)
  value?.pointee = time.tv_sec
  return time.tv_sec
}

/// The real `CLOCK_BOOTTIME` in nanoseconds: where the virtual ContinuousClock starts.
func realContinuousNanoseconds() -> UInt64 {
  var time = timespec()
  _ = tutor_real_clock_gettime(CLOCK_BOOTTIME, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
