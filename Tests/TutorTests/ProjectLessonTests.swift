import Foundation
import Testing
import TutorTestSupport

/// lesson-format.md "An Xcode project as the exercise's files": a ```` ```text project ````
/// block makes a project folder the exercise's files — proven by `tutor lint --run` with the
/// solution blocks in place, checked and graded from the learner's copy in their workspace.
@Suite("Lessons whose exercise is an Xcode project", .tags(.spawnsProcess))
struct ProjectLessonTests {
  private static let lessons = TestPaths.fixture("ProjectLesson")
  private static let project = TestPaths.fixture("Projects/Groups")

  /// A workspace whose `groceries/title` folder is a copy of the project, with `changes` applied.
  private func workspace(_ changes: [String: String] = [:]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-project-ws-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("groceries/title")
    try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.project), to: folder)
    for (path, contents) in changes {
      try contents.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
    return root
  }

  /// The lesson's solution for the scene delegate.
  private func solution() throws -> String {
    let lesson = try String(contentsOfFile: "\(Self.lessons)/01-groceries.md", encoding: .utf8)
    let start = try #require(lesson.range(of: "```swift solution file=Groceries/SceneDelegate.swift\n"))
    let end = try #require(lesson.range(of: "```", range: start.upperBound..<lesson.endIndex))
    return String(lesson[start.upperBound..<end.lowerBound])
  }

  @Test("lint --run proves the exercise: the project with the solution passes, the project as it is fails")
  func lintRun() throws {
    let run = try runTutor(["lint", "--run", Self.lessons])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("groceries  title  ok"), "\(run.stdout)")
  }

  @Test("check builds the learner's copy of the project: unchanged it fails, solved it passes")
  func checkFromWorkspace() throws {
    let unchanged = try workspace()
    defer { try? FileManager.default.removeItem(at: unchanged) }
    let failing = try runTutor(["check", "groceries/title", "--lessons", Self.lessons, "--workspace", unchanged.path])
    #expect(failing.status == 1, "\(failing.stdout)\(failing.stderr)")
    #expect(failing.stdout.contains("✗ The list is titled Groceries"), "\(failing.stdout)")

    let solved = try workspace(["Groceries/SceneDelegate.swift": try solution()])
    defer { try? FileManager.default.removeItem(at: solved) }
    let passing = try runTutor(["check", "groceries/title", "--lessons", Self.lessons, "--workspace", solved.path])
    #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
  }

  @Test("a link in the learner's copy is not followed: the file it stands for is missing from the build")
  func linkNotFollowed() throws {
    let root = try workspace(["Groceries/SceneDelegate.swift": try solution()])
    defer { try? FileManager.default.removeItem(at: root) }
    let words = root.appendingPathComponent("groceries/title/Groceries/words.txt")
    try FileManager.default.removeItem(at: words)
    try FileManager.default.createSymbolicLink(atPath: words.path, withDestinationPath: "/etc/passwd")
    let run = try runTutor(["check", "groceries/title", "--lessons", Self.lessons, "--workspace", root.path])
    #expect(run.status != 0)
    #expect(!run.stdout.contains("root:"), "\(run.stdout)")
  }

  @Test(
    "a learner's project.pbxproj naming files outside the project is refused, never read",
    arguments: [
      "path = words.txt; sourceTree = \"<group>\";|path = /etc/passwd; sourceTree = \"<absolute>\";",
      "path = ViewController.swift; sourceTree = \"<group>\";|path = ../../../../../etc/hostname.swift; sourceTree = \"<group>\";",
    ])
  func outsideFilesRefused(change: String) throws {
    let parts = change.split(separator: "|").map(String.init)
    let root = try workspace(["Groceries/SceneDelegate.swift": try solution()])
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("groceries/title/Groceries.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(parts[0]))
    try text.replacingOccurrences(of: parts[0], with: parts[1]).write(to: file, atomically: true, encoding: .utf8)
    let run = try runTutor(["check", "groceries/title", "--lessons", Self.lessons, "--workspace", root.path])
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("outside the project's folder"), "\(run.stdout)")
    #expect(!run.stdout.contains("root:x:"), "\(run.stdout)")
  }

  @Test("a project block whose path is not a project folder is a lint error at its line")
  func badPath() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tutor-project-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let lesson = try String(contentsOfFile: "\(Self.lessons)/01-groceries.md", encoding: .utf8)
      .replacingOccurrences(of: "path=../Projects/Groups", with: "path=Nowhere")
    try lesson.write(to: folder.appendingPathComponent("01-groceries.md"), atomically: true, encoding: .utf8)
    let run = try runTutor(["lint", folder.path])
    #expect(run.status != 0)
    #expect(run.stdout.contains("01-groceries.md:15:"), "\(run.stdout)")
    #expect(!run.stdout.contains("has no starter"), "\(run.stdout)")
    #expect(run.stdout.contains("Nowhere is not an Xcode project folder beside the lesson"), "\(run.stdout)")
  }
}
