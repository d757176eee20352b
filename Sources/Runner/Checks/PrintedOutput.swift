import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the learner's code printed, as Tutor keeps it (`OutputLimits`): all of it when it fits in
/// `OutputLimits.perCheck` bytes, else its first `headBytes` and its last `tailBytes`, joined by a
/// line `… N bytes cut …` with N the exact number of bytes left out (the tail gives up the cut
/// line's few bytes, so the whole text stays within `perCheck`). Only the kept parts of the file
/// are read — it may hold 64 MiB — and a cut never splits a UTF-8 character.
package struct PrintedOutput: Equatable, Sendable {
  /// All of the output, or its head when it was cut.
  package var head: String
  /// The output's tail when it was cut; empty otherwise.
  package var tail: String
  /// How many bytes between the head and the tail were left out (0: none).
  package var cutBytes: Int
  /// Where in the file reading stopped: what is printed later is read from there.
  package var end: Int

  /// Output kept whole (as tests and callers without a file give it).
  package init(_ text: String = "", end: Int? = nil) {
    self.init(head: text, tail: "", cutBytes: 0, end: end ?? text.utf8.count)
  }

  package init(head: String, tail: String, cutBytes: Int, end: Int) {
    self.head = head
    self.tail = tail
    self.cutBytes = cutBytes
    self.end = end
  }

  /// Part of the output was left out.
  package var isCut: Bool { cutBytes > 0 }

  /// The output as shown: the head, then when it was cut the line `… N bytes cut …` and the tail.
  package var text: String {
    guard isCut else { return head }
    return head + (head.isEmpty || head.hasSuffix("\n") ? "" : "\n") + Self.cutLine(cutBytes) + "\n" + tail
  }

  /// The line that stands for the bytes left out.
  package static func cutLine(_ bytes: Int) -> String {
    "… \(bytes) bytes cut …"
  }

  /// Reads what was printed to `file` from byte `offset` on, keeping at most `perCheck` bytes; a
  /// file that is not there yet (nothing printed) is no output.
  package static func read(_ file: URL, from offset: Int = 0) -> PrintedOutput {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return PrintedOutput(end: offset) }
    defer { try? handle.close() }
    guard let size = try? handle.seekToEnd() else { return PrintedOutput(end: offset) }
    return keep(size: Int(size), from: offset) { start, count in
      guard (try? handle.seek(toOffset: UInt64(start))) != nil, let data = try? handle.read(upToCount: count) else {
        return []
      }
      return [UInt8](data)
    }
  }

  /// Reads what was printed to the file open as `descriptor` (for reading; the runner's own, so
  /// whatever the app does to the file's name, this is the file it writes to) from byte `offset`
  /// on, keeping at most `perCheck` bytes.
  package static func read(descriptor: Int32, from offset: Int = 0) -> PrintedOutput {
    var status = stat()
    guard descriptor >= 0, fstat(descriptor, &status) == 0 else { return PrintedOutput(end: offset) }
    return keep(size: Int(status.st_size), from: offset) { start, count in
      var bytes = [UInt8](repeating: 0, count: count)
      let got = pread(descriptor, &bytes, count, off_t(start))
      return got > 0 ? Array(bytes.prefix(got)) : []
    }
  }

  /// The kept parts of `size` bytes from `offset`, fetched with `read(start, count)`.
  static func keep(size: Int, from offset: Int, read: (_ start: Int, _ count: Int) -> [UInt8]) -> PrintedOutput {
    let length = max(size - offset, 0)
    guard length > OutputLimits.perCheck else {
      return PrintedOutput(String(decoding: read(offset, length), as: UTF8.self), end: offset + length)
    }
    var head = read(offset, OutputLimits.headBytes)
    head.removeLast(head.count - completeCharactersLength(head))
    // Room for the cut line and the line breaks around it (N has at most as many digits as length).
    let tailBytes = OutputLimits.tailBytes - cutLine(length).utf8.count - 2
    var tail = read(size - tailBytes, tailBytes)
    tail.removeFirst(leadingContinuationBytes(tail))
    return PrintedOutput(
      head: String(decoding: head, as: UTF8.self), tail: String(decoding: tail, as: UTF8.self),
      cutBytes: length - head.count - tail.count, end: size)
  }

  /// How many of `bytes` end with a whole character: an incomplete UTF-8 sequence at the end (the
  /// rest of it is past a cut) is left out.
  static func completeCharactersLength(_ bytes: [UInt8]) -> Int {
    var index = bytes.endIndex
    while index > bytes.startIndex, bytes.endIndex - index < 4 {
      index -= 1
      let byte = bytes[index]
      if byte & 0xC0 == 0x80 { continue }  // a continuation byte: its lead is further back
      let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      return length > bytes.endIndex - index ? index : bytes.count
    }
    return bytes.count
  }

  /// How many continuation bytes `bytes` starts with (at most 3): the end of a character whose
  /// start is before a cut.
  static func leadingContinuationBytes(_ bytes: [UInt8]) -> Int {
    bytes.prefix(3).prefix { $0 & 0xC0 == 0x80 }.count
  }
}
