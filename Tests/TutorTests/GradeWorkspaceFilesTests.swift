import Foundation
import Runner
import Testing
import TutorTestSupport

/// `tutor grade` reads a learner's files as their own text only (issue 13): a file that is a
/// symbolic link, a file in a folder that links out of the workspace, or a file too large is the
/// learner's compile error for that exercise, never a way to read other files (the grader runs as
/// root and quotes what it compiles).
@Suite("tutor grade — the learner's files", .serialized)
struct GradeWorkspaceFilesTests {
  /// Text outside every workspace that no report may quote.
  private static let secret = "let secret = \"SECRET-SOLUTION-TEXT\"\n"

  /// The `count` exercise of the JSON report: its status, compile output and check messages.
  private func count(_ run: TutorRun) throws -> (status: String?, output: String?, messages: [String]) {
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
    let learners = try #require(report["learners"] as? [[String: Any]])
    let exercises = try #require(learners.first?["exercises"] as? [[String: Any]])
    let count = try #require(exercises.first { $0["exercise"] as? String == "count" })
    let greet = try #require(exercises.first { $0["exercise"] as? String == "greet" })
    #expect(greet["status"] as? String == "pass", "the learner's other exercise is graded as usual")
    let checks = count["checks"] as? [[String: Any]] ?? []
    return (
      count["status"] as? String, count["compile_output"] as? String, checks.compactMap { $0["message"] as? String }
    )
  }

  private func expectRefused(_ run: TutorRun, saying message: String) throws {
    #expect(run.status == 1)
    let count = try count(run)
    #expect(count.status == "error")
    #expect(count.output == message + "\n")
    #expect(!count.messages.isEmpty && count.messages.allSatisfy { $0.hasSuffix(message + "\n") })
    #expect(!run.stdout.contains("SECRET-SOLUTION-TEXT") && !run.stderr.contains("SECRET-SOLUTION-TEXT"))
  }

  @Test("a learner's file that is a symbolic link is refused, and what it points at is not read")
  func symbolicLink() throws {
    let learner = try GradeHardeningTests.OneLearner("lin") { _, code in code }
    let secret = learner.root.appendingPathComponent("secret.swift")
    try Self.secret.write(to: secret, atomically: true, encoding: .utf8)
    let file = learner.workspace.appendingPathComponent("counter/count/Counter.swift")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createSymbolicLink(at: file, withDestinationURL: secret)
    let run = try learner.grade(["--workspace", learner.workspace.path, "--format", "json"])
    try expectRefused(run, saying: "Counter.swift is a symbolic link; hand in the file itself")
  }

  @Test("a learner's exercise folder that links out of the workspace is refused")
  func linkedFolder() throws {
    let learner = try GradeHardeningTests.OneLearner("fol") { _, code in code }
    let elsewhere = learner.root.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try Self.secret.write(to: elsewhere.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
    let folder = learner.workspace.appendingPathComponent("counter/count")
    try FileManager.default.removeItem(at: folder)
    try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: elsewhere)
    let run = try learner.grade(["--workspace", learner.workspace.path, "--format", "json"])
    try expectRefused(
      run, saying: "Counter.swift is in a folder that links outside the workspace; hand in the files themselves")
  }

  @Test("a learner's file over 1 MiB is refused before the compiler sees it")
  func tooLarge() throws {
    let learner = try GradeHardeningTests.OneLearner("big") { exercise, code in
      exercise == "count" ? code + "\nlet padding = \"" + String(repeating: "x", count: 6_000_000) + "\"\n" : code
    }
    let run = try learner.grade(["--workspace", learner.workspace.path, "--format", "json"])
    let size =
      try FileManager.default.attributesOfItem(
        atPath: learner.workspace.appendingPathComponent("counter/count/Counter.swift").path)[.size] as? Int
    #expect((6_000_000..<6_050_000).contains(size ?? 0))
    try expectRefused(run, saying: "Counter.swift is 6.0 MB; a file may be at most 1 MiB")
  }
}
