import CheckLanguage
import LessonKit

/// Which of an exercise's checks a run covers.
package enum CheckSelection: Sendable {
  /// What the learner sees: `check`, `tutor check`.
  case visible
  /// Hidden checks too: `tutor grade`, `tutor lint --run`.
  case all

  func includes(_ check: Check) -> Bool {
    self == .all || !check.isHidden
  }
}

/// One check's result: which check (its number among the exercise's checks) and how it ended.
package struct CheckResult: Equatable, Sendable {
  package var number: Int
  package var check: Check
  package var outcome: CheckOutcome

  package var passed: Bool { outcome.result == .passed }
}

/// What became of one exercise: the build, then the result of each check that ran (in the
/// exercise's order), and whether the learner stopped the run.
package struct ExerciseRun: Equatable, Sendable {
  package var build: Result<BuiltApp, BuildFailure>
  package var results: [CheckResult]
  /// How many checks were chosen to run (all of them fail when the build failed).
  package var selected: Int
  /// Ctrl-C stopped the run before every check had run.
  package var interrupted = false

  package var passed: Int { results.filter(\.passed).count }
  package var allPassed: Bool { !interrupted && builtApp != nil && passed == selected }
  package var builtApp: BuiltApp? { try? build.get() }
  package var buildFailure: BuildFailure? {
    if case .failure(let failure) = build { return failure }
    return nil
  }
}
