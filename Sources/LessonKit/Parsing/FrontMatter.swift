import CheckLanguage
import Foundation

/// The `---` block at the top of a lesson: `key: value` lines with their locations.
struct FrontMatter: Equatable, Sendable {
  struct Entry: Equatable, Sendable {
    var key: String
    var value: String
    var location: SourceLocation
  }

  var entries: [Entry]
  /// Lines the front matter occupies (closing `---` included); 0 when there is none.
  var lineCount: Int
  /// Lines inside the block that are not `key: value`.
  var malformedLines: [SourceLocation]

  /// Reads the front matter if the file starts with `---`.
  init(source: String) {
    entries = []
    malformedLines = []
    lineCount = 0
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first?.trimmingCharacters(in: .whitespaces) == "---" else { return }
    for (offset, line) in lines.enumerated().dropFirst() {
      let number = offset + 1
      if line.trimmingCharacters(in: .whitespaces) == "---" {
        lineCount = number
        return
      }
      if line.allSatisfy(\.isWhitespace) { continue }
      guard let colon = line.firstIndex(of: ":") else {
        malformedLines.append(SourceLocation(line: number, column: 1))
        continue
      }
      let key = line[..<colon].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      entries.append(Entry(key: key, value: value, location: SourceLocation(line: number, column: 1)))
    }
    // No closing line: the whole file was front matter.
    lineCount = lines.count
    malformedLines.append(SourceLocation(line: 1, column: 1))
  }

  func first(_ key: String) -> Entry? { entries.first { $0.key == key } }
}
