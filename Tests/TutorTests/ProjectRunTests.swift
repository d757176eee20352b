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

  @Test("a project's app target runs: skipped targets listed, the scene connects, the bundle's files are there")
  func runsTheAppTarget() throws {
    let example = TestPaths.examples.appendingPathComponent("Groceries").path
    let script = """
      expect log order "AppDelegate.configurationForConnecting", "SceneDelegate.willConnect", "ViewController.viewDidLoad"
      expect title "Groceries"
      expect rows 3
      """
    let run = try runTutor(["run", example], input: script)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    expectGolden(run.stdout, named: "project-run.txt")
  }

  @Test("the project as Xcode made it: its storyboard's initial controller is on screen")
  func storyboardProject() throws {
    let folder = try project()
    let script = """
      expect log order "SceneDelegate.willConnect", "ViewController.viewDidLoad", "ViewController.viewDidAppear"
      expect top ViewController
      """
    let run = try runTutor(["run", folder.path], input: script)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(!run.stdout.contains("no window"), "\(run.stdout)")
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

  @Test("a malformed Info.plist is an error at its line naming the project's file")
  func malformedInfoPlist() throws {
    let plist = try String(contentsOfFile: TestPaths.fixture("Projects/Groups/Groceries/Info.plist"), encoding: .utf8)
    let folder = try project(["Groceries/Info.plist": plist.replacingOccurrences(of: "<false/>", with: "<false>")])
    let run = try runTutor(["run", folder.path], input: "")
    #expect(run.status == 2)
    #expect(run.stdout.contains("Groceries/Info.plist:"), "\(run.stdout)")
  }

  @Test("a compile error names the project's file and line")
  func compileError() throws {
    let folder = try project(["Groceries/ViewController.swift": "import UIKit\n\nlet broken: Int = \"text\"\n"])
    let run = try runTutor(["run", folder.path], input: "")
    #expect(run.status == 2)
    #expect(run.stdout.contains("Groceries/ViewController.swift:3:"), "\(run.stdout)")
  }
}
