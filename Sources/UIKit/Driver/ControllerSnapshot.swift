internal import DriverProtocol
import Foundation

/// Describes controllers for snapshots: class, title, appearance, stacks, bars, tabs, alerts.
@MainActor
enum ControllerSnapshot {
  static func node(for controller: UIViewController) -> ControllerNode {
    var result = ControllerNode(
      className: EventLog.className(of: controller), title: controller.title, isViewLoaded: controller.isViewLoaded,
      appearance: name(of: controller.appearanceState),
      presentationStyle: controller.presenter != nil
        ? name(of: controller.resolvedPresentationStyle) : nil,
      children: controller.children.map(node(for:)),
      presented: controller.presentee.map { [node(for: $0)] } ?? [])
    if let navigation = controller as? UINavigationController {
      let bar = navigation.navigationBar
      let top = bar.topItem
      result.navigationStack = navigation.viewControllers.map { EventLog.className(of: $0) }
      result.navigationBar = NavigationBarNode(
        isHidden: navigation.isNavigationBarHidden, title: top?.title, prompt: top?.prompt,
        backButtonTitle: bar.backButtonTitle, leftItems: (top?.leftBarButtonItems ?? []).map(itemNode(for:)),
        rightItems: (top?.rightBarButtonItems ?? []).map(itemNode(for:)))
      if !navigation.isToolbarHidden {
        result.toolbarItems = (navigation.toolbar.items ?? []).map(itemNode(for:))
      }
    }
    if let tabs = controller as? UITabBarController {
      result.tabs = (tabs.viewControllers ?? []).map { $0.tabBarItem.title ?? $0.title ?? "" }
      result.selectedTab = tabs.selectedIndex
    }
    return result
  }

  static func itemNode(for item: UIBarButtonItem) -> BarItemNode {
    BarItemNode(
      title: item.displayedTitle, accessibilityLabel: item.effectiveAccessibilityLabel,
      systemItem: item.systemItem.map { "\($0)" },
      isEnabled: item.isEnabled)
  }

  static func alertNode(for alert: UIAlertController) -> AlertNode {
    AlertNode(
      title: alert.title, message: alert.message, style: alert.preferredStyle == .alert ? "alert" : "actionSheet",
      actions: alert.displayedActions.map { $0.title ?? "" })
  }

  static func name(of state: AppearanceState) -> String {
    switch state {
    case .appeared: "appeared"
    case .appearing: "appearing"
    case .disappearing: "disappearing"
    case .disappeared: "disappeared"
    }
  }

  static func name(of style: UIModalPresentationStyle) -> String {
    switch style {
    case .fullScreen: "fullScreen"
    case .pageSheet: "pageSheet"
    case .formSheet: "formSheet"
    case .currentContext: "currentContext"
    case .custom: "custom"
    case .overFullScreen: "overFullScreen"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    case .none: "none"
    case .automatic: "automatic"
    }
  }
}
