import Foundation

/// A container that manages a stack of controllers, as UIKit's `UINavigationController`.
///
/// `viewControllers` changes at once; when the navigation controller is on screen the visible
/// change is a transition: the incoming controller's view loads if needed, then
/// `old.viewWillDisappear`, `new.viewWillAppear`, and when the transition ends (after
/// `transitionDuration` when animated, at the next turn of the run loop when not)
/// `old.viewDidDisappear`, `new.viewDidAppear`. Popping the root returns nil and does nothing;
/// pushing a controller already on the stack, or a navigation controller, is UIKit's crash.
@MainActor
open class UINavigationController: UIViewController, ContainerContentLayout {
  /// Seconds a push or pop takes on the virtual clock (about what a device shows).
  public static let transitionDuration: TimeInterval = 0.35
  /// Seconds the bars take to hide or show, as UIKit's `UINavigationController.hideShowBarDuration`.
  public static let hideShowBarDuration: CGFloat = 0.2

  var stack: [UIViewController] = []
  var transitionCompletion: (() -> Void)?
  /// The controller whose view is installed in the navigation controller's view.
  weak var installedController: UIViewController?
  public private(set) lazy var navigationBar: UINavigationBar = makeNavigationBar()
  public private(set) lazy var toolbar: UIToolbar! = UIToolbar()
  open weak var delegate: UINavigationControllerDelegate?
  open private(set) var isNavigationBarHidden = false
  open private(set) var isToolbarHidden = true

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setStack([rootViewController])
  }

  override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: The stack

  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  open var topViewController: UIViewController? { stack.last }

  /// The top controller, or what it (or the navigation controller) presents modally.
  open var visibleViewController: UIViewController? {
    var visible = presentedViewController ?? topViewController
    while let presented = visible?.presentedViewController { visible = presented }
    return visible
  }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    MainThreadChecker.checked("-[UINavigationController pushViewController:animated:]") {
      if viewController is UINavigationController {
        fatalError(
          UIKitError.exception("NSInvalidArgumentException", "Pushing a navigation controller is not supported"))
      }
      if stack.contains(where: { $0 === viewController }) {
        fatalError(
          UIKitError.exception(
            "NSInvalidArgumentException",
            "Pushing the same view controller instance more than once is not supported \(UIKitError.describe(viewController))"
          ))
      }
      EventLog.shared.record("UINavigationController.push \(EventLog.className(of: viewController))")
      viewController.isMovingToParent = true
      addChild(viewController)
      let old = stack.last
      stack.append(viewController)
      show(from: old, to: viewController, animated: animated) { [weak viewController, weak self] in
        viewController?.isMovingToParent = false
        viewController?.didMove(toParent: self)
      }
    }
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    return MainThreadChecker.checked("-[UINavigationController popViewControllerAnimated:]") {
      guard stack.count > 1, let popped = stack.popLast() else { return nil }
      EventLog.shared.record("UINavigationController.pop \(EventLog.className(of: popped))")
      detach([popped], to: stack.last, animated: animated)
      return popped
    }
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1 else { return [] }
    let popped = Array(stack[1...])
    stack = [stack[0]]
    for controller in popped.reversed() {
      EventLog.shared.record("UINavigationController.pop \(EventLog.className(of: controller))")
    }
    detach(popped, to: stack[0], animated: animated)
    return popped
  }

  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException", "Tried to pop to a view controller that doesn't exist."))
    }
    guard index < stack.count - 1 else { return [] }
    let popped = Array(stack[(index + 1)...])
    stack = Array(stack[...index])
    for controller in popped.reversed() {
      EventLog.shared.record("UINavigationController.pop \(EventLog.className(of: controller))")
    }
    detach(popped, to: viewController, animated: animated)
    return popped
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    EventLog.shared.record(
      "UINavigationController.setViewControllers "
        + viewControllers.map { EventLog.className(of: $0) }.joined(separator: ", "))
    let old = stack.last
    let leaving = stack.filter { current in !viewControllers.contains { $0 === current } }
    for controller in leaving { controller.willMove(toParent: nil) }
    setStack(viewControllers)
    for controller in leaving { controller.removeFromParent() }
    show(from: old, to: stack.last, animated: animated, completion: nil)
  }

  // MARK: Bars

  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
    navigationBar.isHidden = hidden
    viewIfLoaded?.setNeedsLayout()
  }

  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
    toolbar.isHidden = hidden
    viewIfLoaded?.setNeedsLayout()
  }

  func toolbarItemsDidChange(for controller: UIViewController) {
    if controller === topViewController { toolbar.setItems(controller.toolbarItems, animated: false) }
  }

  // MARK: View

  override open func loadView() {
    let container = UILayoutContainerView(frame: UIScreen.main.bounds)
    container.container = self
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    toolbar.isHidden = isToolbarHidden
    container.addSubview(navigationBar)
    container.addSubview(toolbar)
    view = container
  }

  override var managesChildAppearance: Bool { true }

  /// The navigation bar covers the top of the child's view, the toolbar (when shown) the bottom.
  override func safeAreaInsets(forChild child: UIViewController, inherited: UIEdgeInsets) -> UIEdgeInsets {
    var insets = inherited
    if !isNavigationBarHidden { insets.top = max(insets.top, navigationBar.frame.maxY) }
    if !isToolbarHidden, let container = viewIfLoaded {
      insets.bottom = max(insets.bottom, container.bounds.height - toolbar.frame.minY)
    }
    return insets
  }

  /// A navigation controller in a tab bar shows its root controller's tab item until it is given
  /// its own, so a root's `title` names the tab, as on iOS.
  override func defaultTabBarItem() -> UITabBarItem {
    stack.first?.tabBarItem ?? super.defaultTabBarItem()
  }

  /// Only the top controller appears and disappears with the navigation controller.
  override var childrenReceivingAppearance: [UIViewController] {
    installTopView()
    return topViewController.map { [$0] } ?? []
  }

  /// Places the bars and the installed content view (called by the container's layout).
  func layoutContent(in bounds: CGRect) {
    // Under the status bar in portrait; at the top in landscape, where an iPhone hides it.
    let top = UIScreen.main.safeAreaInsets.top
    navigationBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: navigationBar.preferredHeight)
    let bottom = bounds.height - UIScreen.main.safeAreaInsets.bottom  // above a home indicator
    toolbar.frame = CGRect(
      x: 0, y: bottom - UIToolbar.standardHeight, width: bounds.width, height: UIToolbar.standardHeight)
    installedController?.viewIfLoaded?.frame = bounds
    installedController?.viewIfLoaded?.setNeedsLayout()  // the bars may have changed its safe area
  }

  private func makeNavigationBar() -> UINavigationBar {
    let bar = UINavigationBar(
      frame: CGRect(
        x: 0, y: UIScreen.main.safeAreaInsets.top, width: UIScreen.main.bounds.width, height: 44))
    bar.navigationController = self
    return bar
  }
}

/// The navigation controller's delegate, as UIKit's `UINavigationControllerDelegate`.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
}
