import CheckLanguage
import Foundation
import Testing
import TutorTestSupport

@testable import LessonKit

/// Lesson files parse into the model of docs/lesson-format.md, with source locations.
@Suite("LessonParser")
struct LessonParserTests {
  private func fixture(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
    return try String(contentsOf: url, encoding: .utf8)
  }

  @Test("the design's example lesson parses to the expected outline")
  func exampleLesson() throws {
    let (lesson, diagnostics) = LessonParser.parse(source: try fixture("timers.md"), file: "timers.md")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let parsed = try #require(lesson)
    expectGolden(LessonDump.text(of: parsed), named: "timers-outline.txt")
    #expect(parsed.exercises.first?.checks.map(\.isHidden) == [false, true])
  }

  @Test("every problem in a broken lesson is reported at its line, with a fix")
  func brokenLesson() throws {
    let (lesson, diagnostics) = LessonParser.parse(source: try fixture("broken.md"), file: "broken.md")
    #expect(lesson == nil)  // no id
    expectGolden(diagnostics.map(\.description).joined(separator: "\n") + "\n", named: "broken-diagnostics.txt")
    #expect(diagnostics.contains { $0.message == "the front matter has no id" && $0.location.line == 1 })
    #expect(diagnostics.contains { $0.severity == .warning && $0.location.line == 3 })
    #expect(
      diagnostics.contains {
        $0.message.hasPrefix("unknown step \"advnce\"") && $0.location == .init(line: 23, column: 1)
      })
    #expect(diagnostics.contains { $0.message.hasPrefix("the question \"Which is right?\" has no right answer") })
  }

  @Test("parsing the example lesson is fast", .timeLimit(.minutes(1)))
  func parsesQuickly() throws {
    let source = try fixture("timers.md")
    for _ in 0..<100 { _ = LessonParser.parse(source: source, file: "timers.md") }
  }
}
