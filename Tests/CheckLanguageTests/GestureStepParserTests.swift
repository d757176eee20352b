import Testing

@testable import CheckLanguage

/// The touch steps of docs/check-language.md "Acting like a user": `swipe` in every direction,
/// `double tap`, `long press`, `drag`, `pinch` and `touch` parse to their steps, read back as
/// written, and a wrong line says what was expected, with "did you mean".
@Suite("CheckParser — touch and gesture steps")
struct GestureStepParserTests {
  private func parse(_ line: String) throws -> CheckStep.Action {
    try #require(try CheckParser.parseLine(line)).action
  }

  static let cases: [(String, CheckStep.Action)] = [
    ("swipe #photo right", .swipe(Query(matcher: .identifier("photo")), direction: .right)),
    ("swipe #photo up", .swipe(Query(matcher: .identifier("photo")), direction: .up)),
    ("swipe view \"Card\" down", .swipe(Query(kind: .view, matcher: .text("Card")), direction: .down)),
    ("double tap #photo", .doubleTap(Query(matcher: .identifier("photo")))),
    ("double tap image 2", .doubleTap(Query(kind: .image, matcher: .any, ordinal: 2))),
    ("long press #photo", .longPress(Query(matcher: .identifier("photo")), milliseconds: nil)),
    ("long press cell 3 for 2s", .longPress(Query(kind: .cell, matcher: .any, cell: (0, 3)), milliseconds: 2000)),
    ("long press #photo for 750ms", .longPress(Query(matcher: .identifier("photo")), milliseconds: 750)),
    ("drag #card by 120,0", .drag(Query(matcher: .identifier("card")), dx: 120, dy: 0)),
    ("drag table by 0,200", .drag(Query(kind: .table, matcher: .any), dx: 0, dy: 200)),
    ("drag #pages by -300.5,0", .drag(Query(matcher: .identifier("pages")), dx: -300.5, dy: 0)),
    (
      "drag from 100,400 to 100,100",
      .dragPoints(from: CheckStep.Point(x: 100, y: 400), to: CheckStep.Point(x: 100, y: 100))
    ),
    ("pinch #photo to 2.0", .pinch(Query(matcher: .identifier("photo")), scale: 2)),
    ("pinch #map to 0.5", .pinch(Query(matcher: .identifier("map")), scale: 0.5)),
    ("touch 120,300", .touch(CheckStep.Point(x: 120, y: 300))),
  ]

  @Test("each touch step parses", arguments: cases)
  func parses(line: String, expected: CheckStep.Action) throws {
    #expect(try parse(line) == expected)
  }

  @Test(
    "each touch step reads back as it is written",
    arguments: [
      "swipe #photo right", "double tap #photo", "long press #photo", "long press cell 3 for 2s", "drag #card by 120,0",
      "drag #pages by -300.5,0", "drag from 100,400 to 100,100", "pinch #photo to 0.5", "touch 120,300",
    ])
  func readsBack(line: String) throws {
    #expect(try parse(line).description == line)
  }

  static let errorCases: [(line: String, message: String, column: Int)] = [
    ("double tab #photo", "expected \"tap\", found tab; did you mean \"tap\"?", 8),
    ("long #photo", "expected \"press\", found #photo", 6),
    ("long press #photo for 2", "expected a duration such as 250ms, 3s, 2m or 1h, found 2", 23),
    ("drag #card to 120,0", "expected \"by\", found to; did you mean \"by\"?", 12),
    ("drag #card by 120", "expected how far to drag, across and down, such as 0,-300, found 120", 15),
    ("drag from 100,400", "expected \"to\", found the end of the line", 18),
    ("drag from 100 to 1,2", "expected the point to drag from, such as 100,400, found 100", 11),
    ("pinch #photo to 0", "expected a scale such as 2.0 (apart) or 0.5 (together), found 0", 17),
    ("pinch #photo by 2", "expected \"to\", found by; did you mean \"to\"?", 14),
    ("touch #photo", "expected a screen point such as 120,300, found #photo", 7),
    ("swipe #photo sideways", "expected left, right, up or down, found sideways", 14),
    ("doubletap #photo", "unknown step \"doubletap\"; did you mean \"double tap\"?", 1),
    ("dubble tap #photo", "unknown step \"dubble\"; did you mean \"double tap\"?", 1),
    ("longpress #photo", "unknown step \"longpress\"; did you mean \"long press\"?", 1),
    ("pnich #photo to 2", "unknown step \"pnich\"; did you mean \"pinch\"?", 1),
  ]

  @Test("a wrong touch step says what was expected, where", arguments: errorCases)
  func wrongLines(line: String, message: String, column: Int) {
    do {
      _ = try CheckParser.parseLine(line)
      Issue.record("\"\(line)\" parsed")
    } catch {
      #expect(error.description == message)
      #expect(error.location.column == column)
    }
  }

  @Test("the step list writes the two-word steps whole")
  func writtenNames() {
    #expect(StepNames.written.contains("double tap"))
    #expect(StepNames.written.contains("long press"))
    #expect(StepNames.all.contains("double"))
  }
}
