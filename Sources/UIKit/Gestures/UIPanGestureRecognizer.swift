import Foundation

/// Recognizes a drag, as UIKit's `UIPanGestureRecognizer`, a continuous gesture.
///
/// It begins once between `minimumNumberOfTouches` and `maximumNumberOfTouches` fingers have
/// moved 10 points from where they came down, changes with every move after that, and ends
/// when fewer fingers than the minimum remain; lifting before it began makes it fail.
/// `translation(in:)` is how far the fingers' centroid has moved since they came down (or since
/// `setTranslation(_:in:)`); `velocity(in:)` is their speed over the last move, in points per
/// second on the virtual clock (zero once they rested before lifting).
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max

  /// How far the fingers must move before the pan begins.
  static let hysteresis: CGFloat = 10

  /// The centroid the translation is measured from, in window coordinates.
  private var origin: CGPoint?
  /// The last two positions of the centroid, with their times.
  private var samples: [(point: CGPoint, time: TimeInterval)] = []

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    rebase(event)
    if touchesDown.count > maximumNumberOfTouches, state == .possible { state = .failed }
  }

  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    let here = Self.centroid(of: touchesDown)
    record(here, event.timestamp)
    switch state {
    case .possible:
      guard let origin, touchesDown.count >= minimumNumberOfTouches,
        Self.distance(here, origin) >= Self.hysteresis
      else { return }
      state = .began
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    // A finger that rested before lifting has no speed left; one lifted mid-move keeps its own.
    if let last = samples.last, event.timestamp > last.time { record(last.point, event.timestamp) }
    let remaining = touchesDown
    switch state {
    case .possible:
      if remaining.count < minimumNumberOfTouches { state = .failed }
    case .began, .changed:
      if remaining.count < minimumNumberOfTouches {
        state = .ended
      } else {
        rebase(event)
      }
    default:
      break
    }
  }

  override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state == .possible ? .failed : .cancelled
  }

  override open func reset() {
    super.reset()
    origin = nil
    samples = []
  }

  /// How far the fingers have moved, in `view`'s coordinates (the window's when nil).
  open func translation(in view: UIView?) -> CGPoint {
    guard let origin, let current = samples.last?.point else { return .zero }
    let from = view?.convert(origin, from: nil) ?? origin
    let to = view?.convert(current, from: nil) ?? current
    return CGPoint(x: to.x - from.x, y: to.y - from.y)
  }

  /// Makes `translation(in: view)` answer `translation` from here on.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard let current = samples.last?.point else { return }
    let here = view?.convert(current, from: nil) ?? current
    let start = CGPoint(x: here.x - translation.x, y: here.y - translation.y)
    origin = view?.convert(start, to: nil) ?? start
  }

  /// The fingers' speed over their last move, in points per second in `view`'s coordinates.
  open func velocity(in view: UIView?) -> CGPoint {
    guard samples.count == 2 else { return .zero }
    let (first, last) = (samples[0], samples[1])
    let elapsed = last.time - first.time
    guard elapsed > 0 else { return .zero }
    let from = view?.convert(first.point, from: nil) ?? first.point
    let to = view?.convert(last.point, from: nil) ?? last.point
    return CGPoint(x: (to.x - from.x) / elapsed, y: (to.y - from.y) / elapsed)
  }

  /// A finger came down or lifted: the translation goes on from the new centroid without a jump.
  private func rebase(_ event: UIEvent) {
    let here = Self.centroid(of: touchesDown)
    guard let previous = samples.last?.point, let origin else {
      origin = here
      samples = [(here, event.timestamp)]
      return
    }
    self.origin = CGPoint(x: origin.x + here.x - previous.x, y: origin.y + here.y - previous.y)
    samples = [(here, event.timestamp)]
  }

  private func record(_ point: CGPoint, _ time: TimeInterval) {
    samples.append((point, time))
    if samples.count > 2 { samples.removeFirst(samples.count - 2) }
  }
}
