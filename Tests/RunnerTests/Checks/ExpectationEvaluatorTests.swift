import CheckLanguage
import DriverProtocol
import Testing

@testable import Runner

/// Every expectation kind the snapshot can answer, passing once and failing once.
@Suite("ExpectationEvaluator")
struct ExpectationEvaluatorTests {
  private static func node(
    _ id: Int, _ kind: ElementKind, text: String? = nil, title: String? = nil, identifier: String? = nil,
    visible: Bool = true, enabled: Bool = true, isOn: Bool? = nil, value: Double? = nil, alpha: Double = 1,
    focused: Bool = false
  ) -> ViewNode {
    ViewNode(
      id: id, className: "UI\(kind.rawValue.capitalized)", kind: kind,
      frame: Rect(x: 20, y: Double(id) * 50, width: 335, height: 44), alpha: alpha, isEnabled: enabled,
      isVisible: visible, text: text, title: title, accessibilityIdentifier: identifier, isFirstResponder: focused,
      isOn: isOn, value: value)
  }

  private static let state: CheckState = {
    let window = ViewNode(
      id: 1, className: "UIWindow", kind: .window, frame: Rect(x: 0, y: 0, width: 375, height: 667),
      children: [
        node(2, .label, text: "207 seconds left", identifier: "timeLeft"),
        node(3, .button, title: "Start"),
        node(4, .button, title: "Stop", enabled: false),
        node(5, .switch, identifier: "sound", isOn: true),
        node(6, .slider, identifier: "volume", value: 0.5),
        node(7, .label, text: "Ghost", identifier: "ghost", visible: false),
        node(8, .view, identifier: "box", alpha: 0.5),
        node(9, .field, identifier: "name", focused: true),
      ])
    let detail = ControllerNode(
      className: "DetailViewController", title: "Details", isViewLoaded: true, appearance: "appeared")
    let list = ControllerNode(
      className: "ListViewController", title: "Colors", isViewLoaded: true, appearance: "disappeared")
    let navigation = ControllerNode(
      className: "UINavigationController", title: nil, isViewLoaded: true, appearance: "appeared",
      navigationStack: ["ListViewController", "DetailViewController"],
      navigationBar: NavigationBarNode(
        isHidden: false, title: "Details", prompt: nil, backButtonTitle: "Colors", leftItems: [], rightItems: []),
      children: [list, detail])
    let snapshot = AppSnapshot(
      clockMilliseconds: 3000, applicationState: "active", window: window, controllers: navigation,
      keyboard: KeyboardState(isShown: true, frame: Rect(x: 0, y: 407, width: 375, height: 260)), alert: nil,
      timers: [TimerNode(interval: 1, repeats: true, nextFireMilliseconds: 4000)], log: [])
    let log = [
      "AppDelegate.didFinishLaunching", "ListViewController.viewDidLoad",
      "UINavigationController.push DetailViewController",
      "ListViewController.viewWillDisappear", "DetailViewController.viewWillAppear",
      "DetailViewController.viewDidAppear",
    ]
    return CheckState(snapshot: snapshot, log: log, output: "launched\ndone after 3 seconds\n")
  }()

  static let cases: [(String, Bool)] = [
    ("expect \"Start\"", true), ("expect \"Go\"", false),
    ("expect no \"Go\"", true), ("expect no \"Start\"", false),
    ("expect #timeLeft text \"207 seconds left\"", true), ("expect #timeLeft text \"207\"", false),
    ("expect #timeLeft text contains \"207\"", true), ("expect #timeLeft text contains \"208\"", false),
    ("expect #timeLeft text matches /^\\d+ seconds/", true), ("expect #timeLeft text matches /^left/", false),
    ("expect #name text empty", true), ("expect #timeLeft text empty", false),
    ("expect button \"Stop\" disabled", true), ("expect button \"Stop\" enabled", false),
    ("expect button \"Start\" enabled", true), ("expect #ghost hidden", true),
    ("expect button \"Start\" hidden", false),
    ("expect #name focused", true), ("expect #timeLeft focused", false),
    ("expect #sound on", true), ("expect #sound off", false),
    ("expect #box alpha 0.5", true), ("expect #box alpha 1", false),
    ("expect #volume value 0.5", true), ("expect #volume value 1", false),
    ("expect button \"Start\" frame 20,150,335,44", true), ("expect button \"Start\" frame 0,0,10,10", false),
    ("expect screen contains \"seconds left\"", true), ("expect screen contains \"Ghost\"", false),
    ("expect title \"Details\"", true), ("expect title \"Colors\"", false),
    ("expect top DetailViewController", true), ("expect top ListViewController", false),
    ("expect stack ListViewController, DetailViewController", true), ("expect stack ListViewController", false),
    ("expect nothing presented", true), ("expect presented DetailViewController", false),
    ("expect presented alert \"Delete?\"", false),
    ("expect keyboard shown", true), ("expect keyboard hidden", false),
    ("expect timers 1", true), ("expect timers 0", false),
    ("expect log contains \"viewDidLoad\"", true), ("expect log contains \"viewDidUnload\"", false),
    ("expect log count \"ListViewController\" 2", true), ("expect log count \"ListViewController\" 1", false),
    (
      "expect log order \"ListViewController.viewWillDisappear\", \"DetailViewController.viewWillAppear\"", true
    ),
    (
      "expect log order \"DetailViewController.viewWillAppear\", \"ListViewController.viewWillDisappear\"", false
    ),
    ("expect output contains \"done\"", true), ("expect output contains \"nope\"", false),
    ("expect output line 2 \"done after 3 seconds\"", true), ("expect output line 1 \"done\"", false),
    ("expect output empty", false), ("expect no crash", true),
  ]

  @Test("each expectation passes or fails as the state says", arguments: cases)
  func evaluate(line: String, passes: Bool) throws {
    let step = try #require(try CheckParser.parseLine(line))
    guard case .expect(let expectation, let negated) = step.action else {
      Issue.record("not an expectation: \(line)")
      return
    }
    let verdict = ExpectationEvaluator(state: Self.state).evaluate(expectation, negated: negated)
    #expect(verdict.passed == passes, "\(line): \(verdict)")
  }

  @Test("a failure says what was expected and what was found")
  func failureMessage() throws {
    let verdict = ExpectationEvaluator(state: Self.state).evaluate(
      .text(Query(matcher: .identifier("timeLeft")), .equals("207")), negated: false)
    #expect(verdict == .failed(expected: "\"207\"", found: "\"207 seconds left\""))
  }
}
