import CheckLanguage
import Foundation
import Runner
import Testing
import TutorTestSupport

/// check-language.md "Launching and app state": `interrupt`/`resume` resign and regain active
/// without leaving the foreground; `kill` ends the process without a callback, and `launch`
/// starts it again in the same container, so only what was saved survives.
@Suite("Lifecycle steps: interrupt, resume, kill", .tags(.spawnsProcess))
struct LifecycleStepsTests {
  /// Counts launches in UserDefaults, saving the count only when the app goes to the background.
  static let countingApp = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var launches = 0

        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            launches = UserDefaults.standard.integer(forKey: "launches") + 1
            print("launch \\(launches)")
            window = UIWindow()
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }

        func applicationDidEnterBackground(_ application: UIApplication) {
            UserDefaults.standard.set(launches, forKey: "launches")
        }
    }

    """

  private func run(_ script: String) throws -> CheckRunner.Result {
    let sources = AppSources(learnerFiles: [SourceFile(name: "AppDelegate.swift", contents: Self.countingApp)])
    let app = try LessonPipelineTests().builder().build(sources)
    let (steps, errors) = CheckParser.parse(script)
    #expect(errors.isEmpty)
    return CheckRunner(executable: app.executable).run(steps)
  }

  @Test("kill loses what was not saved; launch starts the app again in the same container")
  func killThenLaunch() throws {
    let verdict = try run(
      """
      launch
      kill
      launch
      expect output line 2 "launch 1"
      background
      kill
      launch
      expect output line 3 "launch 2"
      expect log count "AppDelegate.willTerminate" 0
      """)
    #expect(verdict == .passed)
  }

  @Test("a step after kill that needs the app says it is not running")
  func stepAfterKill() throws {
    let verdict = try run(
      """
      launch
      kill
      background
      """)
    guard case .failed(let step, _, _, let found, _) = verdict else {
      Issue.record("expected a failure, got \(verdict)")
      return
    }
    #expect(step == "background")
    #expect(found.contains("not running"))
  }

  @Test("interrupt resigns active without the background; resume makes the app active again")
  func interruptAndResume() throws {
    let verdict = try run(
      """
      launch
      interrupt
      expect log order "AppDelegate.didBecomeActive", "AppDelegate.willResignActive"
      expect log count "AppDelegate.didEnterBackground" 0
      resume
      expect log count "AppDelegate.didBecomeActive" 2
      """)
    #expect(verdict == .passed)
  }
}
