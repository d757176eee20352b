import Presentation

/// Wraps styled text (which may hold escape sequences) to a width, breaking between words;
/// a word longer than the width is cut.
enum TextWrapper {
  static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(width, 10)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        let wordWidth = TerminalStyle.visibleWidth(String(word))
        if lineWidth > 0, lineWidth + 1 + wordWidth > width {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        if lineWidth > 0 {
          line += " "
          lineWidth += 1
        }
        line += word
        lineWidth += wordWidth
      }
      lines.append(line)
    }
    return lines
  }

  /// `text` padded with spaces to `width` visible columns (or cut to it).
  static func pad(_ text: String, to width: Int) -> String {
    let visible = TerminalStyle.visibleWidth(text)
    if visible <= width { return text + String(repeating: " ", count: width - visible) }
    return String(text.prefix(max(width - 1, 0))) + "…"
  }
}
