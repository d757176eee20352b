import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the runner sets up around an app process before it starts, beyond its limits: network
/// and IPC namespaces of its own (as root directly, else through a user namespace where the
/// kernel allows); as root, a user of its own per learner (no capabilities, so RLIMIT_NPROC holds
/// and nothing of root's is reachable); and the sandbox — Landlock and a first seccomp filter
/// (CSandboxPolicy) — so that the app starts confined whatever its code does. The app host adds a
/// second filter before main (CAppSandbox) that also forbids new programs.
package struct Confinement: Equatable, Sendable {
  /// What Landlock lets the app reach, besides the system's folders.
  package struct Sandbox: Equatable, Sendable {
    package var read: [String]
    package var write: [String]
    package var execute: [String]
  }

  /// Make network and IPC namespaces in the child before it starts.
  package var networkNamespace: Bool
  /// Run as this user and group (needs root).
  package var user: UInt32?
  /// Start with no capabilities (as root, also when the user stays root).
  package var dropsCapabilities = false
  /// Make the namespaces inside a user namespace (when the runner is not root).
  package var userNamespace = false
  /// Landlock and seccomp before exec; nil for none.
  package var sandbox: Sandbox?

  package static let none = Confinement(networkNamespace: false, user: nil)

  /// The users apps run as when the runner is root: one per learner of a class, from here up.
  /// They must belong to nobody on the grading machine.
  package static let firstAppUser: UInt32 = 61000
  package static let appUserCount = 1000

  /// Whether the runner runs as root (and can make namespaces and change users).
  package static var runnerIsRoot: Bool { geteuid() == 0 }

  /// The loaders that start a program (Landlock must let the app's be executed).
  static let loaders = ["/lib64/ld-linux-x86-64.so.2", "/lib/ld-linux-aarch64.so.1"]

  /// The confinement of the app `executable`, writing only in `container`: namespaces; as root,
  /// `user` (from AppUsers) when that user can read the app and its runtime, else root without
  /// capabilities; the sandbox.
  package static func forApp(user: UInt32?, executable: String, container: String) -> Confinement {
    let runtime = RuntimeLocation.ofThisProcess?.libraries
    let toolchain = ToolchainRuntime.folder
    let sandbox = Sandbox(
      read: [(executable as NSString).deletingLastPathComponent] + [runtime, toolchain].compactMap { $0 },
      write: [container], execute: [executable] + loaders)
    guard runnerIsRoot else {
      return Confinement(networkNamespace: true, user: nil, userNamespace: true, sandbox: sandbox)
    }
    let reachable = unreachable([executable] + (runtime.map { [$0 + "/libAppHost.so"] } ?? [])).isEmpty
    return Confinement(
      networkNamespace: true, user: reachable ? user : nil, dropsCapabilities: true, sandbox: sandbox)
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
