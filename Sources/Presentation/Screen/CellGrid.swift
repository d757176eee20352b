import Runner

/// A rectangle of character cells with a tone each, drawn into by the screen renderer and turned
/// into lines of text (with colour when the style allows).
package struct CellGrid {
  /// How a cell is drawn.
  package enum Tone: Equatable {
    case plain, bold, tint, disabled, placeholder, on, destructive, selected, keyboard, key, dimmed
  }

  package struct Cell: Equatable {
    var character: Character = " "
    var tone: Tone = .plain
    /// Nothing was drawn here (a dimming view shades such cells).
    var isBackground = true
  }

  package let columns: Int
  package let rows: Int
  private(set) var cells: [[Cell]]

  package init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
  }

  package subscript(row: Int, column: Int) -> Cell {
    get { cells[row][column] }
    set {
      guard row >= 0, row < rows, column >= 0, column < columns else { return }
      cells[row][column] = newValue
    }
  }

  /// Writes `text` from `column` on `row`, no further than `limit` (exclusive).
  package mutating func put(_ text: String, row: Int, column: Int, limit: Int? = nil, tone: Tone = .plain) {
    guard row >= 0, row < rows else { return }
    let end = min(limit ?? columns, columns)
    for (offset, character) in text.enumerated() where column + offset < end && column + offset >= 0 {
      cells[row][column + offset] = Cell(character: VisibleText.cell(character), tone: tone, isBackground: false)
    }
  }

  /// Writes `text` in the columns `range`, aligned, cut with "…" when it does not fit.
  package mutating func put(_ text: String, row: Int, in range: Range<Int>, alignment: Alignment, tone: Tone = .plain) {
    let width = max(range.count, 1)
    let shown = text.count > width ? String(text.prefix(max(width - 1, 0))) + "…" : text
    let start: Int
    switch alignment {
    case .leading: start = range.lowerBound
    case .center: start = range.lowerBound + (width - shown.count) / 2
    case .trailing: start = range.lowerBound + width - shown.count
    }
    put(shown, row: row, column: start, limit: range.upperBound, tone: tone)
  }

  package enum Alignment {
    case leading, center, trailing
  }

  /// Fills a block of cells.
  package mutating func fill(rows rowRange: Range<Int>, columns columnRange: Range<Int>, with cell: Cell) {
    for row in rowRange where row >= 0 && row < rows {
      for column in columnRange where column >= 0 && column < columns { cells[row][column] = cell }
    }
  }

  /// Everything drawn so far goes dim (under a dimming view); blank cells get a light shade.
  package mutating func dimAll() {
    for row in 0..<rows {
      for column in 0..<columns {
        let cell = cells[row][column]
        cells[row][column] = Cell(
          character: cell.isBackground ? "░" : cell.character, tone: .dimmed, isBackground: cell.isBackground)
      }
    }
  }

  /// The rows as text, each run of cells in one tone painted with `style`.
  package func lines(style: TerminalStyle) -> [String] {
    cells.map { row in
      var line = ""
      var run = ""
      var tone = row.first?.tone ?? .plain
      func flush() {
        line += Self.paint(run, tone, style)
        run = ""
      }
      for cell in row {
        if cell.tone != tone {
          flush()
          tone = cell.tone
        }
        run.append(cell.character)
      }
      flush()
      return line
    }
  }

  private static func paint(_ text: String, _ tone: Tone, _ style: TerminalStyle) -> String {
    switch tone {
    case .plain: text
    case .bold: style.bold(text)
    case .tint: style.blue(text)
    case .disabled, .placeholder, .dimmed: style.dim(text)
    case .on: style.green(text)
    case .destructive: style.red(text)
    case .selected: style.inverse(text)
    case .keyboard: style.paint(text, "100")
    case .key: style.paint(text, "30;47")
    }
  }
}
