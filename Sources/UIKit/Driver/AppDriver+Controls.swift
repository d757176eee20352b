import Foundation

/// Why a control step (`select`, `pick`, `step`, `set`) could not be done as a user would do it,
/// in words a person can act on.
package enum ControlStepError: Error, Equatable, CustomStringConvertible {
  case notThatControl(found: String, wanted: String)
  case disabled(String)
  case ignoresTouches(String)
  case noSuchChoice(String, in: String, choices: [String])
  case ambiguousChoice(String, components: [Int])
  case noSuchComponent(Int, count: Int)
  case unreachable(value: Double, in: String, reason: String)
  case covered(String, by: String)
  case datePicker(DatePickerChoiceError)

  package var description: String {
    switch self {
    case .notThatControl(let found, let wanted): "\(found) is not \(wanted)"
    case .disabled(let what): "\(what) is disabled (isEnabled is false), so it ignores the user"
    case .ignoresTouches(let what): "\(what) ignores touches: isUserInteractionEnabled is false"
    case .noSuchChoice(let title, let control, let choices):
      "\(control) has no \"\(title)\"; it has "
        + (choices.isEmpty ? "nothing to choose" : choices.prefix(20).map { "\"\($0)\"" }.joined(separator: ", "))
    case .ambiguousChoice(let title, let components):
      "\"\(title)\" is a row of components \(components.map(String.init).joined(separator: " and ")); "
        + "say which: pick \"\(title)\" in … component \(components[0])"
    case .noSuchComponent(let component, let count): "the picker has no component \(component) (it has \(count))"
    case .unreachable(let value, let control, let reason): "\(control) cannot reach \(value): \(reason)"
    case .covered(let what, let cover): "\(what) is covered by \(cover), which takes the touch"
    case .datePicker(let error): error.description
    }
  }
}

extension AppDriver {
  /// A tap on the segment titled `title`, through hit-testing as a finger's.
  package static func select(_ title: String, in control: UISegmentedControl) throws(ControlStepError) {
    try checkReachable(control, named: "the segmented control")
    let titles = control.segmentViews.map { $0.title ?? $0.image?.name ?? "" }
    guard let index = titles.firstIndex(of: title) else {
      throw .noSuchChoice(title, in: "the segmented control", choices: titles)
    }
    guard control.segmentViews[index].isSegmentEnabled else { throw .disabled("the segment \"\(title)\"") }
    settle()
    try tapCentre(of: control.segmentViews[index], expecting: control, named: "the segment \"\(title)\"")
  }

  /// A spin of the picker's wheel to the row titled `title` (in `component`, or whichever
  /// component has it); the delegate hears `didSelectRow`.
  package static func pick(_ title: String, in picker: UIPickerView, component: Int?) throws(ControlStepError) {
    try checkReachable(picker, named: "the picker")
    let count = picker.numberOfComponents
    if let component, component < 0 || component >= count { throw .noSuchComponent(component, count: count) }
    let components = component.map { [$0] } ?? Array(0..<count)
    var found: [(component: Int, row: Int)] = []
    var choices: [String] = []
    for candidate in components {
      let rows = min(picker.numberOfRows(inComponent: candidate), 10_000)
      for row in 0..<rows {
        let rowTitle = picker.title(forRow: row, inComponent: candidate) ?? ""
        if rowTitle == title { found.append((candidate, row)) } else if choices.count < 20 { choices.append(rowTitle) }
      }
    }
    let matching = Set(found.map(\.component)).sorted()
    guard let first = found.first else { throw .noSuchChoice(title, in: "the picker", choices: choices) }
    guard matching.count == 1 else { throw .ambiguousChoice(title, components: matching) }
    picker.userSelect(row: first.row, inComponent: first.component)
    settle()
  }

  /// `count` presses on the stepper's + (or −), each a touch at the middle of that half.
  package static func step(_ stepper: UIStepper, up: Bool, count: Int) throws(ControlStepError) {
    try checkReachable(stepper, named: "the stepper")
    for _ in 0..<max(count, 1) {
      settle()
      try tapCentre(
        of: up ? stepper.incrementButton : stepper.decrementButton, expecting: stepper, named: "the stepper")
    }
  }

  /// Brings a control to `value` as a user would: a stepper by presses, a slider by its thumb, a
  /// page control by taps, a countdown picker by its wheels.
  package static func setValue(_ value: Double, of view: UIView) throws(ControlStepError) {
    switch view {
    case let stepper as UIStepper: try step(stepper, to: value)
    case let slider as UISlider:
      try checkReachable(slider, named: "the slider")
      slide(slider, to: Float(value))
    case let pages as UIPageControl:
      try checkReachable(pages, named: "the page control")
      guard value == value.rounded(), value >= 0, value < Double(pages.numberOfPages) else {
        throw .unreachable(
          value: value, in: "the page control", reason: "its pages are 0 to \(pages.numberOfPages - 1)")
      }
      while pages.currentPage != Int(value) {
        let before = pages.currentPage
        let forward = Int(value) > before
        let frame = pages.frameInWindow
        let x = frame.minX + pages.currentDotCentre + (forward ? 1 : -1) * UIPageControl.dotPitch
        tap(at: CGPoint(x: min(max(x, frame.minX + 1), frame.maxX - 1), y: frame.midY), in: pages.window)
        if pages.currentPage == before { throw .covered("the page control", by: "something else on screen") }
      }
    case let picker as UIDatePicker:
      try checkReachable(picker, named: "the date picker")
      do { try picker.choose(countDown: value) } catch { throw .datePicker(error) }
      settle()
    default:
      throw .notThatControl(
        found: "a \(EventLog.frameworkClassName(of: view))", wanted: "a stepper, slider, page control or date picker")
    }
  }

  /// Spins a date picker to `text` (DatePickerChoiceError says why a user could not).
  package static func setDate(_ text: String, of picker: UIDatePicker) throws(ControlStepError) {
    try checkReachable(picker, named: "the date picker")
    do { try picker.choose(text) } catch { throw .datePicker(error) }
    settle()
  }

  /// Presses + or − until the stepper shows `target`; says so when its steps cannot land there.
  private static func step(_ stepper: UIStepper, to target: Double) throws(ControlStepError) {
    guard target >= stepper.minimumValue, target <= stepper.maximumValue else {
      throw .unreachable(
        value: target, in: "the stepper",
        reason: "it goes from \(UIStepper.format(stepper.minimumValue)) to \(UIStepper.format(stepper.maximumValue))")
    }
    var presses = 0
    while abs(stepper.value - target) > 1e-9 {
      let up = target > stepper.value
      let before = stepper.value
      try step(stepper, up: up, count: 1)
      presses += 1
      let passed = up ? stepper.value > target + 1e-9 : stepper.value < target - 1e-9
      if passed || stepper.value == before || presses > 10_000 {
        throw .unreachable(
          value: target, in: "the stepper",
          reason: "its steps of \(UIStepper.format(stepper.stepValue)) went from \(UIStepper.format(before)) "
            + "to \(UIStepper.format(stepper.value))")
      }
    }
  }

  /// A control a user could not act on says why.
  private static func checkReachable(_ control: UIView, named name: String) throws(ControlStepError) {
    if let control = control as? UIControl, !control.isEnabled { throw .disabled(name) }
    var current: UIView? = control
    while let view = current {
      if !view.isUserInteractionEnabled {
        throw .ignoresTouches(view === control ? name : "\(name)'s superview \(EventLog.className(of: view))")
      }
      current = view.superview
    }
  }

  /// A tap at the middle of `part`; the touch must reach `control` (the part takes none itself).
  private static func tapCentre(of part: UIView, expecting control: UIView, named name: String)
    throws(ControlStepError)
  {
    let frame = part.frameInWindow
    let target = tap(at: CGPoint(x: frame.midX, y: frame.midY), in: control.window)
    guard let target, target === control || target.isDescendant(of: control) else {
      throw .covered(name, by: target.map { EventLog.className(of: $0) } ?? "nothing on screen")
    }
  }
}
