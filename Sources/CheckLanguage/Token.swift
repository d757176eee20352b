/// One lexical token of a check-language line.
struct Token: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// A bare word: a step name, a keyword, a kind or a class name (`tap`, `button`, `EggTimerViewController`).
    case word(String)
    /// A quoted string, unescaped.
    case string(String)
    /// A number, as written (`3`, `0.5`, `-1`).
    case number(Double, text: String)
    /// A duration such as `250ms`, `3s`, `2m`, `1h`, in milliseconds.
    case duration(Int64, text: String)
    /// An accessibility-identifier query: `#timeLeft`.
    case identifier(String)
    /// A regular expression between slashes: `/\d+ left/`.
    case regex(String)
    /// Punctuation: `,` `:` `==` `!=` `<` `>` `<=` `>=`.
    case symbol(String)
  }

  let kind: Kind
  /// 1-based column of the token's first character.
  let column: Int

  /// How the token reads in an error message.
  var display: String {
    switch kind {
    case .word(let word): word
    case .string(let text): "\"\(text)\""
    case .number(_, let text), .duration(_, let text): text
    case .identifier(let name): "#\(name)"
    case .regex(let pattern): "/\(pattern)/"
    case .symbol(let symbol): symbol
    }
  }
}
