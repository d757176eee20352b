/// A fenced block's info string: the language, then words, then `key=value` pairs
/// (`swift starter file=EggTimer.swift`, `check hidden Never below zero points=2`).
struct FenceInfo: Equatable, Sendable {
  var words: [String]
  var values: [String: String]

  init(_ info: String) {
    words = []
    values = [:]
    for part in info.split(separator: " ", omittingEmptySubsequences: true) {
      if let equals = part.firstIndex(of: "="), equals != part.startIndex {
        values[String(part[..<equals])] = String(part[part.index(after: equals)...])
      } else {
        words.append(String(part))
      }
    }
  }

  /// The words after the first `count`, joined: a check's title.
  func title(after count: Int) -> String {
    words.dropFirst(count).joined(separator: " ")
  }
}
