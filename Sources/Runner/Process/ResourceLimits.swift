internal import CProcessLimits

/// Limits on what an app process may use, so learner code cannot hog the machine: CPU seconds,
/// address space (a memory hog fails to allocate), the size of files it writes, open files, and
/// processes. They are set on the child right after it starts (Linux prlimit); a limit already
/// lower than ours stays (raising a hard limit needs privileges, and the call then fails).
///
/// The process limit counts every process and thread of the user (Linux RLIMIT_NPROC, ignored
/// for root), so it is generous: it stops a fork bomb, not the app's few threads.
package struct ResourceLimits: Equatable, Sendable {
  package var cpuSeconds: UInt64 = 30
  package var addressSpaceBytes: UInt64 = 1 << 30
  package var fileSizeBytes: UInt64 = 64 << 20
  package var openFiles: UInt64 = 256
  package var processes: UInt64 = 4096

  package init() {}

  /// The limits grading.md names for learner apps.
  package static let appProcess = ResourceLimits()

  func apply(to pid: Int32) {
    _ = tutor_set_limit(pid, tutor_limit_cpu(), cpuSeconds)
    _ = tutor_set_limit(pid, tutor_limit_address_space(), addressSpaceBytes)
    _ = tutor_set_limit(pid, tutor_limit_file_size(), fileSizeBytes)
    _ = tutor_set_limit(pid, tutor_limit_open_files(), openFiles)
    _ = tutor_set_limit(pid, tutor_limit_processes(), processes)
  }
}
