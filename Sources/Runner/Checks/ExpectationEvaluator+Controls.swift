import CheckLanguage
import DriverProtocol
import Foundation

extension ExpectationEvaluator {
  /// `expect value QUERY VALUE`: a number against the control's value (a stepper's or slider's,
  /// a segmented control's selected index, a picker's selected row, a countdown's seconds), text
  /// or a date against its value as checks write it, on/off against a switch.
  static func controlValue(of node: ViewNode, is wanted: ControlValue) -> Verdict {
    let found = describeValue(of: node)
    switch wanted {
    case .number(let number):
      guard let value = node.value else { return .failed(expected: "value \(wanted)", found: found) }
      return abs(value - number) < 0.001 ? .passed : .failed(expected: "value \(wanted)", found: found)
    case .text(let text):
      return node.valueText == text || (node.valueText == nil && node.text == text)
        ? .passed : .failed(expected: "value \(wanted)", found: found)
    case .date(let text):
      return node.valueText == text ? .passed : .failed(expected: "value \(wanted)", found: found)
    case .duration(let milliseconds):
      guard node.kind == .datePicker, let seconds = node.value else {
        return .failed(expected: "value \(wanted)", found: found)
      }
      return abs(seconds - Double(milliseconds) / 1000) < 0.001
        ? .passed : .failed(expected: "value \(wanted)", found: found)
    case .flag(let on):
      return node.isOn == on ? .passed : .failed(expected: "value \(wanted)", found: found)
    }
  }

  /// `expect QUERY selected segment "Two"` / `1` / `none`.
  static func selectedSegment(of node: ViewNode, is wanted: CheckExpectation.Segment) -> Verdict {
    guard node.kind == .segmentedControl else {
      return .failed(expected: "a segmented control", found: QueryResolver.describe(node))
    }
    let index = Int(node.value ?? -1)
    let found = index < 0 ? "no segment selected" : "segment \(index) \"\(node.valueText ?? "")\" selected"
    let matches: Bool
    switch wanted {
    case .title(let title): matches = index >= 0 && node.valueText == title
    case .index(let wantedIndex): matches = index == wantedIndex
    case .none: matches = index < 0
    }
    return matches ? .passed : .failed(expected: "selected segment \(wanted)", found: found)
  }

  /// How a control's value reads in a failure: `value "Two" (2)`, `value 3`, `no value`.
  private static func describeValue(of node: ViewNode) -> String {
    let number = node.value.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int64($0)) : String($0) }
    switch (node.valueText, number) {
    case (let text?, let number?) where text != number: return "value \"\(text)\" (\(number))"
    case (let text?, _): return "value \"\(text)\""
    case (nil, let number?): return "value \(number)"
    case (nil, nil):
      return node.isOn.map { "value \($0 ? "on" : "off")" } ?? "no value: \(QueryResolver.describe(node))"
    }
  }
}
