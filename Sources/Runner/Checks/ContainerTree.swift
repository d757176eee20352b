internal import CProcessSpawn
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Walks and removes an app's container as the runner (root, when grading a class) without ever
/// following a link the app made: every step is relative to a descriptor of a folder already
/// opened with `O_NOFOLLOW`, so swapping a folder for a symbolic link (even while the walk runs)
/// cannot lead outside. Folders deeper than `deepest` are moved up to the top before being
/// removed, so a tree of any depth needs neither a deep stack nor many open descriptors.
enum ContainerTree {
  static let deepest = 48

  /// The bytes the files under `path` take on disk, and how many entries there are; nil when the
  /// tree cannot be measured (nested deeper than `deepest`, or a folder that cannot be read).
  static func usage(of path: String) -> (bytes: Int, entries: Int)? {
    let root = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard root >= 0 else { return nil }
    var total = (bytes: 0, entries: 0)
    let measured = measure(root, depth: 0, into: &total)
    close(root)
    return measured ? total : nil
  }

  private static func measure(_ folder: Int32, depth: Int, into total: inout (bytes: Int, entries: Int)) -> Bool {
    guard depth < deepest else { return false }
    for name in entries(of: folder) {
      var status = stat()
      guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      total.bytes += Int(status.st_blocks) * 512
      total.entries += 1
      guard status.st_mode & S_IFMT == S_IFDIR else { continue }
      let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard child >= 0 else { return false }
      defer { close(child) }
      guard measure(child, depth: depth + 1, into: &total) else { return false }
    }
    return true
  }

  /// Removes `path` and everything under it, whatever the app did to it (folders closed to their
  /// owner with chmod 000, links, any depth).
  static func remove(_ path: String) {
    let parent = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard parent >= 0 else { return }
    defer { close(parent) }
    let name = Array((path as NSString).lastPathComponent.utf8CString)
    guard let root = openFolder(name, in: parent) else {
      _ = unlinkat(parent, name, 0)
      return
    }
    var hoisted = 0
    while emptyFolder(root, root: root, depth: 0, hoisted: &hoisted) {}  // again while folders were moved up
    close(root)
    _ = unlinkat(parent, name, AT_REMOVEDIR)
  }

  /// Removes what `folder` holds; folders at `deepest` are moved up into `root` instead. Answers
  /// whether any was moved (the caller goes round again).
  private static func emptyFolder(_ folder: Int32, root: Int32, depth: Int, hoisted: inout Int) -> Bool {
    var moved = false
    for name in entries(of: folder) {
      guard let child = openFolder(name, in: folder) else {
        _ = unlinkat(folder, name, 0)
        continue
      }
      if depth + 1 >= deepest {
        close(child)
        hoisted += 1
        moved = renameat(folder, name, root, "tutor-hoisted-\(hoisted)-\(UUID().uuidString)") == 0 || moved
        continue
      }
      moved = emptyFolder(child, root: root, depth: depth + 1, hoisted: &hoisted) || moved
      close(child)
      _ = unlinkat(folder, name, AT_REMOVEDIR)
    }
    return moved
  }

  /// Opens folder `name` in `parent` for reading, never through a link, after making it
  /// searchable and writable by its owner (the app may have closed it): the mode is changed
  /// through a descriptor of the folder itself, never by name.
  private static func openFolder(_ name: [CChar], in parent: Int32) -> Int32? {
    let handle = openat(parent, name, tutor_open_path_flag() | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard handle >= 0 else { return nil }
    defer { close(handle) }
    _ = chmod("/proc/self/fd/\(handle)", 0o700)
    let folder = open("/proc/self/fd/\(handle)", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    return folder >= 0 ? folder : nil
  }

  /// The names in a folder (without `.` and `..`), as the bytes they are (NUL-terminated: a name
  /// need not be UTF-8), read from the start through a duplicate of its descriptor.
  private static func entries(of folder: Int32) -> [[CChar]] {
    let copy = dup(folder)
    guard copy >= 0, let stream = fdopendir(copy) else { return [] }
    defer { closedir(stream) }
    rewinddir(stream)
    var names: [[CChar]] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        bytes.prefix { $0 != 0 }.map { CChar(bitPattern: $0) } + [0]
      }
      if name != [46, 0] && name != [46, 46, 0] { names.append(name) }
    }
    return names
  }

  /// Copies the regular file at `relativePath` in the container at `root` to a new file of the
  /// runner's (deleted by the caller), going through no link, never waiting (a pipe, or a file the
  /// app holds a lease on, is refused at once) and at most `limit` bytes; nil when it is not such
  /// a file.
  static func copyRegularFile(_ relativePath: String, in root: String, limit: Int) -> URL? {
    var folder = open(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    let components = relativePath.split(separator: "/").map(String.init)
    for component in components.dropLast() where folder >= 0 {
      let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      close(folder)
      folder = next
    }
    guard folder >= 0, let name = components.last else { return nil }
    let file = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    close(folder)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var status = stat()
    guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= limit else {
      return nil
    }
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-store-\(UUID().uuidString)")
    let target = open(copy.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard target >= 0 else { return nil }
    defer { close(target) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var copied = 0
    while copied <= limit {
      let count = read(file, &buffer, buffer.count)
      if count == 0 { return copy }
      guard count > 0, write(target, buffer, count) == count else { break }
      copied += count
    }
    unlink(copy.path)
    return nil
  }
}
