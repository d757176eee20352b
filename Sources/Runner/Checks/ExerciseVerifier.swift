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
    let hosts = Self.hosts(in: exercise)
    let stepChecks = exercise.checks.compactMap { check -> (Check, [CheckStep])? in
      guard case .steps(let steps) = check.body else { return nil }
      return (check, steps)
    }
    switch results(files: exercise.solutions, hosts: hosts, checks: stepChecks) {
    case .failure(let message): problems.append("the solution does not build: \(message)")
    case .success(let results):
      for ((check, _), result) in zip(stepChecks, results) {
        if case .failed(let step, let location, let expected, let found, _) = result {
          problems.append(
            "the solution fails \"\(check.title)\" at line \(location.line) (\(step)): expected \(expected), found \(found)"
          )
        }
      }
    }
    switch results(files: exercise.starters, hosts: hosts, checks: stepChecks) {
    case .failure(let message): problems.append("the starter does not build: \(message)")
    case .success(let results):
      if results.allSatisfy({ $0 == .passed }) { problems.append("the starter already passes every check") }
    }
    return Report(
      lesson: lesson.id, exercise: exercise.id, problems: problems, duration: ContinuousClock.now - started)
  }

  private func results(files: [ExerciseFile], hosts: [String], checks: [(Check, [CheckStep])]) -> Result<
    [CheckRunner.Result], VerificationFailure
  > {
    do {
      let built = try builder.build(files: files.map { ($0.name, $0.contents) }, hosts: hosts)
      let runner = CheckRunner(executable: built.executable)
      return .success(checks.map { runner.run($0.1) })
    } catch {
      let text = String(describing: error)
      return .failure(VerificationFailure(message: String(text.prefix(400))))
    }
  }

  /// The controller classes an exercise's checks launch by name, and its `host:`.
  package static func hosts(in exercise: Exercise) -> [String] {
    var names = exercise.host.map { [$0] } ?? []
    for check in exercise.checks {
      guard case .steps(let steps) = check.body else { continue }
      for step in steps {
        switch step.action {
        case .launch(.host(let host)): names.append(host.className)
        case .launch(.tabs(let tabs)): names += tabs.map(\.className)
        default: break
        }
      }
    }
    return names
  }
}

struct VerificationFailure: Error {
  let message: String
}
