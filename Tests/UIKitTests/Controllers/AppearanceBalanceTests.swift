import Testing

@testable import UIKit

/// Rule 6: appearance callbacks are balanced per controller and pass `animated` through.
@MainActor
@Suite("Rule 6 — balanced appearance callbacks", .serialized)
struct AppearanceBalanceTests {
  @Test("repeated pushes and pops keep every controller's will/did calls paired", arguments: [true, false])
  func balancedAcrossNavigation(animated: Bool) {
    TestApp.reset()
    let first = FirstController()
    let navigation = UINavigationController(rootViewController: first)
    TestApp.launch(navigation)
    let second = SecondController()
    for _ in 0..<3 {
      navigation.pushViewController(second, animated: animated)
      AppDriver.advance(seconds: 1)
      navigation.popViewController(animated: animated)
      AppDriver.advance(seconds: 1)
    }
    for controller in [first, second] as [RecordingViewController] {
      let calls = controller.appearanceCalls
      #expect(calls.count % 4 == 2 || calls.count % 4 == 0)
      for (index, call) in calls.enumerated() {
        let expected = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"][index % 4]
        #expect(call == expected, "\(type(of: controller)) call \(index)")
      }
    }
    #expect(second.animatedFlags["viewWillAppear"] == animated)
    #expect(second.animatedFlags["viewDidDisappear"] == animated)
    #expect(!TestApp.log.contains { $0.contains("Unbalanced") })
  }

  @Test("animated is passed through to presentation callbacks", arguments: [true, false])
  func animatedThroughPresentation(animated: Bool) {
    TestApp.reset()
    let first = FirstController()
    TestApp.launch(first)
    let second = SecondController()
    second.modalPresentationStyle = .fullScreen
    first.present(second, animated: animated)
    AppDriver.advance(seconds: 1)
    #expect(second.animatedFlags["viewWillAppear"] == animated)
    #expect(second.animatedFlags["viewDidAppear"] == animated)
    #expect(first.animatedFlags["viewWillDisappear"] == animated)
    #expect(first.animatedFlags["viewDidDisappear"] == animated)
  }

  @Test("a second begin in the same direction is UIKit's unbalanced-calls warning, not a second callback")
  func unbalancedBegin() {
    TestApp.reset()
    let controller = FirstController()
    controller.beginAppearanceTransition(true, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    #expect(controller.appearanceCalls == ["viewWillAppear", "viewDidAppear"])
    #expect(
      TestApp.log.contains("Warning: Unbalanced calls to begin/end appearance transitions for <FirstController>."))
  }

  @Test("an appearance override that skips super is logged as a warning")
  func missingSuperWarning() {
    TestApp.reset()
    final class ForgetfulController: UIViewController {
      override func viewWillAppear(_ animated: Bool) {}
    }
    TestApp.launch(ForgetfulController())
    #expect(TestApp.log.contains { $0.hasPrefix("Warning: ForgetfulController.viewWillAppear(_:) did not call super") })
    #expect(!TestApp.log.contains { $0.contains("viewDidAppear(_:) did not call super") })
  }

  @Test("children added with addChild appear and disappear with their parent")
  func childContainment() {
    TestApp.reset()
    let parent = FirstController()
    let child = SecondController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let window = UIWindow()
    window.rootViewController = parent
    window.makeKeyAndVisible()
    AppDriver.settle()
    #expect(child.appearanceCalls == ["viewWillAppear", "viewDidAppear"])
    #expect(child.parent === parent)
    #expect(parent.children == [child])
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(child.parent == nil)
    #expect(parent.children.isEmpty)
  }
}

/// A child added to a parent that is already on screen appears when its view enters the window,
/// and disappears when its view leaves it (custom containment, as UIKit handles it).
@MainActor
@Suite("Custom containment while on screen", .serialized)
struct LiveContainmentTests {
  @Test("adding and removing a child while the parent is visible")
  func addAndRemoveWhileVisible() {
    TestApp.reset()
    let parent = FirstController()
    TestApp.launch(parent)
    let child = SecondController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(child.appearanceCalls == ["viewWillAppear", "viewDidAppear"])
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(child.appearanceCalls == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    #expect(!TestApp.log.contains { $0.contains("Unbalanced") })
  }
}
