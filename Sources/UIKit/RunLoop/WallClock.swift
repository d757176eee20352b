import Foundation
import Synchronization

/// The wall clock of an app process, on the virtual clock.
///
/// In an app process started by Tutor (the app host is linked in), `Date()`, `Date.now` and
/// everything else that reads the system's real-time clock read virtual time instead: the
/// launch epoch plus the virtual nanoseconds since launch. AppHost answers the C library's
/// `clock_gettime(CLOCK_REALTIME)`, `gettimeofday` and `time` from these values once
/// `isVirtual` is set, so a learner's `Date().timeIntervalSince(start)` agrees with the timers.
/// So does `CLOCK_BOOTTIME`, which Swift's `ContinuousClock` reads (the clock of `Task.sleep`):
/// `continuousEpoch` plus the virtual nanoseconds. The other monotonic clocks stay real
/// (`CLOCK_MONOTONIC`, which `SuspendingClock`, libdispatch and the run loop read). The values are atomics because any thread may read the clock.
package enum WallClock {
  /// Whether the process's real-time clock follows the virtual clock.
  package static let isVirtual = Atomic<Bool>(false)
  /// Seconds since 1970 at virtual time zero: 2026-01-01 00:00:00 UTC unless the runner sets
  /// `TUTOR_WALL_CLOCK_START` (so a relaunch can continue where the last run stopped).
  package static let launchEpochSeconds = Atomic<Int64>(1_767_225_600)
  /// `CLOCK_BOOTTIME`'s value at virtual time zero, in nanoseconds (its real value at the switch).
  package static let continuousEpoch = Atomic<UInt64>(0)
  /// The virtual clock's current value, published by `MainThread`.
  package static let virtualNanoseconds = Atomic<UInt64>(0)

  /// The virtual wall-clock time as seconds and nanoseconds since 1970.
  package static var now: (seconds: Int64, nanoseconds: Int64) {
    let elapsed = virtualNanoseconds.load(ordering: .relaxed)
    let seconds = launchEpochSeconds.load(ordering: .relaxed) + Int64(elapsed / 1_000_000_000)
    return (seconds, Int64(elapsed % 1_000_000_000))
  }

  /// `CLOCK_BOOTTIME`'s virtual value, in nanoseconds.
  package static var continuousNanoseconds: UInt64 {
    continuousEpoch.load(ordering: .relaxed) &+ virtualNanoseconds.load(ordering: .relaxed)
  }

  /// Switches the process's wall clock to virtual time, from `TUTOR_WALL_CLOCK_START` if set;
  /// `continuousEpoch` is the real `CLOCK_BOOTTIME` when it is called.
  package static func startVirtual(
    environment: [String: String] = ProcessInfo.processInfo.environment, continuousEpoch epoch: UInt64 = 0
  ) {
    continuousEpoch.store(epoch, ordering: .relaxed)
    if let text = environment["TUTOR_WALL_CLOCK_START"], let seconds = Int64(text) {
      launchEpochSeconds.store(seconds, ordering: .relaxed)
    }
    isVirtual.store(true, ordering: .relaxed)
  }
}
