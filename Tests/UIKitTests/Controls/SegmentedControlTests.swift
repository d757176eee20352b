import Testing

@testable import UIKit

/// UISegmentedControl as Apple's documentation describes it: segments from items, no selection
/// until chosen, `.valueChanged` only when a user changes the selection, momentary controls.
@MainActor
@Suite("UISegmentedControl — segments, selection and events", .serialized)
struct SegmentedControlTests {
  // Apple: selectedSegmentIndex "The default value is noSegment (no segment selected) until the user touches a segment."
  @Test("init(items:) makes a segment per item; no segment is selected until one is chosen")
  func itemsAndNoSelection() {
    TestApp.reset()
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    #expect(control.numberOfSegments == 3)
    #expect(control.titleForSegment(at: 1) == "Two")
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(UISegmentedControl.noSegment == -1)
    #expect(control.frame.height == 32)
  }

  // Apple: "When the user touches a segment to change the selection, the system generates the control event valueChanged."
  @Test("a tap on another segment selects it and sends .valueChanged; the selected one again sends nothing")
  func tapSelects() throws {
    TestApp.reset()
    let control = installOnScreen(
      UISegmentedControl(items: ["One", "Two", "Three"]), size: CGSize(width: 300, height: 32))
    let counter = EventCounter(control, for: .valueChanged) { "\($0.selectedSegmentIndex)" }
    try AppDriver.select("Two", in: control)
    #expect(control.selectedSegmentIndex == 1)
    try AppDriver.select("Two", in: control)
    #expect(counter.values == ["1"])
    AppDriver.tap(at: CGPoint(x: 20 + 250, y: 116))
    #expect(control.selectedSegmentIndex == 2)
    #expect(counter.count == 2)
    #expect(TestApp.log.contains { $0.hasPrefix("UISegmentedControl.action") })
  }

  // Apple: setting selectedSegmentIndex is the app's own change; only a user's touch generates valueChanged.
  @Test("setting selectedSegmentIndex from code sends nothing; an index out of range is ignored")
  func codeSendsNothing() {
    TestApp.reset()
    let control = UISegmentedControl(items: ["A", "B"])
    let counter = EventCounter(control, for: .valueChanged)
    control.selectedSegmentIndex = 1
    control.selectedSegmentIndex = 5
    #expect(control.selectedSegmentIndex == 1)
    control.selectedSegmentIndex = UISegmentedControl.noSegment
    #expect(control.selectedSegmentIndex == -1)
    #expect(counter.count == 0)
  }

  // Apple: isMomentary "segments … don't show selected state and don't update the value of selectedSegmentIndex after tracking ends."
  @Test("a momentary control sends .valueChanged on every tap, with the index only while it is sent")
  func momentary() throws {
    TestApp.reset()
    let control = installOnScreen(UISegmentedControl(items: ["Undo", "Redo"]), size: CGSize(width: 200, height: 32))
    control.isMomentary = true
    let counter = EventCounter(control, for: .valueChanged) { "\($0.selectedSegmentIndex)" }
    try AppDriver.select("Redo", in: control)
    try AppDriver.select("Redo", in: control)
    #expect(counter.values == ["1", "1"])
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  // Apple: insertSegment(withTitle:at:animated:), setTitle(_:forSegmentAt:), removeSegment(at:animated:).
  @Test("inserting, retitling and removing segments keeps the selection on its segment")
  func editingSegments() {
    TestApp.reset()
    let control = UISegmentedControl(items: ["B", "C"])
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "A", at: 0, animated: false)
    #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["A", "B", "C"])
    #expect(control.selectedSegmentIndex == 2)
    control.setTitle("Z", forSegmentAt: 2)
    #expect(control.titleForSegment(at: 2) == "Z")
    control.removeSegment(at: 2, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.insertSegment(withTitle: "End", at: 99, animated: false)
    #expect(control.titleForSegment(at: 2) == "End")
  }

  // Apple: setEnabled(_:forSegmentAt:) "a disabled segment cannot be selected by the user".
  @Test("a disabled segment cannot be chosen, and a step on it says so")
  func disabledSegment() {
    TestApp.reset()
    let control = installOnScreen(UISegmentedControl(items: ["On", "Off"]), size: CGSize(width: 200, height: 32))
    control.setEnabled(false, forSegmentAt: 1)
    #expect(throws: ControlStepError.disabled("the segment \"Off\"")) { try AppDriver.select("Off", in: control) }
    #expect(throws: ControlStepError.noSuchChoice("Maybe", in: "the segmented control", choices: ["On", "Off"])) {
      try AppDriver.select("Maybe", in: control)
    }
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  // Apple: init(frame:actions:) (iOS 14) "selecting a segment performs its action".
  @Test("a control made with actions runs the chosen segment's action")
  func actions() throws {
    TestApp.reset()
    let chosen = CallRecorder()
    let control = UISegmentedControl(
      frame: .zero,
      actions: [
        UIAction(title: "Day") { _ in chosen.calls.append("Day") },
        UIAction(title: "Week") { _ in chosen.calls.append("Week") },
      ])
    installOnScreen(control, size: CGSize(width: 200, height: 32))
    try AppDriver.select("Week", in: control)
    #expect(chosen.calls == ["Week"])
    #expect(control.accessibilityValue == "Week")
  }
}
