import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the runner sets up around an app process before it starts, beyond its limits: as root,
/// a network namespace of its own and a user of its own (no capabilities, so RLIMIT_NPROC holds
/// and nothing of root's is reachable). The rest of the confinement — Landlock and seccomp — the
/// app applies to itself before main (CAppSandbox), because it must forbid new programs after
/// its own start.
package struct Confinement: Equatable, Sendable {
  /// Make a network namespace in the child before it starts (needs root).
  package var networkNamespace: Bool
  /// Run as this user and group (needs root).
  package var user: UInt32?
  /// Start with no capabilities (as root, also when the user stays root).
  package var dropsCapabilities = false

  package static let none = Confinement(networkNamespace: false, user: nil)

  /// The users apps run as when the runner is root: one per learner of a class, from here up.
  /// They must belong to nobody on the grading machine.
  package static let firstAppUser: UInt32 = 61000
  package static let appUserCount = 1000

  /// Whether the runner runs as root (and can make namespaces and change users).
  package static var runnerIsRoot: Bool { geteuid() == 0 }

  /// The confinement of an app for learner `slot` (0 outside grading): as root, its own network
  /// namespace and user — the user only when that user can reach every file the app must read.
  package static func forApp(slot: Int, reading paths: [String]) -> Confinement {
    guard runnerIsRoot else { return .none }
    let user = firstAppUser + UInt32(slot % appUserCount)
    return Confinement(networkNamespace: true, user: unreachable(paths).isEmpty ? user : nil, dropsCapabilities: true)
  }

  /// The paths another user cannot read (a folder on the way is not searchable by others, or the
  /// file is not readable by others): they keep apps running as root. A path not made yet (the
  /// cache, before the first build) is judged by the nearest folder above it that exists.
  package static func unreachable(_ paths: [String]) -> [String] {
    paths.filter { wanted in
      var path = wanted
      while !FileManager.default.fileExists(atPath: path), path != "/" {
        path = (path as NSString).deletingLastPathComponent
      }
      var status = stat()
      guard stat(path, &status) == 0, status.st_mode & S_IROTH != 0 else { return true }
      var folder = (path as NSString).deletingLastPathComponent
      while folder != "/" && !folder.isEmpty {
        guard stat(folder, &status) == 0, status.st_mode & S_IXOTH != 0 else { return true }
        folder = (folder as NSString).deletingLastPathComponent
      }
      return false
    }
  }
}
