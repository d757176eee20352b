extension LineParser {
  /// `"Start"`, `#timeLeft`, `button "Start"`, `label #x`, `switch`, `button 2`, `cell 3`,
  /// `cell 1:3`, `#t cell 3`, `item 3` and `#grid item 1:3` (a collection view's item),
  /// `EggTimerViewController`.
  mutating func query() throws(CheckLanguageError) -> Query {
    var table: String?
    if index + 1 < tokens.count, case .identifier(let name) = tokens[index].kind,
      peekWord(offset: 1) == "cell" || (peekWord(offset: 1) == "item" && isNumber(at: index + 2))
    {
      table = name
      index += 1
    }
    var kind: Query.Kind?
    if let word = peekWord(), let named = Query.Kind(rawValue: word) {
      kind = named
      index += 1
    }
    if kind == .cell || (kind == .item && isNumber(at: index)) {
      let (section, row) = try indexPath()
      return Query(kind: kind, matcher: .any, cell: (section, row), table: table)
    }
    var matcher: Query.Matcher?
    if index < tokens.count {
      switch tokens[index].kind {
      case .string(let text):
        matcher = .text(text)
        index += 1
      case .identifier(let name):
        matcher = .identifier(name)
        index += 1
      case .word(let word) where kind == nil && word.first?.isUppercase == true:
        matcher = .className(word)
        index += 1
      default:
        break
      }
    }
    guard let resolved = matcher ?? (kind != nil ? .any : nil) else {
      throw mismatch("an element: \"text\", #identifier, a kind such as button, or a class name")
    }
    var ordinal: Int?
    if index < tokens.count, case .number = tokens[index].kind {
      ordinal = try integer("an ordinal (1 for the first match)")
      guard let value = ordinal, value >= 1 else { throw mismatch("an ordinal of 1 or more") }
    }
    return Query(kind: kind, matcher: resolved, ordinal: ordinal, table: table)
  }

  /// Whether the token at `position` is a number.
  private func isNumber(at position: Int) -> Bool {
    guard position < tokens.count, case .number = tokens[position].kind else { return false }
    return true
  }
}
