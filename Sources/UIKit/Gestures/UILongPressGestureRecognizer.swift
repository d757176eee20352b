import Foundation

/// Recognizes a press held in place, as UIKit's `UILongPressGestureRecognizer`, a continuous
/// gesture.
///
/// Once `numberOfTouchesRequired` fingers have been down for `minimumPressDuration` (0.5 s on the
/// virtual clock) without moving more than `allowableMovement` (10 points), it begins; it then
/// changes as they move, however far, and ends when they lift. Lifting or moving too far before
/// the duration makes it fail.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var minimumPressDuration: TimeInterval = 0.5
  open var allowableMovement: CGFloat = 10
  open var numberOfTouchesRequired = 1
  /// Taps before the press; the runtime recognizes presses without taps (0, the default).
  open var numberOfTapsRequired = 0

  private var starts: [(touch: UITouch, point: CGPoint)] = []
  private let pressTimer = GestureTimer()

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches { starts.append((touch, touch.locationInWindow)) }
    guard state == .possible else { return }
    if touchesDown.count > numberOfTouchesRequired {
      pressTimer.cancel()
      state = .failed
    } else if touchesDown.count == numberOfTouchesRequired {
      pressTimer.start(after: minimumPressDuration) { [weak self] in
        guard let self, self.state == .possible else { return }
        self.state = .began
      }
    }
  }

  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      let movedAway = touches.contains { touch in
        guard let start = starts.first(where: { $0.touch === touch })?.point else { return false }
        return Self.distance(touch.locationInWindow, start) > allowableMovement
      }
      if movedAway {
        pressTimer.cancel()
        state = .failed
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      pressTimer.cancel()
      state = .failed
    case .began, .changed:
      if touchesDown.count < numberOfTouchesRequired { state = .ended }
    default:
      break
    }
  }

  override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    pressTimer.cancel()
    state = state == .possible ? .failed : .cancelled
  }

  override open func reset() {
    super.reset()
    starts = []
    pressTimer.cancel()
  }
}
