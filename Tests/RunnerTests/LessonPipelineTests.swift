import CheckLanguage
import Foundation
import LessonKit
import Testing

@testable import Runner

/// The whole pipeline on the bundled lessons: build an exercise's solution and starter against the
/// runtime, run its checks in app processes; solutions pass every check, starters fail one.
@Suite("Lessons end to end", .tags(.spawnsProcess), .serialized)
struct LessonPipelineTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  private func builder() throws -> AppBuilder {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    let runtime = try #require(RuntimeLocation.find(near: executable, environment: [:]))
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-cache-tests")
    return AppBuilder(runtime: runtime, cacheFolder: cache)
  }

  private func exercise(_ lesson: String, _ id: String) throws -> Exercise {
    let file = Self.packageRoot.appendingPathComponent("Lessons/\(lesson)").path
    let (parsed, _) = LessonParser.parse(source: try String(contentsOfFile: file, encoding: .utf8), file: file)
    return try #require(parsed?.exercises.first { $0.id == id })
  }

  private func hosts(in exercise: Exercise) -> [String] {
    exercise.checks.flatMap { check -> [String] in
      guard case .steps(let steps) = check.body else { return [] }
      return steps.flatMap { step -> [String] in
        switch step.action {
        case .launch(.host(let host)): [host.className]
        case .launch(.tabs(let tabs)): tabs.map(\.className)
        default: []
        }
      }
    } + (exercise.host.map { [$0] } ?? [])
  }

  private func results(_ exercise: Exercise, files: [ExerciseFile]) throws -> [CheckRunner.Result] {
    let built = try builder().build(files: files.map { ($0.name, $0.contents) }, hosts: hosts(in: exercise))
    let runner = CheckRunner(executable: built.executable)
    return exercise.checks.compactMap { check in
      guard case .steps(let steps) = check.body else { return nil }
      return runner.run(steps)
    }
  }

  @Test(
    "solutions pass every check; starters fail at least one",
    arguments: [
      ("01-launch.md", "first-screen"), ("01-launch.md", "count-returns"), ("01-launch.md", "remember-user"),
      ("02-controllers.md", "detail-screen"),
      ("02-controllers.md", "modal-compose"), ("02-controllers.md", "choose-color"),
    ])
  func exercise(lesson: String, id: String) throws {
    let exercise = try exercise(lesson, id)
    let solution = try results(exercise, files: exercise.solutions)
    #expect(solution.allSatisfy { $0 == .passed }, "\(id) solution: \(solution)")
    let starter = try results(exercise, files: exercise.starters)
    #expect(starter.contains { $0 != .passed }, "\(id) starter passes every check")
  }

  @Test("an unchanged exercise is not compiled again")
  func cache() throws {
    let exercise = try exercise("02-controllers.md", "detail-screen")
    let files = exercise.solutions.map { ($0.name, $0.contents) }
    _ = try builder().build(files: files, hosts: hosts(in: exercise))
    let again = try builder().build(files: files, hosts: hosts(in: exercise))
    #expect(again.cached)
  }

  @Test("a compile error is reported with the compiler's message")
  func compileError() throws {
    do {
      _ = try builder().build(files: [("Broken.swift", "let x: Int = \"text\"\n")], hosts: [])
      Issue.record("built broken code")
    } catch let failure as AppBuilder.Failure {
      #expect(failure.compilerOutput.contains("cannot convert value of type 'String' to specified type 'Int'"))
      // In the learner's terms: their file name, the line, a caret under the column.
      #expect(
        failure.description == """
          Broken.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'
              let x: Int = "text"
                           ^
          """)
    }
  }
}
