import Foundation

/// Finds `@IBOutlet`, `@IBInspectable` and `@IBAction` declarations on a file's tokens, with the type they belong
/// to: the names of the types (and extensions) around them, when every scope around them is a
/// type. Declarations in a function body, a protocol or a generic type are not registered (no
/// storyboard can connect them).
struct DeclarationReader {
  private let rewrite: TokenRewrite
  private var outlets: [InterfaceRegistration.Outlet] = []
  private var actions: [InterfaceRegistration.Action] = []
  private var keys: [InterfaceRegistration.Key] = []

  init(_ tokens: [SwiftLexer.Token]) { rewrite = TokenRewrite(tokens) }

  private func token(_ position: Int) -> SwiftLexer.Token? { rewrite.token(position) }

  /// The `@objc` properties (key-value coding by name) found by the last `read()`.
  var keyValueProperties: [InterfaceRegistration.Key] { keys }

  mutating func read() -> (outlets: [InterfaceRegistration.Outlet], actions: [InterfaceRegistration.Action]) {
    /// The name of each open brace's type; nil for other braces (a body, a closure, a protocol).
    var scopes: [String?] = []
    var pending: String??
    var position = 0
    while let token = token(position) {
      defer { position += 1 }
      switch token.text {
      case "class", "struct", "enum", "extension", "actor", "protocol":
        guard token.isName, let name = typeName(after: position) else { continue }
        pending = token.text == "protocol" ? .some(nil) : .some(name.name)
        position = name.end
      case "{":
        scopes.append(pending ?? nil)
        pending = nil
      case "}":
        _ = scopes.popLast()
      case "@objc":
        guard token.kind == .attribute, scopes.allSatisfy({ $0 != nil }), !scopes.isEmpty,
          let key = key(after: position, owner: scopes.compactMap { $0 }.joined(separator: "."))
        else { continue }
        keys.append(key)
      case "@IBOutlet", "@IBAction", "@IBInspectable":
        guard token.kind == .attribute, scopes.allSatisfy({ $0 != nil }), !scopes.isEmpty else { continue }
        let owner = scopes.compactMap { $0 }.joined(separator: ".")
        if token.text == "@IBOutlet" || token.text == "@IBInspectable" {
          if var outlet = outlet(after: position, owner: owner) {
            outlet.isInspectable = token.text == "@IBInspectable"
            outlets.append(outlet)
          }
        } else if let action = action(after: position, owner: owner) {
          actions.append(action)
        }
      default:
        break
      }
    }
    return (outlets, actions)
  }

  /// The type a declaration keyword at `position` names (`A`, `A.B` for an extension), nil for a
  /// modifier (`class func`) or a generic type; and its last position.
  private func typeName(after position: Int) -> (name: String, end: Int)? {
    var end = position + 1
    guard let first = token(end), first.kind == .identifier || first.text == "Self" else { return nil }
    var name = first.text
    while token(end + 1)?.text == ".", let next = token(end + 2), next.isName {
      name += "." + next.text
      end += 2
    }
    if let next = token(end + 1), next.kind == .operator, next.text.hasPrefix("<") { return nil }
    return (name, end)
  }

  /// The position of the declaration keyword (`var`, `func`) after the attributes and modifiers
  /// that follow `position`, and an `@objc(name)` among them.
  private func keyword(after position: Int) -> (position: Int, objcName: String?) {
    var next = position + 1
    var objcName: String?
    while let word = token(next),
      word.kind == .attribute
        || (word.kind == .identifier || word.isWord("private")
          || word.isWord("fileprivate") || word.isWord("internal") || word.isWord("public") || word.isWord("open"))
    {
      if word.isWord("var") || word.isWord("let") || word.isWord("func") { break }
      if token(next + 1)?.text == "(", let close = rewrite.closing(next + 1) {
        if word.text == "@objc" { objcName = rewrite.joined(next + 2, close - 1) }
        next = close
      }
      next += 1
    }
    return (next, objcName)
  }

  private func outlet(after position: Int, owner: String) -> InterfaceRegistration.Outlet? {
    let declaration = keyword(after: position).position
    guard let word = token(declaration), word.isWord("var") || word.isWord("let"),
      let name = token(declaration + 1), name.kind == .identifier, token(declaration + 2)?.text == ":"
    else { return nil }
    let end = rewrite.endOfDeclaration(after: declaration + 2)
    var type = typeText(from: declaration + 3, through: end)
    if type.hasSuffix("!") || type.hasSuffix("?") { type = String(type.dropLast()) }
    guard !type.isEmpty else { return nil }
    let start = rewrite.tokens[rewrite.code[position]]
    return InterfaceRegistration.Outlet(
      owner: owner, name: name.text, key: name.name, type: type, isCollection: type.hasPrefix("["),
      isInspectable: false, line: start.line, column: start.column)
  }

  private func action(after position: Int, owner: String) -> InterfaceRegistration.Action? {
    let (declaration, objcName) = keyword(after: position)
    guard token(declaration)?.isWord("func") == true, let name = token(declaration + 1), name.kind == .identifier,
      token(declaration + 2)?.text == "(", let close = rewrite.closing(declaration + 2)
    else { return nil }
    var parameters: [InterfaceRegistration.Parameter] = []
    var start = declaration + 3
    while start < close {
      var end = start
      var depth = 0
      while end < close, depth > 0 || token(end)?.text != "," {
        if let text = token(end)?.text, text == "(" || text == "[" { depth += 1 }
        if let text = token(end)?.text, text == ")" || text == "]" { depth -= 1 }
        end += 1
      }
      // `label name: Type`, `name: Type` or `_ name: Type`, with no default value.
      guard let colon = (start..<end).first(where: { token($0)?.text == ":" }), colon - start <= 2, colon > start,
        let label = token(start), label.isName,
        !(start..<end).contains(where: { token($0)?.text == "=" })
      else { return nil }
      let type = typeText(from: colon + 1, through: end - 1)
      guard !type.isEmpty, !type.hasPrefix("inout") else { return nil }
      parameters.append(.init(label: label.text == "_" ? nil : label.text, type: type))
      start = end + 1
    }
    guard parameters.count <= 2 else { return nil }
    var selector = name.name
    for (index, parameter) in parameters.enumerated() {
      if index == 0, let label = parameter.label {
        let plain = label.filter { $0 != "`" }
        selector += "With" + plain.prefix(1).uppercased() + plain.dropFirst()
      }
      if index > 0 { selector += parameter.label?.filter { $0 != "`" } ?? "" }
      selector += ":"
    }
    let start0 = rewrite.tokens[rewrite.code[position]]
    return InterfaceRegistration.Action(
      owner: owner, method: name.text, selector: objcName ?? selector, parameters: parameters, line: start0.line,
      column: start0.column)
  }

  /// An `@objc var` (or `let`) at `position`: its name, and whether it can be set — a `let` or a
  /// computed property without a setter cannot.
  private func key(after position: Int, owner: String) -> InterfaceRegistration.Key? {
    let declaration = keyword(after: position).position
    guard let word = token(declaration), word.isWord("var") || word.isWord("let"),
      let name = token(declaration + 1), name.kind == .identifier
    else { return nil }
    var settable = word.isWord("var")
    let end = rewrite.endOfDeclaration(after: declaration + 1)
    if token(end + 1)?.text == "{", let next = token(end + 2) {
      let observed = next.isWord("didSet") || next.isWord("willSet")
      let hasSetter =
        next.isWord("get")
        && (rewrite.closing(end + 1).map { close in (end + 2..<close).contains { token($0)?.isWord("set") == true } }
          ?? false)
      settable = settable && (observed || hasSetter)
    }
    let start = rewrite.tokens[rewrite.code[position]]
    return InterfaceRegistration.Key(
      owner: owner, name: name.text, key: name.name, isSettable: settable, line: start.line, column: start.column)
  }

  /// The type written from `first` through `last`, as written on one line (comments dropped).
  private func typeText(from first: Int, through last: Int) -> String {
    guard first <= last, first < rewrite.code.count else { return "" }
    let tokens = rewrite.tokens[rewrite.code[first]...rewrite.code[min(last, rewrite.code.count - 1)]]
    return tokens.filter { $0.kind != .comment }.map { $0.kind == .newline ? " " : $0.text }.joined()
      .trimmingCharacters(in: .whitespaces)
  }
}
