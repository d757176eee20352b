import Foundation
import Runner
import Testing
import TutorTestSupport

/// A mistaken `#selector` is told as Swift tells it on iOS, at the `#selector` in the learner's
/// line, never in the terms of Tutor's lowering (`Self`, `Selector(_:name:)`, generic parameters).
@Suite("#selector mistakes in the learner's terms", .tags(.spawnsProcess))
struct SelectorDiagnosticsTests {
  private func report(_ body: String) throws -> String {
    let code = """
      import UIKit

      class ViewController: UIViewController {
        var count = 0
        func tick() {}
        func save() -> Bool { true }

        override func viewDidLoad() {
          super.viewDidLoad()
      \(body)
        }
      }

      """
    let sources = AppSources(learnerFiles: [SourceFile(name: "ViewController.swift", contents: code)])
    do {
      _ = try LessonPipelineTests().builder().build(sources)
      return "built"
    } catch let failure as BuildFailure {
      return failure.description
    }
  }

  @Test("a method that does not exist: cannot find it in scope, at the #selector")
  func missingMethod() throws {
    let text = try report(
      "    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tock), userInfo: nil, repeats: true)"
    )
    #expect(text.contains("ViewController.swift:10:67: error: cannot find 'tock' in scope"), "\(text)")
    for word in ["Self", "generic parameter", "Selector(", "init(_:name:)"] { #expect(!text.contains(word), "\(text)") }
  }

  @Test("a property is not a method")
  func property() throws {
    let text = try report(
      "    let button = UIButton(); button.addTarget(self, action: #selector(getCount), for: .touchUpInside)\n    _ = #selector(ViewController.count)"
    )
    #expect(text.contains("cannot find 'getCount' in scope"), "\(text)")
    #expect(
      text.contains("argument of '#selector' does not refer to an '@objc' method, property, or initializer"), "\(text)")
    #expect(!text.contains("generic parameter"), "\(text)")
  }

  @Test("a method answering a value is a valid action, as on iOS")
  func returnsValue() throws {
    #expect(
      try report("    let button = UIButton(); button.addTarget(self, action: #selector(save), for: .touchUpInside)")
        == "built")
  }
}
