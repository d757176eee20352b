import Foundation
import LessonKit
import Testing
import TutorTestSupport

/// Screens of real apps as `tutor run` draws them after a script, compared with golden files
/// (docs/architecture.md "Drawing the screen"); PresentationTests' ScreenRendererTests draws
/// hand-made snapshots.
@Suite("Rendered screens — tutor run", .serialized)
struct ScreenEndToEndTests {
  /// The last screen `tutor run runner/everything` prints for `script`.
  private func screen(after script: String) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-screens-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("runner/everything")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.copyItem(
      at: TestPaths.fixtures.appendingPathComponent("Workspace/Home.swift"),
      to: folder.appendingPathComponent("Home.swift"))
    let run = try runTutor(
      ["run", "runner/everything", "--lessons", RunnerEndToEndTests.lessons, "--workspace", root.path],
      input: script + "\nscreen\n")
    let parts = run.stdout.components(separatedBy: "> screen\n")
    return try #require(parts.last, "\(run.stdout)\(run.stderr)")
  }

  @Test("a navigation stack with a title, labels, buttons, a switch, a slider and a toolbar")
  func navigationWithToolbar() throws {
    expectGolden(try screen(after: "advance 1s"), named: "screen-navigation-toolbar.txt")
  }

  @Test("an alert over the dimmed screen")
  func alert() throws {
    expectGolden(try screen(after: "tap \"Warn\"\nadvance 1s"), named: "screen-alert.txt")
  }

  @Test("the keyboard up under a focused text input")
  func keyboard() throws {
    expectGolden(try screen(after: "launch NotesViewController\ntype \"Hi\" into #note"), named: "screen-keyboard.txt")
  }

  /// The last screen `tutor run LESSON/EXERCISE` prints for `script`, with the bundled lesson's
  /// solution as the learner's file.
  private func bundledScreen(_ lessonFile: String, _ exercise: String, after script: String) throws -> String {
    let lessons = TestPaths.lessons
    let text = try String(contentsOf: lessons.appendingPathComponent(lessonFile), encoding: .utf8)
    let lesson = try #require(LessonParser.parse(source: text, file: lessonFile).0)
    let found = try #require(lesson.exercises.first { $0.id == exercise })
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-table-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("\(lesson.id)/\(exercise)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for file in found.solutions {
      try file.contents.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
    }
    let run = try runTutor(
      ["run", "\(lesson.id)/\(exercise)", "--lessons", lessons.path, "--workspace", root.path],
      input: script + "\nscreen\n")
    return try #require(run.stdout.components(separatedBy: "> screen\n").last, "\(run.stdout)\(run.stderr)")
  }

  @Test("a real table: rows with disclosure indicators below a navigation bar")
  func contactsTable() throws {
    expectGolden(try bundledScreen("04-tables.md", "contacts", after: "advance 1s"), named: "screen-table-contacts.txt")
  }

  @Test("a swiped row shows its Delete button")
  func swipedRow() throws {
    expectGolden(
      try bundledScreen("04-tables.md", "swipe-delete", after: "swipe cell 1 left"), named: "screen-table-swiped.txt")
  }
}
