import CheckLanguage
import DriverProtocol
import Foundation
import LessonKit

/// `tutor lint --run`: proves an exercise works — its solution passes every check and its starter
/// compiles and fails at least one (otherwise the exercise teaches nothing).
package struct ExerciseVerifier {
  /// The verdict on one exercise, for the lesson × exercise × result table.
  package struct Report: Sendable {
    package var lesson: String
    package var exercise: String
    package var problems: [String]
    package var duration: Duration
    package var ok: Bool { problems.isEmpty }
  }

  let builder: AppBuilder

  package init(builder: AppBuilder) {
    self.builder = builder
  }

  package func verify(_ exercise: Exercise, in lesson: Lesson) -> Report {
    let started = ContinuousClock.now
    var problems: [String] = []
    let solution = AppSources(
      exercise: exercise, lessonFile: lesson.file, learnerFiles: AppSources.files(exercise.solutions))
    switch results(solution, of: exercise, device: lesson.device) {
    case .failure(let failure): problems.append("the solution does not build:\n" + failure.message)
    case .success(let results):
      for (check, result) in zip(exercise.checks, results) {
        if case .failed(let step, let location, let expected, let found, _) = result {
          problems.append(
            "the solution fails \"\(check.title)\" at \(lesson.file):\(location.line) (\(step)): expected \(expected), found \(found)"
          )
        }
      }
    }
    let starter = AppSources(
      exercise: exercise, lessonFile: lesson.file, learnerFiles: AppSources.files(exercise.starters))
    let solutionFailure = problems.first { $0.hasPrefix("the solution does not build") }
    switch results(starter, of: exercise, device: lesson.device) {
    case .failure(let failure):
      let text = "the starter does not build:\n" + failure.message
      // A problem of the lesson's own code (its model, its support files) breaks both alike.
      if solutionFailure?.dropFirst("the solution".count) == text.dropFirst("the starter".count) {
        problems.append("the starter does not build either, with the same error")
      } else {
        problems.append(text)
      }
    case .success(let results):
      if results.allSatisfy({ $0 == .passed }) { problems.append("the starter already passes every check") }
    }
    return Report(
      lesson: lesson.id, exercise: exercise.id, problems: problems, duration: ContinuousClock.now - started)
  }

  private func results(_ sources: AppSources, of exercise: Exercise, device: DeviceModel?) -> Result<
    [CheckRunner.Result], VerificationFailure
  > {
    do {
      let built = try builder.build(sources)
      let runner = CheckRunner(executable: built.executable, exercise: exercise, device: device)
      return .success(exercise.checks.enumerated().map { runner.run($0.element, number: $0.offset).result })
    } catch {
      // The compiler's first lines (they say what and where), not a screenful.
      let lines = String(describing: error).split(separator: "\n", omittingEmptySubsequences: false)
      let shown = lines.prefix(12).joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
      return .failure(VerificationFailure(message: shown + (lines.count > 12 ? "\n…" : "")))
    }
  }
}

struct VerificationFailure: Error {
  let message: String
}
