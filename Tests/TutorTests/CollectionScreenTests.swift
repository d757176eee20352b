import Foundation
import LessonKit
import Testing
import TutorTestSupport

/// Collection views of the bundled lesson's solutions as `tutor run` draws them and as `tree`
/// prints them, compared with golden files: a grid (cells as boxes), a list with a swiped row, a
/// sectioned list with headers, and the grid's tree on the smallest and a large iPhone.
@Suite("Rendered screens — collection views", .tags(.spawnsProcess), .serialized)
struct CollectionScreenTests {
  /// What `tutor run collections/EXERCISE` prints for the last `look` (`screen` or `tree`) after
  /// `script`, with the lesson's solution as the learner's files.
  private func output(_ exercise: String, after script: String, look: String = "screen") throws -> String {
    let lessons = TestPaths.lessons
    let text = try String(contentsOf: lessons.appendingPathComponent("12-collections.md"), encoding: .utf8)
    let lesson = try #require(LessonParser.parse(source: text, file: "12-collections.md").0)
    let found = try #require(lesson.exercises.first { $0.id == exercise })
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-collections-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("collections/\(exercise)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for file in found.solutions {
      try file.contents.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
    }
    let run = try runTutor(
      ["run", "collections/\(exercise)", "--lessons", lessons.path, "--workspace", root.path],
      input: script + "\n\(look)\n")
    return try #require(run.stdout.components(separatedBy: "> \(look)\n").last, "\(run.stdout)\(run.stderr)")
  }

  @Test("a flow layout grid: three boxes a row below the navigation bar")
  func grid() throws {
    expectGolden(try output("photo-grid", after: "advance 1s"), named: "screen-collection-grid.txt")
  }

  @Test("a selected grid item is marked")
  func selectedItem() throws {
    expectGolden(
      try output("photo-grid", after: "advance 1s\ntap cell 4\nback\nadvance 1s", look: "screen"),
      named: "screen-collection-grid-back.txt")
  }

  @Test("an inset grouped list of two-line rows with a swiped row's Delete action")
  func swipedList() throws {
    expectGolden(try output("contacts", after: "swipe cell 1 left"), named: "screen-collection-list-swiped.txt")
  }

  @Test("a plain list in sections, each with its header")
  func sections() throws {
    expectGolden(try output("aisles", after: "advance 1s"), named: "screen-collection-sections.txt")
  }

  @Test(
    "the grid's tree carries each cell's index path and text, on an iPhone SE and an iPhone 15",
    arguments: [
      "iphone-se", "iphone-15",
    ])
  func tree(device: String) throws {
    let script = "device \(device)\nlaunch PhotosViewController in navigation\nadvance 1s"
    expectGolden(try output("photo-grid", after: script, look: "tree"), named: "tree-collection-grid-\(device).txt")
  }
}
