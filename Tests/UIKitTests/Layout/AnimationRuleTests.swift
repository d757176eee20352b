import Testing

@testable import UIKit

/// layout.md rule 7: `UIView.animate { self.view.layoutIfNeeded() }` after changing constraints
/// animates to the solved frames: the final values at once, completion at the end (runtime.md
/// rule 12; Apple: "Animating changes to constraints" with `layoutIfNeeded()`).
@MainActor
@Suite("Layout rule 7 — animating constraint changes", .serialized)
struct AnimationRuleTests {
  @Test("the solved frame lands at once; the completion runs when the clock reaches the end")
  func animateLayout() throws {
    TestApp.reset()
    var box = UIView()
    var made: NSLayoutConstraint?
    let controller = LayoutTest.launch { view in
      box = LayoutTest.constrained(UIView(), in: view)
      let top = box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100)
      made = top
      NSLayoutConstraint.activate([
        top, box.leadingAnchor.constraint(equalTo: view.leadingAnchor), box.widthAnchor.constraint(equalToConstant: 50),
        box.heightAnchor.constraint(equalToConstant: 50),
      ])
    }
    let top = try #require(made)
    var finished = false
    top.constant = 300
    UIView.animate(withDuration: 0.5, animations: { controller.view.layoutIfNeeded() }, completion: { finished = $0 })
    #expect(box.frame.minY == 300)
    #expect(!finished)
    AppDriver.advance(seconds: 0.4)
    #expect(!finished)
    AppDriver.advance(seconds: 0.1)
    #expect(finished)
    #expect(box.frame.minY == 300)
  }
}
