import Foundation
import Testing

/// `tutor check` end to end: the built binary compiles a workspace's files for an exercise and
/// runs its visible checks.
@Suite("tutor check", .serialized)
struct CheckCommandTests {
  private static let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Lessons").path

  private func workspace(with contents: String?) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-check-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("controllers/detail-screen")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if let contents {
      try contents.write(to: folder.appendingPathComponent("Screens.swift"), atomically: true, encoding: .utf8)
    }
    return root
  }

  private func check(_ root: URL) throws -> CommandLineTests.Run {
    try CommandLineTests().runTutor([
      "check", "controllers/detail-screen", "--lessons", Self.lessons, "--workspace", root.path,
    ])
  }

  @Test("a working solution passes every visible check")
  func passing() throws {
    let solution = """
      import UIKit

      class ListViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              title = "Colors"
              let button = UIButton(type: .system)
              button.frame = CGRect(x: 20, y: 120, width: 335, height: 44)
              button.setTitle("Show Details", for: .normal)
              button.addAction(UIAction { [weak self] _ in
                  self?.navigationController?.pushViewController(DetailViewController(), animated: true)
              }, for: .touchUpInside)
              view.addSubview(button)
          }
      }

      class DetailViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              title = "Details"
          }
      }

      """
    let root = try workspace(with: solution)
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try check(root)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout == "controllers/detail-screen\n  ✓ The list has a title\n  ✓ Show Details pushes the detail screen, and back returns\n")
  }

  @Test("a compile error is shown at the learner's line, and the exit code is 1")
  func compileError() throws {
    let root = try workspace(with: "import UIKit\n\nclass ListViewController: UIViewController {\n    let x: Int = \"no\"\n}\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try check(root)
    #expect(run.status == 1)
    #expect(run.stdout.contains("✗ your code does not compile:"))
    #expect(run.stdout.contains("Screens.swift:4:18: error: cannot convert value of type 'String' to specified type 'Int'"))
  }

  @Test("a missing workspace is explained, with exit code 2")
  func missingFiles() throws {
    let root = try workspace(with: nil)
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try check(root)
    #expect(run.status == 2)
    #expect(run.stdout.contains("your files are not in"))
  }
}
