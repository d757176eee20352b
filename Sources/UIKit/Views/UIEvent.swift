import Foundation

/// A touch, as UIKit's `UITouch`: its view, window, phase and location.
@MainActor
open class UITouch: NSObject {
  /// The phases of a touch, as UIKit names them.
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled
  }

  public internal(set) var phase: Phase
  public internal(set) weak var view: UIView?
  public internal(set) weak var window: UIWindow?
  public let tapCount: Int
  let locationInWindow: CGPoint

  init(locationInWindow: CGPoint, view: UIView?, window: UIWindow?, phase: Phase = .began) {
    self.locationInWindow = locationInWindow
    self.view = view
    self.window = window
    self.phase = phase
    self.tapCount = 1
    super.init()
  }

  /// The touch's location in `view`'s coordinates (window coordinates when nil).
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  public func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
}

/// An event, as UIKit's `UIEvent`: the touches of one gesture.
@MainActor
open class UIEvent: NSObject {
  /// Event types, as UIKit names them.
  public enum EventType: Int, Sendable {
    case touches, motion, remoteControl, presses
  }

  public let type: EventType = .touches
  public let timestamp: TimeInterval
  let touches: Set<UITouch>

  init(touches: Set<UITouch>) {
    self.touches = touches
    self.timestamp = Double(MainThread.current.now) / 1_000_000_000
    super.init()
  }

  public var allTouches: Set<UITouch>? { touches }

  public func touches(for view: UIView) -> Set<UITouch>? {
    touches.filter { $0.view === view }
  }
}
