import DriverProtocol
import Foundation
import Runner

/// The screen as an SVG picture (`snapshot FILE.svg`): every visible element at its frame, to
/// scale in points, with its text in place — bars, buttons in the tint colour, switches, sliders,
/// fields, cells, alerts over a dimmed background and the keyboard.
package struct SVGRenderer {
  package static let tint = "#007AFF"

  package init() {}

  package func render(_ snapshot: AppSnapshot) -> String {
    let frame = snapshot.window?.frame ?? Rect(x: 0, y: 0, width: 375, height: 667)
    var body = ""
    if let window = snapshot.window { draw(window, into: &body) }
    if snapshot.keyboard.isShown, let keyboard = snapshot.keyboard.frame {
      drawKeyboard(
        keyboard, rows: KeyboardPainter.rows(type: snapshot.keyboard.type, returnKey: snapshot.keyboard.returnKey),
        into: &body)
    }
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(number(frame.width))" height="\(number(frame.height))" \
      viewBox="0 0 \(number(frame.width)) \(number(frame.height))" font-family="-apple-system, Helvetica, Arial, sans-serif">
      <rect x="0" y="0" width="\(number(frame.width))" height="\(number(frame.height))" fill="#FFFFFF"/>
      \(body)</svg>

      """
  }

  private func draw(_ node: ViewNode, into body: inout String) {
    guard node.isVisible || node.kind == .dimming else { return }
    let frame = node.frame
    let middleY = frame.y + frame.height / 2
    switch node.kind {
    case .dimming:
      body += rect(frame, fill: "rgba(0,0,0,0.4)")
    case .navigationBar, .toolbar, .tabBar:
      body += rect(frame, fill: "#F8F8F8")
      let lineY = node.kind == .navigationBar ? frame.y + frame.height : frame.y
      body +=
        "<line x1=\"\(number(frame.x))\" y1=\"\(number(lineY))\" x2=\"\(number(frame.x + frame.width))\" "
        + "y2=\"\(number(lineY))\" stroke=\"#C6C6C8\"/>\n"
    case .label, .navigationTitle, .prompt, .alertText:
      let anchor =
        node.kind == .label && node.textAlignment == nil ? "start" : node.textAlignment == "right" ? "end" : "middle"
      let x = anchor == "start" ? frame.x : anchor == "end" ? frame.x + frame.width : frame.x + frame.width / 2
      let weight = node.kind == .navigationTitle || node.kind == .alertText ? " font-weight=\"600\"" : ""
      body += text(node.text ?? "", x: x, y: middleY, anchor: anchor, extra: weight)
    case .button, .item, .backButton, .tab, .alertAction:
      var color = node.isEnabled ? Self.tint : "#8E8E93"
      if node.kind == .button, let fill = node.backgroundColor, fill.hasPrefix("#") {
        body += rect(frame, fill: fill, extra: " rx=\"8\"")
        if Self.wantsWhiteText(on: fill) { color = "#FFFFFF" }
      }
      let symbol = node.title == nil ? SymbolGlyphs.glyph(for: node.imageName) : nil
      let label = (node.kind == .backButton ? "‹ " : "") + (node.title ?? symbol ?? node.accessibilityLabel ?? "")
      body += text(label, x: frame.x + frame.width / 2, y: middleY, anchor: "middle", extra: " fill=\"\(color)\"")
    case .field:
      body += rect(frame, fill: "#FFFFFF", extra: " stroke=\"#C6C6C8\" rx=\"5\"")
      let shown = (node.text ?? "").isEmpty ? (node.placeholder ?? "") : (node.text ?? "")
      let color = (node.text ?? "").isEmpty ? " fill=\"#C7C7CD\"" : ""
      body += text(shown, x: frame.x + 7, y: middleY, anchor: "start", extra: color)
    case .switch:
      let on = node.isOn == true
      body += rect(frame, fill: on ? "#34C759" : "#E9E9EA", extra: " rx=\"\(number(frame.height / 2))\"")
      let knobX = on ? frame.x + frame.width - frame.height / 2 : frame.x + frame.height / 2
      body +=
        "<circle cx=\"\(number(knobX))\" cy=\"\(number(middleY))\" r=\"\(number(frame.height / 2 - 2))\" fill=\"#FFFFFF\"/>\n"
    case .slider:
      let thumbX = frame.x + ElementPainter.fraction(of: node) * frame.width
      body +=
        "<line x1=\"\(number(frame.x))\" y1=\"\(number(middleY))\" x2=\"\(number(frame.x + frame.width))\" "
        + "y2=\"\(number(middleY))\" stroke=\"#C6C6C8\" stroke-width=\"4\"/>\n"
      body +=
        "<circle cx=\"\(number(thumbX))\" cy=\"\(number(middleY))\" r=\"13\" fill=\"#FFFFFF\" stroke=\"#C6C6C8\"/>\n"
    case .alert:
      body += rect(frame, fill: "#F2F2F7", extra: " rx=\"14\"")
    case .cell:
      body += rect(frame, fill: node.isSelected ? "#D1D1D6" : "#FFFFFF")
      if node.hidesSeparator != true {
        body +=
          "<line x1=\"\(number(frame.x + 16))\" y1=\"\(number(frame.y + frame.height))\" "
          + "x2=\"\(number(frame.x + frame.width))\" y2=\"\(number(frame.y + frame.height))\" stroke=\"#C6C6C8\"/>\n"
      }
    case .image:
      if let glyph = SymbolGlyphs.glyph(for: node.imageName) {
        body += text(glyph, x: frame.x + frame.width / 2, y: middleY, anchor: "middle", extra: " fill=\"\(Self.tint)\"")
      } else {
        body += rect(frame, fill: "#E5E5EA")
      }
    case .segmentedControl, .segment, .stepper, .datePicker, .picker, .progress, .activityIndicator, .pageControl,
      .searchBar:
      body += drawControl(node)
    case .collection:
      if let color = node.backgroundColor, color.hasPrefix("#") { body += rect(frame, fill: color) }
      for child in node.children {
        if child.kind == .cell, child.isVisible, ElementPainter.isGridCell(child, in: node) {
          body += rect(
            child.frame, fill: child.isSelected ? "#D1D1D6" : "#FFFFFF", extra: " stroke=\"#C6C6C8\" rx=\"6\"")
          for grandchild in child.children { draw(grandchild, into: &body) }
        } else {
          draw(child, into: &body)
        }
      }
      return
    case .webView:
      body += drawWebPage(node)
    case .window, .view, .table:
      if let color = node.backgroundColor, color.hasPrefix("#") { body += rect(frame, fill: color) }
    }
    for child in node.children { draw(child, into: &body) }
  }

  private func drawKeyboard(_ frame: Rect, rows: [String], into body: inout String) {
    body += rect(frame, fill: "#D1D3D9")
    let rowHeight = (frame.height - 44) / Double(rows.count)
    for (index, keys) in rows.enumerated() {
      let y = frame.y + 44 + rowHeight * (Double(index) + 0.5)
      body += text(keys, x: frame.x + frame.width / 2, y: y, anchor: "middle", extra: "")
    }
  }

  func rect(_ frame: Rect, fill: String, extra: String = "") -> String {
    "<rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" "
      + "height=\"\(number(frame.height))\" fill=\"\(fill)\"\(extra)/>\n"
  }

  func text(_ content: String, x: Double, y: Double, anchor: String, extra: String) -> String {
    guard !content.isEmpty else { return "" }
    return "<text x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"17\" dominant-baseline=\"middle\" "
      + "text-anchor=\"\(anchor)\"\(extra)>\(Self.escape(content))</text>\n"
  }

  func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let clamped = min(max(value, -1_000_000), 1_000_000)
    return clamped == clamped.rounded() ? String(Int(clamped)) : String(format: "%.1f", clamped)
  }

  package static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
