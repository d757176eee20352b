import DriverProtocol
import Foundation
import LessonKit
import Runner

/// Builds the learner's files for one exercise and runs its visible checks — the one engine
/// behind the shell's `check` and `tutor check` — and writes the report: one line per check,
/// a failure's step, expected, found and screen, then `N of M checks passed`.
struct ExerciseChecker {
  var builder: AppBuilder
  var style: TerminalStyle
  var screenRenderer: @Sendable (AppSnapshot) -> String = { PlainScreenRenderer().render($0) }

  struct Report {
    var text: String
    var passed: Int
    var total: Int
    /// The files were there and compiled.
    var ran: Bool
    /// Ctrl-C stopped the checks.
    var interrupted = false
    /// The lesson's own files did not build: nothing the learner did.
    var lessonBroken = false
    var allPassed: Bool { ran && passed == total }
  }

  /// Builds and runs the visible checks; `live`, when given, gets each check's lines as soon as
  /// the check has run (the report still holds them all).
  func check(
    _ exercise: Exercise, in lesson: Lesson, files: [SourceFile], indent: String = "  ",
    live: LiveOutput? = nil
  ) -> Report {
    let visible = exercise.checks.enumerated().filter { !$0.element.isHidden }
    let app: String
    do {
      app = try builder.build(AppSources(exercise: exercise, lessonFile: lesson.file, learnerFiles: files)).executable
    } catch {
      let message = String(describing: error).split(separator: "\n").map { "\(indent)  \($0)\n" }.joined()
      if let failure = error as? AppBuilder.Failure, failure.isLessonsFault {
        return Report(
          text: "\(indent)\(style.fail) the lesson's own files do not build (not your code; `tutor lint` on the lesson "
            + "shows it, and its author can fix it):\n" + message, passed: 0, total: visible.count, ran: false,
          lessonBroken: true)
      }
      return Report(
        text: "\(indent)\(style.fail) your code does not compile:\n" + message, passed: 0, total: visible.count,
        ran: false)
    }
    var runner = CheckRunner(executable: app, exercise: exercise, device: lesson.device)
    runner.screenRenderer = screenRenderer
    var text = ""
    var passed = 0
    for (number, check) in visible {
      if Interrupts.take() {
        text += "\(indent)(stopped: Ctrl-C)\n"
        return Report(text: text, passed: passed, total: visible.count, ran: false, interrupted: true)
      }
      let outcome = runner.run(check, number: number)
      let lines = describe(outcome, of: check, in: lesson, indent: indent)
      live?(lines)
      text += lines
      if outcome.result == .passed { passed += 1 }
    }
    text += "\(indent)\(passed) of \(visible.count) check\(visible.count == 1 ? "" : "s") passed\n"
    return Report(text: text, passed: passed, total: visible.count, ran: true)
  }

  /// `✓ title`, or `✗ title — why` with the failing step, expected and found, and the screen; a
  /// Swift check lists each of its expectations.
  func describe(_ outcome: CheckOutcome, of check: Check, in lesson: Lesson, indent: String) -> String {
    let expectations = outcome.expectations.map {
      "\(indent)    \($0.passed ? style.pass : style.fail) \(VisibleText.escape($0.message))\n"
    }
    switch outcome.result {
    case .passed:
      return "\(indent)\(style.pass) \(check.title)\n" + expectations.joined()
    case .failed(let step, let location, let expected, let found, let screen):
      return "\(indent)\(style.fail) \(check.title)\n"
        + "\(indent)  at \(lesson.file):\(location.line): \(step)\n"
        + "\(indent)  expected: \(VisibleText.escape(expected))\n"
        + "\(indent)  found:    \(VisibleText.escape(found, keepingLineBreaks: true))\n"
        + printedBeforeEnd(outcome, indent: indent)
        + expectations.joined() + screen.split(separator: "\n").map { "\(indent)  \($0)\n" }.joined()
    }
  }

  /// When the app ended (a crash, a limit), the last lines it printed: the console often says why
  /// (Core Data's "Failed to load model", the learner's own prints).
  func printedBeforeEnd(_ outcome: CheckOutcome, indent: String) -> String {
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { !$0.isEmpty }
    guard outcome.appEnded, !lines.isEmpty else { return "" }
    let shown = lines.suffix(8)
    return "\(indent)  printed before it ended\(lines.count > shown.count ? " (last \(shown.count) lines)" : ""):\n"
      + shown.map { "\(indent)  │ \(VisibleText.escape($0))\n" }.joined()
  }
}
