import CheckLanguage
import Foundation
import ManagedModelTools
import Testing
import TutorTestSupport

@testable import Runner

/// Code written for Xcode builds unchanged: `import Foundation` beside `import UIKit` does not make
/// Timer, RunLoop or DispatchQueue ambiguous, and they keep to the virtual clock.
@Suite("Learner code as written for Xcode", .tags(.spawnsProcess), .serialized)
struct SourceCompatibilityTests {
  static let code = """
    import Foundation
    import UIKit
    @preconcurrency import Dispatch

    class TickViewController: UIViewController {
        var timer: Timer?
        override func viewDidLoad() {
            super.viewDidLoad()
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in print("timer fired") }
            RunLoop.main.add(Timer(timeInterval: 2, repeats: false) { _ in print("added timer fired") }, forMode: .common)
            DispatchQueue.main.asyncAfter(deadline: .now() + 3) { print("dispatch fired") }
            let group = DispatchGroup()
            group.enter()
            DispatchQueue.global().async { group.leave() }
            group.notify(queue: .main) { print("group done") }
        }
    }

    """

  @Test("import Foundation and Dispatch beside UIKit: the runtime's Timer, RunLoop and queues, on the virtual clock")
  func foundationImport() throws {
    let sources = AppSources(
      learnerFiles: [SourceFile(name: "Tick.swift", contents: Self.code)], hosts: ["TickViewController"])
    let app = try LessonPipelineTests().builder().build(sources)
    let (steps, errors) = CheckParser.parse(
      """
      launch TickViewController
      expect output line 1 "group done"
      expect timers 2
      advance 1s
      expect output line 2 "timer fired"
      advance 1s
      expect output line 3 "added timer fired"
      advance 1s
      expect output line 4 "dispatch fired"
      """)
    #expect(errors.isEmpty)
    #expect(CheckRunner(executable: app.executable).run(steps) == .passed)
  }

  @Test("NSLog prints to the app's console, as Xcode shows it, with Foundation imported or not")
  func nsLog() throws {
    let code = """
      import UIKit
      import Foundation

      class LogViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              NSLog("Loaded %d items", 3)
          }
      }

      """
    let sources = AppSources(
      learnerFiles: [SourceFile(name: "Log.swift", contents: code)], hosts: ["LogViewController"])
    let app = try LessonPipelineTests().builder().build(sources)
    let (steps, errors) = CheckParser.parse("launch LogViewController\nexpect output contains \"] Loaded 3 items\"")
    #expect(errors.isEmpty)
    #expect(CheckRunner(executable: app.executable).run(steps) == .passed)
  }

  @Test("the aliases are added only when the learner's code imports Foundation or Dispatch itself")
  func onlyWhenNeeded() {
    let plain = [SourceFile(name: "A.swift", contents: "import UIKit\nstruct Timer {}\n")]
    #expect(!GeneratedSupport.importsFoundationDirectly(plain))
    let direct = [SourceFile(name: "A.swift", contents: "import UIKit\n@preconcurrency import Foundation\n")]
    #expect(GeneratedSupport.importsFoundationDirectly(direct))
    let noModels = ModelCompiler.Compiled(resources: [:], models: [])
    #expect(
      GeneratedSupport.contents(for: AppSources(learnerFiles: direct), models: noModels).contains(
        "typealias Timer = UIKit.Timer"))
  }
}
