import Testing

@testable import UIKit

/// Rule 7: `hitTest(_:with:)` skips views that are hidden, not user-interaction-enabled, have
/// alpha below 0.01 or do not contain the point (`point(inside:with:)`), and asks subviews front
/// to back, returning the farthest descendant that contains the point.
@MainActor
@Suite("Rule 7 — hit-testing", .serialized)
struct HitTestTests {
  /// A 200 × 200 root with one 100 × 100 child at (50, 50).
  private func makeRootAndChild() -> (root: UIView, child: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    root.addSubview(child)
    return (root, child)
  }

  @Test("the farthest descendant containing the point is returned")
  func deepestDescendant() {
    TestApp.reset()
    let (root, child) = makeRootAndChild()
    let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    child.addSubview(grandchild)
    #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === grandchild)
    #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === child)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
  }

  @Test("a point outside the receiver's bounds hits nothing")
  func outsideReceiver() {
    TestApp.reset()
    let (root, _) = makeRootAndChild()
    #expect(root.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
    #expect(root.hitTest(CGPoint(x: -1, y: 10), with: nil) == nil)
  }

  @Test("a hidden view and its subtree are skipped")
  func hiddenSkipped() {
    TestApp.reset()
    let (root, child) = makeRootAndChild()
    let grandchild = UIView(frame: child.bounds)
    child.addSubview(grandchild)
    child.isHidden = true
    #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
    root.isHidden = true
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
  }

  @Test("a view with isUserInteractionEnabled == false and its subtree are skipped")
  func interactionDisabledSkipped() {
    TestApp.reset()
    let (root, child) = makeRootAndChild()
    let grandchild = UIView(frame: child.bounds)
    child.addSubview(grandchild)
    child.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
  }

  @Test("alpha below 0.01 is skipped; alpha of exactly 0.01 is hit")
  func alphaThreshold() {
    TestApp.reset()
    let (root, child) = makeRootAndChild()
    child.alpha = 0.009
    #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
    child.alpha = 0.01
    #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === child)
    child.alpha = 0
    #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
  }

  @Test("labels and image views do not take touches by default: the view behind them is hit")
  func labelAndImageViewPassThrough() {
    TestApp.reset()
    let (root, child) = makeRootAndChild()
    let label = UILabel(frame: child.bounds)
    let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    child.addSubview(label)
    root.addSubview(image)
    #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === child)
    #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
    label.isUserInteractionEnabled = true
    #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === label)
  }

  @Test("overlapping siblings: the last added (front-most) wins")
  func lastAddedWins() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    root.addSubview(back)
    root.addSubview(front)
    #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
  }

  @Test("subview order changes which sibling is hit (bringSubviewToFront, insertSubview(at: 0))")
  func reorderingChangesHit() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let second = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(first)
    root.addSubview(second)
    let point = CGPoint(x: 50, y: 50)
    #expect(root.hitTest(point, with: nil) === second)
    root.bringSubviewToFront(first)
    #expect(root.hitTest(point, with: nil) === first)
    let third = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.insertSubview(third, at: 0)
    #expect(root.hitTest(point, with: nil) === first)
    root.sendSubviewToBack(first)
    #expect(root.hitTest(point, with: nil) === second)
  }

  @Test("a front sibling that is skipped lets the one behind it be hit")
  func skippedFrontSibling() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(back)
    root.addSubview(front)
    front.isHidden = true
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
  }

  @Test("an overridden point(inside:with:) widens the hit area")
  func pointInsideWidened() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let small = WideHitView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
    root.addSubview(small)
    #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === small)
    #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
  }

  @Test("an overridden point(inside:with:) can refuse part of the bounds")
  func pointInsideNarrowed() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let half = LeftHalfView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(half)
    #expect(root.hitTest(CGPoint(x: 25, y: 50), with: nil) === half)
    #expect(root.hitTest(CGPoint(x: 75, y: 50), with: nil) === root)
  }

  @Test("an overridden hitTest returning nil passes touches to the views behind")
  func overriddenHitTest() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let overlay = PassThroughView(frame: root.bounds)
    let button = UIView(frame: CGRect(x: 150, y: 150, width: 20, height: 20))
    overlay.addSubview(button)
    root.addSubview(back)
    root.addSubview(overlay)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 160, y: 160), with: nil) === button)
  }

  @Test("a subview sticking out of its parent is not hit outside the parent's bounds")
  func subviewOutsideParent() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let sticking = UIView(frame: CGRect(x: 80, y: 80, width: 100, height: 100))
    root.addSubview(parent)
    parent.addSubview(sticking)
    #expect(parent.clipsToBounds == false)
    #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === sticking)
    #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
  }

  @Test("the point is converted into each subview's coordinates, bounds origin included")
  func boundsOriginOffset() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let row = UIView(frame: CGRect(x: 0, y: 150, width: 200, height: 40))
    root.addSubview(scroller)
    scroller.addSubview(row)
    #expect(root.hitTest(CGPoint(x: 10, y: 60), with: nil) === scroller)
    scroller.bounds.origin.y = 120  // scrolled down: the row now shows at y 30...70
    #expect(root.hitTest(CGPoint(x: 10, y: 60), with: nil) === row)
    #expect(root.hitTest(CGPoint(x: 10, y: 80), with: nil) === scroller)
  }

  @Test("AppDriver.tap delivers the touch to the view hit-testing finds")
  func driverTapUsesHitTest() {
    TestApp.reset()
    let controller = UIViewController()
    TestApp.launch(controller)
    let back = TouchCountingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    let front = TouchCountingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    controller.view.addSubview(back)
    controller.view.addSubview(front)
    #expect(AppDriver.tap(at: CGPoint(x: 50, y: 150)) === front)
    front.isUserInteractionEnabled = false
    #expect(AppDriver.tap(at: CGPoint(x: 50, y: 150)) === back)
    #expect(front.touchesEndedCount == 1)
    #expect(back.touchesEndedCount == 1)
    #expect(AppDriver.tap(at: CGPoint(x: 200, y: 300)) === controller.view)
  }
}

/// Accepts touches up to 20 points outside its bounds.
@MainActor
private final class WideHitView: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -20, dy: -20).contains(point)
  }
}

/// Accepts touches only in its left half.
@MainActor
private final class LeftHalfView: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point) && point.x < bounds.midX
  }
}

/// An overlay that takes no touches itself but lets its subviews take theirs.
@MainActor
private final class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// Counts the touches that end on it.
@MainActor
private final class TouchCountingView: UIView {
  var touchesEndedCount = 0
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchesEndedCount += 1
  }
}
