import CheckLanguage
import Foundation
import Runner
import Testing
import TutorTestSupport

/// interface-files.md: book code runs as printed with its storyboard — the scene's storyboard
/// makes the window, the outlet is connected before `viewDidLoad`, the buttons' actions and a
/// toolbar item reach the learner's `@IBAction` methods, and a `#selector` timer counts down.
@Suite("Storyboard apps as books print them", .tags(.spawnsProcess))
struct StoryboardAppTests {
  private func files(_ changes: [String: String] = [:]) throws -> [SourceFile] {
    let folder = URL(fileURLWithPath: TestPaths.fixture("StoryboardApps/EggTimer"))
    return try [
      "AppDelegate.swift", "SceneDelegate.swift", "ViewController.swift", "Info.plist", "Base.lproj/Main.storyboard",
    ]
    .map { name in
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

  @Test("the egg timer: launch, start, count down, pause, reset from the toolbar")
  func eggTimer() throws {
    let result = try run(
      try files(),
      """
      launch
      expect title "Egg Timer"
      expect #timeLeft text "210"
      tap "Start"
      advance 3s
      expect #timeLeft text "207"
      tap "Pause"
      advance 2s
      expect #timeLeft text "207"
      tap "Reset"
      expect #timeLeft text "210"
      tap "Start"
      advance 5s
      expect #timeLeft text "205"
      tap "Refresh"
      expect #timeLeft text "210"
      """)
    #expect(result == .passed)
  }

  @Test("an outlet the class does not declare is UIKit's key-value coding crash, naming the key")
  func missingOutlet() throws {
    let code = try String(
      contentsOfFile: TestPaths.fixture("StoryboardApps/EggTimer/ViewController.swift"), encoding: .utf8)
    let renamed = code.replacingOccurrences(of: "timeLeftLabel", with: "timerLabel")
    let result = try run(try files(["ViewController.swift": renamed]), "launch")
    guard case .failed(_, _, _, let found, _) = result else {
      Issue.record("expected the launch to crash, got \(result)")
      return
    }
    #expect(found.contains("NSUnknownKeyException"), "\(found)")
    #expect(found.contains("not key value coding-compliant for the key timeLeftLabel"), "\(found)")
    // A lesson that teaches the crash expects it, and the check goes on with a new launch.
    let expected = try run(
      try files(["ViewController.swift": renamed]),
      """
      launch
      expect crash "not key value coding-compliant for the key timeLeftLabel"
      launch
      expect crash "setValue:forUndefinedKey:"
      """)
    #expect(expected == .passed)
    let wrongMessage = try run(
      try files(["ViewController.swift": renamed]), "launch\nexpect crash \"unrecognized selector\"")
    #expect(wrongMessage != .passed)
  }

  @Test("an action the class does not have crashes when the button is tapped: unrecognized selector")
  func missingAction() throws {
    let code = try String(
      contentsOfFile: TestPaths.fixture("StoryboardApps/EggTimer/ViewController.swift"), encoding: .utf8)
    let renamed = code.replacingOccurrences(of: "func pauseTimer", with: "func pauseTheTimer")
    let result = try run(try files(["ViewController.swift": renamed]), "launch\ntap \"Pause\"")
    guard case .failed(let step, _, _, let found, _) = result else {
      Issue.record("expected the tap to crash, got \(result)")
      return
    }
    #expect(step == "tap \"Pause\"")
    #expect(found.contains("unrecognized selector sent to instance"), "\(found)")
    #expect(found.contains("pauseTimer:"), "\(found)")
  }

  @Test("performSegue with an identifier the storyboard does not have is UIKit's exception, naming the receiver")
  func unknownSegue() throws {
    let code = try String(
      contentsOfFile: TestPaths.fixture("StoryboardApps/EggTimer/ViewController.swift"), encoding: .utf8)
    let changed = code.replacingOccurrences(
      of: "        timer.invalidate()\n    }\n\n    @IBAction func resetTimer",
      with: "        timer.invalidate()\n        performSegue(withIdentifier: \"showHistory\", sender: self)\n    }\n\n"
        + "    @IBAction func resetTimer")
    #expect(changed != code)
    let result = try run(
      try files(["ViewController.swift": changed]),
      """
      launch
      tap "Pause"
      expect crash "has no segue with identifier 'showHistory'"
      """)
    #expect(result == .passed)
  }
}
