import DriverProtocol
import Testing

@testable import CheckLanguage

/// The `device` step and the expectations about layout (docs/check-language.md "Launching and the
/// app's life", "Layout"): each form parses to its step, reads back as written, and each mistake
/// is reported with its column and, where a word is close, a suggestion.
@Suite("CheckParser — devices and layout")
struct LayoutCheckParserTests {
  private func parse(_ line: String) throws -> CheckStep.Action {
    try #require(try CheckParser.parseLine(line)).action
  }

  @Test("device NAME, for every device a lesson may name", arguments: DeviceModel.allCases)
  func device(model: DeviceModel) throws {
    #expect(try parse("device \(model.rawValue)") == .device(model))
  }

  private static let a = Query(matcher: .identifier("a"))
  private static let b = Query(matcher: .identifier("b"))
  private static let x = Query(matcher: .identifier("x"))

  static let cases: [(String, CheckExpectation.Layout, Bool)] = [
    ("expect #a above #b", .position(a, .above, b), false),
    ("expect #a below #b", .position(a, .below, b), false),
    ("expect #a left of #b", .position(a, .leftOf, b), false),
    ("expect #a right of #b", .position(a, .rightOf, b), false),
    (
      "expect button \"Save\" right of field \"Name\"",
      .position(Query(kind: .button, matcher: .text("Save")), .rightOf, Query(kind: .field, matcher: .text("Name"))),
      false
    ),
    (
      "expect label 2 above button",
      .position(Query(kind: .label, matcher: .any, ordinal: 2), .above, Query(kind: .button, matcher: .any)), false
    ),
    ("expect no #a above #b", .position(a, .above, b), true),
    ("expect #x inside safe area", .insideSafeArea(x), false),
    ("expect no #x inside safe area", .insideSafeArea(x), true),
    ("expect #x fully visible", .fullyVisible(x), false),
    ("expect no #x fully visible", .fullyVisible(x), true),
    ("expect #x centered", .centered(x), false),
    ("expect #x width 120", .width(x, 120), false),
    ("expect #x height 44", .height(x, 44), false),
    ("expect #x height 20.5", .height(x, 20.5), false),
    ("expect no #x width 0", .width(x, 0), true),
    ("expect no overlaps", .noOverlaps, false),
    ("expect layout ok", .ok, false),
  ]

  @Test("expectations about layout", arguments: cases)
  func layout(line: String, expected: CheckExpectation.Layout, negated: Bool) throws {
    #expect(try parse(line) == .expect(.layout(expected), negated: negated))
  }

  @Test(
    "written back as the author wrote them",
    arguments: [
      "device iphone-se", "device ipad", "expect #a above #b", "expect #a left of #b", "expect no #a right of #b",
      "expect button \"Save\" below #title", "expect #x inside safe area", "expect #x fully visible",
      "expect no #x fully visible", "expect #x centered", "expect #x width 120", "expect #x height 20.5",
      "expect no overlaps", "expect layout ok",
    ])
  func roundTrip(line: String) throws {
    let action = try parse(line)
    #expect(action.description == line)
    #expect(try parse(action.description) == action)
  }

  static let errors: [(line: String, message: String, column: Int)] = [
    (
      "device iphone-es",
      "expected a device: iphone-se, iphone-8, iphone-15 or ipad, found iphone-es; did you mean \"iphone-se\"?", 8
    ),
    (
      "device iPhone-15",
      "expected a device: iphone-se, iphone-8, iphone-15 or ipad, found iPhone-15; did you mean \"iphone-15\"?", 8
    ),
    ("device ipda", "expected a device: iphone-se, iphone-8, iphone-15 or ipad, found ipda; did you mean \"ipad\"?", 8),
    ("device pixel", "expected a device: iphone-se, iphone-8, iphone-15 or ipad, found pixel", 8),
    ("device", "expected a device: iphone-se, iphone-8, iphone-15 or ipad, found the end of the line", 7),
    ("device ipad landscape", "unexpected landscape after a complete step; remove it or start a new line", 13),
    (
      "expect #a abvoe #b",
      "expected text, a state (enabled, disabled, hidden, focused, selected, on, off), alpha, value, frame, above, "
        + "below, left of, right of, inside safe area, fully visible, centered, width or height, found abvoe; "
        + "did you mean \"above\"?", 11
    ),
    (
      "expect #x centred",
      "expected text, a state (enabled, disabled, hidden, focused, selected, on, off), alpha, value, frame, above, "
        + "below, left of, right of, inside safe area, fully visible, centered, width or height, found centred; "
        + "did you mean \"centered\"?", 11
    ),
    (
      "expect #a above",
      "expected an element: \"text\", #identifier, a kind such as button, or a class name, found the end of the line",
      16
    ),
    ("expect #a left #b", "expected \"of\", found #b", 16),
    ("expect #a right off #b", "expected \"of\", found off; did you mean \"of\"?", 17),
    ("expect #x inside area", "expected \"safe\", found area", 18),
    ("expect #x inside safe", "expected \"area\", found the end of the line", 22),
    ("expect #x fully", "expected \"visible\", found the end of the line", 16),
    ("expect #x fully visble", "expected \"visible\", found visble; did you mean \"visible\"?", 17),
    ("expect #x width", "expected a width in points, such as 120, found the end of the line", 16),
    ("expect #x width -1", "expected a width in points, such as 120, found -1", 17),
    ("expect #x height wide", "expected a height in points, such as 44, found wide", 18),
    ("expect #x centered #y", "unexpected #y after a complete step; remove it or start a new line", 20),
    ("expect layout", "expected \"ok\", found the end of the line", 14),
    ("expect layout fine", "expected \"ok\", found fine", 15),
    ("expect no overlaps #a", "unexpected #a after a complete step; remove it or start a new line", 20),
  ]

  @Test("mistakes: the message and the column", arguments: errors)
  func mistakes(line: String, message: String, column: Int) {
    do {
      _ = try CheckParser.parseLine(line, line: 3)
      Issue.record("\(line) parsed")
    } catch {
      #expect(error.description == message)
      #expect(error.location == SourceLocation(line: 3, column: column))
    }
  }

  @Test("a device after the check's launch is an error at the device's line; the launch's line is named")
  func deviceAfterLaunch() {
    let (steps, errors) = CheckParser.parse(
      "device iphone-se\nlaunch\nrotate landscape\ndevice ipad\nexpect layout ok", firstLine: 20)
    #expect(
      steps.map(\.action) == [
        .device(.iPhoneSE), .launch(.app), .rotate(landscape: true), .expect(.layout(.ok), negated: false),
      ])
    #expect(
      errors == [
        .deviceAfterLaunch(device: "ipad", launchLine: 21, location: SourceLocation(line: 23, column: 1))
      ])
    #expect(
      errors.first?.description
        == "device ipad comes after the launch on line 21, and a device cannot change under a running app; "
        + "put it before launch")
  }

  @Test("devices before launch, and a block without launch, are fine")
  func devicesBeforeLaunch() {
    #expect(CheckParser.parse("device iphone-se\ndevice ipad\nlaunch").errors.isEmpty)
    #expect(CheckParser.parse("device iphone-15\nexpect layout ok").errors.isEmpty)
  }
}
