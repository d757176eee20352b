import DriverProtocol
import Runner

/// The app's screen in character cells, in proportion to the device (a cell is twice as tall as
/// it is wide): the status bar, navigation bars with back button, title and items, labels where
/// their alignment puts them, buttons, text fields with placeholder and cursor, switches,
/// sliders, table rows, toolbars, tab bars, sheets, alerts over a dimmed background, and the
/// keyboard when it is up. Drawn back to front from the snapshot, inside a rounded frame.
package struct ScreenRenderer {
  /// Columns for the device's shorter side (its width in portrait).
  package var columns = 40
  package var style: TerminalStyle

  package init(columns: Int = 40, style: TerminalStyle) {
    self.columns = columns
    self.style = style
  }

  package func render(_ snapshot: AppSnapshot) -> String {
    guard let window = snapshot.window else {
      return "(no window on screen)\n" + (snapshot.missingWindow.map { "\($0)\n" } ?? "")
    }
    let scale = Scale(window: window.frame, columns: columns)
    var grid = CellGrid(columns: scale.columns, rows: scale.rows)
    if window.frame.height > window.frame.width { drawStatusBar(into: &grid) }
    var painter = ElementPainter(scale: scale)
    for layer in window.children where !layer.isHidden && layer.alpha >= 0.01 {
      painter.drawLayer(layer, windowFrame: window.frame, into: &grid)
    }
    if snapshot.keyboard.isShown, let frame = snapshot.keyboard.frame {
      KeyboardPainter(scale: scale).draw(
        frame: frame, type: snapshot.keyboard.type, returnKey: snapshot.keyboard.returnKey, into: &grid)
    }
    let border = String(repeating: "─", count: scale.columns)
    var lines = [style.dim("╭" + border + "╮")]
    lines += grid.lines(style: style).map { style.dim("│") + $0 + style.dim("│") }
    lines.append(style.dim("╰" + border + "╯"))
    return lines.joined(separator: "\n") + "\n"
  }

  private func drawStatusBar(into grid: inout CellGrid) {
    grid.put("9:41", row: 0, column: 1)
    grid.put("▂▄▆ ▮", row: 0, in: 0..<(grid.columns - 1), alignment: .trailing)
  }
}

/// From points to cells: a column is the device's short side over `columns`, a row twice that.
package struct Scale {
  package let pointsPerColumn: Double
  package let pointsPerRow: Double
  package let columns: Int
  package let rows: Int

  package init(window: Rect, columns: Int) {
    let width = window.width.isFinite ? min(max(window.width, 1), 4096) : 375
    let height = window.height.isFinite ? min(max(window.height, 1), 4096) : 667
    pointsPerColumn = min(width, height) / Double(columns)
    pointsPerRow = pointsPerColumn * 2
    self.columns = min(max(Int((width / pointsPerColumn).rounded()), 1), 4 * columns)
    rows = min(max(Int((height / pointsPerRow).rounded()), 1), 4 * columns)
  }

  /// Cells are clamped to just around the grid: learner code may place a view anywhere, even
  /// at an infinite or huge coordinate, and nothing off screen is drawn.
  package func column(_ x: Double) -> Int { Self.cell(x / pointsPerColumn, limit: columns) }
  package func row(_ y: Double) -> Int { Self.cell(y / pointsPerRow, limit: rows) }

  private static func cell(_ value: Double, limit: Int) -> Int {
    guard value.isFinite else { return value > 0 ? limit + 1 : -1 }
    return Int(min(max(value.rounded(.down), -1), Double(limit + 1)))
  }

  /// The columns a frame covers (at least one).
  package func columns(of frame: Rect) -> Range<Int> {
    let start = column(frame.x)
    return start..<max(column(frame.x + frame.width), start + 1)
  }

  /// The rows a frame covers (at least one).
  package func rows(of frame: Rect) -> Range<Int> {
    let start = row(frame.y)
    return start..<max(row(frame.y + frame.height), start + 1)
  }

  /// The row of a frame's middle.
  package func middleRow(of frame: Rect) -> Int { row(frame.y + frame.height / 2) }
}
