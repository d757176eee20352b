/// How a screen shows an SF Symbol by name: one narrow character for the symbols that have one
/// (`star.fill` is ★, `chevron.right` is ›), nil for the rest, which draw as an image.
package enum SymbolGlyphs {
  /// The glyph for an image node's `imageName` (`symbol:star.fill`), if it is a symbol with one.
  package static func glyph(for imageName: String?) -> String? {
    guard let imageName, imageName.hasPrefix("symbol:") else { return nil }
    let name = String(imageName.dropFirst("symbol:".count))
    if let glyph = glyphs[name] { return glyph }
    // `.circle`, `.square` and `.fill` variants draw as their base symbol.
    var base = name
    for suffix in [".fill", ".circle", ".square"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
    return glyphs[base]
  }

  private static let glyphs: [String: String] = [
    "plus": "+", "minus": "−", "xmark": "✕", "checkmark": "✓", "multiply": "×", "divide": "÷", "equal": "=",
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "circle": "○", "circle.fill": "●",
    "square": "□", "square.fill": "■", "triangle": "△", "triangle.fill": "▲", "diamond": "◇", "diamond.fill": "◆",
    "chevron.left": "‹", "chevron.right": "›", "chevron.backward": "‹", "chevron.forward": "›", "chevron.up": "˄",
    "chevron.down": "˅", "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓",
    "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.uturn.backward": "↶", "arrow.uturn.forward": "↷",
    "play": "▷", "play.fill": "▶", "pause": "‖", "pause.fill": "‖", "stop": "□", "stop.fill": "■",
    "forward": "»", "forward.fill": "»", "backward": "«", "backward.fill": "«", "ellipsis": "…", "info": "ⓘ",
    "questionmark": "?", "exclamationmark": "!", "exclamationmark.triangle": "⚠", "magnifyingglass": "⌕",
    "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙", "trash": "⌫", "pencil": "✎", "square.and.pencil": "✎",
    "square.and.arrow.up": "⇪", "envelope": "✉", "phone": "✆", "music.note": "♪", "flag": "⚑", "bookmark": "⌑",
    "sun.max": "☀", "moon": "☾", "cloud": "☁", "bolt": "ϟ", "snowflake": "❄", "umbrella": "☂", "house": "⌂",
    "person": "☺", "lock": "⚿", "list.bullet": "≡", "line.3.horizontal": "≡", "line.horizontal.3": "≡",
    "slider.horizontal.3": "≡", "location": "➤", "paperplane": "➤", "link": "∞", "clock": "◷", "bell": "♫",
    "cart": "⊻", "tag": "⌗", "flame": "♨", "drop": "◊", "leaf": "❦", "sparkles": "✦", "globe": "◍",
  ]
}
