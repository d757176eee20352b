import Testing

@testable import CheckLanguage

/// `expect warning "…"`, `expect no warnings` and `expect no warning "…"` (docs/check-language.md
/// "Expectations"): each parses to its expectation, reads back as written, and a missing text is
/// reported at its column.
@Suite("CheckParser — warnings")
struct WarningCheckParserTests {
  private func parse(_ line: String) throws -> CheckStep.Action {
    try #require(try CheckParser.parseLine(line)).action
  }

  static let cases: [(String, String?, Bool)] = [
    ("expect warning \"Main Thread Checker\"", "Main Thread Checker", false),
    ("expect no warnings", nil, true),
    ("expect no warning \"-[UILabel setText:]\"", "-[UILabel setText:]", true),
  ]

  @Test("the three forms", arguments: cases)
  func forms(line: String, text: String?, negated: Bool) throws {
    #expect(try parse(line) == .expect(.warning(containing: text), negated: negated))
  }

  @Test("written back as the author wrote them", arguments: cases.map(\.0))
  func roundTrip(line: String) throws {
    let action = try parse(line)
    #expect(action.description == line)
    #expect(try parse(action.description) == action)
  }

  @Test(
    "mistakes: the message and the column",
    arguments: [
      (
        "expect warning",
        "expected part of the warning, in quotes, such as \"Main Thread Checker\", found the end of the line", 15
      ),
      ("expect no warning Main", "expected part of the warning, in quotes, found Main", 19),
    ])
  func mistakes(line: String, message: String, column: Int) {
    do {
      _ = try CheckParser.parseLine(line, line: 3)
      Issue.record("\(line) parsed")
    } catch {
      #expect(error.description == message)
      #expect(error.location == SourceLocation(line: 3, column: column))
    }
  }
}
