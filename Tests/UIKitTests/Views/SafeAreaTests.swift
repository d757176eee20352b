import Testing

@testable import UIKit

/// Safe-area insets, as UIKit documents them: the status bar at the top of the window; bars of a
/// navigation or tab bar controller over its child's view; a subview inherits the part of its
/// superview's safe area it does not cover; `additionalSafeAreaInsets` adds to a controller's.
@MainActor
@Suite("Safe-area insets", .serialized)
struct SafeAreaTests {
  final class InsetWatcher: UIViewController {
    var changes: [UIEdgeInsets] = []
    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      changes.append(view.safeAreaInsets)
    }
  }

  @Test("a window's root view is inset by the status bar")
  func windowRoot() {
    TestApp.reset()
    let controller = UIViewController()
    TestApp.launch(controller)
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let below = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    let across = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    controller.view.addSubview(below)
    controller.view.addSubview(across)
    #expect(below.safeAreaInsets == .zero)
    #expect(across.safeAreaInsets.top == 20)
  }

  @Test("in a navigation controller the bar and the toolbar inset the child's view")
  func navigation() {
    TestApp.reset()
    let controller = InsetWatcher()
    let navigation = UINavigationController(rootViewController: controller)
    TestApp.launch(navigation)
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    navigation.setToolbarHidden(false, animated: false)
    AppDriver.settle()
    #expect(controller.view.safeAreaInsets.bottom == 44)
    navigation.setNavigationBarHidden(true, animated: false)
    AppDriver.settle()
    #expect(controller.view.safeAreaInsets.top == 20)
    #expect(controller.changes.map(\.top) == [64, 64, 20])
  }

  @Test("in a tab bar controller the tab bar insets the bottom; additional insets add")
  func tabsAndAdditional() {
    TestApp.reset()
    let controller = UIViewController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    let tabs = UITabBarController()
    tabs.viewControllers = [controller]
    TestApp.launch(tabs)
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 49, right: 0))
  }
}
