import DriverProtocol
import Testing
import TutorTestSupport

@testable import UIKit

/// `tree constraints` (docs/check-language.md "Looking around"): each view's line is followed by the
/// constraints that place it, as UIKit describes them; a constraint that ties a subview to its
/// superview is listed under the subview it places, not under the superview.
@Suite("The tree with constraints", .serialized)
@MainActor
struct TreeConstraintsTests {
  @Test("a centered label and a button pinned to the safe area, each with its constraints")
  func treeWithConstraints() throws {
    TestApp.reset()
    LayoutTest.launch { view in
      let label = LayoutTest.constrained(UILabel(), in: view)
      label.text = "Hello"
      let button = LayoutTest.constrained(UIButton(type: .system), in: view)
      button.setTitle("Go", for: .normal)
      NSLayoutConstraint.activate([
        label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        button.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
        button.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      ])
    }
    let window = try #require(AppDriver.snapshot().window)
    expectGolden(window.treeDescription(withConstraints: true), named: "tree-constraints.txt")
    let root = try #require(window.children.first)
    #expect(root.constraints == nil, "the root view is placed by its window, not by its subviews' constraints")
    #expect(window.treeDescription == window.treeDescription(withConstraints: false))
  }
}
