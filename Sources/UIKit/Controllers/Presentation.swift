import Foundation

/// Modal presentation and dismissal, as UIKit performs them.
///
/// - The presenter is the outermost ancestor of the caller (a child asks its container), or for
///   the current-context styles the nearest one that `definesPresentationContext`. It must be in
///   the window hierarchy and may present one controller at a time; otherwise UIKit logs a
///   warning and ignores the request, and the completion never runs. A transition still in
///   flight completes before the next present or dismiss starts.
/// - Full screen: `A.viewWillDisappear` → `B.viewWillAppear` → `B.viewDidAppear` →
///   `A.viewDidDisappear`. Page sheet (what `.automatic` means on iPhone since iOS 13), form sheet,
///   over-full-screen, over-current-context and custom styles leave the presenter's callbacks out.
/// - `dismiss` on a presented controller with nothing above it is forwarded to its presenter;
///   dismissing lower in a chain removes every controller above.
/// - Animated transitions finish after `transitionDuration` on the virtual clock; unanimated
///   ones at the next turn of the run loop. The completion runs after the `viewDid…` callbacks.
/// - A user's swipe down on a sheet (`dismissInteractively`) asks `isModalInPresentation` and the
///   presentation controller's delegate first, and tells the delegate when the sheet is gone; a
///   `dismiss` the app calls asks and tells it nothing.
@MainActor
enum Presentation {
  /// Seconds a modal transition takes on the virtual clock (about what a device shows).
  static let transitionDuration: TimeInterval = 0.3

  static func present(
    _ presented: UIViewController, from caller: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    finishAllPendingTransitions()
    let presenter = contextController(for: caller, style: presented.resolvedPresentationStyle)
    if let current = presenter.presentee {
      EventLog.shared.warn(
        "Attempt to present \(UIKitError.describe(presented)) on \(UIKitError.describe(presenter)) "
          + "(from \(UIKitError.describe(caller))) which is already presenting \(UIKitError.describe(current)).")
      return
    }
    guard let window = presenter.viewIfLoaded?.window else {
      EventLog.shared.warn(
        "Attempt to present \(UIKitError.describe(presented)) on \(UIKitError.describe(presenter)) "
          + "(from \(UIKitError.describe(caller))) whose view is not in the window hierarchy.")
      return
    }
    if presented.presenter != nil || presented.parent != nil {
      fatalError(
        UIKitError.exception(
          "NSInvalidArgumentException",
          "Application tried to present modally a view controller \(UIKitError.describe(presented)) "
            + "that is already being presented by or contained in another controller."))
    }
    presenter.presentee = presented
    presented.presenter = presenter
    presented.isBeingPresented = true
    EventLog.shared.record("UIViewController.present \(EventLog.className(of: presented))")
    let presentationController = presented.ownPresentationController()
    presentationController.presentationTransitionWillBegin()

    let style = presented.resolvedPresentationStyle
    if style.removesPresenterView { presenter.beginAppearanceTransition(false, animated: animated) }
    presented.beginAppearanceTransition(true, animated: animated)
    if style.isSheet {
      // Behind a sheet the presenter is dimmed and does not take touches.
      let dimming = PresentationDimmingView(frame: window.bounds)
      presented.presentationDimmingView = dimming
      window.addSubview(dimming)
    }
    presented.view.frame = frame(for: style, in: window.bounds)
    window.addSubview(presented.view)

    finish(animated: animated) {
      presented.isBeingPresented = false
      presented.endAppearanceTransition()
      if style.removesPresenterView {
        presenter.viewIfLoaded?.removeFromSuperview()
        presenter.endAppearanceTransition()
      }
      presentationController.presentationTransitionDidEnd(true)
      completion?()
    }
  }

  /// A user's swipe down on the sheet `presented`, as UIKit handles the drag: a sheet whose
  /// controller (or a child on screen inside it) `isModalInPresentation`, or whose presentation
  /// controller's delegate answers false to `presentationControllerShouldDismiss`, stays, and the
  /// delegate hears `presentationControllerDidAttemptToDismiss`. Otherwise the delegate hears
  /// `presentationControllerWillDismiss`, the sheet is dismissed (animated, with its disappear
  /// callbacks; a sheet leaves the presenter's callbacks out), and once it is gone
  /// `presentationControllerDidDismiss` (Apple's UIAdaptivePresentationControllerDelegate and
  /// `isModalInPresentation` pages).
  static func dismissInteractively(_ presented: UIViewController) -> InteractiveDismissal {
    finishAllPendingTransitions()
    guard presented.presenter != nil, !presented.isBeingDismissed, presented.resolvedPresentationStyle.isSheet else {
      return .notASheet
    }
    let presentationController = presented.ownPresentationController()
    EventLog.shared.record("UIPresentationController.swipe \(EventLog.className(of: presented))")
    let delegate = presentationController.delegate
    let refused =
      presented.refusesInteractiveDismissal
      || delegate?.presentationControllerShouldDismiss(presentationController) == false
    if refused {
      delegate?.presentationControllerDidAttemptToDismiss(presentationController)
      return .refused
    }
    delegate?.presentationControllerWillDismiss(presentationController)
    dismiss(from: presented, animated: true) {
      presentationController.delegate?.presentationControllerDidDismiss(presentationController)
    }
    return .dismissing
  }

  static func dismiss(from caller: UIViewController, animated: Bool, completion: (() -> Void)?) {
    finishAllPendingTransitions()
    guard let presenter = dismissingController(for: caller), let bottom = presenter.presentee,
      !bottom.isBeingDismissed
    else { return }
    var chain: [UIViewController] = []
    var next: UIViewController? = bottom
    while let controller = next {
      chain.append(controller)
      next = controller.presentee
    }
    for controller in chain.reversed() {
      EventLog.shared.record("UIViewController.dismiss \(EventLog.className(of: controller))")
      controller.isBeingDismissed = true
      controller.storedPresentationController?.dismissalTransitionWillBegin()
      if controller.appearanceState.isVisible { controller.beginAppearanceTransition(false, animated: animated) }
    }
    let revealsPresenter = !presenter.appearanceState.isVisible
    if revealsPresenter {
      if let presenterView = presenter.viewIfLoaded, presenterView.superview == nil,
        let presentedView = bottom.viewIfLoaded, let window = presentedView.window
      {
        presenterView.frame = window.bounds
        window.insertSubview(presenterView, belowSubview: bottom.presentationDimmingView ?? presentedView)
      }
      presenter.beginAppearanceTransition(true, animated: animated)
    }

    finish(animated: animated) {
      for controller in chain.reversed() {
        controller.viewIfLoaded?.removeFromSuperview()
        controller.presentationDimmingView?.removeFromSuperview()
        controller.presentationDimmingView = nil
        controller.endAppearanceTransition()
        controller.isBeingDismissed = false
        controller.presenter?.presentee = nil
        controller.presenter = nil
        controller.storedPresentationController?.dismissalTransitionDidEnd(true)
      }
      if revealsPresenter { presenter.endAppearanceTransition() }
      completion?()
    }
  }

  /// The controller that presents for `caller`: for the current-context styles, the nearest
  /// ancestor (or the caller) whose `definesPresentationContext` is true; otherwise, and when none
  /// does, the outermost ancestor (a child asks its container), as UIKit documents.
  static func contextController(for caller: UIViewController, style: UIModalPresentationStyle) -> UIViewController {
    let usesContext = style == .currentContext || style == .overCurrentContext
    var controller = caller
    while let parent = controller.parent {
      if usesContext, controller.definesPresentationContext { break }
      controller = parent
    }
    return controller
  }

  /// The controller that handles `dismiss` sent to `caller`: the nearest of it and its ancestors
  /// that presents something, else the presenter of the nearest one that was presented.
  static func dismissingController(for caller: UIViewController) -> UIViewController? {
    var node: UIViewController? = caller
    while let controller = node {
      if controller.presentee != nil { return controller }
      node = controller.parent
    }
    node = caller
    while let controller = node {
      if let presenter = controller.presenter { return presenter }
      node = controller.parent
    }
    return nil
  }

  /// Where a presented view sits in a window of `bounds`.
  static func frame(for style: UIModalPresentationStyle, in bounds: CGRect) -> CGRect {
    switch style {
    case .pageSheet, .formSheet, .popover:
      let top = UIScreen.main.device.portraitSafeArea.top + 10
      return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    default:
      return bounds
    }
  }

  /// The end of the transition in flight, if any; a new present or dismiss completes it first,
  /// so transitions never overlap.
  private static var pendingCompletion: (() -> Void)?
  private static var pendingGeneration = 0

  /// Runs `work` when the transition is over: after the duration, or at the next turn.
  private static func finish(animated: Bool, _ work: @escaping @MainActor () -> Void) {
    finishAllPendingTransitions()
    pendingGeneration += 1
    let generation = pendingGeneration
    pendingCompletion = work
    let end = {
      MainActor.assumeIsolated {
        if pendingGeneration == generation { finishPendingTransition() }
      }
    }
    if animated {
      MainThread.current.schedule(afterNanoseconds: MainThread.nanoseconds(transitionDuration), end)
    } else {
      MainThread.current.enqueue(end)
    }
  }

  /// Completes the transition in flight now.
  static func finishPendingTransition() {
    guard let completion = pendingCompletion else { return }
    pendingCompletion = nil
    completion()
  }

  /// Completes transitions in flight, including any a completion handler started.
  static func finishAllPendingTransitions() {
    while pendingCompletion != nil { finishPendingTransition() }
  }

  /// Forgets any transition in flight (a fresh app world).
  static func reset() {
    pendingCompletion = nil
    pendingGeneration += 1
  }
}

extension UIModalPresentationStyle {
  /// Whether the presenter's view leaves the screen (and gets disappear callbacks).
  var removesPresenterView: Bool {
    self == .fullScreen || self == .currentContext
  }

  /// Whether the presented view is a card with the dimmed presenter showing above it.
  var isSheet: Bool {
    self == .pageSheet || self == .formSheet || self == .popover
  }
}

/// The dimmed backdrop UIKit puts behind a sheet; it swallows touches meant for the presenter.
@MainActor
final class PresentationDimmingView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor.black.withAlphaComponent(0.4)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

extension UIViewController {
  /// The style UIKit actually uses: `.automatic` becomes a page sheet on iPhone (iOS 13+);
  /// alerts are presented over the full screen.
  var resolvedPresentationStyle: UIModalPresentationStyle {
    modalPresentationStyle == .automatic ? defaultPresentationStyle : modalPresentationStyle
  }
}
