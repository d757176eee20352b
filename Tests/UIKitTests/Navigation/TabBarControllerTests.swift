import Testing

@testable import UIKit

/// UITabBarController: one child visible at a time; switching tabs sends the old controller
/// `viewWillDisappear`/`viewDidDisappear` and the new one `viewWillAppear`/`viewDidAppear`; the
/// delegate can refuse a user's selection (`tabBarController(_:shouldSelect:)`).
@MainActor
@Suite("UITabBarController — tabs", .serialized)
struct TabBarControllerTests {
  final class VetoDelegate: UITabBarControllerDelegate {
    var selected: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
      -> Bool
    { !(viewController is ThirdController) }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
      selected.append(String(describing: type(of: viewController)))
    }
  }

  private func launchTabs() -> (UITabBarController, FirstController, SecondController, ThirdController) {
    let first = FirstController()
    first.title = "One"
    let second = SecondController()
    second.tabBarItem = UITabBarItem(title: "Two", image: UIImage(systemName: "2.circle"), tag: 2)
    let third = ThirdController()
    third.title = "Three"
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second, third]
    TestApp.launch(tabs)
    return (tabs, first, second, third)
  }

  @Test("only the selected controller's view loads and appears")
  func onlySelectedAppears() {
    TestApp.reset()
    let (tabs, first, second, _) = launchTabs()
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === first)
    #expect(first.appearanceCalls == ["viewWillAppear", "viewDidAppear"])
    #expect(!second.isViewLoaded)
    #expect(first.tabBarController === tabs)
  }

  @Test("switching tabs: old will/did disappear, new will/did appear")
  func switchingTabs() {
    TestApp.reset()
    let (tabs, first, second, _) = launchTabs()
    let entries = TestApp.logDuring { tabs.selectedIndex = 1 }.filter { $0.contains("ppear") }
    #expect(
      entries == [
        "FirstController.viewWillDisappear", "SecondController.viewWillAppear", "FirstController.viewDidDisappear",
        "SecondController.viewIsAppearing", "SecondController.viewDidAppear",
      ])
    #expect(first.view.window == nil)
    #expect(second.view.window != nil)
  }

  @Test("tapping a tab selects it; the delegate can refuse a selection")
  func tappingTabs() throws {
    TestApp.reset()
    let (tabs, _, second, _) = launchTabs()
    let delegate = VetoDelegate()
    tabs.delegate = delegate
    let buttons = AppDriver.allViews(in: tabs.tabBar).compactMap { $0 as? TabBarButton }
    #expect(buttons.map { $0.item.title } == ["One", "Two", "Three"])
    AppDriver.tap(buttons[1])
    #expect(tabs.selectedViewController === second)
    AppDriver.tap(buttons[2])
    #expect(tabs.selectedIndex == 1)
    #expect(delegate.selected == ["SecondController"])
  }

  @Test("the tab bar sits at the bottom, 49 points tall, and the snapshot lists the tabs")
  func tabBarGeometry() throws {
    TestApp.reset()
    let (tabs, _, _, _) = launchTabs()
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
    let snapshot = AppDriver.snapshot()
    let root = try #require(snapshot.controllers)
    #expect(root.tabs == ["One", "Two", "Three"])
    #expect(root.selectedTab == 0)
  }
}

/// Setting a controller's `title` updates its navigation item's and tab bar item's titles.
@MainActor
@Suite("UIViewController.title — navigation and tab bar items follow it", .serialized)
struct ControllerTitleTests {
  @Test("title updates navigationItem.title and tabBarItem.title")
  func titlePropagates() {
    TestApp.reset()
    let controller = UIViewController()
    let item = controller.tabBarItem
    controller.title = "Timer"
    #expect(controller.navigationItem.title == "Timer")
    #expect(item?.title == "Timer")
    controller.title = "Clock"
    #expect(controller.tabBarItem.title == "Clock")
  }
}

/// Tab bar rules from Apple's UITabBarController documentation: replacing the controllers
/// reselects the previous selection (else index 0); tapping the selected tab shows its root;
/// a pushed controller with `hidesBottomBarWhenPushed` hides the tab bar until it is popped.
@MainActor
@Suite("UITabBarController — selection rules", .serialized)
struct TabBarSelectionTests {
  @Test("setViewControllers reselects the previous controller, else the same index, else index 0")
  func reselection() {
    TestApp.reset()
    let (a, b, c) = (FirstController(), SecondController(), ThirdController())
    let tabs = UITabBarController()
    tabs.viewControllers = [a, b, c]
    tabs.selectedIndex = 2
    tabs.viewControllers = [c, a]
    #expect(tabs.selectedViewController === c)
    tabs.viewControllers = [b]
    #expect(tabs.selectedIndex == 0)
    let (d, e) = (FirstController(), SecondController())
    tabs.viewControllers = [a, b, c]
    tabs.selectedIndex = 1
    tabs.viewControllers = [d, e]  // b is gone: the same index, 1, is selected
    #expect(tabs.selectedViewController === e)
  }

  @Test("tapping the selected tab pops its navigation controller to the root")
  func retapPopsToRoot() throws {
    TestApp.reset()
    let root = FirstController()
    root.title = "Home"
    let navigation = UINavigationController(rootViewController: root)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, SecondController()]
    TestApp.launch(tabs)
    navigation.pushViewController(ThirdController(), animated: false)
    AppDriver.settle()
    let button = try #require(AppDriver.allViews(in: tabs.tabBar).compactMap { $0 as? TabBarButton }.first)
    AppDriver.tap(button)
    AppDriver.advance(seconds: 1)
    #expect(navigation.viewControllers == [root])
  }

  @Test("hidesBottomBarWhenPushed hides the tab bar until the controller is popped")
  func hidesBottomBar() {
    TestApp.reset()
    let navigation = UINavigationController(rootViewController: FirstController())
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    TestApp.launch(tabs)
    let detail = SecondController()
    detail.hidesBottomBarWhenPushed = true
    navigation.pushViewController(detail, animated: false)
    AppDriver.settle()
    #expect(tabs.tabBar.isHidden)
    navigation.popViewController(animated: false)
    AppDriver.settle()
    #expect(!tabs.tabBar.isHidden)
  }
}
