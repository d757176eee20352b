import Foundation

/// A touch event, as UIKit's `UIEvent`: the fingers on the screen in one multi-touch sequence.
///
/// As in UIKit, one event object lasts from the first finger down to the last finger up and is
/// handed to every `touchesBegan`/`Moved`/`Ended`/`Cancelled` of the sequence; `allTouches`
/// holds the fingers down now (and those that just lifted), `timestamp` the time of the last
/// change on the virtual clock.
@MainActor
open class UIEvent: NSObject {
  /// Event types, as UIKit names them.
  public enum EventType: Int, Sendable {
    case touches, motion, remoteControl, presses, scroll, hover, transform
  }

  /// Event subtypes, as UIKit names them; touch events have none.
  public enum EventSubtype: Int, Sendable {
    case none = 0
    case motionShake = 1
    case remoteControlPlay = 100
    case remoteControlPause = 101
    case remoteControlStop = 102
    case remoteControlTogglePlayPause = 103
    case remoteControlNextTrack = 104
    case remoteControlPreviousTrack = 105
  }

  public var type: EventType { .touches }
  public var subtype: EventSubtype { .none }
  public internal(set) var timestamp: TimeInterval
  var touches: Set<UITouch>

  init(touches: Set<UITouch>) {
    self.touches = touches
    self.timestamp = MainThread.current.nowInSeconds
    super.init()
  }

  public var allTouches: Set<UITouch>? { touches }

  /// The touches that began in `view`.
  public func touches(for view: UIView) -> Set<UITouch>? {
    touches.filter { $0.view === view }
  }

  /// The touches in `window`.
  public func touches(for window: UIWindow) -> Set<UITouch>? {
    touches.filter { $0.window === window }
  }

  /// The touches `gestureRecognizer` receives.
  public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
    touches.filter { touch in touch.gestureRecognizers?.contains { $0 === gestureRecognizer } ?? false }
  }

  /// Every sample of a touch since the last event: one, as the virtual screen samples once.
  public func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }

  /// Where a touch is expected next: nowhere, as nothing is predicted.
  public func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }
}
