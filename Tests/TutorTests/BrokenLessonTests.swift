import Foundation
import Testing
import TutorTestSupport

/// A lesson with lint errors is never run (issue 13): `tutor check`, `tutor run` and the shell's
/// `check` and `run` print its errors as `tutor lint` does, say the lesson must be fixed first,
/// and run nothing — a check made only of misspelt expectations gives no free points.
@Suite("Lessons that do not parse are never run", .serialized)
struct BrokenLessonTests {
  static let lessons = TestPaths.fixture("BrokenLessons")
  static let lintError =
    "01-misspelt.md:32:1: error: unknown step \"expcet\"; did you mean \"expect\"?\n    fix: write \"expect\"\n"
  static let refusal =
    "The lesson misspelt has 1 error (above), so its exercises are not checked or run: the lesson must be fixed first."

  /// A workspace holding the exercise's starter, which the misspelt check would pass.
  final class Workspace {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-broken-\(UUID().uuidString)")

    init() throws {
      let folder = root.appendingPathComponent("misspelt/greet")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try "import UIKit\n\nclass GreetViewController: UIViewController {\n}\n".write(
        to: folder.appendingPathComponent("Greet.swift"), atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: root) }
  }

  @Test("tutor check prints the lint errors and refuses, exit 2", arguments: ["misspelt/greet", "misspelt"])
  func check(_ target: String) throws {
    let workspace = try Workspace()
    let run = try runTutor([
      "check", target, "--lessons", Self.lessons, "--workspace", workspace.root.path,
    ])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty, "nothing was checked: \(run.stdout)")
    #expect(run.stderr.hasPrefix(Self.lessons + "/" + Self.lintError))
    #expect(run.stderr.contains(Self.refusal))
    #expect(run.stderr.contains("a mistake in the lesson, not in your code"))
  }

  @Test("tutor run prints the lint errors and refuses, exit 2")
  func runCommand() throws {
    let workspace = try Workspace()
    let run = try runTutor(
      ["run", "misspelt/greet", "--lessons", Self.lessons, "--workspace", workspace.root.path],
      input: "expect screen contains \"Hello\"\n")
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty, "nothing was run: \(run.stdout)")
    #expect(run.stderr.hasPrefix(Self.lessons + "/" + Self.lintError))
    #expect(run.stderr.contains(Self.refusal))
  }
}
