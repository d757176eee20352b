import Foundation
import LessonKit
import Testing
import TutorTestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `tutor grade` end to end on a fixture class (docs/architecture.md "Grading"): a perfect learner, a starter-only
/// learner, one whose code crashes (and who skipped an exercise), one with nothing; scores,
/// statuses, the crash line, every report format, shards merging to one run, exit codes.
@Suite("tutor grade", .serialized)
struct GradeTests {
  static let lessons = TestPaths.fixture("GradeLessons")

  /// The class: one folder per learner.
  final class ClassFolder {
    let root: URL
    /// The line of cy's force-unwrap in Counter.swift.
    private(set) var crashLine = 0

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-class-\(UUID().uuidString)")
      let text = try String(contentsOfFile: GradeTests.lessons + "/01-counter.md", encoding: .utf8)
      let lesson = try #require(LessonParser.parse(source: text, file: "01-counter.md").0)
      func write(_ learner: String, _ exercise: String, _ file: ExerciseFile, _ contents: String? = nil) throws {
        let folder = root.appendingPathComponent("\(learner)/counter/\(exercise)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try (contents ?? file.contents).write(
          to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
      }
      for exercise in lesson.exercises {
        for file in exercise.solutions { try write("ada", exercise.id, file) }
        for file in exercise.starters { try write("ben", exercise.id, file) }
      }
      let count = try #require(lesson.exercises.first { $0.id == "count" }?.solutions.first)
      let crashing = count.contents.replacingOccurrences(
        of: "count += 1", with: "let missing: Int? = nil\n            count += missing!")
      crashLine =
        (crashing.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("missing!") } ?? -1)
        + 1
      try write("cy", "count", count, crashing)
      try FileManager.default.createDirectory(at: root.appendingPathComponent("dee"), withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func grade(_ arguments: [String]) throws -> TutorRun {
      try runTutor(["grade", "--lessons", GradeTests.lessons] + arguments)
    }
  }

  private func json(_ run: TutorRun) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)\(run.stderr)")
  }

  @Test("scores and statuses for the class; the crash is an error with the learner's line; exit 1")
  func classReport() throws {
    let folder = try ClassFolder()
    let run = try folder.grade(["--submissions", folder.root.path, "--format", "json", "--jobs", "2"])
    #expect(run.status == 1)
    let report = try json(run)
    #expect(report["version"] as? Int == 1)
    let learners = try #require(report["learners"] as? [[String: Any]])
    #expect(learners.map { $0["name"] as? String } == ["ada", "ben", "cy", "dee"])
    #expect(learners.map { $0["score"] as? Int } == [8, 0, 3, 0])
    #expect(learners.map { $0["max_score"] as? Int } == [8, 8, 8, 8])
    func statuses(_ index: Int) -> [String?] {
      (learners[index]["exercises"] as? [[String: Any]] ?? []).map { $0["status"] as? String }
    }
    #expect(statuses(0) == ["pass", "pass"])
    #expect(statuses(1) == ["fail", "fail"])
    #expect(statuses(2) == ["error", "not_attempted"])
    #expect(statuses(3) == ["not_attempted", "not_attempted"])
    let cyChecks = try #require((learners[2]["exercises"] as? [[String: Any]])?.first?["checks"] as? [[String: Any]])
    #expect(cyChecks.map { $0["status"] as? String } == ["pass", "error", "error", "pass"])
    #expect(cyChecks.map { $0["hidden"] as? Bool } == [false, false, true, false])
    let message = try #require(cyChecks[1]["message"] as? String)
    #expect(message.contains("Counter.swift:\(folder.crashLine): Fatal error: Unexpectedly found nil"))
    let adaOutput = (learners[0]["exercises"] as? [[String: Any]])?.first?["checks"] as? [[String: Any]]
    #expect(adaOutput?[1]["output"] as? String == "count is 1\n")
    // Progress went to stderr, a plain line per exercise.
    #expect(run.stderr.contains("[8/8] "))
  }

  @Test("text, JUnit, TAP, Exercism and Gradescope are written from the same grades")
  func formats() throws {
    let folder = try ClassFolder()
    let text = try folder.grade(["--submissions", folder.root.path, "--format", "text"])
    #expect(text.stdout.contains("ada: 8/8 points\n  counter\n    count: pass 7/7\n      ✓ Starts at zero 2/2\n"))
    #expect(text.stdout.contains("      ✓ Adds many (hidden) 1/1\n"))
    #expect(text.stdout.contains("dee: 0/8 points\n  counter\n    count: not attempted 0/7\n"))
    #expect(text.stdout.hasSuffix("Total: 11/32 points for 4 learners\n"))

    let junit = try folder.grade(["--submissions", folder.root.path, "--format", "junit"])
    let document = try XMLDocument(data: Data(junit.stdout.utf8))
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    let suites = root.elements(forName: "testsuite")
    #expect(
      suites.map { $0.attribute(forName: "name")?.stringValue } == [
        "ada.counter", "ben.counter", "cy.counter", "dee.counter",
      ])
    for suite in suites {
      for name in ["tests", "failures", "errors", "skipped", "time"] { #expect(suite.attribute(forName: name) != nil) }
      for testcase in suite.elements(forName: "testcase") {
        #expect(testcase.attribute(forName: "classname")?.stringValue?.hasPrefix("counter.") == true)
        #expect(testcase.attribute(forName: "name") != nil && testcase.attribute(forName: "time") != nil)
      }
    }
    #expect(suites[2].attribute(forName: "errors")?.stringValue == "2")
    #expect(suites[3].attribute(forName: "failures")?.stringValue == "5")
    #expect(junit.stdout.contains("<system-out>count is 1\n</system-out>"))

    let tap = try folder.grade(["--submissions", folder.root.path, "--format", "tap"])
    let lines = tap.stdout.split(separator: "\n")
    #expect(lines.prefix(2) == ["TAP version 14", "1..20"])
    #expect(lines.contains("ok 1 - ada counter/count: Starts at zero"))
    #expect(lines.contains("not ok 6 - ben counter/count: Starts at zero"))
    #expect(tap.stdout.contains("  ---\n  message: \""))

    let single = ["--workspace", folder.root.appendingPathComponent("cy").path]
    let exercismRun = try folder.grade(single + ["--format", "exercism"])
    #expect(exercismRun.status == 0, "an Exercism test runner exits 0 when it wrote its results")
    let exercism = try json(exercismRun)
    #expect(exercism["version"] as? Int == 3)
    #expect(exercism["status"] as? String == "fail")
    let tests = try #require(exercism["tests"] as? [[String: Any]])
    #expect(tests.count == 5)
    #expect(tests[1]["status"] as? String == "error")
    #expect(tests[0]["test_code"] as? String == "launch CounterViewController\nexpect #count text \"0\"")
    #expect(tests.map { $0["task_id"] as? Int } == [1, 1, 1, 1, 2])

    let gradescope = try json(try folder.grade(single + ["--format", "gradescope"]))
    #expect(gradescope["score"] as? Int == 3)
    let graded = try #require(gradescope["tests"] as? [[String: Any]])
    #expect(graded.map { $0["visibility"] as? String }.contains("after_published"))
    #expect(graded.first?["status"] as? String == "passed")
    #expect(graded.first?["max_score"] as? Int == 2)

    let several = try folder.grade(["--submissions", folder.root.path, "--format", "exercism"])
    #expect(several.status == 2)
  }

  @Test("shards of the class merge into the report one run gives")
  func shards() throws {
    let folder = try ClassFolder()
    let reports = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-shards-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: reports) }
    var files: [String] = []
    for shard in 1...3 {
      let file = reports.appendingPathComponent("shard-\(shard).json").path
      let run = try folder.grade(
        ["--submissions", folder.root.path, "--format", "json", "--shard", "\(shard)/3", "--output", file])
      // The first shard holds only ada's exercises, all passing; the others hold failures.
      #expect(run.status == (shard == 1 ? 0 : 1))
      #expect(run.stdout.isEmpty)
      files.append(file)
    }
    // A shard given twice counts once.
    let merged = try runTutor(["grade", "--merge"] + files + [files[1], "--format", "json"])
    let whole = try folder.grade(["--submissions", folder.root.path, "--format", "json"])
    #expect(merged.status == 1)
    #expect(Self.withoutDurations(merged.stdout) == Self.withoutDurations(whole.stdout))
  }

  @Test("exit 0 when everything passed; 2 for bad arguments, bad reports or a missing workspace")
  func exitCodes() throws {
    let folder = try ClassFolder()
    let perfect = try folder.grade(["--workspace", folder.root.appendingPathComponent("ada").path])
    #expect(perfect.status == 0, "\(perfect.stdout)\(perfect.stderr)")
    #expect(try folder.grade(["--formt", "json"]).stderr.contains("did you mean --format?"))
    #expect(try folder.grade(["--format", "yaml"]).status == 2)
    #expect(try folder.grade(["--shard", "4/3"]).status == 2)
    #expect(try folder.grade(["--only", "counter/nope", "--workspace", folder.root.path]).status == 2)
    #expect(try folder.grade(["--workspace", "/nonexistent/place"]).status == 2)
    let bad = try runTutor(["grade", "--merge", "/nonexistent.json"])
    #expect(bad.status == 2)
    let only = try folder.grade([
      "--workspace", folder.root.appendingPathComponent("cy").path, "--only", "counter/greet",
    ])
    #expect(only.status == 1)
    #expect(only.stdout.contains("greet: not attempted 0/1"))
    #expect(!only.stdout.contains("count:"))
  }

  /// A JSON report without its timings, which differ from run to run.
  static func withoutDurations(_ text: String) -> String {
    text.split(separator: "\n").filter { !$0.contains("\"duration_ms\"") }.joined(separator: "\n")
  }
}
