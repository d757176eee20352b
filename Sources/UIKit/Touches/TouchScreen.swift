import Foundation

/// The touch surface the driver puts fingers on: each change of the fingers is one touch event
/// sent through `UIApplication.sendEvent(_:)`, as iOS delivers them.
///
/// A finger is hit-tested once, where it comes down (a touch on the keyboard's area belongs to
/// the keyboard, not to the app's views under it, and a touch that hits nothing goes nowhere).
/// One `UIEvent` lasts from the first finger down to the last finger up. A finger that comes
/// down within `multiTapInterval` of a tap ending near it continues the tap count, as the second
/// touch of a double tap has a `tapCount` of 2.
@MainActor
package final class TouchScreen {
  package static var shared = TouchScreen()

  /// What one finger does in an event.
  package enum Change {
    case down(CGPoint)
    case move(CGPoint)
    case up
  }

  /// How soon after a tap another touch continues its tap count, and how near it must land.
  static let multiTapInterval: TimeInterval = 0.35
  static let multiTapDistance: CGFloat = 45
  /// How far a finger may move and still be tapping.
  static let tapMovement: CGFloat = 10

  /// A finger on the glass: its touch, or nil when it landed on nothing the app has.
  private struct Finger {
    let touch: UITouch?
    let start: CGPoint
    var travelled: CGFloat = 0
  }

  private var fingers: [Int: Finger] = [:]
  private var event: UIEvent?
  private var lastTap: (point: CGPoint, time: UInt64, count: Int)?

  package init() {}

  /// Whether any finger is down.
  package var isTouching: Bool { !fingers.isEmpty }

  /// Applies the changes of several fingers as one event, in `window` (the key window when nil);
  /// answers the views that fingers coming down landed on, by finger.
  @discardableResult
  package func send(_ changes: [(finger: Int, change: Change)], in window: UIWindow? = nil) -> [Int: UIView] {
    var landed: [Int: UIView] = [:]
    var changed: [UITouch] = []
    for touch in event?.touches ?? [] { touch.phase = .stationary }
    for (number, change) in changes {
      switch change {
      case .down(let point):
        guard fingers[number] == nil else { continue }
        let touch = makeTouch(at: point, in: window ?? UIApplication.shared.keyWindow)
        fingers[number] = Finger(touch: touch, start: point)
        if let touch {
          changed.append(touch)
          landed[number] = touch.view
        }
      case .move(let point):
        guard var finger = fingers[number] else { continue }
        finger.travelled = max(finger.travelled, distance(point, finger.start))
        fingers[number] = finger
        guard let touch = finger.touch, touch.locationInWindow != point else { continue }
        touch.move(to: point)
        touch.phase = .moved
        changed.append(touch)
      case .up:
        guard let finger = fingers.removeValue(forKey: number) else { continue }
        guard let touch = finger.touch else { continue }
        touch.timestamp = MainThread.current.nowInSeconds
        touch.phase = .ended
        changed.append(touch)
        if finger.travelled <= Self.tapMovement {
          lastTap = (touch.locationInWindow, MainThread.current.now, touch.tapCount)
        }
      }
    }
    guard !changed.isEmpty else { return landed }
    let event = currentEvent(adding: changed)
    UIApplication.shared.sendEvent(event)
    event.touches = event.touches.filter { $0.phase != .ended && $0.phase != .cancelled }
    if event.touches.isEmpty { self.event = nil }
    return landed
  }

  /// A new touch where a finger comes down, or nil when it lands on the keyboard or on nothing.
  private func makeTouch(at point: CGPoint, in window: UIWindow?) -> UITouch? {
    if Keyboard.shared.isShown, Keyboard.shared.frame.contains(point) { return nil }
    guard let window, let view = window.hitTest(point, with: event) else { return nil }
    var tapCount = 1
    let now = MainThread.current.now
    if let lastTap, distance(point, lastTap.point) <= Self.multiTapDistance, now >= lastTap.time,
      now - lastTap.time <= MainThread.nanoseconds(Self.multiTapInterval)
    {
      tapCount = lastTap.count + 1
    }
    return UITouch(locationInWindow: point, view: view, window: window, tapCount: tapCount)
  }

  /// The event of the sequence under way (a new one when no finger was down), with its touches.
  private func currentEvent(adding touches: [UITouch]) -> UIEvent {
    let event = self.event ?? UIEvent(touches: [])
    event.touches.formUnion(touches)
    event.timestamp = MainThread.current.nowInSeconds
    self.event = event
    return event
  }

  private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }
}
