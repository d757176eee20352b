import DriverProtocol

/// Draws what a user could see as plain text, each visible element at its frame scaled to
/// character cells: labels as their text, buttons and bar items in brackets, switches as
/// (on)/(off), the keyboard as a band of dots. Enough for failure reports; the shell draws more.
package struct PlainScreenRenderer {
  package var columns = 40
  package var rows = 30

  package init() {}

  package func render(_ snapshot: AppSnapshot) -> String {
    guard let window = snapshot.window else { return "(no window on screen)\n" }
    let scaleX = Self.finite(window.frame.width, or: 375) / Double(columns)
    let scaleY = Self.finite(window.frame.height, or: 667) / Double(rows)
    /// A cell index for a coordinate anywhere (learner code may place views anywhere).
    func cell(_ value: Double, _ scale: Double, rounding: FloatingPointRoundingRule = .down) -> Int {
      let index = value / scale
      guard index.isFinite else { return index > 0 ? 100_000 : -1 }
      return Int(min(max(index.rounded(rounding), -1), 100_000))
    }
    var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
    func put(_ text: String, x: Double, y: Double, width: Double) {
      let row = cell(y, scaleY)
      guard row >= 0, row < rows else { return }
      var start = max(cell(x, scaleX), 0)
      start = max(min(start, columns - text.count), 0)  // keep text near the right edge on screen
      let room = max(min(cell(width, scaleX, rounding: .up), columns - start), 0)
      for (offset, character) in text.prefix(room).enumerated() where start + offset < columns {
        grid[row][start + offset] = VisibleText.cell(character)
      }
    }
    for node in window.allNodes where node.isVisible {
      guard let text = Self.label(for: node) else { continue }
      let frame = node.frame
      let midY = frame.y + frame.height / 2
      let width = max(frame.width, Double(text.count) * scaleX)
      let x = node.kind == .navigationTitle ? frame.x + (frame.width - Double(text.count) * scaleX) / 2 : frame.x
      put(text, x: x, y: midY, width: width)
    }
    if let keyboard = snapshot.keyboard.frame, snapshot.keyboard.isShown {
      let first = min(max(cell(keyboard.y, scaleY), 0), rows)
      for row in first..<rows { grid[row] = Array(repeating: ".", count: columns) }
    }
    let border = "+" + String(repeating: "-", count: columns) + "+"
    let body = grid.map { "|" + String($0) + "|" }
    return ([border] + body + [border]).joined(separator: "\n") + "\n"
  }

  private static func finite(_ value: Double, or fallback: Double) -> Double {
    value.isFinite && value >= 1 ? min(value, 100_000) : fallback
  }

  static func label(for node: ViewNode) -> String? {
    switch node.kind {
    case .label, .navigationTitle, .prompt, .alertText: return node.text.flatMap { $0.isEmpty ? nil : $0 }
    case .button, .alertAction, .item, .tab: return node.title.map { "[\($0)]" }
    case .backButton: return node.title.map { "< \($0)" }
    case .switch: return node.isOn == true ? "(on)" : "(off)"
    case .field: return "[" + (node.text ?? node.placeholder ?? "") + "_]"
    case .slider: return node.value.map { "--o-- \($0)" }
    default: return nil
    }
  }
}
