extension ASCIIPropertyListScanner {
  /// A string in double (or single) quotes, with the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\a`,
  /// `\b`, `\f`, `\v`, `\U00e9` (UTF-16, surrogate pairs joined) and octal `\101`. Any other
  /// escaped character stands for itself, as CoreFoundation reads it.
  mutating func readQuoted() throws(ProjectFileError) -> String {
    let opening = location
    guard let quote = current else { return "" }
    advance()
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush() {
      scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
      run.removeAll()
    }
    while true {
      guard let byte = current else {
        throw error(
          "the string opened here is never closed; add \(quote == UInt8(ascii: "'") ? "'" : "\"")", at: opening)
      }
      if byte == quote {
        advance()
        break
      }
      guard byte == UInt8(ascii: "\\") else {
        run.append(byte)
        advance()
        continue
      }
      flush()
      let start = location
      advance()
      scalars.append(try readEscape(start: start))
    }
    flush()
    return String(scalars)
  }

  /// The character after a backslash; `start` is where the backslash is.
  private mutating func readEscape(start: ProjectFileLocation) throws(ProjectFileError) -> Unicode.Scalar {
    guard let byte = current else { throw error("the string ends in the middle of an escape '\\'") }
    advance()
    switch byte {
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "a"): return "\u{07}"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "v"): return "\u{0B}"
    case UInt8(ascii: "U"), UInt8(ascii: "u"):
      let unit = try readHexUnit(start)
      if (0xD800..<0xDC00).contains(unit), current == UInt8(ascii: "\\"),
        peek(1) == UInt8(ascii: "U") || peek(1) == UInt8(ascii: "u")
      {
        advance()
        advance()
        let low = try readHexUnit(start)
        if (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        {
          return scalar
        }
      }
      guard let scalar = Unicode.Scalar(unit) else {
        throw error("the escape does not name a Unicode character; write \\U followed by 4 hex digits", at: start)
      }
      return scalar
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var value = UInt32(byte - UInt8(ascii: "0"))
      for _ in 0..<2 {
        guard let digit = current, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
        value = value * 8 + UInt32(digit - UInt8(ascii: "0"))
        advance()
      }
      return Unicode.Scalar(UInt8(truncatingIfNeeded: value))
    default:
      // Any other character (quote, backslash, a UTF-8 character) stands for itself.
      var run = [byte]
      while let next = current, next & 0xC0 == 0x80 {
        run.append(next)
        advance()
      }
      return String(decoding: run, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    }
  }

  /// Up to four hexadecimal digits after `\U`: one UTF-16 code unit.
  private mutating func readHexUnit(_ start: ProjectFileLocation) throws(ProjectFileError) -> UInt32 {
    var value: UInt32 = 0
    var count = 0
    while count < 4, let byte = current, let digit = Self.hexDigit(byte) {
      value = value * 16 + UInt32(digit)
      count += 1
      advance()
    }
    guard count > 0 else { throw error("\\U must be followed by hexadecimal digits, as in \\U00e9", at: start) }
    return value
  }
}
