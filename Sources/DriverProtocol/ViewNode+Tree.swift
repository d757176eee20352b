extension ViewNode {
  /// The view tree as indented text, one view per line, like UIKit's `recursiveDescription`:
  /// class, kind, frame in window coordinates, identifier, text or title, and notable state.
  ///
  ///     UILabel label 20,100,335,44 #timeLeft "3"
  ///
  /// With `withConstraints`, each view's line is followed by the constraints that place it, in
  /// UIKit's description (`tree constraints`). A web view's line is followed by its page's
  /// title and URL (`page "Welcome" https://example.com/`) and its links (`link "Sign in" URL`).
  public func treeDescription(withConstraints: Bool = false) -> String {
    var lines: [String] = []
    appendLines(to: &lines, depth: 0, constraints: withConstraints)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The tree without constraints.
  public var treeDescription: String { treeDescription() }

  private func appendLines(to lines: inout [String], depth: Int, constraints withConstraints: Bool) {
    var parts = [String(repeating: "  ", count: depth) + className]
    if className.lowercased() != "ui" + kind.rawValue.lowercased() { parts.append(kind.rawValue) }
    parts.append(frame.description)
    if let indexPath, indexPath.count == 2 { parts.append("[\(indexPath[0]):\(indexPath[1])]") }
    if let accessibilityIdentifier { parts.append("#\(accessibilityIdentifier)") }
    if let storyboardID { parts.append("(storyboard \(storyboardID))") }
    if let text { parts.append("\"\(text)\"") }
    if let title { parts.append("title \"\(title)\"") }
    if let placeholder { parts.append("placeholder \"\(placeholder)\"") }
    if let isOn { parts.append(isOn ? "on" : "off") }
    if let value { parts.append("value \(value)") }
    if let valueText { parts.append("value \"\(valueText)\"") }
    if let imageName { parts.append(imageName) }
    if let badge { parts.append("badge \"\(badge)\"") }
    if isHidden { parts.append("hidden") }
    if alpha != 1 { parts.append("alpha \(alpha)") }
    if !isEnabled { parts.append("disabled") }
    if isSelected { parts.append("selected") }
    if isFirstResponder { parts.append("focused") }
    if !isVisible && !isHidden { parts.append("(not visible)") }
    lines.append(parts.joined(separator: " "))
    if let webPage { lines += webPage.treeLines(indent: String(repeating: "  ", count: depth + 1)) }
    if withConstraints {
      let indent = String(repeating: "  ", count: depth + 1)
      lines += (constraints ?? []).map { "\(indent)│ \($0)" }
    }
    for child in children { child.appendLines(to: &lines, depth: depth + 1, constraints: withConstraints) }
  }
}
