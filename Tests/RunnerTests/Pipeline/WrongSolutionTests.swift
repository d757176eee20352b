import Foundation
import LessonKit
import Testing
import TutorTestSupport

@testable import Runner

/// Every check of a bundled lesson must fail some plausible wrong solution, or it proves nothing.
/// The wrong solutions are kept as fixtures: `Fixtures/WrongSolutions/LESSON/EXERCISE/NAME/` holds
/// the learner's files as a learner might write them, and `fails.txt` the titles of the checks
/// it must fail (one per line). A lesson with such a folder must cover each of its checks.
@Suite("Wrong solutions fail their checks", .tags(.spawnsProcess), .serialized)
struct WrongSolutionTests {
  static let root = URL(fileURLWithPath: TestPaths.fixture("WrongSolutions"))

  /// Every fixture, as (lesson id, exercise id, fixture name).
  static let fixtures: [(String, String, String)] = {
    let manager = FileManager.default
    func folders(_ url: URL) -> [String] {
      ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }
    return folders(root).flatMap { lesson in
      folders(root.appendingPathComponent(lesson)).flatMap { exercise in
        folders(root.appendingPathComponent("\(lesson)/\(exercise)")).map { (lesson, exercise, $0) }
      }
    }
  }()

  static func bundledLesson(id: String) throws -> Lesson {
    let set = LessonSet.load(paths: [TestPaths.lessons.path])
    return try #require(set.lessons.first { $0.id == id }, "no bundled lesson \(id)")
  }

  static func expectedFailures(_ lesson: String, _ exercise: String, _ name: String) throws -> [String] {
    let file = root.appendingPathComponent("\(lesson)/\(exercise)/\(name)/fails.txt")
    return try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
  }

  @Test("each wrong solution builds and fails the checks it names", arguments: fixtures)
  func wrongSolutionFails(lesson lessonID: String, exercise exerciseID: String, name: String) throws {
    let lesson = try Self.bundledLesson(id: lessonID)
    let exercise = try #require(lesson.exercises.first { $0.id == exerciseID })
    let folder = Self.root.appendingPathComponent("\(lessonID)/\(exerciseID)/\(name)")
    let files = try exercise.starters.map {
      SourceFile(
        name: $0.name, contents: try String(contentsOf: folder.appendingPathComponent($0.name), encoding: .utf8))
    }
    let pipeline = ExercisePipeline(builder: try LessonPipelineTests().builder())
    let run = pipeline.run(exercise, of: lesson, files: files, checks: .all)
    #expect(run.buildFailure == nil, "a plausible wrong solution compiles: \(String(describing: run.buildFailure))")
    let failed = Set(run.results.filter { !$0.passed }.map(\.check.title))
    for title in try Self.expectedFailures(lessonID, exerciseID, name) {
      #expect(exercise.checks.contains { $0.title == title }, "fails.txt names no check \"\(title)\"")
      #expect(failed.contains(title), "\(name) should fail \"\(title)\"")
    }
  }

  @Test("in a lesson with wrong solutions, every check is failed by one of them")
  func everyCheckCovered() throws {
    for lessonID in Set(Self.fixtures.map(\.0)).sorted() {
      let lesson = try Self.bundledLesson(id: lessonID)
      for exercise in lesson.exercises {
        let covered = try Set(
          Self.fixtures.filter { $0.0 == lessonID && $0.1 == exercise.id }.flatMap {
            try Self.expectedFailures($0.0, $0.1, $0.2)
          })
        for check in exercise.checks where !covered.contains(check.title) {
          Issue.record("\(lessonID)/\(exercise.id): no wrong solution fails \"\(check.title)\"")
        }
      }
    }
  }
}
