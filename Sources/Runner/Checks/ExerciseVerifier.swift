import CheckLanguage
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
    case .failure(let message): problems.append("the solution does not build: \(message)")
    case .success(let results):
      for (check, result) in zip(exercise.checks, results) {
        if case .failed(let step, let location, let expected, let found, _) = result {
          problems.append(
            "the solution fails \"\(check.title)\" at line \(location.line) (\(step)): expected \(expected), found \(found)"
          )
        }
      }
    }
    let starter = AppSources(
      exercise: exercise, lessonFile: lesson.file, learnerFiles: AppSources.files(exercise.starters))
    switch results(starter, of: exercise, device: lesson.device) {
    case .failure(let message): problems.append("the starter does not build: \(message)")
    case .success(let results):
      if results.allSatisfy({ $0 == .passed }) { problems.append("the starter already passes every check") }
    }
    return Report(
      lesson: lesson.id, exercise: exercise.id, problems: problems, duration: ContinuousClock.now - started)
  }

  private func results(_ sources: AppSources, of exercise: Exercise, device: String?) -> Result<
    [CheckRunner.Result], VerificationFailure
  > {
    do {
      let built = try builder.build(sources)
      let runner = CheckRunner(executable: built.executable, exercise: exercise, device: device)
      return .success(exercise.checks.enumerated().map { runner.run($0.element, number: $0.offset).result })
    } catch {
      let text = String(describing: error)
      return .failure(VerificationFailure(message: String(text.prefix(400))))
    }
  }
}

struct VerificationFailure: Error {
  let message: String
}
