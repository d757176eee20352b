/// Splits Swift source into code and the parts that are not code — comments (line and nested
/// block) and string literals (single-line, multi-line, raw) — so a rewrite touches code only.
struct SwiftTextScanner {
  enum Region {
    case code([Unicode.Scalar])
    case verbatim([Unicode.Scalar])
  }

  private let text: [Unicode.Scalar]
  private var position = 0

  init(_ text: [Unicode.Scalar]) {
    self.text = text
  }

  mutating func nextRegion() -> Region? {
    guard position < text.count else { return nil }
    if let end = endOfNonCode(at: position) {
      defer { position = end }
      return .verbatim(Array(text[position..<end]))
    }
    let start = position
    while position < text.count, endOfNonCode(at: position) == nil { position += 1 }
    return .code(Array(text[start..<position]))
  }

  private func starts(with literal: String, at index: Int) -> Bool {
    let scalars = Array(literal.unicodeScalars)
    guard index + scalars.count <= text.count else { return false }
    return Array(text[index..<index + scalars.count]) == scalars
  }

  /// When a comment or string starts at `index`, the index just past its end.
  private func endOfNonCode(at index: Int) -> Int? {
    if starts(with: "//", at: index) {
      var end = index
      while end < text.count, text[end] != "\n" { end += 1 }
      return end
    }
    if starts(with: "/*", at: index) {
      var depth = 0
      var end = index
      while end < text.count {
        if starts(with: "/*", at: end) {
          depth += 1
          end += 2
        } else if starts(with: "*/", at: end) {
          depth -= 1
          end += 2
          if depth == 0 { return end }
        } else {
          end += 1
        }
      }
      return end
    }
    var hashes = 0
    while index + hashes < text.count, text[index + hashes] == "#" { hashes += 1 }
    guard index + hashes < text.count, text[index + hashes] == "\"" else { return nil }
    let pounds = String(repeating: "#", count: hashes)
    let opening = index + hashes
    let multiline = starts(with: "\"\"\"", at: opening)
    let closing = (multiline ? "\"\"\"" : "\"") + pounds
    var end = opening + (multiline ? 3 : 1)
    while end < text.count {
      if hashes == 0, text[end] == "\\" {
        end += 2
        continue
      }
      if !multiline, text[end] == "\n" { return end }
      if starts(with: closing, at: end) { return end + closing.unicodeScalars.count }
      end += 1
    }
    return end
  }
}
