import Foundation

/// The runtime's one table of glyph advances for the system font, in thousandths of an em, for
/// the printable ASCII characters (space through `~`), regular and bold.
///
/// Source: the advance widths of Helvetica and Helvetica-Bold as Adobe publishes them in the
/// PostScript Core 14 font metrics (AFM), scaled by `scale` (1.04) to approximate San Francisco
/// (SF Pro Text), whose letters run about 4 % wider: with the scale, "Just text" at 17 points
/// measures 65.84 points, which iOS reports as 66. Weights between regular and bold (medium,
/// semibold) interpolate linearly on UIFont's weight scale (0 to 0.4); lighter weights use the
/// regular advances and heavier ones the bold. Every point size scales the same table.
/// docs/runtime.md "Nothing is drawn" documents it.
enum GlyphAdvances {
  /// How much wider San Francisco runs than Helvetica.
  static let scale: CGFloat = 1.04

  /// Advances of U+0020 … U+007E, regular weight.
  static let regular: [UInt16] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  //  !"#$%&'()*+,-./
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0123456789:;<=>?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ABCDEFGHIJKLMNO
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // PQRSTUVWXYZ[\\]^_
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // `abcdefghijklmno
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // pqrstuvwxyz{|}~
  ]

  /// Advances of U+0020 … U+007E, bold weight.
  static let bold: [UInt16] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,  //  !"#$%&'()*+,-./
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,  // 0123456789:;<=>?
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,  // @ABCDEFGHIJKLMNO
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,  // PQRSTUVWXYZ[\\]^_
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,  // `abcdefghijklmno
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,  // pqrstuvwxyz{|}~
  ]

  /// Advances of a few common characters outside ASCII (regular, bold).
  static let extra: [Character: (UInt16, UInt16)] = [
    "\u{2022}": (350, 350), "\u{2026}": (1000, 1000), "\u{2013}": (556, 556), "\u{2014}": (1000, 1000),
    "\u{2018}": (222, 278), "\u{2019}": (222, 278), "\u{201C}": (333, 500), "\u{201D}": (333, 500),
    "\u{00A0}": (278, 278), "\u{00B0}": (400, 400), "\u{20AC}": (556, 556), "\u{00A3}": (556, 556),
  ]

  /// The advance of one character in thousandths of an em, at a weight from 0 (regular) to 1 (bold).
  static func advance(of character: Character, boldness: CGFloat) -> CGFloat {
    let (light, heavy) = pair(for: character)
    return CGFloat(light) + (CGFloat(heavy) - CGFloat(light)) * boldness
  }

  private static func pair(for character: Character) -> (UInt16, UInt16) {
    if let index = asciiIndex(character) { return (regular[index], bold[index]) }
    if let known = extra[character] { return known }
    // A letter with an accent measures as its base letter; wide scripts and emoji take a full em.
    if let base = String(character).decomposedStringWithCanonicalMapping.first, let index = asciiIndex(base) {
      return (regular[index], bold[index])
    }
    if let scalar = character.unicodeScalars.first,
      scalar.properties.isEmojiPresentation || (0x2E80...0xFFEF).contains(scalar.value) || scalar.value >= 0x1F000
    {
      return (1000, 1000)
    }
    return (556, 611)
  }

  private static func asciiIndex(_ character: Character) -> Int? {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
      (0x20...0x7E).contains(scalar.value)
    else { return nil }
    return Int(scalar.value) - 0x20
  }
}
