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
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
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

  /// A transition from one view to another: `fromView` leaves its superview and `toView` takes
  /// its place (or, with `.showHideTransitionViews`, the first is hidden and the second shown),
  /// at once; `completion(true)` runs when the clock reaches `duration`, as UIKit's transitions
  /// end on the virtual clock.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let superview = fromView.superview {
      let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
      superview.insertSubview(toView, at: index)
      fromView.removeFromSuperview()
    }
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
