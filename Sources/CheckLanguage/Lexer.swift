/// Splits one line of a check into tokens. `#` followed by a space (or ending the line) starts a
/// comment; `#name` is an identifier query.
struct Lexer {
  let line: String
  let lineNumber: Int
  /// Column of the line's first character in the file (checks sit inside fenced blocks).
  let columnOffset: Int

  func tokens() throws(CheckLanguageError) -> [Token] {
    let characters = Array(line)
    var tokens: [Token] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      let column = columnOffset + index
      if character == " " || character == "\t" {
        index += 1
        continue
      }
      if character == "#" {
        let next = index + 1 < characters.count ? characters[index + 1] : " "
        if next == " " || next == "\t" || next == "#" { break }  // a comment
        let (name, end) = scanWord(characters, from: index + 1)
        guard !name.isEmpty else { throw error("an identifier after #", found: String(next), column: column + 1) }
        tokens.append(Token(kind: .identifier(name), column: column))
        index = end
        continue
      }
      if character == "\"" || character == "“" {
        let (text, end) = try scanString(characters, from: index)
        tokens.append(Token(kind: .string(text), column: column))
        index = end
        continue
      }
      if character == "/" {
        guard let close = characters[(index + 1)...].firstIndex(of: "/") else {
          throw error("a closing / for the regular expression", found: "the end of the line", column: column)
        }
        tokens.append(Token(kind: .regex(String(characters[(index + 1)..<close])), column: column))
        index = close + 1
        continue
      }
      if let symbol = scanSymbol(characters, from: index) {
        tokens.append(Token(kind: .symbol(symbol), column: column))
        index += symbol.count
        continue
      }
      if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber) {
        let (token, end) = try scanNumber(characters, from: index, column: column)
        tokens.append(token)
        index = end
        continue
      }
      let (word, end) = scanWord(characters, from: index)
      guard !word.isEmpty else { throw error("a step, a query or a value", found: String(character), column: column) }
      tokens.append(Token(kind: .word(word), column: column))
      index = end
    }
    return tokens
  }

  private func scanWord(_ characters: [Character], from start: Int) -> (String, Int) {
    var end = start
    while end < characters.count,
      characters[end].isLetter || characters[end].isNumber || characters[end] == "_" || characters[end] == "-"
        || characters[end] == "."
    {
      end += 1
    }
    return (String(characters[start..<end]), end)
  }

  private func scanString(_ characters: [Character], from start: Int) throws(CheckLanguageError) -> (String, Int) {
    var text = ""
    var index = start + 1
    while index < characters.count {
      let character = characters[index]
      if character == "\"" || character == "”" { return (text, index + 1) }
      if character == "\\", index + 1 < characters.count {
        let escaped = characters[index + 1]
        text.append(escaped == "n" ? "\n" : escaped == "t" ? "\t" : escaped)
        index += 2
        continue
      }
      text.append(character)
      index += 1
    }
    throw error("a closing \" for the string", found: "the end of the line", column: columnOffset + start)
  }

  private func scanSymbol(_ characters: [Character], from index: Int) -> String? {
    let two = index + 1 < characters.count ? String(characters[index...(index + 1)]) : ""
    if ["==", "!=", "<=", ">="].contains(two) { return two }
    let one = String(characters[index])
    return [",", ":", "<", ">", "[", "]", "{", "}"].contains(one) ? one : nil
  }

  private func scanNumber(_ characters: [Character], from start: Int, column: Int) throws(CheckLanguageError)
    -> (Token, Int)
  {
    var end = start + 1
    while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
    let number = String(characters[start..<end])
    var unitEnd = end
    while unitEnd < characters.count, characters[unitEnd].isLetter { unitEnd += 1 }
    let unit = String(characters[end..<unitEnd])
    guard let value = Double(number) else { throw error("a number", found: number, column: column) }
    if unit.isEmpty { return (Token(kind: .number(value, text: number), column: column), end) }
    let scale: Double? = ["ms": 1, "s": 1000, "m": 60_000, "h": 3_600_000][unit]
    guard let scale else {
      throw CheckLanguageError.badDuration(text: number + unit, location: location(column))
    }
    let milliseconds = Int64((value * scale).rounded())
    return (Token(kind: .duration(milliseconds, text: number + unit), column: column), unitEnd)
  }

  private func location(_ column: Int) -> SourceLocation {
    SourceLocation(line: lineNumber, column: column)
  }

  private func error(_ expected: String, found: String, column: Int) -> CheckLanguageError {
    .expected(expected, found: found, location: location(column))
  }
}
