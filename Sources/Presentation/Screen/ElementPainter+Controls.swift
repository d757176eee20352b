import DriverProtocol
import Foundation

extension ElementPainter {
  /// The standard controls beyond buttons, switches and sliders, in characters: a segmented
  /// control's frame and separators (its segments draw their titles, the selected one in
  /// brackets), a date picker's text, a picker's selection marks (its rows are labels), a
  /// progress bar, a spinner, page dots. A stepper's − and + are buttons and a search bar's
  /// field is a field, so they draw themselves.
  package func drawControl(_ node: ViewNode, row: Int, columns: Range<Int>, into grid: inout CellGrid) {
    let tone: CellGrid.Tone = node.isEnabled ? .tint : .disabled
    switch node.kind {
    case .segmentedControl:
      grid.put("(", row: row, column: columns.lowerBound, tone: tone)
      grid.put(")", row: row, column: columns.upperBound - 1, tone: tone)
      for segment in node.children.dropFirst() {
        grid.put("│", row: row, column: scale.column(segment.frame.x), tone: tone)
      }
    case .segment:
      let title = node.title ?? SymbolGlyphs.glyph(for: node.imageName) ?? ""
      let inner = columns.count > 2 ? (columns.lowerBound + 1)..<(columns.upperBound - 1) : columns
      let shown = node.isSelected && inner.count >= title.count + 2 ? "[" + title + "]" : title
      let segmentTone: CellGrid.Tone = !node.isEnabled ? .disabled : node.isSelected ? .selected : .tint
      grid.put(shown, row: row, in: inner, alignment: .center, tone: segmentTone)
    case .datePicker:
      let parts = (node.text ?? "").components(separatedBy: "  ").map { "[" + $0 + "]" }
      let wheels = node.frame.height > 100
      let text = wheels ? "› " + (node.text ?? "") + " ‹" : parts.joined(separator: " ")
      grid.put(text, row: row, in: columns, alignment: wheels ? .center : .leading, tone: tone)
    case .picker:
      grid.put("›", row: row, column: columns.lowerBound, tone: .tint)
      grid.put("‹", row: row, column: columns.upperBound - 1, tone: .tint)
    case .progress:
      let width = max(columns.count, 1)
      let filled = min(Int((Self.fraction(of: node) * Double(width)).rounded()), width)
      grid.put(String(repeating: "━", count: filled), row: row, column: columns.lowerBound, tone: .tint)
      grid.put(
        String(repeating: "─", count: width - filled), row: row, column: columns.lowerBound + filled, tone: .disabled)
    case .activityIndicator:
      grid.put(node.isOn == true ? "◐" : "○", row: row, in: columns, alignment: .center, tone: .disabled)
    case .pageControl:
      guard let range = node.valueRange, range.count == 2, range[1] >= 0 else { break }
      let pages = Int(range[1]) + 1
      let current = Int(node.value ?? 0)
      let dots = (0..<min(pages, 20)).map { $0 == current ? "●" : "○" }.joined(separator: " ")
      grid.put(dots, row: row, in: columns, alignment: .center, tone: .plain)
    default:
      break
    }
  }

  /// A web view: its area below the bars cleared, then its page's lines (WebPageLayout) from
  /// there, as many as fit (under a bar, from the row after the bar's line).
  package func drawWebPage(_ node: ViewNode, into grid: inout CellGrid) {
    var content = node.frame
    let inset = min(max(node.webPage?.topInset ?? 0, 0), content.height)
    content.y += inset
    content.height -= inset
    let covered = scale.rows(of: content)
    let rows = min(covered.lowerBound + (inset > 0 ? 1 : 0), covered.upperBound)..<covered.upperBound
    let columns = scale.columns(of: content)
    grid.fill(rows: rows, columns: columns, with: CellGrid.Cell())
    guard let page = node.webPage, columns.count > 2 else { return }
    let lines = WebPageLayout.lines(for: page, width: columns.count - 2)
    for (offset, line) in lines.prefix(rows.count).enumerated() {
      var column = columns.lowerBound + 1
      for run in line {
        grid.put(
          run.text, row: rows.lowerBound + offset, column: column, limit: columns.upperBound - 1,
          tone: tone(run.style))
        column += run.text.count
      }
    }
  }

  private func tone(_ style: WebPageLayout.Style) -> CellGrid.Tone {
    switch style {
    case .plain, .field: .plain
    case .heading: .bold
    case .link, .button: .tint
    case .image, .loading: .disabled
    case .placeholder: .placeholder
    }
  }
}
