import CheckLanguage
import DriverProtocol
import Testing

@testable import Runner

/// The expectations about layout (docs/check-language.md "Layout") on a hand-built screen: an
/// iPhone SE in portrait, a navigation bar, the keyboard up. Each passes once and fails once with
/// the exact words of its failure.
@Suite("LayoutEvaluator")
struct LayoutEvaluatorTests {
  private static func view(
    _ id: Int, _ kind: ElementKind, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    identifier: String? = nil, text: String? = nil, title: String? = nil, className: String? = nil,
    hidden: Bool = false, visible: Bool = true, safeArea: Rect? = nil, children: [ViewNode] = []
  ) -> ViewNode {
    ViewNode(
      id: id, className: className ?? "UI\(kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst())",
      kind: kind, frame: Rect(x: x, y: y, width: width, height: height), isHidden: hidden, isVisible: visible,
      text: text, title: title, accessibilityIdentifier: identifier, safeArea: safeArea, children: children)
  }

  /// 320 × 568; the window's safe area starts under the status bar (y 20), the content
  /// controller's under the navigation bar (y 64); the keyboard covers y 315–568.
  private static func snapshot(content: [ViewNode], warnings: [String] = [], keyboard: Bool = true) -> AppSnapshot {
    let screen = Rect(x: 0, y: 0, width: 320, height: 568)
    let contentView = view(
      3, .view, 0, 0, 320, 568, safeArea: Rect(x: 0, y: 64, width: 320, height: 504), children: content)
    let bar = view(
      4, .navigationBar, 0, 20, 320, 44, children: [view(5, .navigationTitle, 130, 31, 60, 21, text: "Home")])
    let container = view(
      2, .view, 0, 0, 320, 568, className: "UILayoutContainerView",
      safeArea: Rect(x: 0, y: 20, width: 320, height: 548),
      children: [contentView, bar])
    let window = view(
      1, .window, 0, 0, 320, 568, safeArea: Rect(x: 0, y: 20, width: 320, height: 548), children: [container])
    _ = screen
    return AppSnapshot(
      clockMilliseconds: 0, applicationState: "active", window: window, controllers: nil,
      keyboard: KeyboardState(isShown: keyboard, frame: keyboard ? Rect(x: 0, y: 315, width: 320, height: 253) : nil),
      alert: nil, timers: [], log: [], layoutWarnings: warnings)
  }

  private static let screen = snapshot(content: [
    view(10, .label, 60, 100, 200, 21, identifier: "title", text: "Welcome"),
    view(11, .field, 20, 140, 200, 30, identifier: "name"),
    view(12, .button, 230, 140, 70, 30, identifier: "save", title: "Save"),
    view(13, .label, 20, 30, 100, 20, identifier: "under", text: "Under the bar"),
    view(
      14, .view, 20, 200, 200, 100, identifier: "card",
      children: [
        view(15, .button, 150, 210, 100, 30, identifier: "spill", title: "Spill")
      ]),
    view(16, .label, 40, 150, 100, 20, identifier: "over", text: "Over"),
    // Under the keyboard, whose frame covers its centre: not visible to a query.
    view(17, .button, 20, 500, 280, 44, identifier: "low", title: "Low", visible: false),
    view(18, .label, 20, 320, 100, 20, identifier: "ghost", text: "Boo", hidden: true, visible: false),
    view(19, .label, 10.25, 260.5, 120.333, 20.666, identifier: "odd", text: "Odd"),
  ])

  private func verdict(_ line: String, on snapshot: AppSnapshot = screen) throws -> Verdict {
    let step = try #require(try CheckParser.parseLine(line))
    guard case .expect(let expectation, let negated) = step.action else {
      Issue.record("not an expectation: \(line)")
      return .passed
    }
    return ExpectationEvaluator(state: CheckState(snapshot: snapshot)).evaluate(expectation, negated: negated)
  }

  @Test(
    "passing",
    arguments: [
      "expect #title above #name", "expect #name below #title", "expect #name left of #save",
      "expect #save right of #name", "expect no #name above #title", "expect no #save left of #name",
      "expect #title inside safe area", "expect #save inside safe area", "expect no #under inside safe area",
      "expect #title fully visible", "expect no #low fully visible", "expect no #ghost fully visible",
      "expect no #spill fully visible", "expect no #under fully visible", "expect #title centered",
      "expect no #name centered", "expect #save width 70", "expect #save width 70.5", "expect #save width 69.5",
      "expect #save height 30", "expect no #save height 31", "expect #odd width 120.333", "expect layout ok",
    ])
  func passing(line: String) throws {
    #expect(try verdict(line) == .passed)
  }

  static let failures: [(line: String, expected: String, found: String)] = [
    (
      "expect #name above #title", "#name above #title: #name's bottom at or above #title's top",
      "#name is at y 140–170, #title at y 100–121"
    ),
    (
      "expect #title below #name", "#title below #name: #title's top at or below #name's bottom",
      "#title is at y 100–121, #name at y 140–170"
    ),
    (
      "expect #save left of #name", "#save left of #name: #save's right edge at or left of #name's left edge",
      "#save is at x 230–300, #name at x 20–220"
    ),
    (
      "expect #name right of #save", "#name right of #save: #name's left edge at or right of #save's right edge",
      "#name is at x 20–220, #save at x 230–300"
    ),
    (
      "expect no #title above #name", "#title not above #name: #title's bottom below #name's top",
      "#title is at y 100–121, #name at y 140–170"
    ),
    (
      "expect #odd above #title", "#odd above #title: #odd's bottom at or above #title's top",
      "#odd is at y 260.5–281.17, #title at y 100–121"
    ),
    (
      "expect #under inside safe area", "#under inside the safe area, x 0–320, y 64–568",
      "#under is at x 20–120, y 30–50, past the safe area's top (y 64)"
    ),
    (
      "expect no #title inside safe area", "#title reaching out of the safe area, x 0–320, y 64–568",
      "#title is at x 60–260, y 100–121, inside it"
    ),
    (
      "expect #low fully visible",
      "#low fully visible: shown, inside the window and its superviews, covered by nothing",
      "#low is at x 20–300, y 500–544, under the keyboard at y 315–568"
    ),
    (
      "expect #spill fully visible",
      "#spill fully visible: shown, inside the window and its superviews, covered by nothing",
      "#spill is at x 150–250, y 210–240, reaching out of its superview #card at x 20–220, y 200–300"
    ),
    (
      "expect #under fully visible",
      "#under fully visible: shown, inside the window and its superviews, covered by nothing",
      "#under is at x 20–120, y 30–50, under the navigation bar at y 20–64"
    ),
    (
      "expect #ghost fully visible",
      "#ghost fully visible: shown, inside the window and its superviews, covered by nothing",
      "#ghost is at x 20–120, y 320–340, hidden (isHidden)"
    ),
    (
      "expect no #title fully visible", "#title not fully visible",
      "#title is at x 60–260, y 100–121, in full view"
    ),
    (
      "expect #name centered", "#name centered in its superview: its centre at x 160",
      "#name is at x 20–220, centre x 120; its superview UIView at x 0–320, centre x 160"
    ),
    (
      "expect no #title centered", "#title off the centre of its superview (x 160)",
      "#title is at x 60–260, centre x 160; its superview UIView at x 0–320, centre x 160"
    ),
    ("expect #save width 71", "#save 71 points wide", "#save is 70 points wide, at x 230–300"),
    ("expect #save width 70.6", "#save 70.6 points wide", "#save is 70 points wide, at x 230–300"),
    ("expect #save height 44", "#save 44 points tall", "#save is 30 points tall, at y 140–170"),
    ("expect no #save width 70", "#save not 70 points wide", "#save is 70 points wide, at x 230–300"),
    (
      "expect no overlaps", "no two visible controls or labels overlapping",
      "#name at x 20–220, y 140–170 overlaps #over at x 40–140, y 150–170"
    ),
  ]

  @Test("failing: what was expected and the frames found", arguments: failures)
  func failing(line: String, expected: String, found: String) throws {
    #expect(try verdict(line) == .failed(expected: expected, found: found))
  }

  @Test("an element that is not on screen fails the expectation, with no in front too")
  func missingElement() throws {
    for line in ["expect #missing above #title", "expect no #missing above #title", "expect no #title below #missing"] {
      guard case .failed(let expected, let found) = try verdict(line) else {
        Issue.record("\(line) passed")
        continue
      }
      #expect(expected == "#missing on screen")
      #expect(found.hasPrefix("nothing on screen matches #missing"))
    }
    // Not there at all is not "there, but not in full view".
    guard case .failed(_, let found) = try verdict("expect no #missing fully visible") else {
      Issue.record("passed")
      return
    }
    #expect(found.hasPrefix("nothing on screen matches #missing"))
  }

  @Test("frames half a point apart still count as touching; more is an overlap")
  func tolerance() throws {
    let touching = Self.snapshot(content: [
      Self.view(10, .label, 0, 100, 100, 20.5, identifier: "a", text: "A"),
      Self.view(11, .label, 0, 120, 100, 20, identifier: "b", text: "B"),
      Self.view(12, .button, 99.5, 120, 50, 20, identifier: "c", title: "C"),
    ])
    #expect(try verdict("expect #a above #b", on: touching) == .passed)
    #expect(try verdict("expect #c right of #b", on: touching) == .passed)
    #expect(try verdict("expect no overlaps", on: touching) == .passed)
    let crossing = Self.snapshot(content: [
      Self.view(10, .label, 0, 100, 100, 20.6, identifier: "a", text: "A"),
      Self.view(11, .label, 0, 120, 100, 20, identifier: "b", text: "B"),
    ])
    #expect(
      try verdict("expect #a above #b", on: crossing)
        == .failed(
          expected: "#a above #b: #a's bottom at or above #b's top", found: "#a is at y 100–120.6, #b at y 120–140"))
    #expect(
      try verdict("expect no overlaps", on: crossing)
        == .failed(
          expected: "no two visible controls or labels overlapping",
          found: "#a at x 0–100, y 100–120.6 overlaps #b at x 0–100, y 120–140"))
  }

  @Test("no overlaps: a view in a control, labels with no text and plain views do not count; names without ids")
  func overlapCandidates() throws {
    let screen = Self.snapshot(
      content: [
        Self.view(
          10, .button, 20, 100, 200, 44, title: "Start",
          children: [Self.view(11, .label, 30, 110, 100, 20, text: "Start")]),
        Self.view(12, .label, 20, 100, 200, 44, text: ""),
        Self.view(13, .view, 0, 0, 320, 568, identifier: "background"),
        Self.view(14, .image, 20, 100, 50, 50),
      ], keyboard: false)
    #expect(try verdict("expect no overlaps", on: screen) == .passed)
    let clash = Self.snapshot(
      content: [
        Self.view(10, .button, 20, 100, 200, 44, title: "Start"),
        Self.view(11, .switch, 200, 110, 51, 31),
      ], keyboard: false)
    #expect(
      try verdict("expect no overlaps", on: clash)
        == .failed(
          expected: "no two visible controls or labels overlapping",
          found: "button \"Start\" at x 20–220, y 100–144 overlaps UISwitch at x 200–251, y 110–141"))
  }

  @Test("layout ok lists the layout warnings of the snapshot, one line each")
  func layoutWarnings() throws {
    let broken = Self.snapshot(
      content: [],
      warnings: [
        "Unable to simultaneously satisfy constraints.\n    \"<NSLayoutConstraint:0x1 UILabel:0x2.width == 100>\"",
        "UILabel:0x2 has an ambiguous layout",
      ])
    #expect(
      try verdict("expect layout ok", on: broken)
        == .failed(
          expected: "a layout with no unsatisfiable constraints and no ambiguous views",
          found: "2 layout warnings: Unable to simultaneously satisfy constraints. "
            + "\"<NSLayoutConstraint:0x1 UILabel:0x2.width == 100>\"; UILabel:0x2 has an ambiguous layout"))
    let one = Self.snapshot(content: [], warnings: ["UILabel:0x2 has an ambiguous layout"])
    #expect(
      try verdict("expect layout ok", on: one)
        == .failed(
          expected: "a layout with no unsatisfiable constraints and no ambiguous views",
          found: "1 layout warning: UILabel:0x2 has an ambiguous layout"))
  }

  @Test("the safe area is the nearest controller view's: the window's for a view outside any controller")
  func windowSafeArea() throws {
    let label = Self.view(20, .label, 10, 10, 100, 20, identifier: "top", text: "Top")
    let window = Self.view(
      1, .window, 0, 0, 320, 568, safeArea: Rect(x: 0, y: 20, width: 320, height: 548), children: [label])
    let snapshot = AppSnapshot(
      clockMilliseconds: 0, applicationState: "active", window: window, controllers: nil,
      keyboard: KeyboardState(isShown: false, frame: nil), alert: nil, timers: [], log: [])
    #expect(
      try verdict("expect #top inside safe area", on: snapshot)
        == .failed(
          expected: "#top inside the safe area, x 0–320, y 20–568",
          found: "#top is at x 10–110, y 10–30, past the safe area's top (y 20)"))
  }

  @Test("a layer the window shows in front (a presented screen) covers what is behind it")
  func coveredByPresentedScreen() throws {
    let label = Self.view(20, .label, 10, 100, 100, 20, identifier: "behind", text: "Behind")
    let root = Self.view(
      2, .view, 0, 0, 320, 568, safeArea: Rect(x: 0, y: 20, width: 320, height: 548), children: [label])
    let sheet = Self.view(
      3, .view, 0, 80, 320, 488, identifier: "sheet", safeArea: Rect(x: 0, y: 80, width: 320, height: 488))
    let window = Self.view(
      1, .window, 0, 0, 320, 568, safeArea: Rect(x: 0, y: 20, width: 320, height: 548), children: [root, sheet])
    let snapshot = AppSnapshot(
      clockMilliseconds: 0, applicationState: "active", window: window, controllers: nil,
      keyboard: KeyboardState(isShown: false, frame: nil), alert: nil, timers: [], log: [])
    #expect(
      try verdict("expect #behind fully visible", on: snapshot)
        == .failed(
          expected: "#behind fully visible: shown, inside the window and its superviews, covered by nothing",
          found: "#behind is at x 10–110, y 100–120, under #sheet at x 0–320, y 80–568, in front of the screen"))
  }

  @Test("coordinates are written to two decimals at most")
  func numbers() {
    #expect(LayoutText.number(120) == "120")
    #expect(LayoutText.number(20.5) == "20.5")
    #expect(LayoutText.number(141.33333) == "141.33")
    #expect(LayoutText.number(-0.5) == "-0.5")
    #expect(LayoutText.number(99.999) == "100")
  }
}
