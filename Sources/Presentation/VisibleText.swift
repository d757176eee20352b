import Runner

/// Learner-controlled text made visible and harmless, for every report format and progress line
/// of `tutor grade`, and for what `tutor check`, `tutor run` and the shell show of an app (a
/// teacher may run a learner's app on their own terminal): what a learner's code prints, the messages quoting it or their files, crash
/// messages and folder names may hold characters that act instead of showing — ESC starting a
/// terminal sequence, CR returning to the start of the line (a fake "✓ 1/1" over a real ✗), BEL,
/// C1 controls, line and paragraph separators, and bidirectional controls that reorder what is
/// shown. Each such character is written as an escape; everything else stays as it is.
///
/// One notation is used wherever a person reads the report (text, TAP, JUnit, progress):
/// Swift's `\u{1B}`. JSON writes `\u001b`, which a JSON reader turns back into the character.
package enum VisibleText {
  /// How an escaped character is written.
  package enum Notation: Sendable {
    /// `\u{1B}`, uppercase hexadecimal digits: for text read as it is.
    case visible
    /// `\u001b`, lowercase as JSONEncoder writes: inside a JSON string.
    case json
  }

  /// Whether `scalar` could act on a terminal or a reader rather than show: C0 controls and DEL,
  /// C1 controls (U+0080–U+009F), U+2028 and U+2029, the bidirectional marks, embeddings,
  /// overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), and U+FFFE and
  /// U+FFFF, which XML 1.0 cannot hold.
  package static func acts(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    case 0xFFFE, 0xFFFF: true
    default: false
    }
  }

  /// `text` with every character that `acts` written as an escape in `notation`. With
  /// `keepingLineBreaks`, line feeds and tabs stay (fields a format shows on several lines); a
  /// carriage return never does.
  package static func escape(_ text: String, notation: Notation = .visible, keepingLineBreaks: Bool = false)
    -> String
  {
    guard text.unicodeScalars.contains(where: acts) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if !acts(scalar) || keepingLineBreaks && (scalar == "\n" || scalar == "\t") {
        result.append(scalar)
        continue
      }
      switch notation {
      case .visible:
        result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      case .json:
        let digits = String(scalar.value, radix: 16)
        let padded = String(repeating: "0", count: max(4 - digits.count, 0)) + digits
        result.append(contentsOf: "\\u\(padded)".unicodeScalars)
      }
    }
    return String(result)
  }

  /// A character for one cell of a drawn screen: itself, or U+FFFD (�) when it would act.
  package static func cell(_ character: Character) -> Character {
    character.unicodeScalars.contains(where: acts) ? "\u{FFFD}" : character
  }
}
