import Foundation

/// Parses a predicate format (Foundation's grammar, the parts listed on NSPredicate) into a tree.
struct PredicateParser {
  static let keywords: Set<String> = [
    "AND", "OR", "NOT", "TRUEPREDICATE", "FALSEPREDICATE", "TRUE", "FALSE", "YES", "NO", "NIL", "NULL", "CONTAINS",
    "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN", "BETWEEN", "ANY", "SOME", "ALL", "NONE",
  ]

  private let tokens: [PredicateToken]
  private var position = 0

  init(format: String, arguments: [Any]) throws(PredicateFormatError) {
    tokens = try PredicateTokenizer.tokens(of: format, arguments: arguments)
  }

  mutating func parse() throws(PredicateFormatError) -> PredicateNode {
    let node = try orExpression()
    guard position == tokens.count else { throw PredicateFormatError(reason: "unexpected \(describe(peek))") }
    return node
  }

  private var peek: PredicateToken? { position < tokens.count ? tokens[position] : nil }

  private mutating func take() -> PredicateToken? {
    defer { position += 1 }
    return peek
  }

  private func isWord(_ token: PredicateToken?, _ words: String...) -> Bool {
    if case .word(let word)? = token { return words.contains(word.uppercased()) }
    return false
  }

  private mutating func orExpression() throws(PredicateFormatError) -> PredicateNode {
    var nodes = [try andExpression()]
    while isWord(peek, "OR") || peek == .symbol("||") {
      position += 1
      nodes.append(try andExpression())
    }
    return nodes.count == 1 ? nodes[0] : .or(nodes)
  }

  private mutating func andExpression() throws(PredicateFormatError) -> PredicateNode {
    var nodes = [try notExpression()]
    while isWord(peek, "AND") || peek == .symbol("&&") {
      position += 1
      nodes.append(try notExpression())
    }
    return nodes.count == 1 ? nodes[0] : .and(nodes)
  }

  private mutating func notExpression() throws(PredicateFormatError) -> PredicateNode {
    if isWord(peek, "NOT") || peek == .symbol("!") {
      position += 1
      return .not(try notExpression())
    }
    return try primary()
  }

  private mutating func primary() throws(PredicateFormatError) -> PredicateNode {
    if peek == .symbol("(") {
      position += 1
      let node = try orExpression()
      guard take() == .symbol(")") else { throw PredicateFormatError(reason: "a ( is not closed") }
      return node
    }
    if isWord(peek, "TRUEPREDICATE") || isWord(peek, "FALSEPREDICATE") {
      return .constant(isWord(take(), "TRUEPREDICATE"))
    }
    var any = false
    if isWord(peek, "ANY", "SOME") {
      position += 1
      any = true
    } else if isWord(peek, "ALL", "NONE") {
      throw PredicateFormatError(reason: "ALL and NONE are not supported here; use NOT (ANY …) or @count")
    }
    let left = try operand()
    var (operation, negate) = try comparisonOperator()
    var comparison = PredicateNode.Comparison(left: left, operation: operation, right: .value(nil), any: any)
    if case .modifier(let flags)? = peek {
      position += 1
      comparison.caseInsensitive = flags.contains("c")
      comparison.diacriticInsensitive = flags.contains("d")
    }
    comparison.right = try operand()
    if operation == .notEqual, comparison.caseInsensitive || comparison.diacriticInsensitive {
      (operation, negate) = (.equal, true)
      comparison.operation = operation
    }
    return negate ? .not(.comparison(comparison)) : .comparison(comparison)
  }

  /// The operator, and whether it was written negated (`NOT IN`, `!=[c]` …).
  private mutating func comparisonOperator() throws(PredicateFormatError) -> (PredicateOperator, Bool) {
    let token = take()
    switch token {
    case .symbol("=")?, .symbol("==")?: return (.equal, false)
    case .symbol("!=")?, .symbol("<>")?: return (.notEqual, false)
    case .symbol("<")?: return (.less, false)
    case .symbol("<=")?, .symbol("=<")?: return (.lessOrEqual, false)
    case .symbol(">")?: return (.greater, false)
    case .symbol(">=")?, .symbol("=>")?: return (.greaterOrEqual, false)
    case .word(let word)?:
      if word.uppercased() == "NOT", isWord(peek, "IN") {
        position += 1
        return (.isIn, true)
      }
      if let operation = PredicateOperator(rawValue: word.uppercased()) { return (operation, false) }
    default: break
    }
    throw PredicateFormatError(reason: "expected a comparison operator, found \(describe(token))")
  }

  private mutating func operand() throws(PredicateFormatError) -> PredicateOperand {
    let token = take()
    switch token {
    case .string(let text)?: return .value(text)
    case .number(let number, let isInteger)?:
      return .value(isInteger ? Int64(exactly: number).map { $0 as Any } ?? number : number)
    case .argument(let argument)?: return .value(argument.value)
    case .key(let key)?: return .keyPath(key.split(separator: ".").map(String.init))
    case .symbol("{")?:
      var values: [Any?] = []
      while peek != .symbol("}") {
        guard case .value(let value) = try operand() else {
          throw PredicateFormatError(reason: "a {…} list holds values, not keys")
        }
        values.append(value)
        if peek == .symbol(",") {
          position += 1
        } else if peek != .symbol("}") {
          throw PredicateFormatError(reason: "expected , or } in a list")
        }
      }
      position += 1
      return .value(values)
    case .word(let word)?:
      switch word.uppercased() {
      case "TRUE", "YES": return .value(true)
      case "FALSE", "NO": return .value(false)
      case "NIL", "NULL": return .value(nil)
      case "SELF": return .keyPath(["self"])
      default:
        guard !Self.keywords.contains(word.uppercased()) else {
          throw PredicateFormatError(reason: "expected a key or a value, found \(word)")
        }
        return .keyPath(word.split(separator: ".").map(String.init))
      }
    default:
      throw PredicateFormatError(reason: "expected a key or a value, found \(describe(token))")
    }
  }

  private func describe(_ token: PredicateToken?) -> String {
    switch token {
    case nil: "the end of the format"
    case .word(let word)?: word
    case .string(let text)?: "\"\(text)\""
    case .number(let number, _)?: "\(number)"
    case .argument?: "an argument"
    case .key(let key)?: key
    case .symbol(let symbol)?: symbol
    case .modifier(let flags)?: "[\(flags)]"
    }
  }
}
