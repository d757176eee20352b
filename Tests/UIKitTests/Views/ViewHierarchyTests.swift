import Testing

@testable import UIKit

/// UIView's hierarchy, geometry, coordinate conversion, autoresizing and layout cycle, each as
/// Apple's UIView documentation describes it.
@MainActor
@Suite("UIView — hierarchy, geometry and layout", .serialized)
struct ViewHierarchyTests {
  // MARK: Hierarchy

  @Test("addSubview appends at the front and sets superview; re-adding moves it to the front")
  func addSubview() {
    TestApp.reset()
    let parent = UIView()
    let first = UIView()
    let second = UIView()
    parent.addSubview(first)
    parent.addSubview(second)
    #expect(parent.subviews == [first, second])
    #expect(first.superview === parent)
    parent.addSubview(first)
    #expect(parent.subviews == [second, first])
  }

  @Test("insertSubview at an index, below and above a sibling")
  func insertSubview() {
    TestApp.reset()
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let d = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    #expect(parent.subviews == [c, a, b])
    parent.insertSubview(d, belowSubview: b)
    #expect(parent.subviews == [c, a, d, b])
    parent.insertSubview(c, aboveSubview: b)
    #expect(parent.subviews == [a, d, b, c])
  }

  @Test("removeFromSuperview detaches the view; bringSubviewToFront and sendSubviewToBack reorder")
  func removeAndReorder() {
    TestApp.reset()
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    for view in [a, b, c] { parent.addSubview(view) }
    parent.bringSubviewToFront(a)
    #expect(parent.subviews == [b, c, a])
    parent.sendSubviewToBack(c)
    #expect(parent.subviews == [c, b, a])
    b.removeFromSuperview()
    #expect(parent.subviews == [c, a])
    #expect(b.superview == nil)
    b.removeFromSuperview()  // no superview: nothing happens
    #expect(b.superview == nil)
  }

  @Test("a view added to another superview is removed from the first")
  func moveToAnotherSuperview() {
    TestApp.reset()
    let first = UIView()
    let second = UIView()
    let view = UIView()
    first.addSubview(view)
    second.addSubview(view)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews == [view])
    #expect(view.superview === second)
  }

  @Test("hierarchy callbacks: willMove/didMoveToSuperview, didAddSubview, willRemoveSubview")
  func hierarchyCallbacks() {
    TestApp.reset()
    let parent = RecordingView()
    let child = RecordingView()
    parent.addSubview(child)
    #expect(child.calls == ["willMove(toSuperview:) parent", "didMoveToSuperview"])
    #expect(parent.calls == ["didAddSubview"])
    child.removeFromSuperview()
    #expect(child.calls.suffix(2) == ["willMove(toSuperview:) nil", "didMoveToSuperview"])
    #expect(parent.calls.last == "willRemoveSubview")
  }

  @Test("window is set once the view is in a window's hierarchy, with didMoveToWindow")
  func windowProperty() {
    TestApp.reset()
    let window = UIWindow()
    let container = UIView()
    let child = RecordingView()
    container.addSubview(child)
    #expect(child.window == nil)
    window.addSubview(container)
    #expect(child.window === window)
    #expect(child.calls.contains("didMoveToWindow"))
    container.removeFromSuperview()
    #expect(child.window == nil)
  }

  @Test("viewWithTag searches the receiver, then its descendants; nil when none matches")
  func viewWithTag() {
    TestApp.reset()
    let root = UIView()
    let branch = UIView()
    let leaf = UIView()
    root.addSubview(branch)
    branch.addSubview(leaf)
    leaf.tag = 7
    root.tag = 1
    #expect(root.viewWithTag(1) === root)
    #expect(root.viewWithTag(7) === leaf)
    #expect(root.viewWithTag(0) === branch)
    #expect(root.viewWithTag(42) == nil)
    #expect(branch.viewWithTag(1) == nil)
  }

  @Test("adding a view to itself is UIKit's crash")
  func addSelfCrashes() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let view = UIView()
        view.addSubview(view)
      }
    }
  }

  // MARK: Geometry

  @Test("frame, bounds and center describe one rectangle")
  func frameBoundsCenter() {
    TestApp.reset()
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.center = CGPoint(x: 100, y: 100)
    #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
    view.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
    #expect(view.center == CGPoint(x: 100, y: 100))
    #expect(view.frame == CGRect(x: 0, y: 75, width: 200, height: 50))
    view.bounds.origin = CGPoint(x: 30, y: 40)
    #expect(view.frame == CGRect(x: 0, y: 75, width: 200, height: 50))
  }

  @Test("convert(_:to:) and convert(_:from:) account for frames and the bounds origin")
  func convertPointsAndRects() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let outer = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
    let inner = UIView(frame: CGRect(x: 5, y: 60, width: 50, height: 50))
    let sibling = UIView(frame: CGRect(x: 300, y: 300, width: 50, height: 50))
    root.addSubview(outer)
    outer.addSubview(inner)
    root.addSubview(sibling)
    #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 80))
    outer.bounds.origin = CGPoint(x: 0, y: 50)
    #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 30))
    #expect(root.convert(CGPoint(x: 15, y: 30), to: inner) == .zero)
    #expect(inner.convert(CGPoint(x: 15, y: 30), from: root) == .zero)
    #expect(root.convert(CGPoint(x: 1, y: 2), from: inner) == CGPoint(x: 16, y: 32))
    #expect(
      inner.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: root) == CGRect(x: 16, y: 32, width: 3, height: 4))
    #expect(
      inner.convert(CGRect(x: 16, y: 32, width: 3, height: 4), from: root) == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(inner.convert(CGPoint.zero, to: sibling) == CGPoint(x: -285, y: -270))
    #expect(outer.convert(CGPoint(x: 0, y: 50), to: outer) == CGPoint(x: 0, y: 50))
  }

  @Test("convert with a nil view uses window coordinates")
  func convertToWindow() {
    TestApp.reset()
    let window = UIWindow()
    let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
    let child = UIView(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
    window.addSubview(container)
    container.addSubview(child)
    #expect(child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 21, y: 131))
    #expect(child.convert(CGPoint(x: 21, y: 131), from: nil) == CGPoint(x: 1, y: 1))
    #expect(child.convert(CGPoint.zero, to: window) == CGPoint(x: 20, y: 130))
  }

  // MARK: Autoresizing

  /// Puts a subview with `mask` and `frame` into a 100 × 100 parent, then resizes the parent.
  private func resized(_ mask: UIView.AutoresizingMask, _ frame: CGRect, to size: CGSize) -> CGRect {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: frame)
    child.autoresizingMask = mask
    parent.addSubview(child)
    parent.frame.size = size
    return child.frame
  }

  @Test("autoresizing: flexible width and height follow the superview's size change")
  func flexibleSize() {
    TestApp.reset()
    let wide = CGSize(width: 200, height: 100)
    let tall = CGSize(width: 100, height: 200)
    #expect(
      resized(.flexibleWidth, CGRect(x: 10, y: 10, width: 80, height: 20), to: wide)
        == CGRect(x: 10, y: 10, width: 180, height: 20))
    #expect(
      resized(.flexibleHeight, CGRect(x: 10, y: 10, width: 20, height: 80), to: tall)
        == CGRect(x: 10, y: 10, width: 20, height: 180))
    #expect(
      resized(
        [.flexibleWidth, .flexibleHeight], CGRect(x: 0, y: 0, width: 100, height: 100),
        to: CGSize(width: 50, height: 60))
        == CGRect(x: 0, y: 0, width: 50, height: 60))
  }

  @Test("autoresizing: flexible margins move the view; equal flexible margins keep it centred")
  func flexibleMargins() {
    TestApp.reset()
    let wide = CGSize(width: 200, height: 100)
    let tall = CGSize(width: 100, height: 200)
    let square = CGRect(x: 40, y: 40, width: 20, height: 20)
    #expect(resized(.flexibleLeftMargin, square, to: wide) == CGRect(x: 140, y: 40, width: 20, height: 20))
    #expect(resized(.flexibleRightMargin, square, to: wide) == square)
    #expect(
      resized([.flexibleLeftMargin, .flexibleRightMargin], square, to: wide)
        == CGRect(x: 90, y: 40, width: 20, height: 20))
    #expect(resized(.flexibleTopMargin, square, to: tall) == CGRect(x: 40, y: 140, width: 20, height: 20))
    #expect(resized(.flexibleBottomMargin, square, to: tall) == square)
    #expect(
      resized([.flexibleTopMargin, .flexibleBottomMargin], square, to: tall)
        == CGRect(x: 40, y: 90, width: 20, height: 20))
  }

  @Test("autoresizing: no mask, or autoresizesSubviews == false, leaves subviews alone")
  func noAutoresizing() {
    TestApp.reset()
    let frame = CGRect(x: 10, y: 10, width: 80, height: 80)
    #expect(resized([], frame, to: CGSize(width: 300, height: 300)) == frame)
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.autoresizesSubviews = false
    let child = UIView(frame: frame)
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.addSubview(child)
    parent.frame.size = CGSize(width: 300, height: 300)
    #expect(child.frame == frame)
  }

  // MARK: Layout cycle

  @Test("setNeedsLayout defers; layoutIfNeeded then calls layoutSubviews once")
  func layoutIfNeededOnce() {
    TestApp.reset()
    let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layoutIfNeeded()
    view.count = 0
    view.setNeedsLayout()
    view.setNeedsLayout()
    #expect(view.count == 0)
    view.layoutIfNeeded()
    #expect(view.count == 1)
    view.layoutIfNeeded()
    #expect(view.count == 1)
  }

  @Test("layoutIfNeeded lays out descendants that need it; a size change needs layout")
  func layoutIfNeededSubtree() {
    TestApp.reset()
    let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    parent.addSubview(child)
    parent.layoutIfNeeded()
    parent.count = 0
    child.count = 0
    child.frame.size = CGSize(width: 60, height: 60)
    parent.layoutIfNeeded()
    #expect(child.count == 1)
  }

  @Test("in a window, setNeedsLayout runs layoutSubviews once at the end of the run-loop turn")
  func layoutPassInWindow() {
    TestApp.reset()
    let controller = UIViewController()
    TestApp.launch(controller)
    let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    controller.view.addSubview(view)
    AppDriver.settle()
    view.count = 0
    view.setNeedsLayout()
    view.setNeedsLayout()
    #expect(view.count == 0)
    AppDriver.settle()
    #expect(view.count == 1)
    AppDriver.settle()
    #expect(view.count == 1)
  }
}

/// Records the hierarchy callbacks UIKit sends.
@MainActor
private final class RecordingView: UIView {
  var calls: [String] = []
  override func willMove(toSuperview newSuperview: UIView?) {
    calls.append("willMove(toSuperview:) \(newSuperview == nil ? "nil" : "parent")")
  }
  override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
  override func didMoveToWindow() { calls.append("didMoveToWindow") }
  override func didAddSubview(_ subview: UIView) { calls.append("didAddSubview") }
  override func willRemoveSubview(_ subview: UIView) { calls.append("willRemoveSubview") }
}

/// Counts `layoutSubviews` calls.
@MainActor
private final class LayoutCountingView: UIView {
  var count = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    count += 1
  }
}
