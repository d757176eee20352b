import Foundation

/// Modal presentation and dismissal, as UIKit performs them.
///
/// - The presenter is the controller that defines the presentation context: the outermost
///   ancestor of the caller (a child asks its container). It must be in the window hierarchy,
///   and may present one controller at a time; otherwise UIKit logs a warning and ignores the
///   request, and the completion never runs.
/// - Full screen: `A.viewWillDisappear` → `B.viewWillAppear` → `B.viewDidAppear` →
///   `A.viewDidDisappear`. Page sheet (what `.automatic` means on iPhone since iOS 13), form sheet,
///   over-full-screen, over-current-context and custom styles leave the presenter's callbacks out.
/// - `dismiss` on a presented controller with nothing above it is forwarded to its presenter;
///   dismissing lower in a chain removes every controller above.
/// - Animated transitions finish after `transitionDuration` on the virtual clock; unanimated
///   ones at the next turn of the run loop. The completion runs after the `viewDid…` callbacks.
@MainActor
enum Presentation {
  /// Seconds a modal transition takes on the virtual clock (about what a device shows).
  static let transitionDuration: TimeInterval = 0.3

  static func present(
    _ presented: UIViewController, from caller: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    let presenter = contextController(for: caller)
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
      completion?()
    }
  }

  static func dismiss(from caller: UIViewController, animated: Bool, completion: (() -> Void)?) {
    // The caller's context controller dismisses what it presents; with nothing presented, the
    // request goes to whoever presented it (or its closest presented ancestor).
    let context = contextController(for: caller)
    let anchor = context.presentee != nil ? context : context.presenter
    guard let presenter = anchor, let bottom = presenter.presentee else { return }
    var chain: [UIViewController] = []
    var next: UIViewController? = bottom
    while let controller = next {
      chain.append(controller)
      next = controller.presentee
    }
    for controller in chain.reversed() {
      EventLog.shared.record("UIViewController.dismiss \(EventLog.className(of: controller))")
      controller.isBeingDismissed = true
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
      }
      if revealsPresenter { presenter.endAppearanceTransition() }
      completion?()
    }
  }

  /// The controller that defines the presentation context for `caller`: its outermost ancestor.
  static func contextController(for caller: UIViewController) -> UIViewController {
    var controller = caller
    while let parent = controller.parent, !controller.definesPresentationContext { controller = parent }
    return controller
  }

  private static func frame(for style: UIModalPresentationStyle, in bounds: CGRect) -> CGRect {
    switch style {
    case .pageSheet, .formSheet, .popover:
      let top = UIScreen.statusBarHeight + 10
      return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    default:
      return bounds
    }
  }

  /// Runs `work` when the transition is over: after the duration, or at the next turn.
  private static func finish(animated: Bool, _ work: @escaping @MainActor () -> Void) {
    if animated {
      MainThread.current.schedule(afterNanoseconds: MainThread.nanoseconds(transitionDuration)) {
        MainActor.assumeIsolated { work() }
      }
    } else {
      MainThread.current.enqueue { MainActor.assumeIsolated { work() } }
    }
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
