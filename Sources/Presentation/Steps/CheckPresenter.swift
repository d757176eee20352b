import DriverProtocol
import Foundation
import LessonKit
import Runner

/// Words and draws an exercise's run for a person: one line per check (`✓ title`, or `✗ title`
/// with the failing step, expected, found, what the app printed before it ended, and the screen),
/// a failed build, then `N of M checks passed`. `check`, `watch` and `tutor check` show these
/// as each result is known.
package struct CheckPresenter {
  package var style: TerminalStyle
  package var lesson: Lesson
  package var indent = "  "
  /// Draws the screen shown under a failure.
  package var screen: (AppSnapshot) -> String

  package init(style: TerminalStyle, lesson: Lesson, indent: String = "  ", screen: @escaping (AppSnapshot) -> String) {
    self.style = style
    self.lesson = lesson
    self.indent = indent
    self.screen = screen
  }

  /// `✓ title`, or `✗ title — why` with the failing step, expected and found, and the screen; a
  /// Swift check lists each of its expectations.
  package func result(_ result: CheckResult) -> String {
    let outcome = result.outcome
    let expectations = outcome.expectations.map {
      "\(indent)    \($0.passed ? style.pass : style.fail) \(VisibleText.escape($0.message))\n"
    }
    switch outcome.result {
    case .passed:
      return "\(indent)\(style.pass) \(result.check.title)\n" + expectations.joined()
    case .failed(let step, let location, let expected, let found, let snapshot):
      let drawn = snapshot.map(screen) ?? ""
      return "\(indent)\(style.fail) \(result.check.title)\n"
        + "\(indent)  at \(lesson.file):\(location.line): \(step)\n"
        + "\(indent)  expected: \(VisibleText.escape(expected))\n"
        + "\(indent)  found:    \(VisibleText.escape(found, keepingLineBreaks: true))\n"
        + printedBeforeEnd(outcome) + expectations.joined()
        + drawn.split(separator: "\n").map { "\(indent)  \($0)\n" }.joined()
    }
  }

  /// What follows the checks: the failed build, `(stopped: Ctrl-C)`, or `N of M checks passed`.
  package func ending(of run: ExerciseRun) -> String {
    if let failure = run.buildFailure {
      return "\(indent)\(style.fail) \(Messages.headline(failure))\n"
        + failure.description.split(separator: "\n").map { "\(indent)  \($0)\n" }.joined()
    }
    if run.interrupted { return "\(indent)(stopped: Ctrl-C)\n" }
    return "\(indent)\(run.passed) of \(run.selected) check\(run.selected == 1 ? "" : "s") passed\n"
  }

  /// When the app ended (a crash, a limit), the last lines it printed: the console often says why
  /// (Core Data's "Failed to load model", the learner's own prints).
  private func printedBeforeEnd(_ outcome: CheckOutcome) -> String {
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { !$0.isEmpty }
    guard outcome.appEnded, !lines.isEmpty else { return "" }
    let shown = lines.suffix(8)
    return "\(indent)  printed before it ended\(lines.count > shown.count ? " (last \(shown.count) lines)" : ""):\n"
      + shown.map { "\(indent)  │ \(VisibleText.escape($0))\n" }.joined()
  }
}
