import Foundation
import Testing
import TutorTestSupport

@testable import LessonKit

/// docs/lesson-format.md stays true: every complete lesson in it (a ````markdown lesson block)
/// parses without an error or a warning, together they use every front-matter key and every kind
/// of fenced block the parser knows, and its `tutor lint` example prints what the parser reports.
@Suite("docs/lesson-format.md")
struct LessonFormatDocTests {
  /// A fenced block of the doc: its info string's words, its lines, and the line it starts on.
  struct Block {
    let words: [String]
    let text: String
    let line: Int
  }

  static let docPath = TestPaths.docs.appending(path: "lesson-format.md")

  /// The doc's top-level fenced blocks. A fence closes on a line of only backticks, at least as
  /// many as opened it (CommonMark), so a block of four holds blocks of three.
  static func blocks(in markdown: String) -> [Block] {
    var blocks: [Block] = []
    var open: (ticks: Int, words: [String], line: Int, lines: [Substring])?
    for (offset, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " }
      let ticks = trimmed.prefix { $0 == "`" }.count
      if var current = open {
        if ticks >= current.ticks, trimmed.allSatisfy({ $0 == "`" }) {
          blocks.append(Block(words: current.words, text: current.lines.joined(separator: "\n"), line: current.line))
          open = nil
        } else {
          current.lines.append(line)
          open = current
        }
        continue
      }
      let info = trimmed.dropFirst(ticks)
      // A backtick in the info string makes the line an inline code span, not a fence.
      guard ticks >= 3, !info.contains("`") else { continue }
      open = (ticks, info.split(separator: " ").map(String.init), offset + 2, [])
    }
    return blocks
  }

  private func docBlocks() throws -> [Block] {
    let blocks = Self.blocks(in: try String(contentsOf: Self.docPath, encoding: .utf8))
    try #require(!blocks.isEmpty, "no fenced blocks in \(Self.docPath.path)")
    return blocks
  }

  /// The complete lessons, parsed, with the line their block starts on.
  private func lessons() throws -> [(lesson: Lesson?, diagnostics: [LessonDiagnostic], line: Int)] {
    let examples = try docBlocks().filter { $0.words == ["markdown", "lesson"] }
    try #require(!examples.isEmpty, "no ````markdown lesson blocks in the doc")
    return examples.map {
      let (lesson, diagnostics) = LessonParser.parse(source: $0.text, file: "lesson-format.md")
      return (lesson, diagnostics, $0.line)
    }
  }

  @Test("every complete lesson parses without an error or a warning")
  func lessonsParse() throws {
    for (lesson, diagnostics, line) in try lessons() {
      #expect(lesson != nil, "the lesson at docs/lesson-format.md:\(line) has no id or title")
      for diagnostic in diagnostics {
        Issue.record("the lesson at docs/lesson-format.md:\(line): \(diagnostic)")
      }
    }
  }

  @Test("the complete lessons use every front-matter key")
  func everyKeyUsed() throws {
    let keys = Set(
      try docBlocks().filter { $0.words == ["markdown", "lesson"] }.flatMap { FrontMatter(source: $0.text).entries }
        .map(\.key))
    for key in LessonParser.knownKeys.sorted() {
      #expect(keys.contains(key), "no complete lesson in the doc uses the front-matter key \"\(key)\"")
    }
  }

  @Test("the complete lessons use every kind of fenced block")
  func everyFenceKindUsed() throws {
    let kinds = Set(
      try docBlocks().filter { $0.words == ["markdown", "lesson"] }.flatMap { Self.blocks(in: $0.text) }
        .compactMap { FenceKind(words: $0.words) })
    for kind in FenceKind.allCases {
      #expect(kinds.contains(kind), "no complete lesson in the doc has a ```\(kind.rawValue) block")
    }
  }

  @Test("the tutor lint example shows what the parser reports for the broken lesson")
  func lintExample() throws {
    let blocks = try docBlocks()
    let broken = try #require(blocks.first { $0.words == ["markdown", "broken"] }, "no ````markdown broken block")
    let printed = try #require(blocks.first { $0.words == ["text", "lint"] }, "no ```text lint block")
    let (_, diagnostics) = LessonParser.parse(source: broken.text, file: "01-counting.md")
    #expect(!diagnostics.isEmpty)
    let shown = printed.text.split(separator: "\n").filter { $0.hasPrefix("01-counting.md:") }
    #expect(
      shown.count == diagnostics.count, "the doc shows \(shown.count) problems; the parser reports \(diagnostics.count)"
    )
    for diagnostic in diagnostics {
      #expect(printed.text.contains(diagnostic.description), "the doc's lint output lacks:\n\(diagnostic)")
    }
  }
}
