import Foundation

/// A container that shows one child at a time with a tab bar to switch, as UIKit's
/// `UITabBarController`.
///
/// Only the selected controller's view is installed; switching tabs sends the old controller
/// `viewWillDisappear` and the new one `viewWillAppear`, then the `Did` pair, when the tab bar
/// controller is on screen. The delegate may veto a user's selection and is told after it.
@MainActor
open class UITabBarController: UIViewController, ContainerContentLayout {
  public private(set) lazy var tabBar: UITabBar = makeTabBar()
  open weak var delegate: UITabBarControllerDelegate?
  private var controllers: [UIViewController] = []
  private var selection = 0
  private weak var installedController: UIViewController?

  open var viewControllers: [UIViewController]? {
    get { controllers.isEmpty ? nil : controllers }
    set { setViewControllers(newValue, animated: false) }
  }

  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let old = selectedViewController
    for controller in controllers where !(viewControllers ?? []).contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    controllers = viewControllers ?? []
    for controller in controllers where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    // UIKit reselects the previously selected controller if it is still there, else the one at
    // the same index, else index 0.
    selection =
      old.flatMap { previous in controllers.firstIndex { $0 === previous } }
      ?? (controllers.indices.contains(selection) ? selection : 0)
    tabBar.setItems(controllers.map(\.tabBarItem), animated: false)
    switchVisible(from: old, to: selectedViewController)
  }

  open var selectedIndex: Int {
    get { selection }
    set {
      guard controllers.indices.contains(newValue) else { return }
      let old = selectedViewController
      selection = newValue
      switchVisible(from: old, to: selectedViewController)
    }
  }

  open var selectedViewController: UIViewController? {
    get { controllers.indices.contains(selection) ? controllers[selection] : nil }
    set {
      guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }

  /// A user's tap on a tab: asks the delegate, selects, then tells the delegate.
  func userSelectedTab(at index: Int) {
    guard controllers.indices.contains(index) else { return }
    let controller = controllers[index]
    if delegate?.tabBarController(self, shouldSelect: controller) == false { return }
    // Tapping the selected tab again shows its root: a navigation controller pops to it.
    if index == selection, let navigation = controller as? UINavigationController {
      navigation.popToRootViewController(animated: true)
    }
    EventLog.shared.record("UITabBarController.select \(EventLog.className(of: controller))")
    selectedIndex = index
    delegate?.tabBarController(self, didSelect: controller)
  }

  override open func loadView() {
    let container = UILayoutContainerView(frame: UIScreen.main.bounds)
    container.container = self
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(tabBar)
    view = container
  }

  override var managesChildAppearance: Bool { true }

  /// The tab bar (when shown) covers the bottom of the selected child's view.
  override func safeAreaInsets(forChild child: UIViewController, inherited: UIEdgeInsets) -> UIEdgeInsets {
    var insets = inherited
    if !tabBar.isHidden { insets.bottom = max(insets.bottom, UITabBar.standardHeight) }
    return insets
  }

  override var childrenReceivingAppearance: [UIViewController] {
    installSelectedView()
    return selectedViewController.map { [$0] } ?? []
  }

  func layoutContent(in bounds: CGRect) {
    tabBar.isHidden = hidesTabBarForSelection
    tabBar.frame = CGRect(
      x: 0, y: bounds.height - UITabBar.standardHeight, width: bounds.width, height: UITabBar.standardHeight)
    installedController?.viewIfLoaded?.frame = bounds
    installedController?.viewIfLoaded?.setNeedsLayout()  // the tab bar may have changed its safe area
  }

  /// Whether the tab bar is hidden because a controller pushed in the selected navigation
  /// controller asked for it (`hidesBottomBarWhenPushed`); it stays hidden until that one is popped.
  private var hidesTabBarForSelection: Bool {
    guard let navigation = selectedViewController as? UINavigationController else { return false }
    return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
  }

  private func switchVisible(from old: UIViewController?, to new: UIViewController?) {
    tabBar.selectedItem = new?.tabBarItem
    guard old !== new else { return }
    let onScreen = appearanceState.isVisible && viewIfLoaded?.window != nil
    guard onScreen else {
      if installedController === old {
        old?.viewIfLoaded?.removeFromSuperview()
        installedController = nil
      }
      return
    }
    new?.loadViewIfNeeded()
    old?.beginAppearanceTransition(false, animated: false)
    new?.beginAppearanceTransition(true, animated: false)
    old?.viewIfLoaded?.removeFromSuperview()
    installSelectedView()
    old?.endAppearanceTransition()
    new?.endAppearanceTransition()
  }

  private func installSelectedView() {
    guard let container = viewIfLoaded, let selected = selectedViewController else { return }
    if installedController === selected, selected.viewIfLoaded?.superview === container { return }
    if let previous = installedController, previous !== selected { previous.viewIfLoaded?.removeFromSuperview() }
    installChildView(selected, in: container, at: 0)
    installedController = selected
  }

  private func makeTabBar() -> UITabBar {
    let bar = UITabBar(frame: .zero)
    bar.tabBarController = self
    return bar
  }
}

/// The tab bar controller's delegate, as UIKit's `UITabBarControllerDelegate`.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
    -> Bool
  { true }
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
