import LessonKit
import Presentation

/// A Markdown table drawn with box characters; columns share the width, and a cell too long for
/// its column wraps inside it.
struct TableRenderer {
  var style: TerminalStyle
  var width: Int

  func lines(alignments: [Markdown.Alignment], header: [String], rows: [[String]]) -> [String] {
    let columns = max(header.count, rows.map(\.count).max() ?? 0)
    guard columns > 0 else { return [] }
    let all = [header] + rows
    var widths = (0..<columns).map { column in
      all.map { $0.indices.contains(column) ? TerminalStyle.visibleWidth($0[column]) : 0 }.max() ?? 0
    }
    // Borders and padding take 3 per column plus 1; shrink the widest column until it fits.
    let room = width - (3 * columns + 1)
    while widths.reduce(0, +) > room, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
      widths[widest] > 4
    {
      widths[widest] -= 1
    }
    func rule(_ left: String, _ middle: String, _ right: String) -> String {
      style.dim(left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right)
    }
    func render(_ cells: [String], bold: Bool) -> [String] {
      let wrapped = (0..<columns).map { column -> [String] in
        let text = cells.indices.contains(column) ? cells[column] : ""
        return TextWrapper.wrap(text, width: widths[column])
      }
      let height = wrapped.map(\.count).max() ?? 1
      return (0..<height).map { line in
        let parts = (0..<columns).map { column -> String in
          let text = wrapped[column].indices.contains(line) ? wrapped[column][line] : ""
          let aligned = align(
            text, width: widths[column], alignments.indices.contains(column) ? alignments[column] : .none)
          return " " + (bold ? style.bold(aligned) : aligned) + " "
        }
        return style.dim("│") + parts.joined(separator: style.dim("│")) + style.dim("│")
      }
    }
    var result = [rule("┌", "┬", "┐")]
    result += render(header, bold: true)
    result.append(rule("├", "┼", "┤"))
    for row in rows { result += render(row, bold: false) }
    result.append(rule("└", "┴", "┘"))
    return result
  }

  private func align(_ text: String, width: Int, _ alignment: Markdown.Alignment) -> String {
    let visible = TerminalStyle.visibleWidth(text)
    guard visible < width else { return TextWrapper.pad(text, to: width) }
    let space = width - visible
    switch alignment {
    case .right: return String(repeating: " ", count: space) + text
    case .center:
      return String(repeating: " ", count: space / 2) + text + String(repeating: " ", count: space - space / 2)
    default: return text + String(repeating: " ", count: space)
    }
  }
}
