import CheckLanguage
import Foundation
import Testing
import TutorTestSupport

@testable import Runner

/// Checks written in the check language, run against the example app in its own process.
@Suite("CheckRunner", .tags(.spawnsProcess))
struct CheckRunnerTests {
  private var runner: CheckRunner {
    CheckRunner(executable: TestPaths.product("EggTimer").path)
  }

  private func steps(_ text: String) throws -> [CheckStep] {
    let (steps, errors) = CheckParser.parse(text, firstLine: 100)
    #expect(errors.isEmpty)
    return steps
  }

  @Test("a passing check: launch, tap, the virtual clock, timers, the log, output")
  func passing() throws {
    let check = try steps(
      """
      launch
      expect title "Our Egg Timer"
      expect #timeLeft text "3"
      tap "Start"
      expect timers 1
      advance 3s
      expect #timeLeft text "Done!"
      expect timers 0
      expect log count "Timer.fire" 3
      expect output contains "done after 3 seconds"
      background
      foreground
      expect log order "AppDelegate.willResignActive", "AppDelegate.didEnterBackground", "AppDelegate.willEnterForeground"
      """)
    #expect(runner.run(check) == .passed)
  }

  @Test("a failing check names its step's line, what was expected and what was found")
  func failing() throws {
    let check = try steps(
      """
      launch
      tap "Start"
      advance 1s
      expect #timeLeft text "1"
      """)
    guard case .failed(let step, let location, let expected, let found, let snapshot) = runner.run(check) else {
      Issue.record("the check passed")
      return
    }
    #expect(step == "expect #timeLeft text \"1\"")
    #expect(location == SourceLocation(line: 103, column: 1))
    #expect(expected == "\"1\"")
    #expect(found == "\"2\"")
    // The failure carries what the app showed at that moment.
    #expect(snapshot?.window?.first { $0.text == "Our Egg Timer" } != nil)
  }

  @Test("tapping something that is not there fails at that step")
  func missingElement() throws {
    let result = runner.run(try steps("launch\ntap \"Go\""))
    guard case .failed(let step, let location, _, let found, let snapshot) = result else {
      Issue.record("passed")
      return
    }
    #expect(step == "tap \"Go\"")
    #expect(location.line == 101)
    #expect(found.hasPrefix("nothing on screen matches \"Go\""))
    #expect(snapshot?.window?.first { $0.title == "Start" } != nil)  // the app as it was at that moment
  }

  @Test("navigating with bar items and back")
  func navigation() throws {
    let check = try steps(
      """
      launch
      tap item "Settings"
      advance 1s
      expect top SettingsViewController
      expect stack EggTimerViewController, SettingsViewController
      toggle #sound
      expect #sound off
      expect screen contains "Sound off"
      tap item "Close"
      advance 1s
      expect top EggTimerViewController
      """)
    #expect(runner.run(check) == .passed)
  }
}
