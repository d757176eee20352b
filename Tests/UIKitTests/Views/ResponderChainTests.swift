import Testing

@testable import UIKit

/// Rule 8: `next` — a view → its controller (if it is the controller's root view) or its
/// superview; a controller → its view's superview (or its presenter); window → application →
/// app delegate (when the delegate is a responder). A nil-target action walks that chain from the
/// first responder (or the sender when nothing is first responder); controls do not retain targets.
@MainActor
@Suite("Rule 8 — the responder chain", .serialized)
struct ResponderChainTests {
  @Test("a controller's root view's next is the controller; another view's next is its superview")
  func viewNext() {
    TestApp.reset()
    let controller = UIViewController()
    let child = UIView()
    controller.view.addSubview(child)
    #expect(controller.view.next === controller)
    #expect(child.next === controller.view)
    #expect(UIView().next == nil)
  }

  @Test("a window root controller's next is the window; window → application → app delegate")
  func controllerWindowApplicationDelegate() {
    TestApp.reset()
    let delegate = ResponderAppDelegate()
    let controller = UIViewController()
    AppDriver.launch(delegate: delegate, root: controller)
    AppDriver.settle()
    let window = controller.view.window
    #expect(window != nil)
    #expect(controller.next === window)
    #expect(window?.next === UIApplication.shared)
    #expect(UIApplication.shared.next === delegate)
  }

  @Test("the application's next is nil when the delegate is not a responder")
  func applicationNextWithoutResponderDelegate() {
    TestApp.reset()
    let delegate = PlainAppDelegate()
    AppDriver.launch(delegate: delegate, root: UIViewController())
    #expect(UIApplication.shared.next == nil)
  }

  @Test("a child controller's next is its view's superview in the parent's view")
  func childControllerNext() {
    TestApp.reset()
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    let container = UIView()
    parent.view.addSubview(container)
    container.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(child.next === container)
    #expect(child.view.next === child)
  }

  @Test("a controller pushed on a navigation stack chains to the navigation controller")
  func navigationChain() {
    TestApp.reset()
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    TestApp.launch(navigation)
    var chain: [UIResponder] = []
    var responder: UIResponder? = root.view
    while let current = responder {
      chain.append(current)
      responder = current.next
    }
    let navigationIndex = chain.firstIndex { $0 === navigation }
    let rootIndex = chain.firstIndex { $0 === root }
    #expect(rootIndex == 1)
    #expect(navigationIndex != nil)
    #expect(chain.last === UIApplication.shared)
  }

  @Test("a presented controller's next is the presenting controller")
  func presentedControllerNext() {
    TestApp.reset()
    let presenter = UIViewController()
    TestApp.launch(presenter)
    let presented = UIViewController()
    presented.modalPresentationStyle = .fullScreen
    presenter.present(presented, animated: false)
    AppDriver.settle()
    #expect(presented.presentingViewController === presenter)
    #expect(presented.next === presenter)
  }

  @Test("a nil-target action reaches the nearest object in the sender's chain that implements it")
  func nilTargetFromSender() {
    TestApp.reset()
    let controller = HandlingController()
    TestApp.launch(controller)
    let button = makeButton(in: controller.view)
    button.addTarget(nil, action: Selector(HandlingController.handle), for: .touchUpInside)
    AppDriver.tap(button)
    #expect(controller.handled == 1)
  }

  @Test("a nil-target action stops at the first implementer up the chain (a view before the controller)")
  func nilTargetNearestWins() {
    TestApp.reset()
    let controller = HandlingController()
    TestApp.launch(controller)
    let panel = HandlingView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
    controller.view.addSubview(panel)
    let button = makeButton(in: panel)
    button.addTarget(nil, action: Selector(HandlingView.handle(_:), name: "handle:"), for: .touchUpInside)
    AppDriver.tap(button)
    #expect(panel.senders.count == 1)
    #expect(panel.senders.first === button)
    #expect(controller.handled == 0)
  }

  @Test("a nil-target action starts at the first responder when there is one")
  func nilTargetFromFirstResponder() {
    TestApp.reset()
    let controller = HandlingController()
    TestApp.launch(controller)
    let editor = EditingView(frame: CGRect(x: 0, y: 400, width: 100, height: 40))
    controller.view.addSubview(editor)
    #expect(editor.becomeFirstResponder())
    let button = makeButton(in: controller.view)
    button.addTarget(nil, action: Selector(EditingView.handle), for: .touchUpInside)
    AppDriver.tap(button)
    #expect(editor.handled == 1)
  }

  @Test("a nil-target action nobody implements is dropped: sendAction returns false")
  func nilTargetUnhandled() {
    TestApp.reset()
    let controller = UIViewController()
    TestApp.launch(controller)
    let button = makeButton(in: controller.view)
    let sent = UIApplication.shared.sendAction(Selector(HandlingView.handle(_:)), to: nil, from: button, for: nil)
    #expect(sent == false)
  }

  @Test("a nil-target action can reach the app delegate when it is a responder")
  func nilTargetReachesDelegate() {
    TestApp.reset()
    let delegate = ResponderAppDelegate()
    let controller = UIViewController()
    AppDriver.launch(delegate: delegate, root: controller)
    let button = makeButton(in: controller.view)
    button.addTarget(nil, action: Selector(ResponderAppDelegate.handle), for: .touchUpInside)
    AppDriver.tap(button)
    #expect(delegate.handled == 1)
  }

  @Test("target(forAction:withSender:) honours an overridden canPerformAction")
  func canPerformActionOverride() {
    TestApp.reset()
    let outer = HandlingView()
    let inner = RefusingView()
    outer.addSubview(inner)
    let action = Selector(HandlingView.handle(_:), name: "handle:")
    #expect(inner.canPerformAction(action, withSender: nil) == false)
    #expect(inner.target(forAction: action, withSender: nil) as AnyObject? === outer)
  }

  @Test("target(forAction:withSender:) overridden further up the chain can redirect the action")
  func targetForActionOverrideUpTheChain() {
    TestApp.reset()
    let controller = ForwardingController()
    TestApp.launch(controller)
    let button = makeButton(in: controller.view)
    button.addTarget(nil, action: Selector(ActionHelper.help), for: .touchUpInside)
    AppDriver.tap(button)
    #expect(controller.helper.calls == 1)
  }

  @Test("controls do not retain their targets: a released target's action is skipped")
  func controlsDoNotRetainTargets() {
    TestApp.reset()
    let controller = UIViewController()
    TestApp.launch(controller)
    let button = makeButton(in: controller.view)
    var calls = 0
    weak var released: CallCounter?
    do {
      let target = CallCounter { calls += 1 }
      released = target
      button.addTarget(target, action: Selector(CallCounter.fire), for: .touchUpInside)
      AppDriver.tap(button)
    }
    #expect(calls == 1)
    #expect(released == nil)
    AppDriver.tap(button)
    #expect(calls == 1)
  }

  @Test("a released target does not swallow a later nil-target registration of the same action")
  func releasedTargetThenNilTarget() {
    TestApp.reset()
    let controller = HandlingController()
    TestApp.launch(controller)
    let button = makeButton(in: controller.view)
    do {
      let gone = HandlingController()
      button.addTarget(gone, action: Selector(HandlingController.handle), for: .touchUpInside)
    }
    button.addTarget(nil, action: Selector(HandlingController.handle), for: .touchUpInside)
    AppDriver.tap(button)
    #expect(controller.handled == 1)
  }

  private func makeButton(in container: UIView) -> UIButton {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
    container.addSubview(button)
    return button
  }
}

/// An app delegate that is a responder, as Xcode's template makes it.
@MainActor
private final class ResponderAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var handled = 0
  func handle() { handled += 1 }
}

/// An app delegate that is not a responder.
@MainActor
private final class PlainAppDelegate: UIApplicationDelegate {
  var window: UIWindow?
}

@MainActor
private final class HandlingController: UIViewController {
  var handled = 0
  func handle() { handled += 1 }
}

@MainActor
private class HandlingView: UIView {
  var senders: [AnyObject] = []
  func handle(_ sender: UIButton) { senders.append(sender) }
}

/// Implements the action (by inheritance) but declines it through `canPerformAction`.
@MainActor
private final class RefusingView: HandlingView {
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
}

/// A view that can become first responder and handles an action.
@MainActor
private final class EditingView: UIView {
  var handled = 0
  override var canBecomeFirstResponder: Bool { true }
  func handle() { handled += 1 }
}

/// A target that reports each call through a closure (it may be gone by the time of the tap).
@MainActor
private final class CallCounter {
  let onFire: () -> Void
  init(onFire: @escaping () -> Void) { self.onFire = onFire }
  func fire() { onFire() }
}

/// Hands one action to a helper object that is not a responder.
@MainActor
private final class ForwardingController: UIViewController {
  let helper = ActionHelper()
  override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    action == Selector(ActionHelper.help) ? helper : super.target(forAction: action, withSender: sender)
  }
}

@MainActor
private final class ActionHelper {
  var calls = 0
  func help() { calls += 1 }
}
