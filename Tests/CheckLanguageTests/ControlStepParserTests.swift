import Testing

@testable import CheckLanguage

/// check-language.md's control steps (`select`, `step`, `pick`, `set`) and expectations (`expect
/// value`, `selected segment`): what each form parses to, what a bad one says, and the written-back form.
@Suite("CheckParser — control steps")
struct ControlStepParserTests {
  private func parse(_ line: String) throws -> CheckStep.Action {
    try #require(try CheckParser.parseLine(line)).action
  }

  static let stepCases: [(String, CheckStep.Action)] = [
    ("select \"Two\" in #size", .select("Two", in: Query(matcher: .identifier("size")))),
    ("select \"Two\" in segmented", .select("Two", in: Query(kind: .segmented, matcher: .any))),
    ("step #count up", .step(Query(matcher: .identifier("count")), up: true, count: 1)),
    ("step stepper down", .step(Query(kind: .stepper, matcher: .any), up: false, count: 1)),
    ("step #count up 3", .step(Query(matcher: .identifier("count")), up: true, count: 3)),
    ("pick \"Blue\" in #colour", .pick("Blue", in: Query(matcher: .identifier("colour")), component: nil)),
    ("pick \"L\" in picker component 1", .pick("L", in: Query(kind: .picker, matcher: .any), component: 1)),
    ("set #when to 2026-05-01 09:30", .set(Query(matcher: .identifier("when")), to: .date("2026-05-01 09:30"))),
    ("set #when to 2026-05-01", .set(Query(matcher: .identifier("when")), to: .date("2026-05-01"))),
    ("set #when to 9:30", .set(Query(matcher: .identifier("when")), to: .date("09:30"))),
    ("set #month to 2026-05", .set(Query(matcher: .identifier("month")), to: .date("2026-05"))),
    ("set #timer to 1h 30m", .set(Query(matcher: .identifier("timer")), to: .duration(milliseconds: 5_400_000))),
    ("set #count to 4", .set(Query(matcher: .identifier("count")), to: .number(4))),
    ("set slider to 0.25", .set(Query(kind: .slider, matcher: .any), to: .number(0.25))),
    ("set #size to \"Large\"", .set(Query(matcher: .identifier("size")), to: .text("Large"))),
    ("set #sound to off", .set(Query(matcher: .identifier("sound")), to: .flag(false))),
    ("set #when to 09:30 # the alarm", .set(Query(matcher: .identifier("when")), to: .date("09:30"))),
  ]

  @Test("the control steps", arguments: stepCases)
  func steps(line: String, expected: CheckStep.Action) throws {
    #expect(try parse(line) == expected)
  }

  static let expectationCases: [(String, CheckExpectation)] = [
    ("expect value #count 3", .controlValue(Query(matcher: .identifier("count")), .number(3))),
    ("expect value stepper 2 5", .controlValue(Query(kind: .stepper, matcher: .any, ordinal: 2), .number(5))),
    ("expect value #colour \"Blue\"", .controlValue(Query(matcher: .identifier("colour")), .text("Blue"))),
    (
      "expect value #when 2026-05-01 09:30",
      .controlValue(Query(matcher: .identifier("when")), .date("2026-05-01 09:30"))
    ),
    (
      "expect value #timer 25m", .controlValue(Query(matcher: .identifier("timer")), .duration(milliseconds: 1_500_000))
    ),
    ("expect #size selected segment \"Two\"", .selectedSegment(Query(matcher: .identifier("size")), .title("Two"))),
    ("expect #size selected segment 1", .selectedSegment(Query(matcher: .identifier("size")), .index(1))),
    ("expect segmented selected segment none", .selectedSegment(Query(kind: .segmented, matcher: .any), .none)),
    ("expect #size selected", .state(Query(matcher: .identifier("size")), .selected)),
  ]

  @Test("the control expectations", arguments: expectationCases)
  func expectations(line: String, expected: CheckExpectation) throws {
    #expect(try parse(line) == .expect(expected, negated: false))
  }

  static let errorCases: [(line: String, message: String, column: Int)] = [
    ("step #count sideways", "expected up or down, found sideways", 13),
    ("step #count upp", "expected up or down, found upp; did you mean \"up\"?", 13),
    ("select Two in #size", "expected the segment's title, in quotes, found Two", 8),
    ("select \"Two\" #size", "expected \"in\", found #size", 14),
    ("pick \"Blue\" in #c component x", "expected a component number, from 0, found x", 29),
    ("set #when at 09:30", "expected \"to\", found at; did you mean \"to\"?", 11),
    (
      "set #when to 2026-13-01",
      "expected a date such as 2026-05-01 09:30, a date such as 2026-05-01 or a time such as 09:30, found 2026", 14
    ),
    (
      "set #when to 25:00",
      "expected a date such as 2026-05-01 09:30, a date such as 2026-05-01 or a time such as 09:30, found 25", 14
    ),
    (
      "set #sound to of",
      "expected a value: a number such as 3, \"a title\", a date such as 2026-05-01 09:30, a time such as 09:30, "
        + "a duration such as 1h 30m, on or off, found of; did you mean \"on\"?", 15
    ),
    (
      "expect #size selected segment",
      "expected the segment's title in quotes, its index from 0, or none, found the end of the line", 30
    ),
    ("stepp #count up", "unknown step \"stepp\"; did you mean \"step\"?", 1),
    ("slect \"Two\" in #size", "unknown step \"slect\"; did you mean \"select\"?", 1),
  ]

  @Test("bad control steps say what was expected, where, and what was probably meant", arguments: errorCases)
  func errors(line: String, message: String, column: Int) {
    do {
      _ = try CheckParser.parseLine(line)
      Issue.record("\(line) parsed")
    } catch {
      #expect(error.description.contains(message), "\(error.description)")
      #expect(error.location.column == column, "\(line): \(error.location)")
    }
  }

  @Test(
    "written back as an author writes them",
    arguments: [
      "select \"Two\" in #size", "pick \"L\" in picker component 1", "pick \"Blue\" in #colour", "step #count up",
      "step stepper down 3", "set #when to 2026-05-01 09:30", "set #timer to 1h 30m", "set #size to \"Large\"",
      "set #sound to on", "set #count to 4", "expect value #count 3", "expect value #when 09:30",
      "expect #size selected segment \"Two\"", "expect #size selected segment none", "expect value #timer 25m",
    ])
  func roundTrip(line: String) throws {
    let step = try #require(try CheckParser.parseLine(line))
    #expect(step.action.description == line)
    #expect(try CheckParser.parseLine(step.action.description)?.action == step.action)
  }
}
