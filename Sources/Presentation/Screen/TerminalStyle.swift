import Foundation
import Runner

#if canImport(Glibc)
  import Glibc
#endif

/// Colour and emphasis for the terminal, or none: never with `--no-color` or `NO_COLOR`
/// (no-color.org), never when the output is not a terminal. Also knows the terminal's width.
package struct TerminalStyle: Sendable {
  package var colored: Bool

  package init(colored: Bool) {
    self.colored = colored
  }

  package static func forStandardOutput(environment: [String: String], noColorFlag: Bool) -> TerminalStyle {
    let noColor = noColorFlag || !(environment["NO_COLOR"] ?? "").isEmpty
    return TerminalStyle(colored: !noColor && isatty(STDOUT_FILENO) == 1)
  }

  package var pass: String { paint("✓", "32") }
  package var fail: String { paint("✗", "31") }

  package func bold(_ text: String) -> String { paint(text, "1") }
  package func dim(_ text: String) -> String { paint(text, "2") }
  package func italic(_ text: String) -> String { paint(text, "3") }
  package func underline(_ text: String) -> String { paint(text, "4") }
  package func red(_ text: String) -> String { paint(text, "31") }
  package func green(_ text: String) -> String { paint(text, "32") }
  package func yellow(_ text: String) -> String { paint(text, "33") }
  package func blue(_ text: String) -> String { paint(text, "34") }
  package func magenta(_ text: String) -> String { paint(text, "35") }
  package func cyan(_ text: String) -> String { paint(text, "36") }
  package func inverse(_ text: String) -> String { paint(text, "7") }

  /// `text` wrapped in the SGR `code` and a reset, when colour is on.
  package func paint(_ text: String, _ code: String) -> String {
    colored && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// The number of columns `text` takes: its characters without escape sequences.
  package static func visibleWidth(_ text: String) -> Int {
    var width = 0
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        if scalar == "m" { inEscape = false }
      } else if scalar == "\u{1B}" {
        inEscape = true
      } else if scalar.properties.generalCategory != .nonspacingMark {
        width += 1
      }
    }
    return width
  }

  /// The terminal's width in columns: the terminal's own, else `COLUMNS`, else 80.
  package static func terminalWidth(environment: [String: String]) -> Int {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return max(Int(size.ws_col), 20) }
    return max(environment["COLUMNS"].flatMap(Int.init) ?? 80, 20)
  }
}
