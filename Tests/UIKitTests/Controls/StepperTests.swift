import Testing

@testable import UIKit

/// UIStepper as Apple's documentation describes it: its defaults, pinning, wrapping, autorepeat
/// and continuous events.
@MainActor
@Suite("UIStepper — value, limits, wrapping and events", .serialized)
struct StepperTests {
  // Apple: value default 0, minimumValue 0, maximumValue 100, stepValue 1; wraps false; autorepeat and isContinuous true.
  @Test("a new stepper: 0 in 0…100 by 1, not wrapping, autorepeating, continuous, 94 × 32")
  func defaults() {
    TestApp.reset()
    let stepper = UIStepper()
    #expect(stepper.value == 0)
    #expect(stepper.minimumValue == 0)
    #expect(stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1)
    #expect(!stepper.wraps)
    #expect(stepper.autorepeat)
    #expect(stepper.isContinuous)
    #expect(stepper.frame.size == CGSize(width: 94, height: 32))
  }

  // Apple: value "is clamped at its lower extreme to minimumValue and … upper extreme to maximumValue".
  @Test("value is pinned to the range; setting it from code sends nothing")
  func pinned() {
    TestApp.reset()
    let stepper = UIStepper()
    let counter = EventCounter(stepper, for: .valueChanged)
    stepper.maximumValue = 10
    stepper.value = 12
    #expect(stepper.value == 10)
    stepper.value = -3
    #expect(stepper.value == 0)
    #expect(counter.count == 0)
  }

  // Apple (class overview): "If you set a maximum or minimum value that would break this invariant, both values are set to the new value."
  @Test("a minimum above the maximum sets both to it")
  func invariant() {
    TestApp.reset()
    let stepper = UIStepper()
    stepper.minimumValue = 200
    #expect(stepper.maximumValue == 200)
    #expect(stepper.value == 200)
  }

  // Apple: value "When the value changes, the stepper sends the valueChanged flag to its target".
  @Test("a press on + or − steps the value and sends .valueChanged; at a limit the button is disabled")
  func pressesStep() throws {
    TestApp.reset()
    let stepper = installOnScreen(UIStepper())
    stepper.maximumValue = 2
    let counter = EventCounter(stepper, for: .valueChanged) { UIStepper.format($0.value) }
    try AppDriver.step(stepper, up: true, count: 3)
    #expect(stepper.value == 2)
    #expect(counter.values == ["1", "2"])
    #expect(!stepper.incrementButton.isEnabled)
    try AppDriver.step(stepper, up: false, count: 1)
    #expect(counter.values == ["1", "2", "1"])
    #expect(stepper.accessibilityValue == "1")
  }

  // Apple: wraps "If true, value wraps from min <-> max."
  @Test("a wrapping stepper goes from its maximum to its minimum")
  func wraps() throws {
    TestApp.reset()
    let stepper = installOnScreen(UIStepper())
    stepper.maximumValue = 3
    stepper.value = 3
    stepper.wraps = true
    try AppDriver.step(stepper, up: true, count: 1)
    #expect(stepper.value == 0)
  }

  // Apple: autorepeat "If true, the user pressing and holding on the stepper repeatedly alters value."
  @Test("a held press repeats on the virtual clock; without autorepeat it steps once")
  func autorepeat() {
    TestApp.reset()
    let stepper = installOnScreen(UIStepper())
    stepper.beginPress(up: true)
    AppDriver.advance(seconds: 1)
    stepper.endPress()
    #expect(stepper.value == 7, "one step at once, then one every 0.1 s from half a second on")
    stepper.autorepeat = false
    stepper.beginPress(up: true)
    AppDriver.advance(seconds: 1)
    stepper.endPress()
    #expect(stepper.value == 8)
  }

  // Apple: isContinuous "If false, a value change event is sent when user interaction ends."
  @Test("a non-continuous stepper sends one .valueChanged when the finger lifts")
  func notContinuous() {
    TestApp.reset()
    let stepper = installOnScreen(UIStepper())
    stepper.isContinuous = false
    let counter = EventCounter(stepper, for: .valueChanged)
    stepper.beginPress(up: true)
    AppDriver.advance(seconds: 1)
    #expect(counter.count == 0)
    stepper.endPress()
    #expect(counter.count == 1)
  }

  @Test("set brings it to a value by presses, or says why its steps cannot land there")
  func setValue() throws {
    TestApp.reset()
    let stepper = installOnScreen(UIStepper())
    stepper.stepValue = 2
    try AppDriver.setValue(6, of: stepper)
    #expect(stepper.value == 6)
    #expect(throws: ControlStepError.self) { try AppDriver.setValue(5, of: stepper) }
    stepper.isEnabled = false
    #expect(throws: ControlStepError.disabled("the stepper")) { try AppDriver.setValue(2, of: stepper) }
  }
}
