import CheckLanguage
import Foundation
import Testing
import TutorTestSupport

@testable import Runner

/// Learner-style apps that use Swift concurrency and background queues, built once per suite, and
/// a way to run steps on them and read what they printed.
enum ConcurrencyTestApp {
  /// Builds `code` (one learner file) into an app that can launch each of `hosts`.
  static func build(_ code: String, hosts: [String]) throws -> BuiltApp {
    let sources = AppSources(learnerFiles: [SourceFile(name: "App.swift", contents: code)], hosts: hosts)
    return try LessonPipelineTests().builder().build(sources)
  }

  /// Runs `steps` (check language) on a fresh app process; the verdict and what the app printed.
  static func run(_ app: BuiltApp, _ steps: String) -> CheckOutcome {
    let (parsed, errors) = CheckParser.parse(steps)
    #expect(errors.isEmpty)
    return CheckRunner(executable: app.executable).outcome(of: parsed)
  }
}
