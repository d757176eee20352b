import Foundation

/// Recognizes a swipe, as UIKit's `UISwipeGestureRecognizer`, a discrete gesture: the fingers
/// move quickly in one of the permitted directions.
///
/// It recognizes, while the fingers are still moving, once `numberOfTouchesRequired` fingers have
/// gone `minimumDistance` (50 points) in a direction of `direction` (`.right` unless set), mostly
/// straight (sideways at most half as far), within `maximumDuration` (0.5 s) of touching down.
/// A move that goes that far another way, takes longer, or lifts first makes it fail.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe, as UIKit's option set (a recognizer may permit several).
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  open var direction: Direction = .right
  open var numberOfTouchesRequired = 1

  static let minimumDistance: CGFloat = 50
  static let maximumDuration: TimeInterval = 0.5

  private var start: (point: CGPoint, time: TimeInterval)?

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if start == nil || touchesDown.count <= touches.count {
      start = (Self.centroid(of: touchesDown), event.timestamp)
    }
    if touchesDown.count > numberOfTouchesRequired { state = .failed }
  }

  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start, state == .possible else { return }
    let here = Self.centroid(of: touchesDown)
    let dx = here.x - start.point.x
    let dy = here.y - start.point.y
    let moves: [(Direction, primary: CGFloat, sideways: CGFloat)] = [
      (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.up, -dy, abs(dx)), (.down, dy, abs(dx)),
    ]
    let elapsed = event.timestamp - start.time
    if let swiped = moves.first(where: { $0.primary >= Self.minimumDistance && $0.sideways <= $0.primary / 2 }) {
      if direction.contains(swiped.0), touchesDown.count == numberOfTouchesRequired, elapsed <= Self.maximumDuration {
        state = .recognized
      } else {
        state = .failed
      }
    } else if elapsed > Self.maximumDuration || max(abs(dx), abs(dy)) >= Self.minimumDistance {
      state = .failed
    }
  }

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  override open func reset() {
    super.reset()
    start = nil
  }
}
