import Foundation

/// The object that manages a modal presentation, as UIKit's `UIPresentationController`.
///
/// Every presented controller has one: `presentationController` returns it for the presented
/// controller and for every controller inside it (the nearest one managing them, as Apple
/// documents). Read before `present`, the property makes the one the presentation will use, so
/// `navigation.presentationController?.delegate = self` ahead of `present(navigation, …)` works,
/// as it does on iOS.
///
/// Its `delegate` hears about the dismissals the *user* starts: swiping a sheet down. UIKit asks
/// nothing and tells nothing when the app calls `dismiss` itself (Apple: "This method is not called
/// if the presentation is dismissed programmatically"). See `Presentation.dismissInteractively`.
@MainActor
open class UIPresentationController: NSObject {
  public private(set) unowned var presentedViewController: UIViewController
  private weak var storedPresenter: UIViewController?
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    self.storedPresenter = presentingViewController
    super.init()
  }

  /// The controller that presented, once the presentation has begun; until then the one given to
  /// `init`, or the presented controller itself.
  open var presentingViewController: UIViewController {
    presentedViewController.presenter ?? storedPresenter ?? presentedViewController
  }

  /// The style the presentation uses (`.automatic` resolved, as UIKit reports it).
  open var presentationStyle: UIModalPresentationStyle { presentedViewController.resolvedPresentationStyle }

  /// The view the presented view sits in: the window, while presented.
  open var containerView: UIView? {
    presentedViewController.presenter == nil ? nil : presentedViewController.viewIfLoaded?.window
  }

  /// The presented controller's view.
  open var presentedView: UIView? { presentedViewController.viewIfLoaded }

  /// Where the presented view sits in the container.
  open var frameOfPresentedViewInContainerView: CGRect {
    Presentation.frame(for: presentationStyle, in: containerView?.bounds ?? UIScreen.main.bounds)
  }

  /// Whether the presenter's view leaves the screen (full screen), as UIKit's default says.
  open var shouldRemovePresentersView: Bool { presentationStyle.removesPresenterView }

  open var shouldPresentInFullscreen: Bool { true }

  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
}

/// What a presentation controller's delegate hears, as UIKit's `UIAdaptivePresentationControllerDelegate`.
///
/// Every method is optional (defaults below). The four about dismissal concern the user's own
/// gesture — a sheet swiped down — and never a `dismiss` the app calls.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  /// Asked when the user swipes the sheet down: false keeps it (the delegate then hears
  /// `presentationControllerDidAttemptToDismiss`).
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  /// The user's swipe is dismissing the sheet.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// The sheet the user swiped down is gone.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The user tried to swipe the sheet away, and `isModalInPresentation` or
  /// `presentationControllerShouldDismiss` refused.
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    .none
  }
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    true
  }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// What came of a user's swipe down on a presented controller (Presentation.dismissInteractively).
package enum InteractiveDismissal: Equatable, Sendable {
  /// The presentation is not a sheet (full screen, over full screen, an alert…): nothing moves.
  case notASheet
  /// `isModalInPresentation` or the delegate's `presentationControllerShouldDismiss` kept it.
  case refused
  /// The sheet is on its way down.
  case dismissing
}

extension UIViewController {
  /// The nearest presentation controller managing this controller: its own if it was presented,
  /// else that of the nearest presented ancestor. A controller neither presented nor inside a
  /// presented one gets one of its own, made now, which its presentation will use.
  public var presentationController: UIPresentationController? {
    var node: UIViewController? = self
    while let controller = node {
      if controller.presenter != nil { return controller.ownPresentationController() }
      node = controller.parent
    }
    return ownPresentationController()
  }

  /// This controller's own presentation controller, made on first use.
  func ownPresentationController() -> UIPresentationController {
    if let existing = storedPresentationController { return existing }
    let made = UIPresentationController(presentedViewController: self, presenting: nil)
    storedPresentationController = made
    return made
  }

  /// The presented controller this one is, or is inside: the one a swipe on its screen moves.
  var presentedRoot: UIViewController? {
    var node: UIViewController? = self
    while let controller = node {
      if controller.presenter != nil { return controller }
      node = controller.parent
    }
    return nil
  }

  /// Whether this controller, or a child on screen inside it, refuses interactive dismissal.
  var refusesInteractiveDismissal: Bool {
    if isModalInPresentation { return true }
    return children.contains { $0.appearanceState.isVisible && $0.refusesInteractiveDismissal }
  }
}
