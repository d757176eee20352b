import Foundation

/// What a transition in flight tells the blocks that animate with it, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var initiallyInteractive: Bool { get }
  var isInterruptible: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
  var completionVelocity: CGFloat { get }
  var completionCurve: UIView.AnimationCurve { get }
  var containerView: UIView { get }
  /// The rotation applied to the interface during a rotation (identity for other transitions).
  var targetTransform: CGAffineTransform { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs code alongside a transition, as UIKit's `UIViewControllerTransitionCoordinator`: the
/// coordinator `viewWillTransition(to:with:)` receives.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` with the transition's animations (the new layout is in place by then) and
  /// `completion` when the transition ends; false when no transition is left to join.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The methods a view controller adapts to size and trait changes with, as UIKit's
/// `UIContentContainer`.
@MainActor
public protocol UIContentContainer: AnyObject {
  var preferredContentSize: CGSize { get }
  func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
  func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
  func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
    -> CGSize
}

/// Keys for the controllers of a transition, as UIKit's `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the views of a transition, as UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

extension UIViewController: UIContentContainer {}

/// The coordinator of a size transition (a rotation) on the virtual clock: blocks given to
/// `animate(alongsideTransition:completion:)` before the new layout run right after it, blocks
/// given while they run run at once, and completions run when the transition's duration has
/// passed, in the order they were given.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
  enum Phase { case preparing, animating, finished }

  let transitionDuration: TimeInterval
  let containerView: UIView
  let targetTransform: CGAffineTransform
  private weak var controller: UIViewController?
  private(set) var phase = Phase.preparing
  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  init(duration: TimeInterval, containerView: UIView, targetTransform: CGAffineTransform, controller: UIViewController?)
  {
    transitionDuration = duration
    self.containerView = containerView
    self.targetTransform = targetTransform
    self.controller = controller
  }

  var isAnimated: Bool { true }
  var presentationStyle: UIModalPresentationStyle { .none }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var percentComplete: CGFloat { phase == .finished ? 1 : 0 }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }

  /// A size transition keeps its controllers: both keys name the window's root controller.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controller }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { controller?.viewIfLoaded }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard phase != .finished else { return false }
    if let completion { completions.append(completion) }
    guard let animation else { return true }
    if phase == .animating { animation(self) } else { animations.append(animation) }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  /// A rotation is never interactive, so the handler is never called.
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

  /// Runs the alongside blocks given so far (the new layout is in place).
  func runAnimations() {
    phase = .animating
    let pending = animations
    animations = []
    for animation in pending { animation(self) }
  }

  /// Ends the transition: the completion blocks run.
  func finish() {
    phase = .finished
    let pending = completions
    completions = []
    for completion in pending { completion(self) }
  }
}
