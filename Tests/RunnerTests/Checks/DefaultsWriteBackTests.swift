import CheckLanguage
import Foundation
import Runner
import Testing
import TutorTestSupport

/// runtime.md "The app's container": UserDefaults changes are seen in the process at once and
/// written to Library/Preferences asynchronously, so `kill` right after a change loses it, while
/// `relaunch` (which terminates the app properly), a moment's wait, or the background keeps it.
@Suite("UserDefaults written back asynchronously, across kill and relaunch", .tags(.spawnsProcess))
struct DefaultsWriteBackTests {
  /// Saves a name when Save is tapped, and shows what it finds at launch.
  static let app = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow()
            window?.rootViewController = NameViewController()
            window?.makeKeyAndVisible()
            return true
        }
    }

    final class NameViewController: UIViewController {
        let saved = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))

        override func viewDidLoad() {
            super.viewDidLoad()
            saved.accessibilityIdentifier = "saved"
            saved.text = UserDefaults.standard.string(forKey: "name") ?? "none"
            view.addSubview(saved)
            let save = UIButton(type: .system)
            save.setTitle("Save", for: .normal)
            save.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
            save.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
            view.addSubview(save)
        }

        @objc func saveTapped() {
            UserDefaults.standard.set("Ada", forKey: "name")
        }
    }

    """

  private func run(_ script: String) throws -> CheckRunner.Result {
    let sources = AppSources(learnerFiles: [SourceFile(name: "AppDelegate.swift", contents: Self.app)])
    let app = try LessonPipelineTests().builder().build(sources)
    let (steps, errors) = CheckParser.parse(script)
    #expect(errors.isEmpty)
    return CheckRunner(executable: app.executable).run(steps)
  }

  @Test("kill right after a change loses it, though the process saw it at once")
  func killLosesIt() throws {
    let verdict = try run(
      """
      launch
      expect #saved text "none"
      tap "Save"
      expect defaults "name" "Ada"
      kill
      launch
      expect #saved text "none"
      expect defaults "name" missing
      """)
    #expect(verdict == .passed)
  }

  @Test("relaunch delivers terminate, which writes the change back")
  func relaunchKeepsIt() throws {
    let verdict = try run(
      """
      launch
      tap "Save"
      relaunch
      expect #saved text "Ada"
      """)
    #expect(verdict == .passed)
  }

  @Test("a second later, or after going to the background, the change is on disk and survives kill")
  func writtenBackSurvivesKill() throws {
    let verdict = try run(
      """
      launch
      tap "Save"
      advance 1s
      kill
      launch
      expect #saved text "Ada"
      """)
    #expect(verdict == .passed)
    let background = try run(
      """
      launch
      tap "Save"
      background
      kill
      launch
      expect #saved text "Ada"
      """)
    #expect(background == .passed)
  }
}
