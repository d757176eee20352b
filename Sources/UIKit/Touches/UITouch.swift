import Foundation

/// A finger on the screen, as UIKit's `UITouch`: one object for the whole life of the finger,
/// from touch-down to lift, whose phase, location and timestamp change as it moves.
///
/// The view is the one hit-testing found where the finger came down, and it stays that view
/// however far the finger moves (UITouch's `view`: "the view in which the touch initially
/// occurred"). `tapCount` counts quick successive taps at about the same place, so the second
/// touch of a double tap has a tap count of 2. Times are on the virtual clock.
@MainActor
open class UITouch: NSObject {
  /// The phases of a touch, as UIKit names them.
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
  }

  /// What touched the screen; always a finger here.
  public enum TouchType: Int, Sendable {
    case direct, indirect, pencil, indirectPointer
  }

  public internal(set) var phase: Phase
  public internal(set) weak var view: UIView?
  public internal(set) weak var window: UIWindow?
  public internal(set) var tapCount: Int
  /// When the touch last changed, in seconds on the virtual clock (as `UIEvent.timestamp`).
  public internal(set) var timestamp: TimeInterval
  public let type: TouchType = .direct
  /// The radius of the touch's contact area: a fingertip's.
  public let majorRadius: CGFloat = 20.5
  public let majorRadiusTolerance: CGFloat = 5
  /// A finger presses with no measured force.
  public let force: CGFloat = 0
  public let maximumPossibleForce: CGFloat = 0
  /// The recognizers that receive this touch: those of its view and of the view's ancestors that
  /// took it when it began.
  public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

  var locationInWindow: CGPoint
  var previousLocationInWindow: CGPoint
  /// The order fingers came down in, so touches of one event are handled in a fixed order.
  let serial: Int
  private static var nextSerial = 0

  init(locationInWindow: CGPoint, view: UIView?, window: UIWindow?, phase: Phase = .began, tapCount: Int = 1) {
    self.locationInWindow = locationInWindow
    self.previousLocationInWindow = locationInWindow
    self.view = view
    self.window = window
    self.phase = phase
    self.tapCount = tapCount
    self.timestamp = MainThread.current.nowInSeconds
    Self.nextSerial += 1
    self.serial = Self.nextSerial
    super.init()
  }

  /// The touch's location in `view`'s coordinates (the window's when nil).
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  /// Where the touch was before its last move, in `view`'s coordinates (the window's when nil).
  public func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: nil)
  }

  /// A finger has no more precise location than its location.
  public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

  public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

  /// Moves the touch to `point` (window coordinates) at the current time.
  func move(to point: CGPoint) {
    previousLocationInWindow = locationInWindow
    locationInWindow = point
    timestamp = MainThread.current.nowInSeconds
  }

  /// Runs `body` with the touch showing `phase`, as the message a view gets for a touch whose
  /// delivery was held back or cancelled says (the touch itself may have moved on).
  func showing<Result>(_ phase: Phase, _ body: () -> Result) -> Result {
    let actual = self.phase
    self.phase = phase
    defer { self.phase = actual }
    return body()
  }
}

extension MainThread {
  /// The virtual clock in seconds, as UIKit's event and touch timestamps read it.
  var nowInSeconds: TimeInterval { Double(now) / 1_000_000_000 }
}
