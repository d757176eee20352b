import LessonKit
import Presentation

/// Lesson text for the terminal: headings, emphasis, inline and fenced code (Swift coloured),
/// lists, tables and block quotes, wrapped to the terminal's width. Without colour, emphasis
/// falls back to plain text and code keeps its backticks, so nothing is lost.
struct MarkdownRenderer {
  var width: Int
  var style: TerminalStyle

  func render(_ markdown: String) -> String {
    render(Markdown.parse(markdown))
  }

  func render(_ blocks: [Markdown.Block]) -> String {
    lines(for: blocks, width: max(width, 20)).joined(separator: "\n") + "\n"
  }

  /// The lines of `blocks`, a blank line between blocks.
  private func lines(for blocks: [Markdown.Block], width: Int) -> [String] {
    var result: [String] = []
    for block in blocks {
      if !result.isEmpty { result.append("") }
      result += lines(for: block, width: width)
    }
    return result
  }

  private func lines(for block: Markdown.Block, width: Int) -> [String] {
    switch block {
    case .heading(let level, let inlines):
      let text = inline(inlines)
      let wrapped = TextWrapper.wrap(text, width: width)
      switch level {
      case 1:
        let rule = String(repeating: "═", count: min(wrapped.map(TerminalStyle.visibleWidth).max() ?? 0, width))
        return wrapped.map { style.bold($0) } + [style.dim(rule)]
      case 2:
        let rule = String(repeating: "─", count: min(wrapped.map(TerminalStyle.visibleWidth).max() ?? 0, width))
        return wrapped.map { style.bold($0) } + [style.dim(rule)]
      default:
        return wrapped.map { style.bold($0) }
      }
    case .paragraph(let inlines):
      return TextWrapper.wrap(inline(inlines), width: width)
    case .code(let info, let text):
      var highlighter = SwiftHighlighter(style: style)
      let isSwift = info.split(separator: " ").first == "swift"
      let codeLines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
        text.hasSuffix("\n") ? 1 : 0)
      let caption = Self.fixtureCaption(info).map { [style.dim("│ ") + style.bold($0)] } ?? []
      return caption
        + codeLines.map { line in
          style.dim("│ ") + (isSwift ? highlighter.highlight(String(line)) : String(line))
        }
    case .list(let ordered, let start, let items):
      var result: [String] = []
      for (offset, item) in items.enumerated() {
        let marker = ordered ? "\(start + offset). " : "• "
        let indent = String(repeating: " ", count: marker.count)
        let body = lines(for: item, width: max(width - marker.count, 10)).filter { !$0.isEmpty }
        for (index, line) in body.enumerated() { result.append((index == 0 ? marker : indent) + line) }
      }
      return result
    case .quote(let blocks):
      return lines(for: blocks, width: max(width - 2, 10)).map { style.dim("▌ ") + style.italic($0) }
    case .table(let alignments, let header, let rows):
      return TableRenderer(style: style, width: width).lines(
        alignments: alignments, header: header.map(inline), rows: rows.map { $0.map(inline) })
    case .rule:
      return [style.dim(String(repeating: "─", count: max(width, 1)))]
    case .html(let text):
      return TextWrapper.wrap(text.trimmingCharacters(in: .newlines), width: width).map { style.dim($0) }
    }
  }

  /// Inline content as styled text on one logical line (soft breaks become spaces).
  func inline(_ inlines: [Markdown.Inline]) -> String {
    inlines.map(inline).joined()
  }

  private func inline(_ inline: Markdown.Inline) -> String {
    switch inline {
    case .text(let text): return text
    case .code(let code): return style.colored ? style.yellow(code) : "`\(code)`"
    case .emphasis(let inlines): return style.italic(self.inline(inlines))
    case .strong(let inlines): return style.bold(self.inline(inlines))
    case .strikethrough(let inlines):
      return style.colored ? style.paint(self.inline(inlines), "9") : "~\(self.inline(inlines))~"
    case .link(let destination, let inlines):
      let text = self.inline(inlines)
      return text == destination ? style.underline(text) : "\(style.underline(text)) (\(destination))"
    case .image(let source, let alt): return "[image: \(alt.isEmpty ? source : alt)]"
    case .softBreak: return " "
    case .lineBreak: return "\n"
    case .html(let text): return text
    }
  }

  /// A fixture block's request, shown above the response it answers with (the info string is
  /// not part of the text): `GET https://api.example.com/todos answers:`.
  static func fixtureCaption(_ info: String) -> String? {
    let words = info.split(separator: " ").map(String.init)
    guard words.count >= 2, words[0] == "http", words[1] == "fixture" else { return nil }
    var options: [String: String] = [:]
    for word in words.dropFirst(2) {
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { options[parts[0]] = parts[1] }
    }
    guard let url = options["url"] else { return nil }
    return "\((options["method"] ?? "GET").uppercased()) \(url) answers:"
  }
}
