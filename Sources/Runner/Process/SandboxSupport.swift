internal import CProcessSpawn
import Foundation

/// What this machine lets the runner confine app processes with, layer by layer, for
/// `tutor doctor` and the classroom guide: each layer works where the others are missing.
package struct SandboxSupport: Equatable, Sendable {
  package var landlockABI: Int
  package var seccomp: Bool
  package var networkNamespace: Bool
  package var containerDisk = false
  package var isRoot: Bool

  /// Asks the kernel (a network namespace is tried in a short-lived child).
  package static func probe() -> SandboxSupport {
    var support = tutor_sandbox_support()
    tutor_sandbox_probe(&support)
    return SandboxSupport(
      landlockABI: Int(support.landlock_abi), seccomp: support.seccomp == 1,
      networkNamespace: support.network_namespace == 1, containerDisk: support.container_disk == 1,
      isRoot: support.is_root == 1)
  }

  /// One line per layer: whether it is active, what it does, and, when it is not, why and what to do.
  package func layers(unreachableForAppUsers: [String]) -> [(active: Bool, text: String)] {
    var lines: [(Bool, String)] = [
      (true, "resource limits: CPU time, memory, file size, open files, processes; a wall-clock limit per step")
    ]
    switch landlockABI {
    case 0:
      lines.append((false, "Landlock: not offered by this kernel (Linux 5.13 or later with Landlock enabled)"))
    default:
      var what = "files (read the system and the app's own build, write only its container; run nothing)"
      what += landlockABI >= 4 ? ", TCP bind and connect" : "; TCP needs ABI 4"
      what += landlockABI >= 6 ? ", signals and abstract sockets scoped" : "; signal scoping needs ABI 6"
      lines.append((true, "Landlock ABI \(landlockABI): \(what)"))
    }
    lines.append(
      seccomp
        ? (true, "seccomp: no new processes or programs, sockets, IPC, tracing, namespaces, mounts, BPF or io_uring")
        : (false, "seccomp: not offered by this kernel"))
    lines.append(
      networkNamespace
        ? (true, "network namespace: apps have no network at all, and IPC of their own")
        : (false, "network namespace: not allowed here (run as root, or allow unprivileged user namespaces)"))
    lines.append(
      containerDisk
        ? (true, "a file system of its own per container (tmpfs, 256 MiB): a full disk stops only that app")
        : (
          false,
          "a file system of its own per container: needs root with CAP_SYS_ADMIN; the disk limit is "
            + "checked after each step"
        ))
    if isRoot {
      lines.append(
        unreachableForAppUsers.isEmpty
          ? (
            true,
            "a user of its own per learner (users \(Confinement.firstAppUser)–\(Confinement.firstAppUser + UInt32(Confinement.appUserCount) - 1)), no capabilities"
          )
          : (
            false,
            "apps run as root (without capabilities) because other users cannot read "
              + unreachableForAppUsers.joined(separator: ", ") + "; put Tutor and its cache where others can read them"
          ))
    } else {
      lines.append((true, "apps run as you, never as root"))
    }
    return lines
  }
}
