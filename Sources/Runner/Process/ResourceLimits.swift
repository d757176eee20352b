internal import CProcessSpawn

/// Limits on what an app process may use, so learner code cannot hog the machine: CPU seconds,
/// address space (a memory hog fails to allocate), the size of files it writes, open files, and
/// processes. They are set in the child before its program starts; a hard limit already lower
/// than ours stays (raising it needs privileges), and only the soft one is lowered.
///
/// The process limit counts every process and thread of the user (Linux RLIMIT_NPROC, ignored
/// for root, which is why apps graded as root run as a user of their own: Confinement).
package struct ResourceLimits: Equatable, Sendable {
  package var cpuSeconds: UInt64 = 30
  package var addressSpaceBytes: UInt64 = 1 << 30
  package var fileSizeBytes: UInt64 = 64 << 20
  package var openFiles: UInt64 = 256
  package var processes: UInt64 = 4096

  package init() {}

  /// The limits grading.md names for learner apps.
  package static let appProcess = ResourceLimits()

  var cValue: tutor_spawn_limits {
    tutor_spawn_limits(
      cpu_seconds: cpuSeconds, address_space_bytes: addressSpaceBytes, file_size_bytes: fileSizeBytes,
      open_files: openFiles, processes: processes)
  }
}
