package import DriverProtocol
import Foundation

/// Gestures as a user's fingers make them, on the virtual clock (docs/runtime.md "Touches and
/// gestures"): each is a script of touch events sent through TouchScreen, so hit-testing, the
/// responder chain, gesture recognizers and scroll views all see real touches.
///
/// Timing: a finger moves one step per frame of 1/60 s; a drag moves 10 points a frame (600
/// points per second) and rests 0.1 s before lifting, so it leaves no speed behind; a swipe is a
/// flick of 120 points in 0.1 s, lifted while moving; a double tap is two taps 0.1 s apart; a
/// long press holds for its duration; a pinch spreads or closes two fingers in 0.3 s. The clock
/// moves with the fingers, so timers and animations run meanwhile, as on a phone.
extension AppDriver {
  static let frameDuration: TimeInterval = 1.0 / 60
  static let dragStep: CGFloat = 10
  static let restBeforeLift: TimeInterval = 0.1
  static let swipeDistance: CGFloat = 120
  static let swipeFrames = 6
  static let doubleTapGap: TimeInterval = 0.1
  static let pinchFrames = 18

  /// Two taps at the centre of `view`, 0.1 s apart; the second has a tap count of 2.
  package static func doubleTap(_ view: UIView) {
    let point = view.frameInWindow.center
    tap(at: point, in: view.window)
    advance(seconds: doubleTapGap)
    tap(at: point, in: view.window)
  }

  /// A finger held on the centre of `view` for `seconds`, then lifted.
  package static func longPress(_ view: UIView, seconds: Double) {
    settle()
    TouchScreen.shared.send([(0, .down(view.frameInWindow.center))], in: view.window)
    advance(seconds: max(seconds, 0))
    TouchScreen.shared.send([(0, .up)], in: view.window)
    settle()
  }

  /// A finger put on the centre of `view` and dragged by `offset`.
  package static func drag(_ view: UIView, by offset: CGPoint) {
    let start = view.frameInWindow.center
    drag(from: start, to: CGPoint(x: start.x + offset.x, y: start.y + offset.y), in: view.window)
  }

  /// A finger put down at `start` (window coordinates), moved to `end` at 600 points per
  /// second, held still for a moment, and lifted.
  package static func drag(from start: CGPoint, to end: CGPoint, in window: UIWindow? = nil) {
    settle()
    TouchScreen.shared.send([(0, .down(start))], in: window)
    let distance = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
    moveFingers(from: [start], to: [end], frames: max(Int((distance / dragStep).rounded(.up)), 1), in: window)
    advance(seconds: restBeforeLift)
    TouchScreen.shared.send([(0, .up)], in: window)
    settle()
  }

  /// A quick flick from the centre of `view` towards `direction`, lifted while still moving.
  package static func swipe(_ view: UIView, _ direction: SwipeDirection) {
    settle()
    let start = view.frameInWindow.center
    let (dx, dy): (CGFloat, CGFloat) =
      switch direction {
      case .left: (-swipeDistance, 0)
      case .right: (swipeDistance, 0)
      case .up: (0, -swipeDistance)
      case .down: (0, swipeDistance)
      }
    TouchScreen.shared.send([(0, .down(start))], in: view.window)
    moveFingers(from: [start], to: [CGPoint(x: start.x + dx, y: start.y + dy)], frames: swipeFrames, in: view.window)
    TouchScreen.shared.send([(0, .up)], in: view.window)
    settle()
  }

  /// Two fingers on either side of the centre of `view`, spread apart (`scale` above 1) or
  /// brought together (below 1) until their distance is `scale` times what it was, then lifted.
  package static func pinch(_ view: UIView, scale: CGFloat) {
    settle()
    let frame = view.frameInWindow
    let center = frame.center
    let half = min(max(min(frame.width, frame.height) / 4, 10), 100)
    let starts = [CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y)]
    let spread = half * max(scale, 0.01)
    let ends = [CGPoint(x: center.x - spread, y: center.y), CGPoint(x: center.x + spread, y: center.y)]
    TouchScreen.shared.send([(0, .down(starts[0])), (1, .down(starts[1]))], in: view.window)
    moveFingers(from: starts, to: ends, frames: pinchFrames, in: view.window)
    advance(seconds: restBeforeLift)
    TouchScreen.shared.send([(0, .up), (1, .up)], in: view.window)
    settle()
  }

  /// Moves fingers 0, 1, … in straight lines, one event per frame, the clock moving a frame each.
  private static func moveFingers(from starts: [CGPoint], to ends: [CGPoint], frames: Int, in window: UIWindow?) {
    for frame in 1...max(frames, 1) {
      advance(seconds: frameDuration)
      let progress = CGFloat(frame) / CGFloat(max(frames, 1))
      let changes = zip(starts, ends).enumerated().map { finger, line in
        (
          finger,
          TouchScreen.Change.move(
            CGPoint(x: line.0.x + (line.1.x - line.0.x) * progress, y: line.0.y + (line.1.y - line.0.y) * progress))
        )
      }
      TouchScreen.shared.send(changes, in: window)
    }
  }
}

extension CGRect {
  /// The rectangle's middle point.
  var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension AppDriver {
  /// `swipe … DIRECTION` on any view: the flick's touches, which the app's recognizers and scroll
  /// views see. A swipe down on a sheet that none of the app's recognizers took and no scroll
  /// view scrolled (one already at its top lets it through, as on iOS) then swipes the sheet away
  /// (`swipeDown(from:)`).
  package static func swipeGesture(_ view: UIView, _ direction: SwipeDirection) {
    let landed = view.window?.hitTest(view.frameInWindow.center, with: nil)
    // A scroll view under the finger that is scrolled down takes a swipe down for itself.
    let scrolls = sequence(first: landed ?? view, next: \.superview).contains { candidate in
      guard let scrollView = candidate as? UIScrollView else { return false }
      return scrollView.canScrollVertically && scrollView.contentOffset.y > -scrollView.adjustedContentInset.top + 0.5
    }
    let recognitions = GestureEnvironment.shared.recognitions
    swipe(view, direction)
    guard direction == .down, !scrolls, GestureEnvironment.shared.recognitions == recognitions else { return }
    swipeDown(from: view)
  }
}
