import Foundation

/// Reads an old-style ASCII (OpenStep) property list, the format of `project.pbxproj` and of
/// `.strings` files: `{ key = value; }`, `( a, b, )`, quoted and unquoted strings, `<hex data>`,
/// and `//` and `/* */` comments (the `// !$*UTF8*$!` header is one).
///
/// Every value is a string, array, dictionary or data, as the format has no other kinds; each
/// carries its line. Errors name the line and column and what was expected there.
package enum PropertyListASCIIReader {
  /// Reads UTF-8 `data`; `fileName` is used in errors (`project.pbxproj:48:12: …`).
  package static func read(_ data: Data, fileName: String) throws(ProjectFileError) -> PropertyList {
    var scanner = ASCIIPropertyListScanner(bytes: Array(data), fileName: fileName)
    return try scanner.readDocument()
  }

  /// Reads `text`, as `read(_:fileName:)` reads its UTF-8 bytes.
  package static func read(_ text: String, fileName: String) throws(ProjectFileError) -> PropertyList {
    try read(Data(text.utf8), fileName: fileName)
  }
}

/// The ASCII reader's cursor over the file's bytes, with the line and column it is at.
struct ASCIIPropertyListScanner {
  let bytes: [UInt8]
  let fileName: String
  var index = 0
  var line = 1
  var column = 1
  /// How many dictionaries and arrays are open: a file nested deeper than
  /// `PropertyList.depthLimit` is refused rather than read by recursion without end.
  var depth = 0

  init(bytes: [UInt8], fileName: String) {
    // A byte order mark is not part of the text.
    self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    self.fileName = fileName
  }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }
  var location: ProjectFileLocation { ProjectFileLocation(file: fileName, line: line, column: column) }

  /// Moves past the current byte; columns count characters, not the bytes of one.
  mutating func advance() {
    guard let byte = current else { return }
    index += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if let next = current, next & 0xC0 == 0x80 {
      // the middle of a multi-byte character: still the same column
    } else {
      column += 1
    }
  }

  /// A syntax error at the cursor, or at `location` when given.
  func error(_ message: String, at location: ProjectFileLocation? = nil) -> ProjectFileError {
    .syntax(message: message, location: location ?? self.location)
  }

  /// How the current byte reads in a message: `';'`, or "the end of the file".
  /// A run of unquoted characters is shown whole (`'Groceries'`), anything else as one character.
  var found: String {
    guard let byte = current else { return "the end of the file" }
    var end = index + 1
    if Self.isUnquoted(byte) {
      while end < bytes.count, Self.isUnquoted(bytes[end]) { end += 1 }
    } else {
      while byte >= 0x80, end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    }
    return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
  }

  /// Skips spaces, line breaks and comments.
  mutating func skipBlanks() throws(ProjectFileError) {
    while let byte = current {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
        advance()
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        while let byte = current, byte != 0x0A { advance() }
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        let start = location
        advance()
        advance()
        while current != nil, !(current == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { advance() }
        guard current != nil else { throw error("the comment opened here is never closed; add '*/'", at: start) }
        advance()
        advance()
      } else {
        return
      }
    }
  }

  func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  /// Whether `byte` may appear in an unquoted string: letters, digits and `_ $ / : . - +`.
  static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: "_$/:.-+".utf8.contains(byte)
    }
  }
}
