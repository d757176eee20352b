import Foundation

/// How the runtime measures text without a font renderer: each character's advance comes from
/// the one glyph-advance table (GlyphAdvances) at the font's point size and weight, a line is
/// `UIFont.lineHeight` tall, and sizes round up to the screen's pixels, as UILabel's intrinsic
/// sizes do. Wrapping breaks lines between words (a word wider than the line breaks between
/// characters), as `NSLineBreakMode.byWordWrapping` does.
@MainActor
enum TextMetrics {
  /// The width of one line of text, unrounded.
  static func rawWidth(of text: Substring, font: UIFont) -> CGFloat {
    let boldness = min(max(font.weight.rawValue / UIFont.Weight.bold.rawValue, 0), 1)
    var thousandths: CGFloat = 0
    for character in text { thousandths += GlyphAdvances.advance(of: character, boldness: boldness) }
    return thousandths * font.pointSize / 1000 * GlyphAdvances.scale
  }

  /// The width of the widest line of text, rounded up to the screen's pixels.
  static func width(of text: String, font: UIFont) -> CGFloat {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return pixelCeiling(lines.map { rawWidth(of: $0, font: font) }.max() ?? 0)
  }

  /// The size of text laid out in at most `numberOfLines` lines (0: no limit), wrapped at
  /// `maxWidth` when given.
  static func size(of text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?) -> CGSize {
    var lines: [CGFloat] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if numberOfLines != 1, let maxWidth, maxWidth > 0 {
        lines += wrap(paragraph, font: font, width: maxWidth)
      } else {
        lines.append(rawWidth(of: paragraph, font: font))
      }
    }
    if numberOfLines == 1 { lines = [lines.max() ?? 0] }
    if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
    let width = lines.max() ?? 0
    return CGSize(width: pixelCeiling(width), height: pixelCeiling(CGFloat(max(lines.count, 1)) * font.lineHeight))
  }

  /// The widths of the lines a paragraph wraps into.
  private static func wrap(_ paragraph: Substring, font: UIFont, width: CGFloat) -> [CGFloat] {
    let space = rawWidth(of: " ", font: font)
    var lines: [CGFloat] = []
    var current: CGFloat?
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      var wordWidth = rawWidth(of: word, font: font)
      if let line = current, line + space + wordWidth <= width {
        current = line + space + wordWidth
        continue
      }
      if let line = current { lines.append(line) }
      // A word wider than the line breaks between characters.
      var rest = word[...]
      while wordWidth > width, rest.count > 1 {
        var piece: CGFloat = 0
        var taken = 0
        for character in rest {
          let advance = rawWidth(of: Substring(String(character)), font: font)
          if piece + advance > width, taken > 0 { break }
          piece += advance
          taken += 1
        }
        lines.append(piece)
        rest = rest.dropFirst(taken)
        wordWidth = rawWidth(of: rest, font: font)
      }
      current = wordWidth
    }
    if let line = current { lines.append(line) }
    return lines
  }

  /// Rounds up to the screen's pixels (a hair of tolerance keeps exact sizes exact).
  static func pixelCeiling(_ value: CGFloat) -> CGFloat {
    let scale = UIScreen.main.scale
    return ((value * scale) - 1e-6).rounded(.up) / scale
  }
}

/// Text alignment, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

/// How a label truncates or wraps, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
