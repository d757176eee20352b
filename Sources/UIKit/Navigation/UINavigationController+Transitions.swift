import Foundation

extension UINavigationController {
  /// Replaces the stack without a transition (the controllers become children at once).
  func setStack(_ controllers: [UIViewController]) {
    var unique: [UIViewController] = []
    for controller in controllers where !unique.contains(where: { $0 === controller }) {
      if controller is UINavigationController {
        fatalError(
          UIKitError.exception("NSInvalidArgumentException", "Pushing a navigation controller is not supported"))
      }
      unique.append(controller)
    }
    stack = unique
    for controller in unique where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    updateBars()
  }

  /// Removes `popped` (top last) from the navigation controller, revealing `newTop`.
  func detach(_ popped: [UIViewController], to newTop: UIViewController?, animated: Bool) {
    for controller in popped {
      controller.willMove(toParent: nil)
      controller.isMovingFromParent = true
    }
    show(from: popped.last, to: newTop, animated: animated) {
      for controller in popped {
        controller.isMovingFromParent = false
        controller.removeFromParent()
      }
    }
  }

  /// Makes `new` the visible top in place of `old`, with the appearance callbacks UIKit sends
  /// when the navigation controller is on screen; `completion` runs when the transition ends.
  ///
  /// The transition starts from the controller whose view is installed (the one a user sees),
  /// so a push made from the new controller's `viewDidLoad` takes over: the navigation controller
  /// goes straight to the last controller pushed.
  func show(from _: UIViewController?, to new: UIViewController?, animated: Bool, completion: (() -> Void)?) {
    while transitionCompletion != nil { finishPendingTransition() }
    updateBars()
    let inWindow = viewIfLoaded?.window != nil
    let old = installedController
    if inWindow, appearanceState == .appeared, let new, new !== old {
      new.loadViewIfNeeded()
      guard stack.last === new else {
        completion?()  // a push from its viewDidLoad took over
        return
      }
    }
    guard inWindow, appearanceState != .disappeared, old !== new else {
      if !inWindow, let old {
        old.viewIfLoaded?.removeFromSuperview()
        installedController = nil
      }
      completion?()
      return
    }
    if appearanceState == .appearing {
      swapWhileAppearing(from: old, to: new)
      completion?()
      return
    }
    if let new { delegate?.navigationController(self, willShow: new, animated: animated) }
    old?.beginAppearanceTransition(false, animated: animated)
    installTopView(keeping: old)
    new?.beginAppearanceTransition(true, animated: animated)
    transitionCompletion = { [weak self] in
      if let old, self?.installedController !== old { old.viewIfLoaded?.removeFromSuperview() }
      old?.endAppearanceTransition()
      new?.endAppearanceTransition()
      completion?()
      if let self, let new { self.delegate?.navigationController(self, didShow: new, animated: animated) }
    }
    if animated {
      MainThread.current.schedule(afterNanoseconds: MainThread.nanoseconds(UINavigationController.transitionDuration)) {
        [weak self] in MainActor.assumeIsolated { self?.finishPendingTransition() }
      }
    } else {
      MainThread.current.enqueue { [weak self] in MainActor.assumeIsolated { self?.finishPendingTransition() } }
    }
  }

  /// While the navigation controller is still appearing. If the old top already began appearing
  /// (a push right after the window was shown, or from the root's `viewWillAppear`), it disappears
  /// at once and the new top begins appearing in its place; otherwise (a push from the root's
  /// `viewDidLoad`) the new top just takes its place and appears with the navigation controller.
  private func swapWhileAppearing(from old: UIViewController?, to new: UIViewController?) {
    let oldBeganAppearing = old?.appearanceState.isVisible ?? false
    if let old, oldBeganAppearing {
      old.beginAppearanceTransition(false, animated: false)
      old.endAppearanceTransition()
    }
    old?.viewIfLoaded?.removeFromSuperview()
    installedController = nil
    installTopView()
    if oldBeganAppearing, let new { new.beginAppearanceTransition(true, animated: false) }
  }

  /// Ends a transition in flight now (a new push or pop completes the previous one first).
  func finishPendingTransition() {
    guard let completion = transitionCompletion else { return }
    transitionCompletion = nil
    completion()
  }

  /// Installs the top controller's view under the bars; `old` stays until its transition ends.
  func installTopView(keeping old: UIViewController? = nil) {
    guard let container = viewIfLoaded else { return }
    // Loading the top's view may push another controller (from its viewDidLoad): settle first.
    var top = topViewController
    while let candidate = top, !candidate.isViewLoaded {
      candidate.loadViewIfNeeded()
      top = topViewController
    }
    guard let top else { return }
    if installedController === top, top.viewIfLoaded?.superview === container { return }
    if let previous = installedController, previous !== old, previous !== top {
      previous.viewIfLoaded?.removeFromSuperview()
    }
    let barIndex = container.subviews.firstIndex { $0 === navigationBar } ?? container.subviews.count
    installChildView(top, in: container, at: barIndex)
    installedController = top
  }

  /// Shows the stack's items in the bar and the top controller's toolbar items.
  func updateBars() {
    navigationBar.setItems(stack.map(\.navigationItem), animated: false)
    toolbar.setItems(topViewController?.toolbarItems, animated: false)
    tabBarController?.viewIfLoaded?.setNeedsLayout()  // hidesBottomBarWhenPushed may change
  }
}
