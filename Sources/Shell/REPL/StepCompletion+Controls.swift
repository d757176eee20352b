import CheckLanguage

extension StepCompletion {
  /// The word the control steps take next: `in` after `select "Two"` or `pick "Blue"`,
  /// `component` after the picker, `up`/`down` after `step QUERY`, `to` after `set QUERY`, and
  /// `on`/`off` after `set QUERY to`; nil when an element comes next.
  static func controlWords(after previous: [String]) -> [String]? {
    guard let step = previous.first.flatMap(StepName.init(rawValue:)), let last = previous.last else { return nil }
    let isElement = last.hasPrefix("#") || last.hasSuffix("\"") || Query.Kind(rawValue: last) != nil
    switch step {
    case .select, .pick:
      if previous.count == 2 { return ["in"] }
      return step == .pick && previous.count >= 4 && isElement ? ["component"] : nil
    case .step:
      return previous.count >= 2 && isElement ? ["up", "down"] : nil
    case .set:
      if last == "to" { return ["on", "off"] }
      return previous.count >= 2 && isElement ? ["to"] : nil
    default:
      return nil
    }
  }
}
