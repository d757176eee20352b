import Foundation
import LessonKit
import Presentation
import Runner
import Testing
import TutorTestSupport

/// `tutor grade` against learners who try to break the report (issue 13): one prints a flood,
/// whose output is cut per check and capped per learner; one whose folder name, label text,
/// output and source hold ESC, CR and bidi controls, which no format nor progress line shows raw.
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

    func grade(_ arguments: [String]) throws -> TutorRun {
      try runTutor(["grade", "--lessons", GradeTests.lessons] + arguments)
    }
  }

  /// The raw characters that act in `text` (VisibleText), other than those `allowed`.
  private static func raw(_ text: String, allowed: Set<Unicode.Scalar> = ["\n"]) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { VisibleText.acts($0) && !allowed.contains($0) }
  }

  private func checks(_ run: TutorRun) throws -> [[String: Any]] {
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

  @Test("ESC, CR and bidi controls in a learner's folder name, label, output and source never reach a report raw")
  func hostileText() throws {
    let fake = "\u{1B}[2K\r✓ 1/1\u{7}\u{202E}"
    // The same text as a Swift literal, as the learner writes it.
    let literal = "\"\\u{1B}[2K\\r✓ 1/1\\u{7}\\u{202E}\""
    let learner = try OneLearner("eve\u{1B}[31m\r\u{202E}\u{2066}") { exercise, code in
      switch exercise {
      case "count":
        return code.replacingOccurrences(of: "label.text = \"0\"", with: "label.text = \(literal)\nprint(\(literal))")
      default:
        // A compile error whose message quotes the learner's line, raw characters and all.
        return code.replacingOccurrences(of: "label.text = \"Hello\"", with: "label.text = missing\(fake)")
      }
    }
    for format in ["text", "json", "junit", "tap"] {
      let run = try learner.grade(["--submissions", learner.root.path, "--format", format])
      #expect(run.status == 1)
      #expect(Self.raw(run.stdout, allowed: ["\n", "\t"]).isEmpty, "\(format): \(run.stdout)")
      #expect(Self.raw(run.stderr).isEmpty, "progress lines: \(run.stderr)")
      #expect(run.stderr.contains("eve\\u{1B}[31m\\u{D}\\u{202E}\\u{2066} counter/count: fail"))
      if format == "text" {
        #expect(run.stdout.hasPrefix("eve\\u{1B}[31m\\u{D}\\u{202E}\\u{2066}: "))
        #expect(run.stdout.contains("found \"\\u{1B}[2K\\u{D}✓ 1/1\\u{7}\\u{202E}\""))
      }
      if format == "json" {
        let report = try JSONReport.parse(Data(run.stdout.utf8))
        #expect(report.learners.first?.name == "eve\u{1B}[31m\r\u{202E}\u{2066}", "JSON gives the name back")
        let output = report.learners.first?.exercises.first?.checks.first?.output
        #expect(output == "\(fake)\n")
      }
    }
  }
}
