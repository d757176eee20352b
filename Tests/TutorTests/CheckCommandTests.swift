import Foundation
import Testing
import TutorTestSupport

/// `tutor check` end to end: the built binary compiles a workspace's files for an exercise and
/// runs its visible checks.
@Suite("tutor check", .serialized)
struct CheckCommandTests {
  private static let lessons = TestPaths.lessons.path

  private func workspace(with contents: String?) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-check-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("controllers/detail-screen")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if let contents {
      try contents.write(to: folder.appendingPathComponent("Screens.swift"), atomically: true, encoding: .utf8)
    }
    return root
  }

  private func check(_ root: URL) throws -> TutorRun {
    try runTutor([
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
    #expect(
      run.stdout
        == """
        controllers/detail-screen
          ✓ The list has a title
          ✓ Show Details pushes the detail screen, and back returns
          2 of 2 checks passed

        """
    )
  }

  @Test("a compile error is shown at the learner's line, and the exit code is 1")
  func compileError() throws {
    let root = try workspace(
      with: "import UIKit\n\nclass ListViewController: UIViewController {\n    let x: Int = \"no\"\n}\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try check(root)
    #expect(run.status == 1)
    #expect(run.stdout.contains("✗ your code does not compile:"))
    #expect(
      run.stdout.contains("Screens.swift:4:18: error: cannot convert value of type 'String' to specified type 'Int'"))
  }

  @Test("a missing workspace is explained, with exit code 2")
  func missingFiles() throws {
    let root = try workspace(with: nil)
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try check(root)
    #expect(run.status == 2)
    #expect(run.stdout.contains("your files are not in"))
    #expect(run.stdout.contains("puts the starter files there"), "it says which command provides them")
  }
}

/// Learner code that crashes or never returns: the check fails with the reason, and tutor goes on.
@Suite("tutor check — misbehaving code", .serialized)
struct MisbehavingCodeTests {
  private func run(_ code: String) throws -> TutorRun {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-bad-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("controllers/detail-screen")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try code.write(to: folder.appendingPathComponent("Screens.swift"), atomically: true, encoding: .utf8)
    let lessons = TestPaths.lessons.path
    return try runTutor([
      "check", "controllers/detail-screen", "--lessons", lessons, "--workspace", root.path,
    ])
  }

  @Test("a force-unwrap of nil is reported with the learner's file and line")
  func crash() throws {
    let code = """
      import UIKit

      class ListViewController: UIViewController {
          var name: String?
          override func viewDidLoad() {
              super.viewDidLoad()
              title = name!
          }
      }

      class DetailViewController: UIViewController {}

      """
    let result = try run(code)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains("Screens.swift:7: Fatal error: Unexpectedly found nil while unwrapping an Optional value"))
  }

  @Test("an endless loop is stopped at the step limit")
  func endlessLoop() throws {
    let code = """
      import UIKit

      class ListViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              var count = 0
              while count >= 0 { count = (count + 1) % 10 }
          }
      }

      class DetailViewController: UIViewController {}

      """
    let result = try run(code)
    #expect(result.status == 1)
    #expect(result.stdout.contains("did not answer within 5"))
  }
}
