import Foundation
import LessonKit
import Runner

/// `tutor check LESSON[/EXERCISE] [--lessons DIR] [--workspace DIR]`: builds the workspace's files
/// for those exercises and runs their visible checks; ✓/✗ per check; exit 0 when all pass, 1
/// when some fail, 2 when the checks could not run.
enum CheckCommand {
  static func run(_ arguments: [String], environment: [String: String], style: TerminalStyle) -> CommandOutcome {
    var arguments = arguments
    let lessonsFolder: String
    let workspace: String
    switch (
      LessonsLocation.resolve(&arguments, environment: environment),
      WorkspaceLocation.resolve(&arguments, environment: environment)
    ) {
    case (.success(let lessons), .success(let folder)): (lessonsFolder, workspace) = (lessons, folder)
    case (.failure(let outcome), _), (_, .failure(let outcome)): return outcome
    }
    guard arguments.count == 1, let target = arguments.first, !target.hasPrefix("-") else {
      return .usageError("check takes one lesson or lesson/exercise: tutor check launch/first-screen")
    }
    let selection: ExerciseSelection
    switch ExerciseSelection.resolve(target, lessonsFolder: lessonsFolder) {
    case .success(let found): selection = found
    case .failure(let outcome): return outcome
    }
    let builder: AppBuilder
    switch RuntimeSetup.builder(for: "tutor check", environment: environment) {
    case .success(let found): builder = found
    case .failure(let missing): return CommandOutcome(standardError: missing.message, exitCode: 2)
    }
    var report = ""
    var failed = false
    var couldNotRun = false
    let lesson = selection.lesson
    for exercise in selection.exercises {
      report += "\(lesson.id)/\(exercise.id)\n"
      let files: [SourceFile]
      switch ExerciseSelection.workspaceFiles(of: exercise, in: lesson, workspace: workspace) {
      case .success(let found): files = found
      case .failure(let missing):
        report += "  \(missing.message)\n"
        couldNotRun = true
        continue
      }
      let app: String
      do {
        app = try builder.build(AppSources(exercise: exercise, lessonFile: lesson.file, learnerFiles: files)).executable
      } catch {
        report +=
          "  \(style.fail) your code does not compile:\n"
          + String(describing: error).split(separator: "\n").map { "    \($0)\n" }.joined()
        failed = true
        continue
      }
      var runner = CheckRunner(executable: app)
      runner.defaultLaunch = AppSources.defaultLaunch(for: exercise)
      runner.device = lesson.device
      let visible = exercise.checks.enumerated().filter { !$0.element.isHidden }
      var passed = 0
      for (number, check) in visible {
        let outcome = runner.run(check, number: number)
        report += describe(outcome, of: check, in: lesson, style: style)
        if outcome.result == .passed { passed += 1 } else { failed = true }
      }
      report += "  \(passed) of \(visible.count) check\(visible.count == 1 ? "" : "s") passed\n"
    }
    return CommandOutcome(standardOutput: report, exitCode: couldNotRun ? 2 : failed ? 1 : 0)
  }

  /// `✓ title`, or `✗ title` with the failing step, expected and found, and the screen; a Swift
  /// check lists each of its expectations.
  static func describe(_ outcome: CheckOutcome, of check: Check, in lesson: Lesson, style: TerminalStyle) -> String {
    let expectations = outcome.expectations.map { "      \($0.passed ? style.pass : style.fail) \($0.message)\n" }
    switch outcome.result {
    case .passed:
      return "  \(style.pass) \(check.title)\n" + expectations.joined()
    case .failed(let step, let location, let expected, let found, let screen):
      return "  \(style.fail) \(check.title)\n"
        + "    at \(lesson.file):\(location.line): \(step)\n    expected: \(expected)\n    found:    \(found)\n"
        + expectations.joined() + screen.split(separator: "\n").map { "    \($0)\n" }.joined()
    }
  }
}
