/// Swift source cut into tokens: every character of the file is in exactly one token, so
/// `tokens.map(\.text).joined()` is the file again.
extension SwiftLexer {
  /// A piece of the source and where it starts.
  struct Token: Equatable {
    enum Kind: Equatable {
      /// A name (`timeLeftLabel`, `` `default` ``, `$0`) or a word that is a keyword only in
      /// places (`override`, `weak`, `get`).
      case identifier
      /// A reserved word (`class`, `func`, `import`, `init`, `self`…).
      case keyword
      /// `@` and its name: `@IBOutlet`, `@objc` (the `(name:)` after it is punctuation and names).
      case attribute
      /// `#` and its name: `#selector`, `#if`, `#sourceLocation`.
      case poundKeyword
      case number
      /// `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `;`, `.`, `\`, a lone `@`, `#` or backtick.
      case punctuation
      /// A run of operator characters (`=`, `->`, `??`, `!`, `..<`).
      case `operator`
      /// A string literal, or its part before, between or after interpolations (`"a \(`, `) b"`):
      /// the interpolated code is tokens of its own.
      case string
      /// A line or (nested) block comment, or the `#!` line.
      case comment
      /// A regex literal with extended delimiters (`#/…/#`).
      case regex
      /// Spaces and tabs.
      case whitespace
      /// One line break (`\n`, `\r\n` or `\r`).
      case newline
    }

    var kind: Kind
    /// Exactly as in the source (a backticked name with its backticks).
    var text: String
    /// Where it starts: the UTF-8 offset, the line and the column (in characters), from 1.
    var offset: Int
    var line: Int
    var column: Int

    /// Neither whitespace, line breaks nor comments.
    var isSignificant: Bool { kind != .whitespace && kind != .newline && kind != .comment }
    var isBackticked: Bool { kind == .identifier && text.hasPrefix("`") }
    /// A name or keyword without its backticks.
    var name: String { isBackticked ? String(text.dropFirst().dropLast(text.hasSuffix("`") ? 1 : 0)) : text }
    var isName: Bool { kind == .identifier || kind == .keyword }
    /// The word `word`, unbackticked (`override`, `import`).
    func isWord(_ word: String) -> Bool { (kind == .identifier || kind == .keyword) && text == word }
    /// How many line breaks the token holds (a block comment or a multi-line string may).
    var lineBreaks: Int {
      var count = 0
      var afterCarriageReturn = false
      for scalar in text.unicodeScalars {
        if scalar == "\n" {
          if !afterCarriageReturn { count += 1 }
        } else if scalar == "\r" {
          count += 1
        }
        afterCarriageReturn = scalar == "\r"
      }
      return count
    }
  }

  /// Swift's reserved words (the ones that are never names unless backticked).
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]

  /// The first component of the module path the `import` at `index` of significant `tokens`
  /// names: `import M`, `import M.Sub`, `import struct M.Type`.
  static func importedModule(after index: Int, in tokens: [Token]) -> Token? {
    let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
    var next = index + 1
    if next + 1 < tokens.count, kinds.contains(tokens[next].text), tokens[next + 1].isName {
      next += 1
    }
    guard next < tokens.count, tokens[next].isName else { return nil }
    return tokens[next]
  }

  /// The tokens of `source`.
  static func tokens(in source: String) -> [Token] {
    SwiftLexer(Array(source.unicodeScalars)).tokens()
  }

  /// The tokens of the text, in order.
  func tokens() -> [Token] {
    var cutter = TokenCutter(text: text)
    for span in spans {
      switch span.kind {
      case .code: cutter.cutCode(span.range)
      case .comment: cutter.append(.comment, span.range)
      case .string: cutter.append(.string, span.range)
      case .regex: cutter.append(.regex, span.range)
      }
    }
    return cutter.tokens
  }
}

/// Cuts the code spans into tokens and keeps count of offsets, lines and columns.
private struct TokenCutter {
  let text: [Unicode.Scalar]
  var tokens: [SwiftLexer.Token] = []
  var offset = 0
  var line = 1
  var column = 1

  init(text: [Unicode.Scalar]) { self.text = text }

  mutating func append(_ kind: SwiftLexer.Token.Kind, _ range: Range<Int>) {
    guard !range.isEmpty else { return }
    let scalars = text[range]
    tokens.append(
      SwiftLexer.Token(
        kind: kind, text: String(String.UnicodeScalarView(scalars)), offset: offset, line: line, column: column))
    var previous: Unicode.Scalar = " "
    for scalar in scalars {
      offset += UTF8.width(scalar)
      if scalar == "\n" {
        if previous != "\r" { line += 1 }
        column = 1
      } else if scalar == "\r" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      previous = scalar
    }
  }

  mutating func cutCode(_ range: Range<Int>) {
    var index = range.lowerBound
    let limit = range.upperBound
    while index < limit {
      let start = index
      let scalar = text[index]
      let kind: SwiftLexer.Token.Kind
      if scalar == "\r" || scalar == "\n" {
        index += scalar == "\r" && index + 1 < limit && text[index + 1] == "\n" ? 2 : 1
        kind = .newline
      } else if scalar == " " || scalar == "\t" || (scalar.properties.isWhitespace && !Self.isLineBreak(scalar)) {
        while index < limit,
          text[index] == " " || text[index] == "\t"
            || (text[index].properties.isWhitespace && !Self.isLineBreak(text[index]))
        {
          index += 1
        }
        kind = .whitespace
      } else if Self.isIdentifierStart(scalar) || (scalar == "$" && index + 1 < limit) {
        index += 1
        while index < limit, Self.isIdentifierPart(text[index]) { index += 1 }
        let word = String(String.UnicodeScalarView(text[start..<index]))
        kind = SwiftLexer.keywords.contains(word) ? .keyword : .identifier
      } else if scalar == "`", let end = closingBacktick(from: index + 1, limit: limit) {
        index = end + 1
        kind = .identifier
      } else if Self.isDigit(scalar) {
        index = endOfNumber(from: index, limit: limit)
        kind = .number
      } else if (scalar == "@" || scalar == "#"), index + 1 < limit, Self.isIdentifierStart(text[index + 1]) {
        index += 2
        while index < limit, Self.isIdentifierPart(text[index]) { index += 1 }
        kind = scalar == "@" ? .attribute : .poundKeyword
      } else if scalar == ".", index + 1 < limit, text[index + 1] == "." {
        // `...`, `..<`: an operator may hold dots only when it starts with one.
        index += 1
        while index < limit, text[index] == "." || Self.isOperatorCharacter(text[index]) { index += 1 }
        kind = .operator
      } else if Self.isOperatorCharacter(scalar) {
        while index < limit, Self.isOperatorCharacter(text[index]) { index += 1 }
        kind = .operator
      } else {
        index += 1
        kind = .punctuation
      }
      append(kind, start..<index)
    }
  }

  private func closingBacktick(from start: Int, limit: Int) -> Int? {
    var index = start
    while index < limit, text[index] != "`", !Self.isLineBreak(text[index]) { index += 1 }
    return index < limit && text[index] == "`" && index > start ? index : nil
  }

  /// The end of a number literal: digits, letters and `_` (`0x1F`, `1_000`, `2e10`), a `.`
  /// followed by a digit (`1.5`; not `t.0.1`'s second field after a `.`), and the sign of an
  /// exponent (`1e-3`, `0x1p+4`).
  private func endOfNumber(from start: Int, limit: Int) -> Int {
    let afterDot = start > 0 && text[start - 1] == "."
    let isHex = start + 1 < limit && text[start] == "0" && (text[start + 1] == "x" || text[start + 1] == "X")
    var index = start
    while index < limit {
      let scalar = text[index]
      if Self.isIdentifierPart(scalar) {
        index += 1
      } else if scalar == ".", !afterDot, index + 1 < limit, Self.isDigit(text[index + 1]) {
        index += 1
      } else if scalar == "+" || scalar == "-", index > start,
        isHex ? (text[index - 1] == "p" || text[index - 1] == "P") : (text[index - 1] == "e" || text[index - 1] == "E")
      {
        index += 1
      } else {
        break
      }
    }
    return index
  }

  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isXIDStart
  }

  static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "$" || scalar.properties.isXIDContinue
  }

  /// The ASCII operator characters, and the Unicode ones (math symbols and arrows, roughly as the
  /// grammar lists them).
  static func isOperatorCharacter(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return "/=-+!*%<>&|^~?".unicodeScalars.contains(scalar) }
    return scalar.properties.generalCategory == .mathSymbol || (0x2190...0x2BFF).contains(scalar.value)
  }
}
