import Foundation
import LessonKit
import Runner

/// `tutor lint --run`: builds every exercise's solution and starter and runs the checks, then
/// prints a table lesson × exercise × result with times; exit 1 when an exercise fails.
enum RunLessons {
  static func verify(_ set: LessonSet, report: String, environment: [String: String]) -> CommandOutcome {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    guard let runtime = RuntimeLocation.find(near: executable, environment: environment) else {
      return CommandOutcome(
        standardOutput: report,
        standardError: "tutor lint --run: the UIKit runtime was not found next to \(executable.path); "
          + "build it with `swift build` or set TUTOR_RUNTIME to its build folder\n",
        exitCode: 2)
    }
    let builder = AppBuilder(runtime: runtime, cacheFolder: AppBuilder.defaultCacheFolder(environment: environment))
    let verifier = ExerciseVerifier(builder: builder)
    var lines: [String] = []
    var failures = 0
    for lesson in set.lessons {
      for exercise in lesson.exercises {
        let result = verifier.verify(exercise, in: lesson)
        let seconds = Double(result.duration.components.seconds) + Double(result.duration.components.attoseconds) / 1e18
        let status = result.ok ? "ok" : "FAILED"
        lines.append(String(format: "%@  %@  %@  %.1fs", lesson.id, exercise.id, status, seconds))
        for problem in result.problems { lines.append("    \(problem)") }
        if !result.ok { failures += 1 }
      }
    }
    lines.append(
      failures == 0 ? "tutor lint --run: every exercise works" : "tutor lint --run: \(failures) exercise(s) failed")
    return CommandOutcome(
      standardOutput: report + lines.joined(separator: "\n") + "\n", exitCode: failures == 0 ? 0 : 1)
  }
}
