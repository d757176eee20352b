import Foundation
import Testing
import TutorTestSupport

/// interface-files.md "Where the files come from": `tutor run PATH` builds an Xcode project's app
/// target from its `project.pbxproj` — sources, resources, Info.plist, build settings — lists the
/// targets it cannot run as skipped, and drives the app; bad project files and compile errors are
/// reported in the project's own terms.
@Suite("tutor run on an Xcode project", .tags(.spawnsProcess))
struct ProjectRunTests {
  /// A copy of the Groups fixture (an app target and a unit-test target) in a fresh folder, with
  /// `changes` applied to its files (path in the project folder → new contents).
  private func project(_ changes: [String: String] = [:]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-project-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent("Groceries")
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: TestPaths.fixture("Projects/Groups")), to: copy)
    for (path, contents) in changes {
      try contents.write(to: copy.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
    return copy
  }

  /// The fixture's app made without its storyboard, as tutorials do: the scene delegate makes the
  /// window and a controller that reads the bundle's word list and image set.
  static let codeOnly = [
    "Groceries/SceneDelegate.swift": """
    import UIKit

    class SceneDelegate: UIResponder, UIWindowSceneDelegate {

        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = (scene as? UIWindowScene) else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = ViewController()
            window?.makeKeyAndVisible()
        }
    }

    """,
    "Groceries/ViewController.swift": """
    import UIKit

    class ViewController: UIViewController {

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.accessibilityIdentifier = "first"
            if let path = Bundle.main.path(forResource: "words", ofType: "txt"),
               let words = try? String(contentsOfFile: path, encoding: .utf8) {
                label.text = words.split(separator: "\\n").first.map(String.init)
            }
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ])
            if let apple = UIImage(named: "Apple") {
                print("Apple: \\(apple.size.width) x \\(apple.size.height) points at \\(apple.scale)x")
            }
            print("Bundle: \\((Bundle.main.bundlePath as NSString).lastPathComponent)")
            print("Name: \\(Bundle.main.object(forInfoDictionaryKey: "CFBundleName") ?? "none")")
        }
    }

    """,
  ]

  @Test("a project's app target runs: skipped targets listed, the scene connects, the bundle's files are there")
  func runsTheAppTarget() throws {
    var changes = Self.codeOnly
    let plist = try String(
      contentsOfFile: TestPaths.fixture("Projects/Groups/Groceries/Info.plist"), encoding: .utf8)
    changes["Groceries/Info.plist"] = Self.withoutStoryboards(plist)
    let folder = try project(changes)
    let script = """
      expect log order "AppDelegate.configurationForConnecting", "SceneDelegate.willConnect", "ViewController.viewDidLoad"
      expect #first
      """
    let scriptFile = folder.appendingPathComponent("steps.txt")
    try script.write(to: scriptFile, atomically: true, encoding: .utf8)
    let run = try runTutor(["run", folder.path, "--script", scriptFile.path])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    expectGolden(run.stdout, named: "project-run.txt")
  }

  @Test("the project as Xcode made it, with its storyboard: it launches and the screen says why it is empty")
  func storyboardProject() throws {
    let folder = try project()
    let run = try runTutor(["run", folder.path], input: "expect log contains \"SceneDelegate.willConnect\"\n")
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("storyboard \"Main\" (UISceneStoryboardFile)"), "\(run.stdout)")
  }

  @Test("a project file that does not read is an error at its line, naming the file")
  func brokenProjectFile() throws {
    let folder = try project()
    let file = folder.appendingPathComponent("Groceries.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: file, encoding: .utf8)
    try text.replacingOccurrences(of: "isa = PBXProject;", with: "isa = PBXProject").write(
      to: file, atomically: true, encoding: .utf8)
    let run = try runTutor(["run", folder.path], input: "")
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("tutor run: Groceries.xcodeproj/project.pbxproj:"), "\(run.stderr)")
    #expect(run.stderr.contains("expected ';'"), "\(run.stderr)")
  }

  @Test("a compile error names the project's file and line")
  func compileError() throws {
    let folder = try project(["Groceries/ViewController.swift": "import UIKit\n\nlet broken: Int = \"text\"\n"])
    let run = try runTutor(["run", folder.path], input: "")
    #expect(run.status == 2)
    #expect(run.stdout.contains("Groceries/ViewController.swift:3:"), "\(run.stdout)")
  }

  /// `plist` without the keys naming storyboards.
  static func withoutStoryboards(_ plist: String) -> String {
    var lines = plist.components(separatedBy: "\n")
    while let index = lines.firstIndex(where: {
      $0.contains("<key>UISceneStoryboardFile</key>") || $0.contains("<key>UIMainStoryboardFile</key>")
    }) {
      lines.removeSubrange(index...index + 1)
    }
    return lines.joined(separator: "\n")
  }
}
