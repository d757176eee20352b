import CheckLanguage
import DriverProtocol
import Foundation
import LessonKit

/// `tutor lint --run`: proves an exercise works — its solution passes every check and its starter
/// compiles and fails at least one (otherwise the exercise teaches nothing).
package struct ExerciseVerifier {
  /// What is wrong with an exercise (worded by `Messages.problem`).
  package enum Problem: Equatable, Sendable {
    case solutionDoesNotBuild(BuildFailure)
    /// The solution fails a check: the check's title, the failing step and where it is.
    case solutionFails(check: String, location: SourceLocation, step: String, expected: String, found: String)
    case starterDoesNotBuild(BuildFailure)
    /// The starter fails to build with the solution's error: the lesson's own code is at fault.
    case starterDoesNotBuildEither
    case starterPassesEveryCheck
  }

  /// The verdict on one exercise, for the lesson × exercise × result table.
  package struct Report: Sendable {
    package var lesson: String
    package var exercise: String
    package var problems: [Problem]
    package var duration: Duration
    package var ok: Bool { problems.isEmpty }
  }

  let pipeline: ExercisePipeline

  package init(pipeline: ExercisePipeline) {
    self.pipeline = pipeline
  }

  package func verify(_ exercise: Exercise, in lesson: Lesson) -> Report {
    let started = ContinuousClock.now
    var problems: [Problem] = []
    let solution = pipeline.run(
      exercise, of: lesson, files: AppSources.files(of: exercise, starters: false), checks: .all)
    if let failure = solution.buildFailure { problems.append(.solutionDoesNotBuild(failure)) }
    for result in solution.results {
      if case .failed(let step, let location, let expected, let found, _) = result.outcome.result {
        problems.append(
          .solutionFails(check: result.check.title, location: location, step: step, expected: expected, found: found))
      }
    }
    let starter = pipeline.run(
      exercise, of: lesson, files: AppSources.files(of: exercise, starters: true), checks: .all)
    if let failure = starter.buildFailure {
      // A problem of the lesson's own code (its model, its support files) breaks both alike.
      let same = solution.buildFailure.map { Messages.firstLines(of: $0) == Messages.firstLines(of: failure) } ?? false
      problems.append(same ? .starterDoesNotBuildEither : .starterDoesNotBuild(failure))
    } else if starter.allPassed {
      problems.append(.starterPassesEveryCheck)
    }
    return Report(
      lesson: lesson.id, exercise: exercise.id, problems: problems, duration: ContinuousClock.now - started)
  }
}
