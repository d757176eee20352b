import Foundation
import LessonKit
import Runner

/// `tutor lint --run`: builds every exercise's solution and starter and runs the checks, then
/// prints a table lesson × exercise × result with times; exit 1 when an exercise fails.
enum RunLessons {
  static func verify(_ set: LessonSet, report: String, environment: [String: String]) -> CommandOutcome {
    let builder: AppBuilder
    switch RuntimeSetup.builder(for: "tutor lint --run", environment: environment) {
    case .success(let found): builder = found
    case .failure(let missing):
      return CommandOutcome(standardOutput: report, standardError: missing.message, exitCode: 2)
    }
    let verifier = ExerciseVerifier(builder: builder)
    var lines: [String] = []
    var failures = 0
    for lesson in set.lessons {
      for exercise in lesson.exercises {
        let result = verifier.verify(exercise, in: lesson)
        let seconds = Double(result.duration.components.seconds) + Double(result.duration.components.attoseconds) / 1e18
        let status = result.ok ? "ok" : "FAILED"
        lines.append(String(format: "%@  %@  %@  %.1fs", lesson.id, exercise.id, status, seconds))
        for problem in result.problems {
          lines += problem.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }
        }
        if !result.ok { failures += 1 }
      }
    }
    lines.append(
      failures == 0 ? "tutor lint --run: every exercise works" : "tutor lint --run: \(failures) exercise(s) failed")
    return CommandOutcome(
      standardOutput: report + lines.joined(separator: "\n") + "\n", exitCode: failures == 0 ? 0 : 1)
  }
}
