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

  /// Every exercise of every bundled lesson, as (lesson file, exercise id): a new lesson is
  /// covered as soon as it is in Lessons/.
  static let bundledExercises: [(String, String)] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.lessons.path)) ?? []
    return files.filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted().flatMap { name in
      let path = TestPaths.lessons.appendingPathComponent(name).path
      let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      let exercises = LessonParser.parse(source: source, file: path).0?.exercises ?? []
      return exercises.map { (name, $0.id) }
    }
  }()

  @Test("the bundled lessons are found: every one has exercises")
  func bundledLessonsFound() {
    #expect(Set(Self.bundledExercises.map(\.0)).count >= 6)
  }

  @Test("solutions pass every check; starters fail at least one", arguments: bundledExercises)
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
