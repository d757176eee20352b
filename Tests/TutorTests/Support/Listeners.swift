import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Sockets a test listens on to see whether an app reached the host, and file ownership for
/// tests that run Tutor as another user.
enum Listeners {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// A Unix socket listening at `path` (non-blocking, so `accepted` never waits).
  static func unix(at path: String) throws -> Int32 {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0, listen(descriptor, 16) == 0 else { throw Failure(description: "cannot listen at \(path)") }
    chmod(path, 0o777)  // anyone may connect: only the sandbox stands between an app and it
    return descriptor
  }

  /// A TCP socket listening on 127.0.0.1 and its port.
  static func tcp() throws -> (socket: Int32, port: UInt16) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let size = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, size) }
    }
    guard bound == 0, listen(descriptor, 16) == 0 else { throw Failure(description: "cannot listen on loopback") }
    var length = size
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
  }

  /// How many connections are waiting on a listener.
  static func accepted(_ listener: Int32) -> Int {
    var count = 0
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return count }
      close(connection)
      count += 1
    }
  }

  /// Makes `folder` and everything in it belong to `user`.
  static func give(_ folder: URL, to user: uid_t) throws {
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    for path in [folder.path] + paths.map({ folder.appendingPathComponent($0).path }) {
      guard chown(path, user, user) == 0 else { throw Failure(description: "cannot give \(path) to \(user)") }
    }
  }
}
