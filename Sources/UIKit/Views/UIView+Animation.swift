import Foundation

extension UIView {
  /// Options for animating views, with UIKit's raw values.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
  }

  /// Animates changes: the new values are set at once (the model layer changes immediately, as in
  /// UIKit), and `completion(true)` runs when the virtual clock reaches `delay + duration`.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    ViewAnimation.finish(after: max(duration, 0) + max(delay, 0), completion: completion)
  }

  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// A spring animation: on the virtual clock it behaves as `animate(withDuration:delay:...)`.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  /// A transition on a container view: the changes apply at once, completion after `duration`.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    ViewAnimation.finish(after: max(duration, 0), completion: completion)
  }

  /// Runs `actionsWithoutAnimation` with animations disabled: the changes simply apply.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  public class var areAnimationsEnabled: Bool { true }
}

/// Animations on the virtual clock: the end of each one is scheduled work.
@MainActor
enum ViewAnimation {
  /// Schedules `completion(true)` when the clock has moved `seconds` from now.
  static func finish(after seconds: TimeInterval, completion: ((Bool) -> Void)?) {
    MainThread.current.schedule(afterNanoseconds: MainThread.nanoseconds(seconds)) {
      MainActor.assumeIsolated { completion?(true) }
    }
  }
}
