import Foundation

/// Recognizes two fingers moving apart or together, as UIKit's `UIPinchGestureRecognizer`, a
/// continuous gesture.
///
/// It begins once the distance between two fingers has changed by 8 points, and ends when one
/// lifts (fails if that comes first). `scale` is the distance now over the distance when both
/// came down; setting it (`scale = 1`, as code that applies each step to a transform does)
/// measures on from the fingers' current distance. `velocity` is the scale's change per second
/// on the virtual clock.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// How far the fingers' distance must change before the pinch begins.
  static let threshold: CGFloat = 8

  private var line = TwoFingerLine()
  private var base: CGFloat = 1

  open var scale: CGFloat {
    get { base * line.lengthRatio }
    set {
      base = newValue
      line.rebase()
    }
  }

  open var velocity: CGFloat { base * line.rates.scale }

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if line.reference == nil, touchesDown.count >= 2 { line.start(touchesDown, at: event.timestamp) }
  }

  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start = line.reference, let now = line.record(touchesDown, at: event.timestamp) else { return }
    switch state {
    case .possible:
      if abs(now.length - start.length) >= Self.threshold { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard touchesDown.count < 2 else { return }
    switch state {
    case .possible: state = .failed
    case .began, .changed: state = .ended
    default: break
    }
  }

  override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state == .possible ? .failed : .cancelled
  }

  override open func reset() {
    super.reset()
    line.clear()
    base = 1
  }
}
