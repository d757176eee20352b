import Foundation
import LessonKit
import Runner
import Testing

/// `tutor grade` against learners who try to break the report (issue 13): one prints a flood,
/// whose output is cut per check and capped per learner.
@Suite("tutor grade — hostile learners", .serialized)
struct GradeHardeningTests {
  /// A class folder with one learner, `name`, whose files are the fixture's solutions changed
  /// by `change` (exercise id, file contents).
  final class OneLearner {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-hostile-\(UUID().uuidString)")
    let workspace: URL

    init(_ name: String, change: (String, String) -> String) throws {
      workspace = root.appendingPathComponent(name)
      let text = try String(contentsOfFile: GradeTests.lessons + "/01-counter.md", encoding: .utf8)
      let lesson = try #require(LessonParser.parse(source: text, file: "01-counter.md").0)
      for exercise in lesson.exercises {
        let folder = workspace.appendingPathComponent("counter/\(exercise.id)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in exercise.solutions {
          try Data(change(exercise.id, file.contents).utf8).write(to: folder.appendingPathComponent(file.name))
        }
      }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func grade(_ arguments: [String]) throws -> CommandLineTests.Run {
      try CommandLineTests().runTutor(["grade", "--lessons", GradeTests.lessons] + arguments)
    }
  }

  private func checks(_ run: CommandLineTests.Run) throws -> [[String: Any]] {
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
    let learners = try #require(report["learners"] as? [[String: Any]])
    let exercises = try #require(learners.first?["exercises"] as? [[String: Any]])
    return exercises.flatMap { $0["checks"] as? [[String: Any]] ?? [] }
  }

  @Test("a learner printing 1 MiB per check: head and tail with the exact bytes cut, 256 KiB in all")
  func flood() throws {
    let megabyte = 1 << 20
    let flood = """
      super.viewDidLoad()
              let flood = String(repeating: "x", count: 1023)
              for _ in 0..<1024 { print(flood) }
      """
    let learner = try OneLearner("flo") { _, code in
      code.replacingOccurrences(of: "super.viewDidLoad()", with: flood)
    }
    let run = try learner.grade(["--workspace", learner.workspace.path, "--format", "json"])
    let outputs = try checks(run).map { $0["output"] as? String ?? "" }
    #expect(outputs.count == 5)
    for output in outputs { #expect(output.utf8.count <= OutputLimits.perCheck) }
    // The first check only launches: all it printed is the flood.
    let lines = outputs[0].split(separator: "\n", omittingEmptySubsequences: false)
    let cutLine = try #require(lines.first { $0.hasPrefix("… ") })
    let cut = try #require(Int(cutLine.dropFirst(2).prefix { $0.isNumber }))
    #expect(outputs[0].utf8.count - cutLine.utf8.count - 1 + cut == megabyte)
    #expect(outputs[1].hasSuffix("x\ncount is 1\n"), "the tail is kept")
    // Four checks' 64 KiB fill the learner's 256 KiB; the fifth check's output is a note.
    #expect(outputs.prefix(4).map(\.utf8.count).reduce(0, +) <= OutputLimits.perLearner)
    #expect(outputs[4] == OutputLimits.learnerCapNote)
  }
}
