import Foundation
import Testing
import TutorTestSupport

/// The virtual network through the built `tutor` (Fixtures/NetworkLessons/network.md): learner
/// code written as Apple's docs write it — a data task with a completion handler decoding JSON
/// into a table, `async`/`await`, `URLError` caught by code — compiled and run against the
/// lesson's fixtures; `tutor run` shows each request and its answer, `requests` lists them, and a
/// request no fixture answers fails a check naming the fixtures' URLs.
@Suite("The virtual network — end to end", .serialized)
struct NetworkEndToEndTests {
  private static let lessons = TestPaths.fixture("NetworkLessons")

  /// A workspace whose exercise holds the lesson's solution, changed by `change`.
  private func workspace(_ exercise: String, file: String, changing change: (String) -> String = { $0 }) throws -> URL {
    let lesson = try String(contentsOfFile: Self.lessons + "/network.md", encoding: .utf8)
    let start = try #require(lesson.range(of: "```swift solution file=\(file)\n"))
    let end = try #require(lesson[start.upperBound...].range(of: "```\n"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-network-\(UUID().uuidString)")
    let exerciseFolder = folder.appendingPathComponent("network/\(exercise)")
    try FileManager.default.createDirectory(at: exerciseFolder, withIntermediateDirectories: true)
    try change(String(lesson[start.upperBound..<end.lowerBound])).write(
      to: exerciseFolder.appendingPathComponent(file), atomically: true, encoding: .utf8)
    return folder
  }

  @Test("tutor lint --run: every solution passes its checks against the fixtures, every starter fails one")
  func lintRun() throws {
    let run = try runTutor(["lint", "--run", Self.lessons])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("tutor lint --run: every exercise works"))
  }

  @Test("tutor run: the output pane shows each request and its answer; requests lists them; the table fills")
  func runShowsRequests() throws {
    let folder = try workspace("fetch", file: "TodoList.swift")
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = """
      launch TodoListViewController in navigation
      advance 1s
      requests
      expect rows 3
      expect "Water the plants"
      """
    let run = try runTutor(
      ["run", "network/fetch", "--workspace", folder.path, "--lessons", Self.lessons, "--no-color"], input: script)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("│ → GET https://api.example.com/todos\n"))
    #expect(run.stdout.contains("│ ← GET https://api.example.com/todos → 200, 157 bytes\n"))
    #expect(run.stdout.contains("│ status 200, 157 bytes\n"))
    #expect(run.stdout.contains("> requests\n1. GET https://api.example.com/todos → 200, 157 bytes\n"))
    #expect(run.stdout.contains("✓ expect rows 3"))
  }

  @Test("a request no fixture answers: the check fails with cannot find host, and says which URLs the fixtures answer")
  func unansweredRequest() throws {
    let folder = try workspace("fetch", file: "TodoList.swift") {
      $0.replacingOccurrences(of: "https://api.example.com/todos", with: "https://api.example.org/todos")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runTutor(
      ["check", "network/fetch", "--workspace", folder.path, "--lessons", Self.lessons, "--no-color"])
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        "found:    0 — the app requested GET https://api.example.org/todos, which no fixture answers "
          + "(fixtures answer GET https://api.example.com/todos)"), "\(run.stdout)")
  }

  @Test("learner code that imports Foundation beside UIKit sees UIKit's URLSession (the generated typealiases)")
  func importsFoundation() throws {
    let folder = try workspace("retry", file: "Profile.swift") { "import Foundation\n" + $0 }
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runTutor(
      ["check", "network/retry", "--workspace", folder.path, "--lessons", Self.lessons, "--no-color"])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
  }
}
