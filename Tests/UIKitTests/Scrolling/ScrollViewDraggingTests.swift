import Testing

@testable import UIKit

/// A finger dragging a scroll view, as UIScrollView and UIScrollViewDelegate document it: the
/// content follows the finger, `bounces` decides what happens at the edges, paging snaps to
/// the view's size, `keyboardDismissMode` ends editing, and the delegate hears the drag in
/// UIKit's order; deceleration runs on the virtual clock.
@MainActor
@Suite("UIScrollView — dragging, bouncing, paging and the keyboard", .serialized)
struct ScrollViewDraggingTests {
  /// Records the delegate's callbacks (scrolls are counted, not listed).
  final class Recorder: UIScrollViewDelegate {
    var calls: [String] = []
    var scrolls = 0
    var retarget: CGPoint?
    var releaseVelocity: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      scrolls += 1
      if calls.last != "didScroll" { calls.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      calls.append("willEndDragging")
      releaseVelocity = velocity
      if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      calls.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
  }

  /// A full-screen scroll view of `content`, with no safe-area adjustment, and its delegate.
  private func scrollView(content: CGSize = CGSize(width: 375, height: 2000)) -> (UIScrollView, Recorder) {
    let scrollView = UIScrollView()
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentSize = content
    let recorder = Recorder()
    scrollView.delegate = recorder
    TouchScene.install(scrollView, at: CGRect(x: 0, y: 0, width: 375, height: 667))
    return (scrollView, recorder)
  }

  @Test("a drag moves the content against the finger; the delegate hears UIKit's order; no deceleration after a rest")
  func dragOrder() {
    TestApp.reset()
    let (scrollView, recorder) = scrollView()
    AppDriver.drag(scrollView, by: CGPoint(x: 0, y: -300))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
    #expect(recorder.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging false"])
    #expect(recorder.releaseVelocity == .zero)
    #expect(!scrollView.isDragging && !scrollView.isDecelerating)
    #expect(scrollView.panGestureRecognizer.view === scrollView)
  }

  @Test("content that fits does not scroll unless alwaysBounceVertical; a table always bounces")
  func shortContent() {
    TestApp.reset()
    let (scrollView, recorder) = scrollView(content: CGSize(width: 375, height: 300))
    AppDriver.drag(scrollView, by: CGPoint(x: 0, y: 100))
    #expect(recorder.calls.isEmpty)
    scrollView.alwaysBounceVertical = true
    AppDriver.drag(scrollView, by: CGPoint(x: 0, y: 100))
    #expect(recorder.calls.first == "willBeginDragging")
    #expect(UITableView().canScrollVertically)
  }

  // bounces: past an edge the content stretches (a rubber band) and springs back; without it, it stops.
  @Test("bounces false clamps at the top; bounces true stretches past it and springs back on the clock")
  func bouncing() {
    TestApp.reset()
    let (scrollView, recorder) = scrollView()
    scrollView.bounces = false
    AppDriver.drag(scrollView, by: CGPoint(x: 0, y: 200))
    #expect(scrollView.contentOffset.y == 0)
    scrollView.bounces = true
    recorder.calls = []
    var deepest: CGFloat = 0
    AppDriver.drag(scrollView, by: CGPoint(x: 0, y: 200))
    deepest = scrollView.contentOffset.y
    #expect(deepest < -90 && deepest > -100, "200 points of finger stretch the content about 94 points")
    #expect(recorder.calls.suffix(2) == ["didEndDragging true", "willBeginDecelerating"])
    AppDriver.advance(seconds: 1)
    #expect(scrollView.contentOffset.y == 0)
    #expect(recorder.calls.last == "didEndDecelerating")
  }

  @Test("a flick carries the content on after the finger lifts, until it rests on the clock")
  func momentum() {
    TestApp.reset()
    let (scrollView, recorder) = scrollView()
    AppDriver.swipe(scrollView, .up)
    let lifted = scrollView.contentOffset.y
    #expect(abs(lifted - 120) < 0.001)
    #expect(abs((recorder.releaseVelocity?.y ?? 0) - 1.2) < 0.001, "points per millisecond")
    AppDriver.advance(seconds: 3)
    #expect(abs(scrollView.contentOffset.y - (120 + 1200 * 0.998 / 0.002 / 1000)) < 0.01)
    #expect(recorder.calls.last == "didEndDecelerating")
  }

  @Test("scrollViewWillEndDragging can move where the content comes to rest")
  func retarget() {
    TestApp.reset()
    let (scrollView, recorder) = scrollView()
    recorder.retarget = CGPoint(x: 0, y: 500)
    AppDriver.drag(scrollView, by: CGPoint(x: 0, y: -100))
    AppDriver.advance(seconds: 1)
    #expect(scrollView.contentOffset.y == 500)
  }

  // isPagingEnabled: the scroll view stops on multiples of its bounds.
  @Test("paging snaps to the nearest page after a drag, to the next after a flick; didEndDecelerating when it rests")
  func paging() {
    TestApp.reset()
    let (scrollView, recorder) = scrollView(content: CGSize(width: 375 * 3, height: 667))
    scrollView.isPagingEnabled = true
    AppDriver.drag(scrollView, by: CGPoint(x: -150, y: 0))
    AppDriver.advance(seconds: 1)
    #expect(scrollView.contentOffset.x == 0)
    AppDriver.drag(scrollView, by: CGPoint(x: -200, y: 0))
    AppDriver.advance(seconds: 1)
    #expect(scrollView.contentOffset.x == 375)
    #expect(recorder.calls.last == "didEndDecelerating")
    AppDriver.swipe(scrollView, .left)
    AppDriver.advance(seconds: 1)
    #expect(scrollView.contentOffset.x == 750)
    AppDriver.swipe(scrollView, .left)
    AppDriver.advance(seconds: 1)
    #expect(scrollView.contentOffset.x == 750, "no page after the last")
  }

  // keyboardDismissMode: .onDrag dismisses the keyboard when a drag begins.
  @Test("keyboardDismissMode .onDrag ends editing as the drag begins; .none leaves the keyboard up")
  func keyboardOnDrag() {
    TestApp.reset()
    let (scrollView, _) = scrollView()
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
    scrollView.addSubview(field)
    field.becomeFirstResponder()
    AppDriver.settle()
    AppDriver.drag(scrollView, by: CGPoint(x: 0, y: -100))
    #expect(field.isFirstResponder)
    scrollView.keyboardDismissMode = .onDrag
    AppDriver.drag(scrollView, by: CGPoint(x: 0, y: -100))
    #expect(!field.isFirstResponder)
    #expect(!Keyboard.shared.isShown)
  }

  @Test("keyboardDismissMode .interactive ends editing when the finger is dragged down into the keyboard")
  func keyboardInteractive() {
    TestApp.reset()
    let (scrollView, _) = scrollView()
    scrollView.keyboardDismissMode = .interactive
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
    scrollView.addSubview(field)
    field.becomeFirstResponder()
    AppDriver.settle()
    AppDriver.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 350))
    #expect(field.isFirstResponder, "above the keyboard")
    AppDriver.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 600))
    #expect(!field.isFirstResponder)
  }

  @Test("a drag that starts on a button scrolls: the button hears touchDown then touchCancel, never its action")
  func dragOnButton() {
    TestApp.reset()
    let (scrollView, _) = scrollView()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
    scrollView.addSubview(button)
    let recorder = ControlActionRecorder()
    button.addTarget(recorder, action: Selector(ControlActionRecorder.touchDown), for: .touchDown)
    button.addTarget(recorder, action: Selector(ControlActionRecorder.touchCancel), for: .touchCancel)
    button.addTarget(recorder, action: Selector(ControlActionRecorder.touchUpInside), for: .touchUpInside)
    AppDriver.drag(button, by: CGPoint(x: 0, y: -100))
    #expect(recorder.events == ["touchDown", "touchCancel"])
    #expect(scrollView.contentOffset.y == 100)
  }

  @Test("isScrollEnabled false: the pan is disabled and nothing moves")
  func scrollDisabled() {
    TestApp.reset()
    let (scrollView, recorder) = scrollView()
    scrollView.isScrollEnabled = false
    AppDriver.drag(scrollView, by: CGPoint(x: 0, y: -100))
    #expect(scrollView.contentOffset.y == 0)
    #expect(recorder.calls.isEmpty)
    #expect(!scrollView.panGestureRecognizer.isEnabled)
  }
}
