import Foundation

extension ASCIIPropertyListScanner {
  /// The whole file: one value, or a `.strings` file's `key = value;` pairs with no braces.
  mutating func readDocument() throws(ProjectFileError) -> PropertyList {
    try skipBlanks()
    guard current != nil else { throw error("the file is empty; a property list holds one value, such as { }") }
    let start = location
    let value = try readValue(for: "at the start of the file")
    try skipBlanks()
    if case .string(let key, _) = value, current == UInt8(ascii: "=") {
      return try readEntries(firstKey: key, opening: start, closer: nil)
    }
    guard current == nil else { throw error("unexpected \(found) after the property list's value") }
    return value
  }

  /// A value of any kind; `purpose` says where it stands, for the error when there is none.
  mutating func readValue(for purpose: String) throws(ProjectFileError) -> PropertyList {
    let start = location
    let opensContainer = current == UInt8(ascii: "{") || current == UInt8(ascii: "(")
    if opensContainer {
      guard depth < PropertyList.depthLimit else {
        throw error("dictionaries and arrays are nested more than \(PropertyList.depthLimit) deep here")
      }
      depth += 1
    }
    defer { if opensContainer { depth -= 1 } }
    switch current {
    case UInt8(ascii: "{")?:
      advance()
      try skipBlanks()
      if current == UInt8(ascii: "}") {
        advance()
        return .dictionary([], line: start.line)
      }
      return try readEntries(firstKey: nil, opening: start, closer: UInt8(ascii: "}"))
    case UInt8(ascii: "(")?: return try readArray()
    case UInt8(ascii: "<")?: return try readData()
    case UInt8(ascii: "\"")?, UInt8(ascii: "'")?: return .string(try readQuoted(), line: start.line)
    case let byte? where Self.isUnquoted(byte): return .string(readUnquoted(), line: start.line)
    default: throw error("expected a value \(purpose), found \(found)")
    }
  }

  /// A dictionary's `key = value;` entries up to `closer` (`}`), or to the end of a `.strings`
  /// file when `closer` is nil. The first key is already read when `firstKey` is given.
  mutating func readEntries(firstKey: String?, opening: ProjectFileLocation, closer: UInt8?) throws(ProjectFileError)
    -> PropertyList
  {
    var entries: [PropertyList.Entry] = []
    var pendingKey = firstKey
    while true {
      let key: String
      if let pendingKey {
        key = pendingKey
      } else {
        try skipBlanks()
        if let closer, current == closer {
          advance()
          break
        }
        switch current {
        case nil where closer == nil: return .dictionary(entries, line: opening.line)
        case nil:
          throw error(
            "the dictionary opened at line \(opening.line ?? 0), column \(opening.column ?? 0) is never closed; add '}'"
          )
        case UInt8(ascii: "\"")?, UInt8(ascii: "'")?: key = try readQuoted()
        case let byte? where Self.isUnquoted(byte): key = readUnquoted()
        default: throw error("expected a key or '}' in the dictionary, found \(found)")
        }
      }
      // A missing '=' or ';' is reported where it belongs: right after the key or the value.
      let afterKey = location
      try skipBlanks()
      pendingKey = nil
      guard current == UInt8(ascii: "=") else {
        throw error("expected '=' after the key '\(key)', found \(found)", at: afterKey)
      }
      advance()
      try skipBlanks()
      let value = try readValue(for: "for the key '\(key)'")
      let afterValue = location
      try skipBlanks()
      guard current == UInt8(ascii: ";") else {
        throw error("expected ';' after the value of '\(key)', found \(found)", at: afterValue)
      }
      advance()
      if let index = entries.firstIndex(where: { $0.key == key }) {
        entries[index].value = value  // the last one wins, as CoreFoundation reads it
      } else {
        entries.append(.init(key, value))
      }
    }
    return .dictionary(entries, line: opening.line)
  }

  /// `( a, b, )`: elements separated by commas, a trailing comma allowed.
  mutating func readArray() throws(ProjectFileError) -> PropertyList {
    let opening = location
    advance()
    var values: [PropertyList] = []
    while true {
      try skipBlanks()
      if current == UInt8(ascii: ")") { break }
      let purpose = values.isEmpty ? "or ')' in the array" : "after ',' in the array"
      values.append(try readValue(for: purpose))
      let afterValue = location
      try skipBlanks()
      if current == UInt8(ascii: ",") {
        advance()
      } else if current != UInt8(ascii: ")") {
        let opened = "line \(opening.line ?? 0), column \(opening.column ?? 0)"
        throw error(
          "expected ',' or ')' after an element of the array opened at \(opened), found \(found)", at: afterValue)
      }
    }
    advance()
    return .array(values, line: opening.line)
  }

  /// `<0fa1 22>`: hexadecimal bytes, spaces and line breaks ignored.
  mutating func readData() throws(ProjectFileError) -> PropertyList {
    let opening = location
    advance()
    var bytes: [UInt8] = []
    var high: UInt8?
    while true {
      try skipBlanks()
      guard let byte = current else { throw error("the data opened here is never closed; add '>'", at: opening) }
      if byte == UInt8(ascii: ">") { break }
      guard let digit = Self.hexDigit(byte) else {
        let character = byte < 0x80 ? "'\(Character(Unicode.Scalar(byte)))'" : "a non-ASCII character"
        throw error("\(character) is not a hexadecimal digit; data is written as <0fa1 22>")
      }
      if let first = high {
        bytes.append(first << 4 | digit)
        high = nil
      } else {
        high = digit
      }
      advance()
    }
    guard high == nil else { throw error("the data has an odd number of hexadecimal digits; each byte takes two") }
    advance()
    return .data(Data(bytes), line: opening.line)
  }

  static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// A run of letters, digits and `_ $ / : . - +`.
  mutating func readUnquoted() -> String {
    let start = index
    while let byte = current, Self.isUnquoted(byte) { advance() }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }
}
