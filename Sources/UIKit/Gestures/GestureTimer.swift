import Foundation

/// A one-shot delay on the virtual clock that a recognizer can call off: the wait for a double
/// tap's second tap, a long press's minimum duration.
@MainActor
final class GestureTimer {
  private var generation = 0

  /// Runs `body` once `seconds` have passed on the virtual clock, unless cancelled or restarted.
  func start(after seconds: TimeInterval, _ body: @escaping @MainActor () -> Void) {
    generation += 1
    let expected = generation
    MainThread.current.schedule(afterNanoseconds: MainThread.nanoseconds(seconds)) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.generation == expected else { return }
        body()
      }
    }
  }

  func cancel() { generation += 1 }
}

extension UIGestureRecognizer {
  /// The touches of the recognizer that are still down (the event being delivered may have
  /// lifted some of `activeTouches`).
  var touchesDown: [UITouch] {
    activeTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
  }

  /// How far a touch is from where it began.
  static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }
}
