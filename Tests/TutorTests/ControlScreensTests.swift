import Foundation
import LessonKit
import Testing
import TutorTestSupport

/// Each standard control as `tutor run` draws it — in the terminal and in SVG — from a real app
/// (Fixtures/Lessons/controls.md), compared with golden files; the lesson's checks work each
/// control with the check language's steps.
@Suite("Rendered screens — the standard controls", .serialized)
struct ControlScreensTests {
  private static let lessons = TestPaths.fixture("Lessons")

  /// A workspace holding the lesson's solution, removed by the caller.
  private func workspace() throws -> URL {
    let text = try String(contentsOfFile: Self.lessons + "/controls.md", encoding: .utf8)
    let lesson = try #require(LessonParser.parse(source: text, file: "controls.md").0)
    let exercise = try #require(lesson.exercises.first { $0.id == "screens" })
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-controls-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("controls/screens")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in exercise.solutions {
      try file.contents.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
    }
    return root
  }

  /// The screen `tutor run controls/screens` draws after `script`, and the SVG it writes.
  private func screens(after script: String) throws -> (text: String, svg: String) {
    let lessons = Self.lessons
    let root = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let picture = root.appendingPathComponent("screen.svg").path
    let run = try runTutor(
      ["run", "controls/screens", "--lessons", lessons, "--workspace", root.path],
      input: script + "\nscreen\nsnapshot \"\(picture)\"\n", environment: ["TZ": "UTC"])
    let screen = try #require(run.stdout.components(separatedBy: "> screen\n").last, "\(run.stdout)\(run.stderr)")
    let drawn = screen.components(separatedBy: "> snapshot").first ?? screen
    let svg = try String(contentsOfFile: picture, encoding: .utf8)
    return (drawn, svg)
  }

  @Test(
    "each control drawn in the terminal and as SVG",
    arguments: [
      ("segments", "launch SegmentsScreen"), ("stepper", "launch StepperScreen"), ("dates", "launch DateScreen"),
      ("picker", "launch WheelScreen"), ("progress", "launch ProgressScreen"),
      ("search", "launch SearchScreen in navigation\ntype \"Ap\" into field \"Search fruit\""),
      ("buttons", "launch ButtonsScreen"),
    ])
  func control(name: String, script: String) throws {
    let (text, svg) = try screens(after: script)
    expectGolden(text, named: "screen-control-\(name).txt")
    expectGolden(svg, named: "screen-control-\(name).svg")
  }

  @Test("the lesson's checks pass with its solution: every control step end to end")
  func checksPass() throws {
    let root = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try runTutor(
      ["check", "controls/screens", "--lessons", Self.lessons, "--workspace", root.path], environment: ["TZ": "UTC"])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.hasSuffix("  7 of 7 checks passed\n"), "\(run.stdout)")
  }
}
