/// The literals of SwiftLexer, read as swift/lib/Parse/Lexer.cpp reads them:
/// `lexStringLiteral`, `advanceIfCustomDelimiter`, `advanceIfMultilineDelimiter`,
/// `delimiterMatches` and `skipToEndOfInterpolatedExpression`; and regex literals as the
/// string-processing library's `DelimiterLexer` does.
extension SwiftLexer {
  /// One step through a string literal's contents.
  enum StringStep {
    /// Literal text up to `end`.
    case literal(end: Int)
    /// The closing delimiter, or the line break (or limit) that leaves the string unterminated.
    case end(Int)
    /// `\(` up to `contents`; its code runs to `end`, where `closed` says there is its `)`.
    case interpolation(contents: Int, end: Int, closed: Bool)
  }

  /// How many `#` there are from `index` on.
  func hashes(at index: Int, limit: Int) -> Int {
    var end = index
    while end < limit, text[end] == "#" { end += 1 }
    return end - index
  }

  /// When a string literal starts at `index` (`"`, `"""`, `#"`, `##"""`…): its number of `#`,
  /// whether it is multi-line, and where its contents start.
  func stringOpening(at index: Int, limit: Int) -> (hashes: Int, multiline: Bool, contents: Int)? {
    let hashes = hashes(at: index, limit: limit)
    let quote = index + hashes
    guard quote < limit, text[quote] == "\"" else { return nil }
    let multiline = opensMultiline(afterQuote: quote + 1, hashes: hashes, limit: limit)
    return (hashes, multiline, quote + (multiline ? 3 : 1))
  }

  /// Whether the quote before `index` opens a multi-line string: two more quotes follow — unless
  /// a raw string's closing `"#` comes later on the line (`#"""#` is the string `""`).
  private func opensMultiline(afterQuote index: Int, hashes: Int, limit: Int) -> Bool {
    if hashes > 0 {
      var position = index + 1
      while position < limit, !isNewline(position) {
        position += 1
        if text[position - 1] == "\"", self.hashes(at: position, limit: limit) >= hashes { return false }
      }
    }
    return index + 1 < limit && text[index] == "\"" && text[index + 1] == "\""
  }

  /// Reads a string's contents from `index`: literal text, an escape, an interpolation or the end.
  mutating func stringStep(at index: Int, hashes: Int, multiline: Bool, limit: Int) -> StringStep {
    var position = index
    while position < limit, text[position] != "\\", text[position] != "\"", !isNewline(position) {
      position += 1
    }
    if position > index || position >= limit { return position > index ? .literal(end: position) : .end(position) }
    switch text[position] {
    case "\\":
      position += 1
      guard self.hashes(at: position, limit: limit) >= hashes else { return .literal(end: position) }
      position += hashes
      if position < limit, text[position] == "(" {
        let found = endOfInterpolation(from: position + 1, multiline: multiline, limit: limit)
        return .interpolation(contents: position + 1, end: found.end, closed: found.closed)
      }
      // An escape: the character after it is literal, unless it breaks the line.
      if position < limit, !isNewline(position) { position += 1 }
      return .literal(end: position)
    case "\"":
      var closing = position + 1
      if multiline {
        guard starts(with: "\"\"", at: closing) else { return .literal(end: position + 1) }
        closing += 2
      }
      guard self.hashes(at: closing, limit: limit) >= hashes else { return .literal(end: position + 1) }
      return .end(closing + hashes)
    default:  // a line break
      return multiline ? .literal(end: position + 1) : .end(position)
    }
  }

  /// Where the code of an interpolation starting at `start` ends, found as the compiler finds it
  /// before reading that code (`skipToEndOfInterpolatedExpression`): matching parentheses and
  /// quotes (`'` too), skipping comments, with `closed` when it ends at its `)`. It fails at a line
  /// break or a `//` or multi-line `/*` comment in a one-line string, or at `limit`.
  mutating func endOfInterpolation(from start: Int, multiline: Bool, limit: Int) -> (end: Int, closed: Bool) {
    if let known = interpolationEnds[start * 2 + (multiline ? 1 : 0)] {
      return known.end < limit ? known : (limit, false)
    }
    var open: [Unicode.Scalar] = []
    var allowsNewline = [multiline]
    var delimiters: [Int] = []
    /// The interpolations met on the way, by their key, with their depth in `open`.
    var nested: [(key: Int, depth: Int)] = []
    var inString: Bool { open.last == "\"" || open.last == "'" }
    func finish(_ end: Int, closed: Bool) -> (end: Int, closed: Bool) {
      for interpolation in nested { interpolationEnds[interpolation.key] = (end, false) }
      interpolationEnds[start * 2 + (multiline ? 1 : 0)] = (end, closed)
      return (end, closed)
    }
    var position = start
    while position < limit {
      budget -= 1
      guard budget > 0 else { return finish(limit, closed: false) }
      let scalar = text[position]
      position += 1
      var delimiter = 0
      switch scalar {
      case "\n", "\r":
        if allowsNewline.last != true { return finish(position - 1, closed: false) }
      case "#", "\"", "'":
        if scalar == "#" {
          let count = 1 + hashes(at: position, limit: limit)
          guard !inString, position + count - 1 < limit, text[position + count - 1] == "\"" else { continue }
          delimiter = count
          position += count
        }
        let quote: Unicode.Scalar = scalar == "'" ? "'" : "\""
        if !inString {
          open.append(quote)
          let opens = quote == "\"" && opensMultiline(afterQuote: position, hashes: delimiter, limit: limit)
          allowsNewline.append(opens)
          if opens { position += 2 }
          delimiters.append(delimiter)
          continue
        }
        guard open.last == quote else { continue }
        if allowsNewline.last == true {
          guard starts(with: "\"\"", at: position) else { continue }
          position += 2
        }
        let closing = delimiters.last ?? 0
        guard hashes(at: position, limit: limit) >= closing else { continue }
        position += closing
        open.removeLast()
        allowsNewline.removeLast()
        delimiters.removeLast()
      case "\\":
        guard inString, hashes(at: position, limit: limit) >= delimiters.last ?? 0 else { continue }
        position += delimiters.last ?? 0
        guard position < limit, !isNewline(position) else { continue }
        if text[position] == "(" {
          nested.append(((position + 1) * 2 + (allowsNewline.last == true ? 1 : 0), open.count))
          open.append("(")
        }
        position += 1
      case "(":
        if !inString { open.append("(") }
      case ")":
        if open.isEmpty { return finish(position - 1, closed: true) }
        guard open.last == "(" else { continue }
        open.removeLast()
        if let last = nested.last, last.depth == open.count {
          interpolationEnds[last.key] = (position - 1, true)
          nested.removeLast()
        }
      case "/":
        guard !inString, position < limit else { continue }
        if text[position] == "*" {
          let comment = endOfBlockComment(from: position - 1, limit: limit)
          if comment.multiline, allowsNewline.last != true { return finish(position - 1, closed: false) }
          position = comment.end
        } else if text[position] == "/" {
          if allowsNewline.last != true { return finish(position - 1, closed: false) }
          position = min(endOfLine(from: position, limit: limit) + 1, limit)
        }
      default:
        continue
      }
    }
    return finish(limit, closed: false)
  }

  /// When a regex literal with extended delimiters (`#/…/#`, `##/…/##`; multi-line when the
  /// opening ends its line) starts at `index`, the index just past its end.
  func endOfRegex(at index: Int, limit: Int) -> Int? {
    let hashes = hashes(at: index, limit: limit)
    guard hashes > 0, index + hashes < limit, text[index + hashes] == "/" else { return nil }
    var position = index + hashes + 1
    var blank = position
    while blank < limit, text[blank] == " " || text[blank] == "\t" { blank += 1 }
    let multiline = blank < limit && isNewline(blank)
    while position < limit {
      if text[position] == "/", self.hashes(at: position + 1, limit: limit) >= hashes {
        return position + 1 + hashes
      }
      if isNewline(position), !multiline { return nil }
      position += text[position] == "\\" && position + 1 < limit && (multiline || !isNewline(position + 1)) ? 2 : 1
    }
    return nil
  }
}
