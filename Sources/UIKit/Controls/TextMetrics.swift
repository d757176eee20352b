import Foundation

/// How the runtime measures text without a font renderer: every character is half the point size
/// wide and a line is `UIFont.lineHeight` tall. Deterministic, and close enough for layout lessons.
enum TextMetrics {
  static func width(of text: String, font: UIFont) -> CGFloat {
    (CGFloat(text.count) * font.pointSize * 0.5).rounded(.up)
  }

  static func size(of text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?) -> CGSize {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let widest = lines.map { width(of: String($0), font: font) }.max() ?? 0
    var lineCount = max(lines.count, 1)
    var resultWidth = widest
    if let maxWidth, maxWidth > 0, widest > maxWidth, numberOfLines != 1 {
      let total = lines.reduce(CGFloat(0)) { $0 + max(width(of: String($1), font: font), 1) }
      lineCount = max(lineCount, Int((total / maxWidth).rounded(.up)))
      resultWidth = maxWidth
    }
    if numberOfLines > 0 { lineCount = min(lineCount, numberOfLines) }
    return CGSize(width: resultWidth, height: CGFloat(lineCount) * font.lineHeight)
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
