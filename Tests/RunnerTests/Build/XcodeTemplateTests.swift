import CheckLanguage
import Foundation
import Runner
import Testing
import TutorTestSupport

/// docs/runtime.md "Scenes": the files of Xcode's iOS App template run unchanged — the app
/// delegate choosing "Default Configuration", the scene delegate named in the Info.plist as
/// `$(PRODUCT_MODULE_NAME).SceneDelegate` (substituted by the build), in UIKit's order.
@Suite("Xcode's iOS App template", .tags(.spawnsProcess))
struct XcodeTemplateTests {
  private func templateFiles() throws -> [SourceFile] {
    let folder = URL(fileURLWithPath: TestPaths.fixture("XcodeTemplate"))
    return try [
      "AppDelegate.swift", "SceneDelegate.swift", "ViewController.swift", "Info.plist", "Base.lproj/Main.storyboard",
    ].map { name in
      SourceFile(name: name, contents: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
  }

  private func run(_ files: [SourceFile], _ script: String) throws -> CheckRunner.Result {
    let app = try LessonPipelineTests().builder().build(AppSources(learnerFiles: files))
    let (steps, errors) = CheckParser.parse(script)
    #expect(errors.isEmpty)
    return CheckRunner(executable: app.executable).run(steps)
  }

  @Test("the template launches through its scene, and state changes go to the scene delegate")
  func templateLaunches() throws {
    let result = try run(
      try templateFiles(),
      """
      launch
      expect log order "AppDelegate.didFinishLaunching", "AppDelegate.configurationForConnecting", "SceneDelegate.willConnect", "ViewController.viewDidLoad", "SceneDelegate.willEnterForeground", "SceneDelegate.didBecomeActive", "ViewController.viewDidAppear"
      interrupt
      resume
      background
      foreground
      expect log order "SceneDelegate.willResignActive", "SceneDelegate.didBecomeActive", "SceneDelegate.willResignActive", "SceneDelegate.didEnterBackground", "SceneDelegate.willEnterForeground"
      expect log count "AppDelegate.didBecomeActive" 0
      relaunch
      expect log order "SceneDelegate.didEnterBackground", "SceneDelegate.didDisconnect", "AppDelegate.willTerminate", "SceneDelegate.willConnect"
      """)
    #expect(result == .passed)
  }

  @Test("with the window made in code, as tutorials do, the first screen shows")
  func windowInCode() throws {
    let files = try templateFiles().map { file in
      if file.name == "SceneDelegate.swift" {
        return SourceFile(
          name: file.name,
          contents: file.contents.replacingOccurrences(
            of: "guard let _ = (scene as? UIWindowScene) else { return }",
            with: """
              guard let windowScene = (scene as? UIWindowScene) else { return }
                      let controller = ViewController()
                      controller.title = "Hello"
                      window = UIWindow(windowScene: windowScene)
                      window?.rootViewController = UINavigationController(rootViewController: controller)
                      window?.makeKeyAndVisible()
              """))
      }
      if file.name == "Info.plist" {
        // Tutorials that make the window in code delete the storyboard and its Info.plist key.
        return SourceFile(
          name: file.name,
          contents: file.contents.replacingOccurrences(
            of: "\t\t\t\t\t<key>UISceneStoryboardFile</key>\n\t\t\t\t\t<string>Main</string>\n", with: ""))
      }
      return file
    }.filter { $0.name != "Base.lproj/Main.storyboard" }
    let result = try run(
      files,
      """
      launch
      expect title "Hello"
      expect log order "SceneDelegate.willConnect", "ViewController.viewDidLoad", "SceneDelegate.didBecomeActive"
      """)
    #expect(result == .passed)
  }

  @Test(
    "pre-iOS-13 code in the template's app without its storyboard: its window is never shown, and the screen says why")
  func legacyWindowStaysHidden() throws {
    var files = try templateFiles().filter { $0.name != "Base.lproj/Main.storyboard" }
    files[3] = SourceFile(
      name: "Info.plist",
      contents: files[3].contents.replacingOccurrences(
        of: "\t\t\t\t\t<key>UISceneStoryboardFile</key>\n\t\t\t\t\t<string>Main</string>\n", with: ""))
    files[0] = SourceFile(
      name: files[0].name,
      contents: files[0].contents.replacingOccurrences(
        of: "        return true\n    }\n\n    // MARK",
        with: """
                  window = UIWindow(frame: UIScreen.main.bounds)
                  window?.rootViewController = ViewController()
                  window?.makeKeyAndVisible()
                  return true
              }
              var window: UIWindow?

              // MARK
          """))
    let result = try run(files, "launch\nexpect log contains \"ViewController.viewDidLoad\"")
    guard case .failed(_, _, _, _, let snapshot?) = result else {
      Issue.record("expected the check to fail without the controller's view, got \(result)")
      return
    }
    #expect(snapshot.window == nil)
    #expect(snapshot.missingWindow?.contains("without a scene") == true)
  }

  @Test("a malformed Info.plist is an error at its line that blames the file, not the Swift")
  func malformedInfoPlist() throws {
    var files = try templateFiles()
    files[3] = SourceFile(
      name: "Info.plist", contents: files[3].contents.replacingOccurrences(of: "<false/>", with: "<false>"))
    let builder = try LessonPipelineTests().builder()
    do throws(BuildFailure) {
      _ = try builder.build(AppSources(learnerFiles: files))
      Issue.record("a malformed Info.plist built")
    } catch {
      guard case .learnersCode(let output, _) = error else {
        Issue.record("expected the learner's file to be blamed, got \(error)")
        return
      }
      #expect(output.hasPrefix("Info.plist:"))
      #expect(!output.contains(".swift"))
    }
  }
}
