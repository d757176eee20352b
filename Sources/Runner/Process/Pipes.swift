import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The three pipes between the runner and a child: the child's standard input, output and error.
struct Pipes {
  struct Pair {
    var read: Int32
    var write: Int32
  }

  var input: Pair
  var output: Pair
  var errors: Pair
  private var parentOpen: Set<Int32> = []

  init() throws(RunnerError) {
    func makePipe() throws(RunnerError) -> Pair {
      var descriptors: [Int32] = [0, 0]
      guard pipe(&descriptors) == 0 else {
        throw .cannotStart(executable: "a pipe", reason: String(cString: strerror(errno)))
      }
      return Pair(read: descriptors[0], write: descriptors[1])
    }
    input = try makePipe()
    output = try makePipe()
    errors = try makePipe()
    parentOpen = [input.write, output.read, errors.read]
    // A child that stops reading must not make the runner's writes kill it with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
  }

  /// Whether the child's standard output is still open.
  var isReadingOutput: Bool { parentOpen.contains(output.read) }

  var all: [Int32] { [input.read, input.write, output.read, output.write, errors.read, errors.write] }

  mutating func closeChildEnds() {
    for descriptor in [input.read, output.write, errors.write] { close(descriptor) }
  }

  mutating func closeParentEnds() {
    for descriptor in parentOpen { close(descriptor) }
    parentOpen = []
  }

  /// Writes all of `data` to the child's standard input; false if the child stopped reading.
  func send(_ data: Data) -> Bool {
    guard parentOpen.contains(input.write) else { return false }
    return data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = Glibc.write(input.write, base + offset, buffer.count - offset)
        if written <= 0 { return false }
        offset += written
      }
      return true
    }
  }

  /// Writes all of `data` to the child's standard input, then closes it.
  mutating func write(_ data: Data) {
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = Glibc.write(input.write, base + offset, buffer.count - offset)
        if written <= 0 { break }
        offset += written
      }
    }
    close(input.write)
    parentOpen.remove(input.write)
  }

  /// Reads what is available on the child's output and error, waiting at most `wait`.
  mutating func drain(into output: inout CapturedStream, _ errors: inout CapturedStream, waitingAtMost wait: Duration) {
    var descriptors = [
      pollfd(fd: self.output.read, events: Int16(POLLIN), revents: 0),
      pollfd(fd: self.errors.read, events: Int16(POLLIN), revents: 0),
    ].filter { parentOpen.contains($0.fd) }
    guard !descriptors.isEmpty else { return }
    let milliseconds = Int32(
      max(0, wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000))
    guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 65536)
    for descriptor in descriptors where descriptor.revents != 0 {
      let count = read(descriptor.fd, &buffer, buffer.count)
      if count <= 0 {
        close(descriptor.fd)
        parentOpen.remove(descriptor.fd)
      } else if descriptor.fd == self.output.read {
        output.append(buffer[0..<count])
      } else {
        errors.append(buffer[0..<count])
      }
    }
  }
}

/// Output captured up to a limit.
struct CapturedStream {
  let limit: Int
  private(set) var data = Data()
  private(set) var truncated = false

  init(limit: Int) { self.limit = limit }

  mutating func append(_ bytes: ArraySlice<UInt8>) {
    let room = limit - data.count
    if bytes.count > room { truncated = true }
    data.append(contentsOf: bytes.prefix(max(room, 0)))
  }

  var text: String { String(decoding: data, as: UTF8.self) }
}

/// NUL-terminated C strings for argv and envp, alive while `withPointers` runs.
struct CStringArray {
  let strings: [String]
  init(_ strings: [String]) { self.strings = strings }

  func withPointers<Result>(_ body: ([UnsafeMutablePointer<CChar>?]) -> Result) -> Result {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
  }
}
