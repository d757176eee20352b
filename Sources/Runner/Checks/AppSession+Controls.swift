import CheckLanguage
import DriverProtocol

extension AppSession {
  /// `select`, `pick`, `step` and `set` (check-language.md "Acting like a user"): the element is
  /// resolved as for `tap`, and the app host works the control as a user would — or says why a
  /// user could not (disabled, covered, no such segment or row, a value its steps cannot reach).
  mutating func performControlStep(_ action: CheckStep.Action) -> Verdict {
    switch action {
    case .select(let title, let query):
      return withElement(query) { DriverRequest(.select(element: $0.id, title: title)) }
    case .pick(let title, let query, let component):
      return withElement(query) { DriverRequest(.select(element: $0.id, title: title, component: component)) }
    case .step(let query, let up, let count):
      return withElement(query) { DriverRequest(.step(element: $0.id, up: up, count: count)) }
    case .set(let query, let value):
      guard let state else { return .failed(expected: Messages.aRunningApp, found: Messages.noAppYet) }
      let node: ViewNode
      do {
        node = try QueryResolver(snapshot: state.snapshot, for: .acting).resolve(query)
      } catch {
        return .failed(expected: "\(query) on screen", found: error.description)
      }
      switch Self.setRequest(for: node, value: value) {
      case .success(let request): return request.map { send($0) } ?? .passed
      case .failure(let unmet): return unmet.verdict
      }
    default:
      return .failed(expected: "a control step", found: "\(action)")
    }
  }

  /// The driver request that brings `node` to `value`, nil when it is there already (a switch
  /// already on), or why `set` cannot apply that value to that element.
  static func setRequest(for node: ViewNode, value: ControlValue) -> Result<DriverRequest?, Unmet> {
    switch (node.kind, value) {
    case (.stepper, .number(let number)), (.slider, .number(let number)), (.pageControl, .number(let number)):
      return .success(DriverRequest(.setValue(element: node.id, value: number)))
    case (.datePicker, .date(let text)):
      return .success(DriverRequest(.setDate(element: node.id, date: text)))
    case (.datePicker, .duration(let milliseconds)):
      return .success(DriverRequest(.setValue(element: node.id, value: Double(milliseconds) / 1000)))
    case (.segmentedControl, .text(let title)), (.picker, .text(let title)):
      return .success(DriverRequest(.select(element: node.id, title: title)))
    case (.switch, .flag(let on)):
      return .success(node.isOn == on ? nil : DriverRequest(.tap(element: node.id)))
    default:
      return .failure(
        Unmet(
          expected: "set to take \(value): " + Self.setForms,
          found: "\(QueryResolver.describe(node)) is \(Self.kindName(node.kind))"))
    }
  }

  /// What `set` works on, with which values.
  static let setForms =
    "a date picker takes a date, time or duration, a stepper, slider or page control a number, "
    + "a segmented control or picker a \"title\", a switch on or off"

  static func kindName(_ kind: ElementKind) -> String {
    switch kind {
    case .segmentedControl: "a segmented control"
    case .datePicker: "a date picker"
    case .pageControl: "a page control"
    case .activityIndicator: "an activity indicator"
    case .progress: "a progress view"
    case .searchBar: "a search bar"
    case .alert, .alertText, .alertAction: "part of an alert"
    case .image: "an image"
    default: "a \(kind.rawValue)"
    }
  }
}
