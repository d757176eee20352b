import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a learner's file from their workspace as the learner's own text, never as a way into
/// other files (issue 13). The grader runs as root and quotes the files it compiles in compiler
/// errors, and a submission may hold symbolic links (git keeps them), so a file is opened without
/// following a link (`O_NOFOLLOW`), must be a regular file whose real place is inside the
/// workspace (no folder on its way links out of it), and is read only up to a size: 1 MiB a file,
/// 4 MiB for an exercise's files together (a huge literal makes the compiler grow without end).
package enum WorkspaceFile {
  /// The most bytes one learner's file may have.
  package static let fileLimit = 1 << 20
  /// The most bytes an exercise's files may have together.
  package static let exerciseLimit = 4 << 20

  /// Why a learner's file cannot be compiled, said to the learner.
  package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not in the exercise's folder (`folder`): the learner has not started it.
    case missing(folder: String, name: String)
    /// A symbolic link rather than the file.
    case symbolicLink(name: String)
    /// Its real place is outside the workspace: a folder on its way is a link.
    case outsideWorkspace(name: String)
    /// A folder, a device, a pipe…
    case notAFile(name: String)
    /// More than `fileLimit` bytes (`size` or more).
    case tooLarge(name: String, size: Int)
    /// The exercise's files together have more than `exerciseLimit` bytes.
    case exerciseTooLarge(size: Int)
    /// Not UTF-8 text.
    case notText(name: String)
    /// The system would not read it.
    case unreadable(name: String, reason: String)

    package var description: String {
      switch self {
      case .missing(let folder, let name): "\(name) is missing from \(folder)"
      case .symbolicLink(let name): "\(name) is a symbolic link; hand in the file itself"
      case .outsideWorkspace(let name):
        "\(name) is in a folder that links outside the workspace; hand in the files themselves"
      case .notAFile(let name): "\(name) is not a file; hand in the file itself"
      case .tooLarge(let name, let size):
        "\(name) is \(Self.megabytes(size)); a file may be at most \(WorkspaceFile.fileLimit >> 20) MiB"
      case .exerciseTooLarge(let size):
        "the exercise's files are \(Self.megabytes(size)) together; they may be at most "
          + "\(WorkspaceFile.exerciseLimit >> 20) MiB"
      case .notText(let name): "\(name) is not UTF-8 text"
      case .unreadable(let name, let reason): "\(name) cannot be read: \(reason)"
      }
    }

    /// `6.0 MB`
    private static func megabytes(_ size: Int) -> String {
      let tenths = (size + 50_000) / 100_000
      return "\(tenths / 10).\(tenths % 10) MB"
    }
  }

  /// The text of `name` in `folder`, which is inside `workspace`, read at most up to `limit`
  /// bytes: code must be UTF-8.
  package static func read(name: String, folder: String, workspace: String, limit: Int = fileLimit) -> Result<
    String, Problem
  > {
    readBytes(name: name, folder: folder, workspace: workspace, limit: limit).flatMap { data in
      guard let text = String(validating: data, as: UTF8.self) else { return .failure(.notText(name: name)) }
      return .success(text)
    }
  }

  /// The bytes of `name` in `folder`, which is inside `workspace`, read at most up to `limit`
  /// bytes: a resource the app carries as it is (a PNG).
  package static func readBytes(name: String, folder: String, workspace: String, limit: Int = fileLimit) -> Result<
    Data, Problem
  > {
    let path = (folder as NSString).appendingPathComponent(name)
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      let error = errno
      switch error {
      case ENOENT, ENOTDIR: return .failure(.missing(folder: folder, name: name))
      case ELOOP: return .failure(.symbolicLink(name: name))
      default: return .failure(.unreadable(name: name, reason: String(cString: strerror(error))))
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return .failure(.notAFile(name: name))
    }
    guard isInside(workspace: workspace, descriptor: descriptor) else { return .failure(.outsideWorkspace(name: name)) }
    guard Int(status.st_size) <= limit else { return .failure(.tooLarge(name: name, size: Int(status.st_size))) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while bytes.count <= limit {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return .failure(.unreadable(name: name, reason: String(cString: strerror(errno)))) }
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    // It grew while being read.
    guard bytes.count <= limit else { return .failure(.tooLarge(name: name, size: bytes.count)) }
    return .success(Data(bytes))
  }

  /// Whether the open file's real path (`/proc/self/fd/N`, what was opened whatever links led
  /// there) is inside the workspace's real path.
  private static func isInside(workspace: String, descriptor: Int32) -> Bool {
    guard let root = realPath(workspace), let file = link("/proc/self/fd/\(descriptor)") else { return false }
    return file.hasPrefix(root == "/" ? "/" : root + "/")
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func link(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
