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
    let scaleX = window.frame.width / Double(columns)
    let scaleY = window.frame.height / Double(rows)
    var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
    func put(_ text: String, x: Double, y: Double, width: Double) {
      let row = Int((y / scaleY).rounded(.down))
      guard row >= 0, row < rows else { return }
      var start = max(Int((x / scaleX).rounded(.down)), 0)
      start = max(min(start, columns - text.count), 0)  // keep text near the right edge on screen
      let room = max(min(Int((width / scaleX).rounded(.up)), columns - start), 0)
      for (offset, character) in text.prefix(room).enumerated() where start + offset < columns {
        grid[row][start + offset] = character
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
      let first = Int((keyboard.y / scaleY).rounded(.down))
      for row in max(first, 0)..<rows { grid[row] = Array(repeating: ".", count: columns) }
    }
    let border = "+" + String(repeating: "-", count: columns) + "+"
    let body = grid.map { "|" + String($0) + "|" }
    return ([border] + body + [border]).joined(separator: "\n") + "\n"
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
