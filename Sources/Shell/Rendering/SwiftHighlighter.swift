import Presentation

/// Colours Swift code for the terminal, a line at a time: keywords, string literals, comments,
/// numbers and type names (capitalised identifiers). A line inside a block comment or a
/// multi-line string stays in that colour until it closes.
struct SwiftHighlighter {
  static let keywords: Set<String> = [
    "actor", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue", "default",
    "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "final", "for",
    "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "lazy", "let", "mutating", "nil",
    "open", "operator", "override", "private", "protocol", "public", "repeat", "required", "rethrows", "return",
    "self", "Self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
    "var", "weak", "unowned", "where", "while", "some", "any", "convenience", "dynamic", "optional",
  ]

  let style: TerminalStyle
  private var inBlockComment = false
  private var inMultilineString = false

  init(style: TerminalStyle) {
    self.style = style
  }

  /// One line of code, coloured.
  mutating func highlight(_ line: String) -> String {
    guard style.colored else { return line }
    let characters = Array(line)
    var output = ""
    var index = 0
    func take(while predicate: (Character) -> Bool) -> String {
      let start = index
      while index < characters.count, predicate(characters[index]) { index += 1 }
      return String(characters[start..<index])
    }
    func starts(_ text: String) -> Bool {
      let scalars = Array(text)
      return index + scalars.count <= characters.count && Array(characters[index..<index + scalars.count]) == scalars
    }
    while index < characters.count {
      if inBlockComment {
        let start = index
        while index < characters.count, !starts("*/") { index += 1 }
        if index < characters.count {
          index += 2
          inBlockComment = false
        }
        output += style.dim(String(characters[start..<index]))
      } else if inMultilineString {
        let start = index
        while index < characters.count, !starts("\"\"\"") { index += 1 }
        if index < characters.count {
          index += 3
          inMultilineString = false
        }
        output += style.red(String(characters[start..<index]))
      } else if starts("//") {
        output += style.dim(String(characters[index...]))
        index = characters.count
      } else if starts("/*") {
        inBlockComment = true
      } else if starts("\"\"\"") {
        index += 3
        inMultilineString = true
        output += style.red("\"\"\"")
      } else if characters[index] == "\"" {
        let start = index
        index += 1
        while index < characters.count, characters[index] != "\"" {
          index += characters[index] == "\\" ? 2 : 1
        }
        index = min(index + 1, characters.count)
        output += style.red(String(characters[start..<index]))
      } else if characters[index].isNumber {
        output += style.blue(take { $0.isNumber || $0 == "." || $0 == "_" })
      } else if characters[index].isLetter || characters[index] == "_" || characters[index] == "@" {
        let word =
          String(characters[index])
          + {
            index += 1
            return take { $0.isLetter || $0.isNumber || $0 == "_" }
          }()
        if Self.keywords.contains(word) || word.hasPrefix("@") {
          output += style.magenta(word)
        } else if word.first?.isUppercase == true {
          output += style.cyan(word)
        } else {
          output += word
        }
      } else {
        output.append(characters[index])
        index += 1
      }
    }
    return output
  }
}
