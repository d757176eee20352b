internal import CProcessSpawn
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The runner's end of a pipe or file it shares with a child: close-on-exec from the moment it
/// exists (so no other child inherits it), reads and writes retried on EINTR.
enum Descriptors {
  /// A pipe whose two ends are close-on-exec; the child gets its end by being placed at spawn.
  static func pipe() throws(RunnerError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    let failure = tutor_pipe(&ends)
    guard failure == 0 else { throw .cannotStart(executable: "a pipe", reason: String(cString: strerror(failure))) }
    return (ends[0], ends[1])
  }

  /// Reads what is there (up to 64 KiB): nil at end of file, an empty array when nothing yet.
  static func read(_ descriptor: Int32) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count > 0 { return Array(buffer[0..<count]) }
      if count == 0 { return nil }
      if errno == EINTR { continue }
      return errno == EAGAIN ? [] : nil
    }
  }

  /// Writes as much of `bytes` as the descriptor takes now (it is non-blocking); answers how many
  /// were written, or nil when the reader is gone.
  static func writeSome(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int? {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
    while true {
      let written = Glibc.write(descriptor, base, bytes.count)
      if written >= 0 { return written }
      if errno == EINTR { continue }
      return errno == EAGAIN ? 0 : nil
    }
  }

  static func setNonBlocking(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
  }

  /// Waits until one of `descriptors` is ready for `events` or `wait` passes; answers each one's
  /// returned events (EINTR counts as nothing ready).
  static func poll(_ descriptors: [(Int32, Int16)], waitingAtMost wait: Duration) -> [Int32: Int16] {
    var entries = descriptors.map { pollfd(fd: $0.0, events: $0.1, revents: 0) }
    guard !entries.isEmpty else { return [:] }
    let milliseconds = Int32(
      max(0, min(60_000, wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000)))
    guard Glibc.poll(&entries, nfds_t(entries.count), milliseconds) > 0 else { return [:] }
    return Dictionary(entries.filter { $0.revents != 0 }.map { ($0.fd, $0.revents) }, uniquingKeysWith: { $1 })
  }
}

/// Output captured up to a limit: the first bytes, or (`keepsEnd`) the first and the last half of
/// the limit each, with a line saying how much was cut between them — a crash report comes last.
struct CapturedStream {
  let limit: Int
  let keepsEnd: Bool
  private(set) var data = Data()
  private var end = Data()
  private(set) var cutBytes = 0

  init(limit: Int, keepsEnd: Bool = false) {
    self.limit = limit
    self.keepsEnd = keepsEnd
  }

  var truncated: Bool { cutBytes > 0 }

  mutating func append(_ bytes: [UInt8]) {
    let headLimit = keepsEnd ? limit / 2 : limit
    let room = max(headLimit - data.count, 0)
    data.append(contentsOf: bytes.prefix(room))
    guard bytes.count > room else { return }
    guard keepsEnd else {
      cutBytes += bytes.count - room
      return
    }
    end.append(contentsOf: bytes.dropFirst(room))
    let excess = end.count - (limit - headLimit)
    if excess > 0 {
      end.removeFirst(excess)
      cutBytes += excess
    }
  }

  var text: String {
    let head = String(decoding: data, as: UTF8.self)
    guard keepsEnd, !end.isEmpty else { return head }
    let tail = String(decoding: end, as: UTF8.self)
    return cutBytes == 0 ? head + tail : head + "\n… \(cutBytes) bytes cut …\n" + tail
  }
}

/// The C strings a spawn needs — argv, envp (NULL-terminated arrays), the working directory and
/// the sandbox's colon-separated path lists — alive as long as this object, freed with it.
final class SpawnStrings {
  let arguments: [UnsafeMutablePointer<CChar>?]
  let environment: [UnsafeMutablePointer<CChar>?]
  let workingDirectory: UnsafeMutablePointer<CChar>?
  /// Read, write and execute paths (nil without a sandbox).
  let sandbox: [UnsafeMutablePointer<CChar>?]

  init(arguments: [String], environment: [String], workingDirectory: String?, sandbox: Confinement.Sandbox?) {
    self.arguments = arguments.map { strdup($0) } + [nil]
    self.environment = environment.map { strdup($0) } + [nil]
    self.workingDirectory = workingDirectory.map { strdup($0) }
    self.sandbox =
      sandbox.map { [$0.read, $0.write, $0.execute].map { strdup($0.joined(separator: ":")) } } ?? [nil, nil, nil]
  }

  deinit {
    for pointer in arguments + environment + sandbox + [workingDirectory] { free(pointer) }
  }
}
