import CheckLanguage
import Foundation
import LessonKit
import Testing
import TutorTestSupport

@testable import Runner

/// The whole pipeline on the bundled lessons: build an exercise's solution and starter against the
/// runtime, run its checks in app processes; solutions pass every check, starters fail one.
@Suite("Lessons end to end", .tags(.spawnsProcess), .serialized)
struct LessonPipelineTests {
  func builder() throws -> AppBuilder {
    let runtime = try #require(RuntimeLocation.find(near: TestPaths.tutor, environment: [:]))
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-cache-tests")
    return AppBuilder(runtime: runtime, cacheFolder: cache)
  }

  private func lesson(_ name: String) throws -> Lesson {
    let file = TestPaths.lessons.appendingPathComponent(name).path
    let (parsed, _) = LessonParser.parse(source: try String(contentsOfFile: file, encoding: .utf8), file: file)
    return try #require(parsed)
  }

  private func exercise(_ lessonName: String, _ id: String) throws -> Exercise {
    try #require(try lesson(lessonName).exercises.first { $0.id == id })
  }

  @Test(
    "solutions pass every check; starters fail at least one",
    arguments: [
      ("01-launch.md", "first-screen"), ("01-launch.md", "count-returns"), ("01-launch.md", "remember-user"),
      ("02-controllers.md", "detail-screen"),
      ("02-controllers.md", "modal-compose"), ("02-controllers.md", "choose-color"),
      ("03-tables.md", "times-table"), ("03-tables.md", "contacts"), ("03-tables.md", "swipe-delete"),
      ("04-timers.md", "egg-timer"), ("04-timers.md", "stopwatch"), ("04-timers.md", "delayed-greeting"),
      ("05-storage.md", "remember-me"), ("05-storage.md", "notes-file"), ("05-storage.md", "todo-core-data"),
      ("06-keyboard.md", "login-form"), ("06-keyboard.md", "pin"), ("06-keyboard.md", "keyboard-avoid"),
    ])
  func exercise(lesson: String, id: String) throws {
    let parsed = try self.lesson(lesson)
    let exercise = try #require(parsed.exercises.first { $0.id == id })
    // The verifier behind `tutor lint --run`: every solution check passes, some starter check fails.
    let report = ExerciseVerifier(pipeline: ExercisePipeline(builder: try builder())).verify(exercise, in: parsed)
    #expect(report.ok, "\(id): \(report.problems)")
  }

  @Test("an unchanged exercise is not compiled again")
  func cache() throws {
    let exercise = try exercise("02-controllers.md", "detail-screen")
    let sources = AppSources(
      exercise: exercise, lessonFile: "02-controllers.md", learnerFiles: AppSources.files(exercise.solutions))
    _ = try builder().build(sources)
    let again = try builder().build(sources)
    #expect(again.cached)
  }

  @Test("a compile error is reported with the compiler's message")
  func compileError() throws {
    do {
      _ = try builder().build(
        AppSources(learnerFiles: [SourceFile(name: "Broken.swift", contents: "let x: Int = \"text\"\n")]))
      Issue.record("built broken code")
    } catch let failure as BuildFailure {
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
