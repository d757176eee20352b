import Foundation
internal import InterfaceModel

/// What Interface Builder's inspector sets on the standard controls beyond buttons, switches and
/// sliders, as their `init(coder:)` decodes it: a segmented control's `<segments>`, a stepper's
/// range and step, a date picker's mode, style and dates, a progress view's progress, an activity
/// indicator's style and animation, a page control's pages, a search bar's texts and scopes.
@MainActor
enum InterfaceControlProperties {
  static func apply(_ element: InterfaceElement, to view: UIView) {
    if let control = view as? UIControl, let enabled = element.flag("enabled") { control.isEnabled = enabled }
    switch view {
    case let control as UISegmentedControl: apply(element, to: control)
    case let stepper as UIStepper: apply(element, to: stepper)
    case let picker as UIDatePicker: apply(element, to: picker)
    case let progress as UIProgressView:
      if element["progressViewStyle"] == "bar" { progress.progressViewStyle = .bar }
      if let value = element.number("progress") { progress.progress = Float(value) }
      progress.progressTintColor = InterfaceValues.color(element.child(named: "color", key: "progressTintColor"))
      progress.trackTintColor = InterfaceValues.color(element.child(named: "color", key: "trackTintColor"))
    case let indicator as UIActivityIndicatorView: apply(element, to: indicator)
    case let pages as UIPageControl:
      if let count = element.number("numberOfPages") { pages.numberOfPages = Int(count) }
      if let page = element.number("currentPage") { pages.currentPage = Int(page) }
      if let hides = element.flag("hidesForSinglePage") { pages.hidesForSinglePage = hides }
      pages.pageIndicatorTintColor = InterfaceValues.color(element.child(named: "color", key: "pageIndicatorTintColor"))
      pages.currentPageIndicatorTintColor = InterfaceValues.color(
        element.child(named: "color", key: "currentPageIndicatorTintColor"))
    case let searchBar as UISearchBar: apply(element, to: searchBar)
    default: break
    }
  }

  private static func apply(_ element: InterfaceElement, to control: UISegmentedControl) {
    for (index, segment) in (element.child(named: "segments")?.children(named: "segment") ?? []).enumerated() {
      if let image = segment["image"], segment["title"] == nil {
        control.insertSegment(with: UIImage(named: image) ?? UIImage(systemName: image), at: index, animated: false)
      } else {
        control.insertSegment(withTitle: segment["title"], at: index, animated: false)
      }
      if segment.flag("enabled") == false { control.setEnabled(false, forSegmentAt: index) }
      if let width = segment.number("width") { control.setWidth(width, forSegmentAt: index) }
    }
    if let selected = element.number("selectedSegmentIndex") { control.selectedSegmentIndex = Int(selected) }
    if let momentary = element.flag("momentary") { control.isMomentary = momentary }
    if let apportions = element.flag("apportionsSegmentWidthsByContent") {
      control.apportionsSegmentWidthsByContent = apportions
    }
    control.selectedSegmentTintColor = InterfaceValues.color(
      element.child(named: "color", key: "selectedSegmentTintColor"))
  }

  private static func apply(_ element: InterfaceElement, to stepper: UIStepper) {
    // The maximum first when it rises above the current minimum, so neither pins the other.
    let minimum = element.number("minimumValue").map(Double.init)
    let maximum = element.number("maximumValue").map(Double.init)
    if let maximum, maximum >= stepper.minimumValue { stepper.maximumValue = maximum }
    if let minimum { stepper.minimumValue = minimum }
    if let maximum { stepper.maximumValue = maximum }
    if let step = element.number("stepValue"), step > 0 { stepper.stepValue = Double(step) }
    if let value = element.number("value") { stepper.value = Double(value) }
    if let wraps = element.flag("wraps") { stepper.wraps = wraps }
    if let autorepeat = element.flag("autorepeat") { stepper.autorepeat = autorepeat }
    if let continuous = element.flag("continuous") { stepper.isContinuous = continuous }
  }

  private static func apply(_ element: InterfaceElement, to picker: UIDatePicker) {
    let modes: [String: UIDatePicker.Mode] = [
      "time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer,
      "yearAndMonth": .yearAndMonth,
    ]
    if let mode = element["datePickerMode"].flatMap({ modes[$0] }) { picker.datePickerMode = mode }
    let styles: [String: UIDatePickerStyle] = [
      "automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline,
    ]
    if let style = element["style"].flatMap({ styles[$0] }) { picker.preferredDatePickerStyle = style }
    if let interval = element.number("minuteInterval") { picker.minuteInterval = Int(interval) }
    if let duration = element.number("countDownDuration") { picker.countDownDuration = Double(duration) }
    if let minimum = date(element, "minimumDate") { picker.minimumDate = minimum }
    if let maximum = date(element, "maximumDate") { picker.maximumDate = maximum }
    if element.flag("useCurrentDate") != true, let date = date(element, "date") { picker.date = date }
  }

  /// `<date key="…" timeIntervalSinceReferenceDate="…"/>`.
  private static func date(_ element: InterfaceElement, _ key: String) -> Date? {
    element.child(named: "date", key: key)?.number("timeIntervalSinceReferenceDate").map {
      Date(timeIntervalSinceReferenceDate: Double($0))
    }
  }

  private static func apply(_ element: InterfaceElement, to indicator: UIActivityIndicatorView) {
    let styles: [String: UIActivityIndicatorView.Style] = [
      "medium": .medium, "large": .large, "white": .white, "whiteLarge": .whiteLarge, "gray": .gray,
    ]
    if let style = element["style"].flatMap({ styles[$0] }) { indicator.style = style }
    if let hides = element.flag("hidesWhenStopped") { indicator.hidesWhenStopped = hides }
    if let color = InterfaceValues.color(element.child(named: "color", key: "color")) { indicator.color = color }
    if element.flag("animating") == true { indicator.startAnimating() }
  }

  private static func apply(_ element: InterfaceElement, to searchBar: UISearchBar) {
    if let text = element.string("text") { searchBar.text = text }
    if let placeholder = element.string("placeholder") { searchBar.placeholder = placeholder }
    if let prompt = element.string("prompt") { searchBar.prompt = prompt }
    if let shows = element.flag("showsCancelButton") { searchBar.showsCancelButton = shows }
    if element["searchBarStyle"] == "minimal" { searchBar.searchBarStyle = .minimal }
    if element["searchBarStyle"] == "prominent" { searchBar.searchBarStyle = .prominent }
    let scopes = element.child(named: "scopeButtonTitles")?.children(named: "string").compactMap(\.text) ?? []
    if !scopes.isEmpty { searchBar.scopeButtonTitles = scopes }
    if let shows = element.flag("showsScopeBar") { searchBar.showsScopeBar = shows }
  }
}
