import CheckLanguage
import DriverProtocol
import Foundation
import LessonKit
import Presentation
import Testing
import TutorTestSupport

@testable import Runner

/// How `check`, `watch` and `tutor check` word an exercise's run (CheckPresenter), from
/// hand-built results of the fixture class's counter lesson: a passed check, a failed one with
/// its step, expected, found and the screen at that moment, an app that ended, a Swift check's
/// expectations, failed builds and the endings. Compared with golden files.
@Suite("Check presenter")
struct CheckPresenterTests {
  /// The fixture class's lesson, read as `01-counter.md` so the golden files name no folder.
  static let lesson: Lesson? = {
    let path = TestPaths.fixture("GradeLessons/01-counter.md")
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return LessonParser.parse(source: text, file: "01-counter.md").0
  }()

  /// The counter's screen when the failing step ran: the count still at 0, the Add button.
  static let screen: AppSnapshot = {
    let label = ViewNode(
      id: 2, className: "UILabel", kind: .label, frame: Rect(x: 20, y: 100, width: 335, height: 44), text: "0")
    let button = ViewNode(
      id: 3, className: "UIButton", kind: .button, frame: Rect(x: 20, y: 160, width: 335, height: 44), title: "Add")
    let root = ViewNode(
      id: 1, className: "UIView", kind: .view, frame: Rect(x: 0, y: 0, width: 375, height: 667),
      children: [label, button])
    let window = ViewNode(
      id: 0, className: "UIWindow", kind: .window, frame: Rect(x: 0, y: 0, width: 375, height: 667), children: [root])
    return AppSnapshot(
      clockMilliseconds: 0, applicationState: "active", window: window, controllers: nil,
      keyboard: KeyboardState(isShown: false, frame: nil), alert: nil, timers: [], log: [])
  }()

  private func presenter() throws -> CheckPresenter {
    let style = TerminalStyle(colored: false)
    return CheckPresenter(
      style: style, lesson: try #require(Self.lesson), screen: { ScreenRenderer(style: style).render($0) })
  }

  /// The count exercise's check titled `title`, with `outcome`.
  private func result(_ title: String, _ outcome: CheckOutcome) throws -> CheckResult {
    let checks = try #require(Self.lesson?.exercises.first { $0.id == "count" }?.checks)
    let number = try #require(checks.firstIndex { $0.title == title })
    return CheckResult(number: number, check: checks[number], outcome: outcome)
  }

  private func failed(
    line: Int, step: String, expected: String, found: String, snapshot: AppSnapshot? = nil
  ) -> CheckRunner.Result {
    .failed(
      step: step, location: SourceLocation(line: line, column: 1), expected: expected, found: found,
      snapshot: snapshot)
  }

  /// What the presenter shows for `results` and the run they make, as the commands print it.
  private func transcript(_ results: [CheckResult], selected: Int, interrupted: Bool = false) throws -> String {
    let presenter = try presenter()
    let run = ExerciseRun(
      build: .success(BuiltApp(executable: "/tmp/Counter", cached: false)), results: results, selected: selected,
      interrupted: interrupted)
    return results.map(presenter.result).joined() + presenter.ending(of: run)
  }

  @Test("a passed check is one line with a tick")
  func passed() throws {
    let passed = try result("Starts at zero", CheckOutcome(result: .passed))
    #expect(try presenter().result(passed) == "  ✓ Starts at zero\n")
  }

  @Test("a failed check: the step at its lesson line, expected and found, then the screen at that moment")
  func failedWithScreen() throws {
    let results = [
      try result("Starts at zero", CheckOutcome(result: .passed)),
      try result(
        "Add adds one",
        CheckOutcome(
          result: failed(
            line: 50, step: "expect #count text \"1\"", expected: "\"1\"", found: "\"0\"", snapshot: Self.screen),
          output: "count is 0\n")),
    ]
    expectGolden(try transcript(results, selected: 2), named: "check-failed.txt")
  }

  @Test("an app that ended: the last eight lines it printed, escaped; no screen without a snapshot")
  func appEnded() throws {
    let printed = (1...10).map { "tap \($0)" }.joined(separator: "\n") + "\nFatal error: \u{1B}[31mboom\n"
    let ended = try result(
      "Adds many",
      CheckOutcome(
        result: failed(
          line: 57, step: "tap \"Add\"", expected: "a running app",
          found: "the app crashed: Counter.swift:21: Fatal error: boom"),
        output: printed, appEnded: true))
    expectGolden(try transcript([ended], selected: 4), named: "check-app-ended.txt")
  }

  @Test("a Swift check lists each of its expectations, passed and failed, under its verdict")
  func swiftCheck() throws {
    let title = "The count starts at zero in code"
    let passing = [
      SwiftExpectation(passed: true, message: "a label and a button", file: "01-counter.md", line: 65)
    ]
    let failing = [
      SwiftExpectation(passed: false, message: "a label and a button", file: "01-counter.md", line: 65),
      SwiftExpectation(passed: true, message: "the count is \u{7}0", file: "01-counter.md", line: 66),
    ]
    let step = #"expect(counter.view.subviews.count >= 2, "a label and a button")"#
    let results = [
      try result(title, CheckOutcome(result: .passed, expectations: passing)),
      try result(
        title,
        CheckOutcome(
          result: failed(line: 65, step: step, expected: "a label and a button", found: "it was not so"),
          expectations: failing)),
    ]
    expectGolden(try transcript(results, selected: 2), named: "check-swift.txt")
  }

  @Test(
    "a failed build says by whose fault, then what the tools said, instead of a count",
    arguments: [
      (
        BuildFailure.learnersCode(
          compilerOutput: "Counter.swift:12:9: error: cannot find 'cout' in scope\n        cout += 1\n",
          diagnostics: nil),
        "check-build-learners-code.txt"
      ),
      (
        BuildFailure.lessonsFiles(
          compilerOutput: "01-counter.md:30: error: the entity Item has no attribute named 'title'\n"),
        "check-build-lessons-files.txt"
      ),
    ])
  func buildFailure(_ failure: BuildFailure, _ golden: String) throws {
    let run = ExerciseRun(build: .failure(failure), results: [], selected: 4)
    expectGolden(try presenter().ending(of: run), named: golden)
  }

  @Test("the ending counts the checks that passed, in the singular for one, or says Ctrl-C stopped the run")
  func endings() throws {
    let passed = try result("Starts at zero", CheckOutcome(result: .passed))
    let endings = [
      try transcript([passed], selected: 1), try transcript([passed], selected: 4),
      try transcript([passed], selected: 4, interrupted: true),
    ]
    expectGolden(endings.joined(separator: "\n"), named: "check-endings.txt")
  }
}
