import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A container's own file system, as root: a tmpfs of AppContainer.diskLimitBytes and
/// AppContainer.entryLimit entries mounted on the container, so the kernel stops an app that
/// fills the disk in the middle of a step (the check after each step would come too late for the
/// other learners graded at the same time). Where the runner cannot mount (not root, or a
/// container without CAP_SYS_ADMIN), the container is a plain folder and the check after each
/// step is the limit.
enum ContainerDisk {
  /// Mounts the tmpfs on `folder` (an empty folder); false when the runner cannot.
  static func mount(on folder: String) -> Bool {
    guard geteuid() == 0 else { return false }
    let options = "size=\(AppContainer.diskLimitBytes),nr_inodes=\(AppContainer.entryLimit),mode=0700"
    let flags = UInt(MS_NOSUID) | UInt(MS_NODEV) | UInt(MS_NOEXEC)
    return Glibc.mount("tutor-container", folder, "tmpfs", flags, options) == 0
  }

  /// Detaches the container's tmpfs, if it has one (its memory is freed once nothing uses it).
  static func unmount(_ folder: String) {
    _ = umount2(folder, Int32(MNT_DETACH))
  }
}
