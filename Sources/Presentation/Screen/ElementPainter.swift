import DriverProtocol
import Runner

/// Draws one element of the snapshot into the grid, by its kind.
package struct ElementPainter {
  package let scale: Scale

  /// A layer is a direct child of the window: the root controller's view, a presented
  /// controller's view, a dimming view. A layer that does not fill the window is a sheet.
  /// Elements covered by a later layer are drawn too (the snapshot marks them not visible) and
  /// then painted over, so a sheet or an alert shows what is behind it, dimmed.
  package mutating func drawLayer(_ layer: ViewNode, windowFrame: Rect, into grid: inout CellGrid) {
    let rows = scale.rows(of: layer.frame)
    let columns = scale.columns(of: layer.frame)
    if layer.kind == .view, Self.isOpaque(layer) {
      grid.fill(rows: rows, columns: columns, with: CellGrid.Cell())
    }
    if layer.kind == .view, layer.frame != windowFrame {
      grid.put(
        "╭" + String(repeating: "─", count: max(columns.count - 2, 0)) + "╮", row: rows.lowerBound,
        column: columns.lowerBound)
    }
    draw(layer, into: &grid)
  }

  /// Where a slider's thumb is, from 0 to 1, within its range (UISlider's default is 0…1).
  package static func fraction(of node: ViewNode) -> Double {
    let value = node.value ?? 0
    let range = node.valueRange ?? [0, 1]
    guard value.isFinite, range.count == 2, range[1] > range[0] else { return 0 }
    return min(max((value - range[0]) / (range[1] - range[0]), 0), 1)
  }

  /// A view with a background colour that is not clear hides what is behind it.
  package static func isOpaque(_ node: ViewNode) -> Bool {
    guard let color = node.backgroundColor else { return false }
    return !color.contains("clear") && !(color.hasPrefix("#") && color.hasSuffix("00"))
  }

  package func draw(_ node: ViewNode, into grid: inout CellGrid) {
    guard !node.isHidden, node.alpha >= 0.01 else { return }
    let frame = node.frame
    let row = scale.middleRow(of: frame)
    let columns = scale.columns(of: frame)
    switch node.kind {
    case .dimming:
      grid.dimAll()
    case .label:
      let alignment: CellGrid.Alignment =
        node.textAlignment == "center" ? .center : node.textAlignment == "right" ? .trailing : .leading
      grid.put(node.text ?? "", row: row, in: columns, alignment: alignment, tone: node.isEnabled ? .plain : .disabled)
    case .button:
      let title = node.title ?? SymbolGlyphs.glyph(for: node.imageName) ?? ""
      let tone: CellGrid.Tone = node.isEnabled ? (node.isSelected ? .selected : .tint) : .disabled
      let inner = columns.count >= title.count + 4 ? "[ " + title + " ]" : title
      grid.put(inner, row: row, in: columns, alignment: .center, tone: tone)
    case .field:
      drawField(node, row: row, columns: columns, into: &grid)
    case .switch:
      grid.put(
        node.isOn == true ? "(  ●)" : "(●  )", row: row, column: columns.lowerBound,
        tone: node.isOn == true ? .on : .disabled)
    case .slider:
      let width = max(columns.count, 3)
      let fraction = Self.fraction(of: node)
      let thumb = min(Int(fraction * Double(width - 1)), width - 1)
      grid.put(String(repeating: "━", count: thumb), row: row, column: columns.lowerBound, tone: .tint)
      grid.put(
        "●" + String(repeating: "─", count: max(width - thumb - 1, 0)), row: row,
        column: columns.lowerBound + thumb)
    case .image:
      let glyph = SymbolGlyphs.glyph(for: node.imageName)
      grid.put(glyph ?? "▣", row: row, in: columns, alignment: .center, tone: glyph == nil ? .disabled : .tint)
    case .cell:
      grid.fill(rows: scale.rows(of: frame), columns: columns, with: CellGrid.Cell())
      let bottom = scale.row(frame.y + frame.height) - 1
      // The separator gives way to a line of text that falls on the cell's last row (a subtitle).
      let textRows = Set(
        node.allNodes.filter { $0.kind == .label && !($0.text ?? "").isEmpty }.map {
          scale.middleRow(of: $0.frame)
        })
      if bottom > row, !textRows.contains(bottom), node.hidesSeparator != true {
        grid.put(
          String(repeating: "─", count: max(columns.count - 1, 0)), row: bottom,
          column: columns.lowerBound + 1, tone: .disabled)
      }
      let accessory: String? =
        switch node.accessory {
        case "disclosureIndicator": "›"
        case "checkmark": "✓"
        // The detail accessories' info button is a button of its own, drawn as one.
        default: nil
        }
      if let accessory { grid.put(accessory, row: row, column: columns.upperBound - 2, tone: .tint) }
      if node.isSelected {
        grid.fill(rows: row..<(row + 1), columns: columns, with: CellGrid.Cell(tone: .selected, isBackground: false))
        grid.put("▌", row: row, column: columns.lowerBound, tone: .tint)
      }
    case .navigationBar, .toolbar, .tabBar:
      drawBar(node, into: &grid)
    case .navigationTitle:
      grid.put(node.text ?? "", row: row, in: columns, alignment: .center, tone: .bold)
    case .prompt:
      grid.put(node.text ?? "", row: row, in: columns, alignment: .center, tone: .disabled)
    case .backButton:
      grid.put("‹ " + (node.title ?? "Back"), row: row, in: columns, alignment: .leading, tone: .tint)
    case .item, .tab:
      let tone: CellGrid.Tone = node.kind == .tab && !node.isSelected ? .disabled : (node.isEnabled ? .tint : .disabled)
      let badge = node.badge.map { " (\($0))" } ?? ""
      grid.put(
        (node.title ?? node.accessibilityLabel ?? "") + badge, row: row, in: columns, alignment: .center,
        tone: tone)
    case .alert:
      drawAlertBox(frame, into: &grid)
    case .alertText:
      grid.put(node.text ?? "", row: row, in: columns, alignment: .center, tone: .bold)
    case .alertAction:
      grid.put(node.title ?? "", row: row, in: columns, alignment: .center, tone: .tint)
    case .segmentedControl, .segment, .stepper, .datePicker, .picker, .progress, .activityIndicator, .pageControl,
      .searchBar:
      drawControl(node, row: row, columns: columns, into: &grid)
    case .collection:
      // A grid's cells are boxes; a list's rows are drawn as a table's.
      for child in node.children {
        if child.kind == .cell, Self.isGridCell(child, in: node) {
          drawGridCell(child, into: &grid)
        } else {
          draw(child, into: &grid)
        }
      }
      return
    case .webView:
      drawWebPage(node, into: &grid)
    case .window, .view, .table:
      break
    }
    for child in node.children { draw(child, into: &grid) }
  }

  /// Whether a collection view's cell is a grid cell (narrower than its collection view) rather
  /// than a list row.
  package static func isGridCell(_ cell: ViewNode, in collection: ViewNode) -> Bool {
    cell.frame.width < collection.frame.width - 48
  }

  /// A grid cell: a box, its content inside, a selected one in the selection tone.
  private func drawGridCell(_ node: ViewNode, into grid: inout CellGrid) {
    guard !node.isHidden, node.alpha >= 0.01 else { return }
    let rows = scale.rows(of: node.frame)
    let columns = scale.columns(of: node.frame)
    grid.fill(rows: rows, columns: columns, with: CellGrid.Cell())
    let tone: CellGrid.Tone = node.isSelected ? .tint : .disabled
    let inner = max(columns.count - 2, 0)
    guard columns.count >= 2 else { return }
    grid.put(
      "┌" + String(repeating: "─", count: inner) + "┐", row: rows.lowerBound, column: columns.lowerBound, tone: tone)
    if rows.count >= 2 {
      for row in (rows.lowerBound + 1)..<(rows.upperBound - 1) {
        grid.put("│", row: row, column: columns.lowerBound, tone: tone)
        grid.put("│", row: row, column: columns.upperBound - 1, tone: tone)
      }
      grid.put(
        "└" + String(repeating: "─", count: inner) + "┘", row: rows.upperBound - 1, column: columns.lowerBound,
        tone: tone)
    }
    for child in node.children { draw(child, into: &grid) }
    if node.isSelected, rows.count >= 3 {
      grid.put("✓", row: rows.upperBound - 2, column: columns.upperBound - 2, tone: .tint)
    }
  }

  private func drawField(_ node: ViewNode, row: Int, columns: Range<Int>, into grid: inout CellGrid) {
    let width = max(columns.count - 2, 1)
    grid.put("[", row: row, column: columns.lowerBound, tone: .disabled)
    grid.put("]", row: row, column: columns.lowerBound + width + 1, tone: .disabled)
    let text = node.text ?? ""
    if text.isEmpty, let placeholder = node.placeholder {
      // As in UITextField, the placeholder stays while the field is empty, also while editing,
      // with the cursor before it.
      let start = columns.lowerBound + 1 + (node.isFirstResponder ? 1 : 0)
      grid.put(
        placeholder, row: row, in: start..<(columns.lowerBound + 1 + width), alignment: .leading, tone: .placeholder)
      if node.isFirstResponder { grid.put("▌", row: row, column: columns.lowerBound + 1, tone: .tint) }
    } else {
      let shown = text.count >= width ? String(text.suffix(width - 1)) : text
      grid.put(shown, row: row, column: columns.lowerBound + 1, limit: columns.lowerBound + 1 + width)
      if node.isFirstResponder { grid.put("▌", row: row, column: columns.lowerBound + 1 + shown.count, tone: .tint) }
    }
  }

  /// A bar: its area cleared, a line where it meets the content (below a navigation bar, above a
  /// toolbar or tab bar).
  private func drawBar(_ node: ViewNode, into grid: inout CellGrid) {
    let rows = scale.rows(of: node.frame)
    let columns = scale.columns(of: node.frame)
    grid.fill(rows: rows, columns: columns, with: CellGrid.Cell())
    let line = String(repeating: "─", count: columns.count)
    if node.kind == .navigationBar {
      grid.put(line, row: rows.upperBound, column: columns.lowerBound, tone: .disabled)
    } else {
      grid.put(line, row: rows.lowerBound, column: columns.lowerBound, tone: .disabled)
    }
  }

  private func drawAlertBox(_ frame: Rect, into grid: inout CellGrid) {
    let rows = scale.rows(of: frame)
    let columns = scale.columns(of: frame)
    grid.fill(rows: rows, columns: columns, with: CellGrid.Cell())
    let inner = max(columns.count - 2, 0)
    grid.put("╭" + String(repeating: "─", count: inner) + "╮", row: rows.lowerBound - 1, column: columns.lowerBound)
    for row in rows {
      grid.put("│", row: row, column: columns.lowerBound)
      grid.put("│", row: row, column: columns.upperBound - 1)
    }
    grid.put("╰" + String(repeating: "─", count: inner) + "╯", row: rows.upperBound, column: columns.lowerBound)
  }
}
