import Foundation
import LessonKit
import Testing
import TutorTestSupport

/// `tutor grade` on learners who try to fool the hidden Swift check (issue 13): their code is
/// compiled into the check's module, so they declare an `expect` of their own that ignores its
/// condition, or import the app host's modules. The checks still fail for them, and an honest
/// learner's score is what it always was.
@Suite("tutor grade — learners who cheat", .serialized)
struct GradeTamperingTests {
  /// The top-level `expect` a cheating learner adds to the starter: the exact signature of
  /// AppHost's, ignoring its condition.
  static let shadowingExpect = """

    @MainActor
    func expect(
      _ condition: @autoclosure () throws -> Bool, _ message: String, file: String = #filePath, line: Int = #line
    ) rethrows {}
    """

  @Test("a learner's own expect does not pass the hidden Swift check; importing internals does not compile")
  func cheaters() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-cheaters-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let text = try String(contentsOfFile: GradeTests.lessons + "/01-counter.md", encoding: .utf8)
    let lesson = try #require(LessonParser.parse(source: text, file: "01-counter.md").0)
    let count = try #require(lesson.exercises.first { $0.id == "count" })
    func write(_ learner: String, _ exercise: String, _ name: String, _ contents: String) throws {
      let folder = root.appendingPathComponent("\(learner)/counter/\(exercise)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try contents.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    for exercise in lesson.exercises {
      for file in exercise.solutions { try write("ada", exercise.id, file.name, file.contents) }
    }
    let starter = try #require(count.starters.first)
    try write("eve", "count", starter.name, starter.contents + Self.shadowingExpect)
    let solution = try #require(count.solutions.first)
    try write(
      "mal", "count", solution.name,
      solution.contents.replacingOccurrences(of: "import UIKit\n", with: "import UIKit\nimport DriverProtocol\n"))

    let run = try runTutor([
      "grade", "--lessons", GradeTests.lessons, "--submissions", root.path, "--format", "json",
    ])
    #expect(run.status == 1)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)\(run.stderr)")
    let learners = try #require(report["learners"] as? [[String: Any]])
    #expect(learners.map { $0["name"] as? String } == ["ada", "eve", "mal"])
    // ada's score is the perfect learner's of GradeTests; the Swift check is eve's fourth.
    #expect(learners.map { $0["score"] as? Int } == [8, 0, 0])
    let eve = try #require((learners[1]["exercises"] as? [[String: Any]])?.first?["checks"] as? [[String: Any]])
    #expect(eve.map { $0["status"] as? String } == ["fail", "fail", "fail", "fail"])
    let message = try #require(eve[3]["message"] as? String)
    #expect(message.contains("01-counter.md:65: expect(counter.view.subviews.count >= 2, \"a label and a button\")"))

    let mal = try #require((learners[2]["exercises"] as? [[String: Any]])?.first)
    #expect(mal["status"] as? String == "error")
    let compileOutput = try #require(mal["compile_output"] as? String)
    #expect(
      compileOutput.hasPrefix(
        "Counter.swift:2:8: error: no such module 'DriverProtocol' (Tutor's own modules cannot be imported by app code)"
      ))
  }
}
