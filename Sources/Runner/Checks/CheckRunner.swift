import CheckLanguage
import DriverProtocol
import Foundation
import LessonKit

/// Runs one check's steps against a fresh app process: each step becomes driver requests, each
/// `expect` is evaluated on the latest state, and the check stops at the first failure.
package struct CheckRunner {
  /// How a check ended.
  package enum Result: Equatable, Sendable {
    case passed
    /// The step that failed (with its lesson-file location), what was expected and what was
    /// found, and what the app showed at that moment (nil before it showed anything).
    case failed(
      step: String, location: SourceLocation, expected: String, found: String, snapshot: AppSnapshot? = nil)
  }

  /// The built app to run.
  package var executable: String
  /// What a plain `launch` starts when the learner's code has no app delegate: the exercise's
  /// `host:`.
  package var defaultLaunch: CheckStep.LaunchTarget?
  /// The lesson's `device:` (nil: the default iPhone 8).
  package var device: DeviceModel?
  /// Limits: per step, and for the whole check.
  package var stepLimit: Duration = .seconds(5)
  package var checkLimit: Duration = .seconds(20)
  /// Which learner of a class the app belongs to (AppContainer.slot).
  package var sandboxSlot = 0
  /// The lesson's and the exercise's fixtures: what the app's virtual network answers.
  package var fixtures: [NetworkFixture] = []

  package init(executable: String) {
    self.executable = executable
  }

  /// A runner for `exercise`'s app: a plain `launch` starts its `host:`, on the lesson's device.
  package init(executable: String, exercise: Exercise, device: DeviceModel?) {
    self.executable = executable
    defaultLaunch = AppSources.defaultLaunch(for: exercise)
    self.device = device
  }

  /// Runs a check of either kind; `number` is its position among the exercise's checks (how
  /// the app knows its Swift checks).
  package func run(_ check: Check, number: Int) -> CheckOutcome {
    switch check.body {
    case .steps(let steps):
      let (result, end) = runSteps(steps)
      return CheckOutcome(result: result, output: end.output, appEnded: end.appEnded)
    case .swift(let body): return runSwiftCheck(number: number, body: body, at: check.location)
    }
  }

  package func run(_ steps: [CheckStep]) -> Result {
    runSteps(steps).result
  }

  /// Runs steps as a check, with what the app printed and whether it ended on its own.
  package func outcome(of steps: [CheckStep]) -> CheckOutcome {
    let (result, end) = runSteps(steps)
    return CheckOutcome(result: result, output: end.output, appEnded: end.appEnded)
  }

  private func runSteps(_ steps: [CheckStep]) -> (result: Result, end: SessionEnd) {
    let start = steps.first?.location ?? SourceLocation(line: 1, column: 1)
    return withSession(startingAt: start, description: steps.first.map { "\($0.action)" } ?? "launch") { session in
      let deadline = ContinuousClock.now + checkLimit
      for (index, step) in steps.enumerated() {
        guard ContinuousClock.now < deadline else {
          return .failed(
            step: "\(step.action)", location: step.location, expected: "the check to finish within \(checkLimit)",
            found: "it ran out of time")
        }
        if case .failed(let expected, let found) = session.perform(step.action) {
          // A crash the next step expects (`expect crash "…"`) is what the check is about.
          if session.hasEnded, index + 1 < steps.count, case .expect(.crash, _) = steps[index + 1].action { continue }
          // Data that never came from a URL no fixture answers is the likelier story.
          let note = found.contains("no fixture") ? nil : session.state.flatMap(NetworkMatcher.unansweredNote)
          return .failed(
            step: "\(step.action)", location: step.location, expected: expected,
            found: note.map { "\(found) — \($0)" } ?? found, snapshot: session.state?.snapshot)
        }
      }
      return .passed
    }
  }

  /// A Swift check: its function runs in a fresh app process, which answers every `expect`.
  private func runSwiftCheck(number: Int, body: String, at location: SourceLocation) -> CheckOutcome {
    var expectations: [SwiftExpectation] = []
    let (result, end) = withSession(startingAt: location, description: "the Swift check") { session in
      switch session.runSwiftCheck(number) {
      case .failure(let unmet):
        return .failed(step: "the Swift check", location: location, expected: unmet.expected, found: unmet.found)
      case .success(let found):
        expectations = found
        // A check that states nothing proves nothing: an early `return`, or learner code that
        // kept its expectations from being recorded, must not count as a pass.
        guard !found.isEmpty else {
          return .failed(
            step: "the Swift check", location: location, expected: "the check to make at least one expectation",
            found: "the check made no expectation")
        }
        guard let failure = found.first(where: { !$0.passed }) else { return .passed }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        let index = failure.line - location.line - 1
        let source = lines.indices.contains(index) ? lines[index].trimmingCharacters(in: .whitespaces) : "expect"
        return .failed(
          step: source, location: SourceLocation(line: max(failure.line, location.line), column: 1),
          expected: failure.message, found: "it was not so")
      }
    }
    return CheckOutcome(result: result, expectations: expectations, output: end.output, appEnded: end.appEnded)
  }

  /// Starts the app in a fresh container — nothing (UserDefaults included) leaks between
  /// checks — and hands the conversation to `body`.
  private func withSession(
    startingAt location: SourceLocation, description: String, _ body: (inout AppSession) -> Result
  ) -> (result: Result, end: SessionEnd) {
    var session: AppSession
    do {
      session = try AppSession(
        executable: executable, container: AppContainer(slot: sandboxSlot), stepLimit: stepLimit)
    } catch {
      let result = Result.failed(
        step: description, location: location, expected: "the app to start", found: error.description)
      return (result, SessionEnd(output: "", appEnded: true))
    }
    session.defaultLaunch = defaultLaunch
    session.device = device
    if case .failed(let expected, let found) = session.useFixtures(fixtures) {
      session.stop()
      return (
        .failed(step: description, location: location, expected: expected, found: found),
        SessionEnd(output: "", appEnded: true)
      )
    }
    let result = body(&session)
    let end = SessionEnd(output: session.output, appEnded: result != .passed && session.hasEnded)
    session.stop()  // nothing of the app's may still run while its container is removed
    return (result, end)
  }

  /// What is left of a check's app when it ends: what the learner's code printed, and whether
  /// the app ended on its own (a crash, a limit) rather than by a failed expectation.
  private struct SessionEnd {
    var output: String
    var appEnded: Bool
  }
}

/// How a check ended, and for a Swift check every `expect` it made.
package struct CheckOutcome: Equatable, Sendable {
  package var result: CheckRunner.Result
  package var expectations: [SwiftExpectation] = []
  /// What the learner's code printed during the check.
  package var output = ""
  /// The check failed because the app crashed or was stopped at a limit (an error, not a
  /// wrong answer, in a grading report).
  package var appEnded = false

  package init(
    result: CheckRunner.Result, expectations: [SwiftExpectation] = [], output: String = "", appEnded: Bool = false
  ) {
    self.result = result
    self.expectations = expectations
    self.output = output
    self.appEnded = appEnded
  }
}
