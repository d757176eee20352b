import Foundation

/// Recognizes taps, as UIKit's `UITapGestureRecognizer`, a discrete gesture:
/// `numberOfTapsRequired` taps, each of `numberOfTouchesRequired` fingers.
///
/// It fails when a finger moves more than `allowableMovement` (10 points) during a tap, when more
/// fingers come down than required, or when the next tap does not begin within
/// `maximumTapInterval` (0.35 s on the virtual clock) of the last one ending. So a double-tap
/// recognizer decides only after that wait, and a single-tap recognizer that requires it to fail
/// (`require(toFail:)`) recognizes a single tap only then. A recognizer of fewer taps does not
/// stop one of more taps.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1

  static let allowableMovement: CGFloat = 10
  static let maximumTapInterval: TimeInterval = TouchScreen.multiTapInterval

  private var tapsCompleted = 0
  /// The most fingers down at once during the tap under way.
  private var fingersThisTap = 0
  private var starts: [(touch: UITouch, point: CGPoint)] = []
  private let nextTapTimeout = GestureTimer()

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    nextTapTimeout.cancel()
    for touch in touches { starts.append((touch, touch.locationInWindow)) }
    fingersThisTap = max(fingersThisTap, touchesDown.count)
    if touchesDown.count > numberOfTouchesRequired { state = .failed }
  }

  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches {
      guard let start = starts.first(where: { $0.touch === touch })?.point else { continue }
      if Self.distance(touch.locationInWindow, start) > Self.allowableMovement {
        state = .failed
        return
      }
    }
  }

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard touchesDown.isEmpty else { return }
    guard fingersThisTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    tapsCompleted += 1
    fingersThisTap = 0
    if tapsCompleted >= numberOfTapsRequired {
      state = .recognized
    } else {
      nextTapTimeout.start(after: Self.maximumTapInterval) { [weak self] in
        guard let self, self.state == .possible else { return }
        self.state = .failed
      }
    }
  }

  override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  /// A tap recognizer waiting for more taps is not stopped by one that wanted fewer: a single-tap
  /// recognizer recognizing the first tap leaves a double-tap recognizer on the same view to go
  /// on (so, without `require(toFail:)`, a double tap fires both).
  override open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    if let tap = preventingGestureRecognizer as? UITapGestureRecognizer,
      tap.numberOfTapsRequired < numberOfTapsRequired
    {
      return false
    }
    return super.canBePrevented(by: preventingGestureRecognizer)
  }

  override open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    if let tap = preventedGestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired
    {
      return false
    }
    return super.canPrevent(preventedGestureRecognizer)
  }

  override open func reset() {
    super.reset()
    tapsCompleted = 0
    fingersThisTap = 0
    starts = []
    nextTapTimeout.cancel()
  }
}
