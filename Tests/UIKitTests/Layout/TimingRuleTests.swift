import Testing

@testable import UIKit

/// A view that records its update-constraints and layout callbacks in the event log's words.
@MainActor
final class RecordingLayoutView: UIView {
  var events: [String] = []
  var onUpdateConstraints: () -> Void = {}

  override func updateConstraints() {
    events.append("updateConstraints")
    onUpdateConstraints()
    super.updateConstraints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    events.append("layoutSubviews \(subviews.first.map { "\($0.frame.width)" } ?? "-")")
  }
}

/// layout.md rule 2: constraint changes mark the layout dirty; the next layout pass (end of the
/// run-loop turn, or `layoutIfNeeded()`) runs `updateConstraints` where asked, solves, sets
/// frames top-down, then calls `layoutSubviews` / `viewWillLayoutSubviews` /
/// `viewDidLayoutSubviews`. A root controller's first layout happens before its `viewDidAppear`
/// (Apple: "Changing Constraints" and "The Layout Pass" in the Auto Layout Guide; runtime.md rule 2).
@MainActor
@Suite("Layout rule 2 — the layout pass's timing", .serialized)
struct TimingRuleTests {
  @Test("a change waits for the end of the turn; layoutIfNeeded applies it at once")
  func deferredUntilPass() throws {
    TestApp.reset()
    var box = UIView()
    var made: NSLayoutConstraint?
    LayoutTest.launch { view in
      box = LayoutTest.constrained(UIView(), in: view)
      let width = box.widthAnchor.constraint(equalToConstant: 100)
      made = width
      NSLayoutConstraint.activate([
        width, box.heightAnchor.constraint(equalToConstant: 20),
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor), box.topAnchor.constraint(equalTo: view.topAnchor),
      ])
    }
    let width = try #require(made)
    width.constant = 200
    #expect(box.frame.width == 100)
    box.superview?.layoutIfNeeded()
    #expect(box.frame.width == 200)
    width.constant = 250
    AppDriver.settle()
    #expect(box.frame.width == 250)
  }

  @Test("updateConstraints runs first, then the solve, then layoutSubviews sees the new frames")
  func updateThenSolveThenLayout() {
    TestApp.reset()
    let root = RecordingLayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let width = child.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([
      width, child.heightAnchor.constraint(equalToConstant: 10),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    root.events = []
    root.onUpdateConstraints = { width.constant = 60 }
    root.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(root.events == ["updateConstraints", "layoutSubviews 60.0"])
  }

  @Test("the controller's layout callbacks wrap the view's layout, and its first pass precedes viewDidAppear")
  func controllerCallbacks() {
    TestApp.reset()
    var box = UIView()
    let controller = LayoutTest.launch { view in
      box = LayoutTest.constrained(UIView(), in: view)
      NSLayoutConstraint.activate([
        box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 30),
        box.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        box.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
    }
    let order = TestApp.log(matching: "LayoutController.view")
    #expect(
      order == [
        "LayoutController.viewDidLoad", "LayoutController.viewWillAppear", "LayoutController.viewIsAppearing",
        "LayoutController.viewWillLayoutSubviews", "LayoutController.viewDidLayoutSubviews",
        "LayoutController.viewDidAppear",
      ])
    #expect(controller.calls.prefix(2) == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    #expect(box.frame == CGRect(x: 172.5, y: 318.5, width: 30, height: 30))
  }
}
