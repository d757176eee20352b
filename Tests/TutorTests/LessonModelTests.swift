import Foundation
import Testing
import TutorTestSupport

/// A lesson whose own Core Data model is broken: `tutor lint` says where without building, and
/// `tutor check` says it is the lesson's fault, not the learner's, with exit 2.
@Suite("A lesson's broken model")
struct LessonModelTests {
  static let lesson = """
    ---
    id: models
    title: Models
    ---
    # Models

    ## Exercise: One {#one}
    Text.

    ```xml support file=M.xcdatamodeld/M.xcdatamodel/contents
    <model>
    <entity name="A">
    <attribute attributeType="String"/>
    </entity>
    </model>
    ```

    ```swift starter file=A.swift
    import UIKit
    ```

    ```swift solution file=A.swift
    import UIKit
    class AViewController: UIViewController {}
    ```

    ```check Works
    launch AViewController
    ```

    """

  @Test("lint names the line; check blames the lesson and exits 2")
  func brokenModel() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-models-\(UUID().uuidString)")
    let lessons = folder.appendingPathComponent("lessons")
    let workspace = folder.appendingPathComponent("workspace/models/one")
    try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.lesson.write(to: lessons.appendingPathComponent("01-models.md"), atomically: true, encoding: .utf8)
    try "import UIKit\n".write(to: workspace.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)

    let lint = try runTutor(["lint", lessons.path])
    #expect(lint.status == 1)
    #expect(
      lint.stdout.contains("01-models.md:13:1: error: M.xcdatamodeld/M.xcdatamodel/contents: <attribute> has no name"))

    let check = try runTutor([
      "check", "models/one", "--lessons", lessons.path, "--workspace", folder.appendingPathComponent("workspace").path,
      "--no-color",
    ])
    #expect(check.status == 2)
    #expect(check.stdout.contains("the lesson's own files do not build (not your code"))
    #expect(check.stdout.contains("01-models.md:13: error:"))
  }
}
