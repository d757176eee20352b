import Testing

@testable import CheckLanguage

/// Bad steps are reported with the line and column of the problem and a way to fix it.
@Suite("CheckParser — errors")
struct CheckParserErrorTests {
  static let cases: [(line: String, message: String, column: Int)] = [
    ("advnce 3s", "unknown step \"advnce\"; did you mean \"advance\"?", 1),
    ("tpa \"Start\"", "unknown step \"tpa\"; did you mean \"tap\"?", 1),
    ("  expcet \"Start\"", "unknown step \"expcet\"; did you mean \"expect\"?", 3),
    ("advance 3 seconds", "expected a duration such as 250ms, 3s, 2m or 1h, found 3", 9),
    ("advance 3sec", "\"3sec\" is not a duration; write it as 250ms, 3s, 2m or 1h", 9),
    (
      "tap",
      "expected an element: \"text\", #identifier, a kind such as button, or a class name, found the end of the line", 4
    ),
    ("tap \"Start", "expected a closing \" for the string, found the end of the line", 5),
    ("expect #x text", "expected the text in quotes, or contains, matches or empty, found the end of the line", 15),
    (
      "expect #x shiny",
      "expected text, a state (enabled, disabled, hidden, focused, selected, on, off), alpha, value, frame, above, "
        + "below, left of, right of, inside safe area, fully visible, centered, width or height, found shiny",
      11
    ),
    ("rotate sideways", "expected landscape or portrait, found sideways", 8),
    ("tap link Sign", "expected the link's text, in quotes, found Sign", 10),
    ("expect web titel \"Home\"", "expected title or url, found titel; did you mean \"title\"?", 12),
    ("launch 123", "expected a view controller class name, found 123", 8),
    (
      "expect defaults \"k\" Bob",
      "Bob is not a JSON value; write strings in double quotes (\"Bob\"), numbers, true/false, [ ] or { }", 21
    ),
    ("tap \"Start\" now", "unexpected now after a complete step; remove it or start a new line", 13),
    ("expect log count \"X\"", "expected a count, found the end of the line", 21),
    (
      "expect store Item wher title == \"x\" count 1",
      "expected \"where\" or \"count\", found wher; did you mean \"where\"?", 19
    ),
    ("rotate landscpe", "expected landscape or portrait, found landscpe; did you mean \"landscape\"?", 8),
    ("stall", "expected a duration such as 250ms, 3s, 2m or 1h, found the end of the line", 6),
    ("delete 0", "expected how many times, 1 or more, found 0", 8),
    ("delete 1.5", "expected how many times, a whole number such as 3, found 1.5", 8),
    ("delete \"x\"", "unexpected \"x\" after a complete step; remove it or start a new line", 8),
  ]

  @Test("messages and columns", arguments: cases)
  func errors(line: String, message: String, column: Int) {
    #expect(throws: CheckLanguageError.self) { try CheckParser.parseLine(line, line: 7) }
    do {
      _ = try CheckParser.parseLine(line, line: 7)
    } catch {
      #expect(error.description == message)
      #expect(error.location == SourceLocation(line: 7, column: column))
    }
  }

  @Test("a step name far from every known one lists the steps instead of guessing")
  func noSuggestion() {
    do {
      _ = try CheckParser.parseLine("frobnicate")
      Issue.record("parsed an unknown step")
    } catch {
      #expect(error.description.hasPrefix("unknown step \"frobnicate\"; steps are launch, relaunch"))
    }
  }

  @Test("a block reports every bad line and keeps the good ones")
  func allErrors() {
    let (steps, errors) = CheckParser.parse("launch\nadvnce 3s\ntap \"Go\"\nexpct \"Go\"", firstLine: 10)
    #expect(steps.count == 2)
    #expect(errors.map(\.location.line) == [11, 13])
  }
}
