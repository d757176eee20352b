import Foundation
import LessonKit
import Runner

/// `tutor lint --run`: builds every exercise's solution and starter and runs the checks, and
/// prints a row lesson × exercise × result with its time as each exercise finishes (to `live`,
/// when given); exit 1 when an exercise fails.
enum RunLessons {
  static func verify(_ set: LessonSet, report: String, environment: [String: String], live: LiveOutput? = nil)
    -> CommandOutcome
  {
    let pipeline: ExercisePipeline
    switch RuntimeSetup.pipeline(for: "tutor lint --run", environment: environment) {
    case .success(let found): pipeline = found
    case .failure(let missing):
      return CommandOutcome(standardOutput: report, standardError: missing.message, exitCode: 2)
    }
    let verifier = ExerciseVerifier(pipeline: pipeline)
    var printed = ""
    let emit: (String) -> Void = { text in if let live { live(text) } else { printed += text } }
    emit(report)
    var failures = 0
    for lesson in set.lessons {
      for exercise in lesson.exercises {
        let result = verifier.verify(exercise, in: lesson)
        let seconds = Double(result.duration.components.seconds) + Double(result.duration.components.attoseconds) / 1e18
        let status = result.ok ? "ok" : "FAILED"
        var lines = [String(format: "%@  %@  %@  %.1fs", lesson.id, exercise.id, status, seconds)]
        for problem in result.problems {
          lines += Messages.problem(problem, lessonFile: lesson.file).split(
            separator: "\n", omittingEmptySubsequences: false
          ).map { "    \($0)" }
        }
        emit(lines.joined(separator: "\n") + "\n")
        if !result.ok { failures += 1 }
      }
    }
    emit(
      (failures == 0 ? "tutor lint --run: every exercise works" : "tutor lint --run: \(failures) exercise(s) failed")
        + "\n")
    return CommandOutcome(standardOutput: printed, exitCode: failures == 0 ? 0 : 1)
  }
}
