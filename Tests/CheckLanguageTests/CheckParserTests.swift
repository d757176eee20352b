import Testing

@testable import CheckLanguage

/// Every step form of docs/check-language.md parses to the step it names.
@Suite("CheckParser — steps")
struct CheckParserTests {
  private func parse(_ line: String) throws -> CheckStep.Action {
    let step = try CheckParser.parseLine(line)
    return try #require(step).action
  }

  static let launchCases: [(String, CheckStep.Action)] = [
    ("launch", .launch(.app)),
    ("launch EggTimerViewController", .launch(.host(.init(className: "EggTimerViewController", inNavigation: false)))),
    (
      "launch EggTimerViewController in navigation",
      .launch(.host(.init(className: "EggTimerViewController", inNavigation: true)))
    ),
    (
      "launch tabs A, B in navigation",
      .launch(.tabs([.init(className: "A", inNavigation: false), .init(className: "B", inNavigation: true)]))
    ),
    ("relaunch", .relaunch), ("background", .background), ("foreground", .foreground),
    ("memory-warning", .memoryWarning), ("rotate landscape", .rotate(landscape: true)),
    ("rotate portrait", .rotate(landscape: false)),
  ]

  @Test("launching and app state", arguments: launchCases)
  func launching(line: String, expected: CheckStep.Action) throws {
    #expect(try parse(line) == expected)
  }

  static let actionCases: [(String, CheckStep.Action)] = [
    ("tap \"Start\"", .tap(Query(matcher: .text("Start")))),
    ("tap #timeLeft", .tap(Query(matcher: .identifier("timeLeft")))),
    ("tap button \"Start\"", .tap(Query(kind: .button, matcher: .text("Start")))),
    ("tap button 2", .tap(Query(kind: .button, matcher: .any, ordinal: 2))),
    ("tap item \"Next >\"", .tap(Query(kind: .item, matcher: .text("Next >")))),
    ("tap cell 3", .tap(Query(kind: .cell, matcher: .any, cell: (0, 3)))),
    ("tap cell 1:3", .tap(Query(kind: .cell, matcher: .any, cell: (1, 3)))),
    ("tap #t cell 3", .tap(Query(kind: .cell, matcher: .any, cell: (0, 3), table: "t"))),
    ("tap item 4", .tap(Query(kind: .item, matcher: .any, cell: (0, 4)))),
    ("tap #grid item 1:3", .tap(Query(kind: .item, matcher: .any, cell: (1, 3), table: "grid"))),
    ("tap #grid cell 2", .tap(Query(kind: .cell, matcher: .any, cell: (0, 2), table: "grid"))),
    ("tap outside", .tapOutside),
    ("tap link \"Sign in\"", .tapLink("Sign in")),
    ("type \"Bob\"", .type("Bob", into: nil)),
    ("type \"Bob\" into field \"Name\"", .type("Bob", into: Query(kind: .field, matcher: .text("Name")))),
    ("clear #name", .clear(Query(matcher: .identifier("name")))),
    ("return", .pressReturn), ("back", .back),
    ("toggle switch", .toggle(Query(kind: .switch, matcher: .any))),
    ("slide #volume to 0.5", .slide(Query(matcher: .identifier("volume")), to: 0.5)),
    ("scroll table to row 40", .scroll(Query(kind: .table, matcher: .any), toRow: 40, section: 0)),
    ("scroll collection to row 7", .scroll(Query(kind: .collection, matcher: .any), toRow: 7, section: 0)),
    ("swipe cell 2 left", .swipe(Query(kind: .cell, matcher: .any, cell: (0, 2)), direction: .left)),
    ("advance 250ms", .advance(milliseconds: 250)), ("advance 3s", .advance(milliseconds: 3000)),
    ("advance 2m", .advance(milliseconds: 120_000)), ("advance 1h", .advance(milliseconds: 3_600_000)),
    ("advance 1.5s", .advance(milliseconds: 1500)),
    ("stall 2s", .stall(milliseconds: 2000)), ("stall 250ms", .stall(milliseconds: 250)),
    ("delete", .delete(count: 1)), ("delete 3", .delete(count: 3)),
    ("screen", .look(.screen)), ("tree", .look(.tree(constraints: false))),
    ("tree constraints", .look(.tree(constraints: true))), ("store Users", .look(.store(entity: "Users"))),
    ("snapshot screen.svg", .look(.snapshot(file: "screen.svg"))),
    ("snapshot \"out/screen.svg\"", .look(.snapshot(file: "out/screen.svg"))),
  ]

  @Test("acting like a user, and looking", arguments: actionCases)
  func acting(line: String, expected: CheckStep.Action) throws {
    #expect(try parse(line) == expected)
  }

  static let expectationCases: [(String, CheckExpectation, Bool)] = [
    ("expect \"Start\"", .visible(Query(matcher: .text("Start"))), false),
    ("expect no \"Start\"", .visible(Query(matcher: .text("Start"))), true),
    ("expect collection", .visible(Query(kind: .collection, matcher: .any)), false),
    (
      "expect #grid item 1:3 selected",
      .state(Query(kind: .item, matcher: .any, cell: (1, 3), table: "grid"), .selected), false
    ),
    ("expect #timeLeft text \"207\"", .text(Query(matcher: .identifier("timeLeft")), .equals("207")), false),
    (
      "expect label #x text contains \"left\"",
      .text(Query(kind: .label, matcher: .identifier("x")), .contains("left")), false
    ),
    (
      "expect #x text matches /\\d+ left/", .text(Query(matcher: .identifier("x")), .matches(regex: "\\d+ left")), false
    ),
    ("expect #x text empty", .text(Query(matcher: .identifier("x")), .empty), false),
    ("expect button \"Stop\" disabled", .state(Query(kind: .button, matcher: .text("Stop")), .disabled), false),
    ("expect switch on", .state(Query(kind: .switch, matcher: .any), .on), false),
    ("expect #box alpha 0", .alpha(Query(matcher: .identifier("box")), 0), false),
    ("expect slider value 0.5", .value(Query(kind: .slider, matcher: .any), 0.5), false),
    (
      "expect #start frame 20,100,335,44",
      .frame(Query(matcher: .identifier("start")), x: 20, y: 100, width: 335, height: 44), false
    ),
    ("expect screen contains \"Hi Bob!\"", .screenContains("Hi Bob!"), false),
    ("expect title \"Our Egg Timer\"", .title("Our Egg Timer"), false),
    ("expect web title \"Google\"", .webTitle("Google"), false),
    ("expect web url \"https://example.com/login\"", .webURL("https://example.com/login"), false),
    ("expect top EggTimerViewController", .top(className: "EggTimerViewController"), false),
    ("expect stack A, B", .stack(["A", "B"]), false),
    ("expect presented DetailViewController", .presented(className: "DetailViewController"), false),
    ("expect presented alert \"Delete?\"", .presentedAlert(title: "Delete?"), false),
    ("expect nothing presented", .nothingPresented, false),
    ("expect keyboard shown", .keyboard(shown: true), false),
    ("expect rows 10", .rows(table: nil, count: 10), false),
    ("expect #t rows 10", .rows(table: "t", count: 10), false),
    ("expect sections 2", .sections(table: nil, count: 2), false),
    (
      "expect cell 3 text \"2 x 4 = 8\"", .text(Query(kind: .cell, matcher: .any, cell: (0, 3)), .equals("2 x 4 = 8")),
      false
    ),
    ("expect defaults \"username\" \"Bob\"", .defaults(key: "username", value: .string("Bob")), false),
    ("expect defaults \"launches\" 2", .defaults(key: "launches", value: .number(2)), false),
    (
      "expect defaults \"tags\" [\"a\",\"b\"]", .defaults(key: "tags", value: .array([.string("a"), .string("b")])),
      false
    ),
    ("expect defaults \"flag\" true", .defaults(key: "flag", value: .bool(true)), false),
    ("expect defaults \"username\" missing", .defaults(key: "username", value: nil), false),
    ("expect store Users count 1", .store(entity: "Users", filter: nil, count: 1), false),
    (
      "expect store Users where name == \"Bob\" count 1",
      .store(entity: "Users", filter: .init(attribute: "name", comparison: "==", value: .string("Bob")), count: 1),
      false
    ),
    ("expect output contains \"done\"", .output(.contains("done")), false),
    ("expect output line 2 \"hello\"", .output(.line(2, "hello")), false),
    ("expect output empty", .output(.empty), false),
    ("expect log contains \"ViewController.viewDidLoad\"", .log(.contains("ViewController.viewDidLoad")), false),
    ("expect log count \"X.viewDidLoad\" 1", .log(.count("X.viewDidLoad", 1)), false),
    (
      "expect log order \"A.viewWillDisappear\", \"B.viewWillAppear\"",
      .log(.order(["A.viewWillDisappear", "B.viewWillAppear"])), false
    ),
    ("expect timers 0", .timers(0), false),
    ("expect no crash", .noCrash, false),
  ]

  @Test("expectations", arguments: expectationCases)
  func expectations(line: String, expected: CheckExpectation, negated: Bool) throws {
    #expect(try parse(line) == .expect(expected, negated: negated))
  }

  @Test("blank lines and comments are skipped; a trailing comment is ignored; ids are not comments")
  func comments() throws {
    #expect(try CheckParser.parseLine("") == nil)
    #expect(try CheckParser.parseLine("   # just a note") == nil)
    #expect(try parse("tap #start  # the big button") == .tap(Query(matcher: .identifier("start"))))
  }

  @Test("a block keeps each step's file line and column")
  func locations() {
    let (steps, errors) = CheckParser.parse("launch\n\n  tap \"Start\"\nadvance 3s", firstLine: 40, column: 1)
    #expect(errors.isEmpty)
    #expect(
      steps.map(\.location) == [.init(line: 40, column: 1), .init(line: 42, column: 3), .init(line: 43, column: 1)])
  }
}

/// A parsed step written back in the check language reads as the author wrote it (canonical form).
@Suite("CheckStep — written back")
struct CheckStepDescriptionTests {
  @Test(
    "round trip",
    arguments: [
      "launch", "launch EggTimerViewController in navigation", "launch tabs A, B in navigation", "tap \"Start\"",
      "tap #t cell 1:3", "tap button 2", "type \"Bob\" into field \"Name\"", "advance 250ms", "advance 3s",
      "advance 2m", "slide #volume to 0.5", "expect no \"Start\"", "expect #x text matches /\\d+ left/",
      "expect #start frame 20,100,335,44", "expect defaults \"tags\" [\"a\",\"b\"]",
      "expect store Users where name == \"Bob\" count 1", "expect log order \"A\", \"B\"", "expect no crash",
      "expect #t rows 10", "store Users", "snapshot screen.svg", "snapshot \"out/screen.svg\"", "stall 2s", "delete",
      "delete 3", "tap alert \"Delete\"",
    ])
  func roundTrip(line: String) throws {
    let step = try #require(try CheckParser.parseLine(line))
    #expect(step.action.description == line)
    #expect(try CheckParser.parseLine(step.action.description)?.action == step.action)
  }
}
