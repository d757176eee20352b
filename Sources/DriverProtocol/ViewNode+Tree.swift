extension ViewNode {
  /// The view tree as indented text, one view per line, like UIKit's `recursiveDescription`:
  /// class, kind, frame in window coordinates, identifier, text or title, and notable state.
  ///
  ///     UILabel label 20,100,335,44 #timeLeft "3"
  public var treeDescription: String {
    var lines: [String] = []
    appendLines(to: &lines, depth: 0)
    return lines.joined(separator: "\n") + "\n"
  }

  private func appendLines(to lines: inout [String], depth: Int) {
    var parts = [String(repeating: "  ", count: depth) + className]
    if className.lowercased() != "ui" + kind.rawValue.lowercased() { parts.append(kind.rawValue) }
    parts.append(frame.description)
    if let accessibilityIdentifier { parts.append("#\(accessibilityIdentifier)") }
    if let text { parts.append("\"\(text)\"") }
    if let title { parts.append("title \"\(title)\"") }
    if let placeholder { parts.append("placeholder \"\(placeholder)\"") }
    if let isOn { parts.append(isOn ? "on" : "off") }
    if let value { parts.append("value \(value)") }
    if let badge { parts.append("badge \"\(badge)\"") }
    if isHidden { parts.append("hidden") }
    if alpha != 1 { parts.append("alpha \(alpha)") }
    if !isEnabled { parts.append("disabled") }
    if isSelected { parts.append("selected") }
    if isFirstResponder { parts.append("focused") }
    if !isVisible && !isHidden { parts.append("(not visible)") }
    lines.append(parts.joined(separator: " "))
    for child in children { child.appendLines(to: &lines, depth: depth + 1) }
  }
}
