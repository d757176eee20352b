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

  /// The limits docs/architecture.md "The sandbox" names for learner apps.
  package static let appProcess = ResourceLimits()

  /// The limits of `swiftc` building an app (and of the tools that read the app): the compiler
  /// runs as the grader's user, root included, on the learner's code, and a 6 MB literal once
  /// made `swift-frontend` grow to 9 GB. 8 GiB of address space is far above what a build
  /// reserves (an app of the lessons peaked at 0.43 GB of address space in swift-frontend,
  /// measured with VmPeak under Swift 6.3), and a frontend refused memory fails the build, not
  /// the grader; five CPU minutes; written files of at most 1 GiB (objects, the app); room for
  /// the driver's frontends, the linker and their threads (the process limit does not bind root).
  package static let compiler: ResourceLimits = {
    var limits = ResourceLimits()
    limits.addressSpaceBytes = 8 << 30
    limits.cpuSeconds = 300
    limits.fileSizeBytes = 1 << 30
    limits.openFiles = 1024
    limits.processes = 8192
    return limits
  }()

  var cValue: tutor_spawn_limits {
    tutor_spawn_limits(
      cpu_seconds: cpuSeconds, address_space_bytes: addressSpaceBytes, file_size_bytes: fileSizeBytes,
      open_files: openFiles, processes: processes)
  }
}
