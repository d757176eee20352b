import Foundation

/// Where an animator is in its life, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
  case inactive, active, stopped
}

/// Where an animation ended, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end, start, current
}

/// An object that runs animations and can be paused, scrubbed, reversed and stopped, as UIKit's
/// `UIViewAnimating`.
@MainActor
public protocol UIViewAnimating: AnyObject {
  var state: UIViewAnimatingState { get }
  var isRunning: Bool { get }
  var isReversed: Bool { get set }
  var fractionComplete: CGFloat { get set }
  func startAnimation()
  func startAnimation(afterDelay delay: TimeInterval)
  func pauseAnimation()
  func stopAnimation(_ withoutFinishing: Bool)
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animating object whose animations and completions can be added, as UIKit's
/// `UIViewImplicitlyAnimating`.
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  func addAnimations(_ animation: @escaping () -> Void)
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// The timing of an animation, as UIKit's `UITimingCurveProvider`. The virtual clock ends an
/// animation at its duration whatever its curve, so the curve is kept for the app to read back.
public protocol UITimingCurveProvider: Sendable {}

/// A cubic Bézier timing curve, as UIKit's `UICubicTimingParameters`.
public final class UICubicTimingParameters: UITimingCurveProvider {
  public let animationCurve: UIView.AnimationCurve
  public let controlPoint1: CGPoint
  public let controlPoint2: CGPoint

  public init(animationCurve curve: UIView.AnimationCurve = .easeInOut) {
    animationCurve = curve
    (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
  }

  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    (controlPoint1, controlPoint2) = (point1, point2)
  }
}

/// A spring's timing, as UIKit's `UISpringTimingParameters`.
public final class UISpringTimingParameters: UITimingCurveProvider {
  public let dampingRatio: CGFloat
  public let initialVelocity: CGVector

  public init(dampingRatio ratio: CGFloat = 1, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
    dampingRatio = ratio
    initialVelocity = velocity
  }

  public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    self.init(dampingRatio: damping / (2 * (mass * stiffness).squareRoot()), initialVelocity: velocity)
  }
}
