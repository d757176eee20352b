import Testing

@testable import UIKit

/// UIControl target–action and events, UIAction, UIButton titles, UISwitch and UISlider, each as
/// Apple's documentation for those classes describes them.
@MainActor
@Suite("UIControl — target–action, buttons, switches and sliders", .serialized)
struct ControlTests {
  /// Launches a plain controller and puts `control` on its view at a tappable place.
  private func install<Control: UIView>(_ control: Control) -> Control {
    let controller = UIViewController()
    TestApp.launch(controller)
    control.frame = CGRect(
      origin: CGPoint(x: 20, y: 100),
      size: control.frame.size == .zero
        ? CGSize(width: 120, height: 44) : control.frame.size)
    controller.view.addSubview(control)
    return control
  }

  @Test("a tap sends .touchDown then .touchUpInside to their targets")
  func tapSendsTouchEvents() {
    TestApp.reset()
    let button = install(UIButton(type: .system))
    let target = EventRecorder()
    button.addTarget(target, action: Selector(EventRecorder.touchDown), for: .touchDown)
    button.addTarget(
      target, action: Selector(EventRecorder.touchUpInside(_:), name: "touchUpInside:"), for: .touchUpInside)
    button.addTarget(target, action: Selector(EventRecorder.valueChanged), for: .valueChanged)
    AppDriver.tap(button)
    #expect(target.events == ["touchDown", "touchUpInside"])
    #expect(target.senders.first === button)
    #expect(button.isHighlighted == false)
  }

  @Test("sendActions(for:) calls only the targets registered for those events")
  func sendActionsForEvents() {
    TestApp.reset()
    let button = UIButton(type: .system)
    let target = EventRecorder()
    button.addTarget(target, action: Selector(EventRecorder.valueChanged), for: .valueChanged)
    button.addTarget(
      target, action: Selector(EventRecorder.touchUpInside(_:), name: "touchUpInside:"), for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    #expect(target.events == ["valueChanged"])
    button.sendActions(for: .touchUpInside)
    #expect(target.events == ["valueChanged", "touchUpInside"])
  }

  @Test("adding the same target–action twice calls it once; removeTarget stops it")
  func duplicateAndRemoveTarget() {
    TestApp.reset()
    let button = UIButton(type: .system)
    let target = EventRecorder()
    let action = Selector(EventRecorder.valueChanged)
    button.addTarget(target, action: action, for: .touchUpInside)
    button.addTarget(target, action: action, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(target.events == ["valueChanged"])
    button.removeTarget(target, action: action, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(target.events == ["valueChanged"])
  }

  @Test("allTargets holds the target objects (NSNull for a nil target)")
  func allTargets() {
    TestApp.reset()
    let button = UIButton(type: .system)
    let target = HandlerController()
    button.addTarget(target, action: Selector(HandlerController.handle), for: .touchUpInside)
    #expect(button.allTargets.contains(AnyHashable(target)))
    button.addTarget(nil, action: Selector(HandlerController.handle), for: .valueChanged)
    #expect(button.allTargets.contains { $0.base is NSNull })
    #expect(button.allTargets.count == 2)
  }

  @Test("a disabled control ignores taps")
  func disabledIgnoresTaps() {
    TestApp.reset()
    let button = install(UIButton(type: .system))
    let target = EventRecorder()
    button.addTarget(target, action: Selector(EventRecorder.touchDown), for: .allTouchEvents)
    button.isEnabled = false
    AppDriver.tap(button)
    #expect(target.events.isEmpty)
    #expect(button.state.contains(.disabled))
    button.isEnabled = true
    AppDriver.tap(button)
    #expect(!target.events.isEmpty)
  }

  @Test("addAction(_:for:) runs the handler with the control as the action's sender")
  func uiActionSender() {
    TestApp.reset()
    let button = install(UIButton(type: .system))
    var senders: [UIButton] = []
    let action = UIAction { action in
      if let sender = action.sender as? UIButton { senders.append(sender) }
    }
    button.addAction(action, for: .touchUpInside)
    AppDriver.tap(button)
    #expect(senders.count == 1)
    #expect(senders.first === button)
    button.removeAction(action, for: .touchUpInside)
    AppDriver.tap(button)
    #expect(senders.count == 1)
  }

  @Test("UIButton(primaryAction:) takes the action's title and runs it on a tap")
  func primaryActionButton() {
    TestApp.reset()
    var runs = 0
    let button = install(UIButton(primaryAction: UIAction(title: "Start") { _ in runs += 1 }))
    #expect(button.title(for: .normal) == "Start")
    #expect(button.currentTitle == "Start")
    AppDriver.tap(button)
    #expect(runs == 1)
  }

  @Test("a tap logs the control action as `UIButton.action \"Start\"`")
  func actionLogEntry() {
    TestApp.reset()
    let button = install(UIButton(type: .system))
    button.setTitle("Start", for: .normal)
    let target = EventRecorder()
    button.addTarget(
      target, action: Selector(EventRecorder.touchUpInside(_:), name: "touchUpInside:"), for: .touchUpInside)
    AppDriver.settle()
    let entries = TestApp.logDuring { AppDriver.tap(button) }
    #expect(entries == ["UIButton.action \"Start\""])
  }

  @Test("title(for:) falls back to the normal title; currentTitle follows the state")
  func titleFallback() {
    TestApp.reset()
    let button = UIButton(type: .system)
    #expect(button.title(for: .normal) == nil)
    button.setTitle("Play", for: .normal)
    #expect(button.title(for: .highlighted) == "Play")
    #expect(button.title(for: .disabled) == "Play")
    button.setTitle("Pause", for: .selected)
    #expect(button.title(for: .selected) == "Pause")
    #expect(button.currentTitle == "Play")
    button.isSelected = true
    #expect(button.currentTitle == "Pause")
    #expect(button.titleLabel?.text == "Pause")
    button.setTitle(nil, for: .selected)
    #expect(button.title(for: .selected) == "Play")
  }

  @Test("a tap on a switch toggles it and sends .valueChanged")
  func switchTap() {
    TestApp.reset()
    let toggle = install(UISwitch())
    let target = EventRecorder()
    toggle.addTarget(target, action: Selector(EventRecorder.valueChanged), for: .valueChanged)
    #expect(toggle.isOn == false)
    AppDriver.tap(toggle)
    #expect(toggle.isOn == true)
    #expect(target.events == ["valueChanged"])
    AppDriver.tap(toggle)
    #expect(toggle.isOn == false)
    #expect(target.events == ["valueChanged", "valueChanged"])
  }

  @Test("setOn(_:animated:) and isOn from code send no event")
  func switchFromCode() {
    TestApp.reset()
    let toggle = UISwitch()
    let target = EventRecorder()
    toggle.addTarget(target, action: Selector(EventRecorder.valueChanged), for: .valueChanged)
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn)
    toggle.isOn = false
    #expect(!toggle.isOn)
    #expect(target.events.isEmpty)
  }

  @Test("a switch keeps its standard size whatever frame it is made with")
  func switchSize() {
    TestApp.reset()
    let toggle = UISwitch(frame: CGRect(x: 5, y: 5, width: 200, height: 200))
    #expect(toggle.frame.origin == CGPoint(x: 5, y: 5))
    #expect(toggle.frame.size == CGSize(width: 51, height: 31))
  }

  @Test("a slider clamps its value to minimumValue...maximumValue")
  func sliderClamps() {
    TestApp.reset()
    let slider = UISlider()
    #expect(slider.value == 0)
    slider.value = 2
    #expect(slider.value == 1)
    slider.value = -1
    #expect(slider.value == 0)
    slider.maximumValue = 10
    slider.setValue(7, animated: false)
    #expect(slider.value == 7)
    slider.maximumValue = 5
    #expect(slider.value == 5)
    slider.value = 1
    slider.minimumValue = 3
    #expect(slider.value == 3)
  }

  @Test("a slider sends .valueChanged when the user moves it, not when code sets it")
  func sliderEvents() {
    TestApp.reset()
    let slider = install(UISlider())
    let target = EventRecorder()
    slider.addTarget(target, action: Selector(EventRecorder.valueChanged), for: .valueChanged)
    slider.value = 0.3
    #expect(target.events.isEmpty)
    AppDriver.slide(slider, to: 0.8)
    #expect(slider.value == 0.8)
    #expect(target.events == ["valueChanged"])
  }
}

/// Records the action methods it receives.
@MainActor
private final class EventRecorder {
  var events: [String] = []
  var senders: [AnyObject] = []
  func touchDown() { events.append("touchDown") }
  func touchUpInside(_ sender: UIButton) {
    events.append("touchUpInside")
    senders.append(sender)
  }
  func valueChanged() { events.append("valueChanged") }
}

@MainActor
private final class HandlerController: UIViewController {
  func handle() {}
}

/// UISwitch keeps its standard 51 × 31 size whatever frame it is given.
@MainActor
@Suite("UISwitch — fixed size", .serialized)
struct SwitchSizeTests {
  @Test("setting a frame moves the switch but keeps its size")
  func fixedSize() {
    TestApp.reset()
    let toggle = UISwitch()
    toggle.frame = CGRect(x: 20, y: 100, width: 0, height: 0)
    #expect(toggle.frame == CGRect(x: 20, y: 100, width: 51, height: 31))
  }
}
