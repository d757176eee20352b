import Foundation

/// Recognizes two fingers turning, as UIKit's `UIRotationGestureRecognizer`, a continuous
/// gesture.
///
/// It begins once the line between two fingers has turned by 0.05 radians (about 3°), and ends
/// when one lifts (fails if that comes first). `rotation` is the angle turned since both came
/// down, in radians, clockwise positive as on screen; setting it (`rotation = 0`) measures on
/// from the current angle. `velocity` is radians per second on the virtual clock.
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// How far the fingers must turn before the rotation begins.
  static let threshold: CGFloat = 0.05

  private var line = TwoFingerLine()
  private var base: CGFloat = 0

  open var rotation: CGFloat {
    get { base + line.angleTurned }
    set {
      base = newValue
      line.rebase()
    }
  }

  open var velocity: CGFloat { line.rates.angle }

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if line.reference == nil, touchesDown.count >= 2 { line.start(touchesDown, at: event.timestamp) }
  }

  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard line.reference != nil, line.record(touchesDown, at: event.timestamp) != nil else { return }
    switch state {
    case .possible:
      if abs(line.angleTurned) >= Self.threshold { state = .began }
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
    base = 0
  }
}
