import CheckLanguage
import Foundation
import Runner
import Testing
import TutorTestSupport

/// Apps as 2016–2018 books and Xcode 8 wrote them run as printed: `@UIApplicationMain` with a
/// `UIMainStoryboardFile`, a storyboard whose constraints use the top layout guide, a size-class
/// variation, User Defined Runtime Attributes on an `@IBInspectable` property; Swift 3 and 4
/// names are told as Xcode tells them ("has been renamed to").
@Suite("Older storyboard apps", .tags(.spawnsProcess))
struct OlderStoryboardAppTests {
  private func files(_ changes: [String: String] = [:]) throws -> [SourceFile] {
    let folder = URL(fileURLWithPath: TestPaths.fixture("StoryboardApps/Tipper"))
    return try ["AppDelegate.swift", "ViewController.swift", "Info.plist", "Base.lproj/Main.storyboard"].map { name in
      SourceFile(
        name: name,
        contents: try changes[name] ?? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
  }

  private func run(_ files: [SourceFile], _ script: String) throws -> CheckRunner.Result {
    let app = try LessonPipelineTests().builder().build(AppSources(learnerFiles: files))
    let (steps, errors) = CheckParser.parse(script)
    #expect(errors.isEmpty)
    return CheckRunner(executable: app.executable).run(steps)
  }

  @Test("the tip calculator: launch from Info.plist, type a bill, calculate")
  func tipper() throws {
    let result = try run(
      try files(),
      """
      launch
      expect "Tipper"
      expect #tip text "$0.00"
      tap #bill
      type "20"
      tap "Calculate"
      expect #tip text "$3.00"
      expect keyboard hidden
      """)
    #expect(result == .passed, "\(result)")
  }

  @Test("a Swift 4 name is Xcode's rename error with the new name")
  func renamedName() throws {
    let code = try String(
      contentsOfFile: TestPaths.fixture("StoryboardApps/Tipper/AppDelegate.swift"), encoding: .utf8
    ).replacingOccurrences(of: "UIApplication.LaunchOptionsKey", with: "UIApplicationLaunchOptionsKey")
    do {
      _ = try LessonPipelineTests().builder().build(AppSources(learnerFiles: try files(["AppDelegate.swift": code])))
      Issue.record("built with a Swift 4 name")
    } catch let failure as BuildFailure {
      #expect(
        failure.description.contains(
          "'UIApplicationLaunchOptionsKey' has been renamed to 'UIApplication.LaunchOptionsKey'"),
        "\(failure.description)")
    }
  }
}
