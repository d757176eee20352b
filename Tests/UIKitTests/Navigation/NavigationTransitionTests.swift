import Testing

@testable import UIKit

/// Rule 4: push A→B: `B.viewDidLoad` (if needed), `A.viewWillDisappear`, `B.viewWillAppear`,
/// `A.viewDidDisappear`, `B.viewDidAppear`. Pop reverses the roles, then B is released. Pushing a
/// controller already on the stack is an error; popping the root returns nil and calls nothing;
/// `viewControllers` changes at once.
@MainActor
@Suite("Rule 4 — navigation push and pop", .serialized)
struct NavigationTransitionTests {
  private func launchNavigation() -> (UINavigationController, FirstController) {
    let first = FirstController()
    let navigation = UINavigationController(rootViewController: first)
    TestApp.launch(navigation)
    return (navigation, first)
  }

  @Test("push A→B calls B.viewDidLoad, A.willDisappear, B.willAppear, A.didDisappear, B.didAppear")
  func pushOrder() {
    TestApp.reset()
    let (navigation, _) = launchNavigation()
    let second = SecondController()
    let entries = TestApp.logDuring {
      navigation.pushViewController(second, animated: true)
      AppDriver.advance(seconds: 1)
    }.filter { !$0.contains("Layout") }
    #expect(
      entries == [
        "UINavigationController.push SecondController",
        "SecondController.loadView", "SecondController.viewDidLoad",
        "FirstController.viewWillDisappear", "SecondController.viewWillAppear", "SecondController.viewIsAppearing",
        "FirstController.viewDidDisappear", "SecondController.viewDidAppear",
      ])
  }

  /// Apple's `viewIsAppearing(_:)` page: called after `viewWillAppear`, once the view is in the
  /// hierarchy and laid out by its superview, before `viewDidAppear`, once per appearance; and
  /// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` ("Called to notify the view controller that
  /// its view is about to layout its subviews" / "has just laid out") on every layout pass.
  @Test("a pushed controller lays out between viewWillAppear and viewDidAppear, and again on every layout")
  func pushLayoutCallbacks() {
    TestApp.reset()
    let (navigation, _) = launchNavigation()
    let second = SecondController()
    let entries = TestApp.logDuring {
      navigation.pushViewController(second, animated: true)
      AppDriver.advance(seconds: 1)
    }.filter { $0.hasPrefix("SecondController.view") && $0 != "SecondController.viewDidLoad" }
    #expect(
      entries.prefix(5) == [
        "SecondController.viewWillAppear", "SecondController.viewIsAppearing",
        "SecondController.viewWillLayoutSubviews", "SecondController.viewDidLayoutSubviews",
        "SecondController.viewDidAppear",
      ])
    // Later passes (the old view leaving, say) bring the layout callbacks alone.
    #expect(entries.dropFirst(5).allSatisfy { $0.hasSuffix("LayoutSubviews") })
    let relayout = TestApp.logDuring {
      second.view.setNeedsLayout()
      AppDriver.settle()
    }.filter { $0.hasPrefix("SecondController.") }
    #expect(relayout == ["SecondController.viewWillLayoutSubviews", "SecondController.viewDidLayoutSubviews"])
  }

  @Test("viewControllers changes at once; the animated push finishes after its duration")
  func stackChangesAtOnce() {
    TestApp.reset()
    let (navigation, first) = launchNavigation()
    let second = SecondController()
    navigation.pushViewController(second, animated: true)
    #expect(navigation.viewControllers == [first, second])
    #expect(navigation.topViewController === second)
    #expect(second.calls == ["loadView", "viewDidLoad", "viewWillAppear"])
    AppDriver.advance(seconds: UINavigationController.transitionDuration - 0.01)
    #expect(!second.calls.contains("viewDidAppear"))
    AppDriver.advance(seconds: 0.01)
    #expect(second.calls.last == "viewDidAppear")
    #expect(first.calls.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
  }

  @Test("an unanimated push finishes at the next turn of the run loop")
  func unanimatedPush() {
    TestApp.reset()
    let (navigation, _) = launchNavigation()
    let second = SecondController()
    navigation.pushViewController(second, animated: false)
    #expect(!second.calls.contains("viewDidAppear"))
    AppDriver.settle()
    #expect(second.calls.last == "viewDidAppear")
    #expect(second.animatedFlags["viewDidAppear"] == false)
  }

  @Test("pop reverses the roles, then B is released")
  func popReversesAndReleases() {
    TestApp.reset()
    let (navigation, first) = launchNavigation()
    weak var weakSecond: SecondController?
    do {
      let second = SecondController()
      weakSecond = second
      navigation.pushViewController(second, animated: false)
      AppDriver.settle()
    }
    let entries = TestApp.logDuring {
      navigation.popViewController(animated: true)
      AppDriver.advance(seconds: 1)
    }.filter { !$0.contains("Layout") }
    #expect(
      entries == [
        "UINavigationController.pop SecondController",
        "SecondController.viewWillDisappear", "FirstController.viewWillAppear", "FirstController.viewIsAppearing",
        "SecondController.viewDidDisappear", "FirstController.viewDidAppear",
        "SecondController.deinit",
      ])
    #expect(weakSecond == nil)
    #expect(navigation.viewControllers == [first])
  }

  @Test("popping the root returns nil and calls nothing")
  func popRoot() {
    TestApp.reset()
    let (navigation, first) = launchNavigation()
    let before = first.calls
    let entries = TestApp.logDuring {
      #expect(navigation.popViewController(animated: true) == nil)
      AppDriver.advance(seconds: 1)
    }
    #expect(entries.filter { !$0.contains("Layout") }.isEmpty)
    #expect(first.calls == before)
    #expect(navigation.viewControllers == [first])
  }

  @Test("popToRoot pops everything above the root; only the top disappears")
  func popToRoot() {
    TestApp.reset()
    let (navigation, first) = launchNavigation()
    let second = SecondController()
    let third = ThirdController()
    navigation.pushViewController(second, animated: false)
    navigation.pushViewController(third, animated: false)
    AppDriver.settle()
    let secondBefore = second.calls
    let popped = navigation.popToRootViewController(animated: true)
    AppDriver.advance(seconds: 1)
    #expect(popped == [second, third])
    #expect(navigation.viewControllers == [first])
    #expect(third.appearanceCalls.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    #expect(second.calls == secondBefore)
    #expect(first.calls.suffix(2) == ["viewWillAppear", "viewDidAppear"])
  }

  @Test("pushing a controller that is already on the stack is UIKit's crash")
  func pushTwiceCrashes() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let first = FirstController()
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(first, animated: false)
      }
    }
  }

  @Test("pushing a navigation controller is UIKit's crash")
  func pushNavigationCrashes() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let navigation = UINavigationController(rootViewController: FirstController())
        navigation.pushViewController(UINavigationController(), animated: false)
      }
    }
  }

  @Test("pushing while off screen changes the stack without appearance callbacks")
  func pushOffScreen() {
    TestApp.reset()
    let first = FirstController()
    let navigation = UINavigationController(rootViewController: first)
    let second = SecondController()
    navigation.pushViewController(second, animated: true)
    AppDriver.advance(seconds: 1)
    #expect(navigation.viewControllers == [first, second])
    #expect(second.calls.isEmpty)
    #expect(first.calls.isEmpty)
  }

  @Test("the first push completes before a second one starts, keeping callbacks balanced")
  func backToBackPushes() {
    TestApp.reset()
    let (navigation, first) = launchNavigation()
    let second = SecondController()
    let third = ThirdController()
    navigation.pushViewController(second, animated: true)
    navigation.pushViewController(third, animated: true)
    AppDriver.advance(seconds: 1)
    #expect(first.appearanceCalls == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    #expect(second.appearanceCalls == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    #expect(third.appearanceCalls == ["viewWillAppear", "viewDidAppear"])
  }
}

/// Pushing from the root's `viewDidLoad` while the navigation controller is still appearing:
/// the pushed controller simply becomes the top that appears; no callbacks are unbalanced.
@MainActor
@Suite("Pushing while the navigation controller appears", .serialized)
struct PushDuringAppearanceTests {
  @Test("a push from the root's viewDidLoad appears with the navigation controller")
  func pushFromViewDidLoad() {
    TestApp.reset()
    final class EagerRoot: RecordingViewController {
      let pushed = SecondController()
      override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.pushViewController(pushed, animated: false)
      }
    }
    let root = EagerRoot()
    let navigation = UINavigationController(rootViewController: root)
    TestApp.launch(navigation)
    AppDriver.advance(seconds: 1)
    #expect(navigation.topViewController === root.pushed)
    #expect(root.pushed.appearanceCalls == ["viewWillAppear", "viewDidAppear"])
    #expect(root.appearanceCalls.isEmpty)
    #expect(!TestApp.log.contains { $0.contains("Unbalanced") })
  }
}

/// Pushes at awkward moments stay balanced: right after the window is shown (a deep link), and
/// from a pushed controller's own `viewDidLoad` (the navigation controller goes to the last one).
@MainActor
@Suite("Pushes at awkward moments", .serialized)
struct AwkwardPushTests {
  @Test("a push right after makeKeyAndVisible: the root disappears at once, the pushed one appears")
  func deepLinkPush() {
    TestApp.reset()
    let root = FirstController()
    let detail = SecondController()
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(detail, animated: false)
    AppDriver.advance(seconds: 1)
    #expect(root.appearanceCalls == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
    #expect(detail.appearanceCalls == ["viewWillAppear", "viewDidAppear"])
    #expect(!TestApp.log.contains { $0.contains("Unbalanced") })
    withExtendedLifetime(window) {}
  }

  @Test("a push from a pushed controller's viewDidLoad: the navigation controller goes to the last one")
  func nestedPush() {
    TestApp.reset()
    final class Forwarder: RecordingViewController {
      let onward = ThirdController()
      override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.pushViewController(onward, animated: false)
      }
    }
    let root = FirstController()
    let navigation = UINavigationController(rootViewController: root)
    TestApp.launch(navigation)
    let forwarder = Forwarder()
    navigation.pushViewController(forwarder, animated: true)
    AppDriver.advance(seconds: 1)
    #expect(navigation.viewControllers.count == 3)
    #expect(forwarder.appearanceCalls.isEmpty)
    #expect(forwarder.onward.appearanceCalls == ["viewWillAppear", "viewDidAppear"])
    #expect(root.appearanceCalls == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    #expect(!TestApp.log.contains { $0.contains("Unbalanced") })
  }
}
