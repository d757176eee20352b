import Foundation
import Testing
import TutorTestSupport

@testable import Runner

/// layout.md "Surface": X anchors cannot be tied to Y anchors — it does not compile on iOS either,
/// because the anchor classes are typed (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`,
/// `NSLayoutDimension`). A learner who writes it gets the compiler's error at their line.
@Suite("Typed anchors", .tags(.spawnsProcess))
struct TypedAnchorTests {
  static let code = """
    import UIKit

    class Screen: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel()
            view.addSubview(label)
            label.leadingAnchor.constraint(equalTo: view.topAnchor).isActive = true
        }
    }

    """

  @Test("tying a leading anchor to a top anchor is a compile error at the learner's line")
  func xToYDoesNotCompile() throws {
    let builder = try LessonPipelineTests().builder()
    do {
      _ = try builder.build(
        AppSources(learnerFiles: [SourceFile(name: "Screen.swift", contents: Self.code)]))
      Issue.record("an X anchor tied to a Y anchor compiled")
    } catch {
      #expect(error.isLearnersFault)
      #expect(error.description.hasPrefix("Screen.swift:8:"), "\(error.description)")
      #expect(error.description.contains("NSLayoutYAxisAnchor"), "\(error.description)")
    }
  }
}
