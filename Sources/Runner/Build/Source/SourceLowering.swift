import Foundation

/// Rewrites learner code written for iOS into code this runtime compiles (docs/runtime.md "Code
/// written for iOS"), on the file's tokens (SwiftLexer), keeping every line where it was so
/// compiler errors point at the learner's line:
/// - `#selector(Type.method(_:))` becomes a typed `Selector(Type.method(_:), name: "method:")`
///   (`Self` when no type is written, `type(of: card)` for an instance, `card.wasntTapped`); a
///   method of three or more arguments and `#selector(getter: UIView.frame)` become a selector
///   known by name, its method or property still checked by the compiler;
/// - `#keyPath(Person.name)` becomes the string `"name"`, the property still checked;
/// - `@objc`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction`, `@IBInspectable` and
///   `@IBDesignable` are blanked out (Interface Builder and the Objective-C runtime do not exist
///   here; InterfaceRegistration connects outlets and actions instead);
/// - `@UIApplicationMain` becomes `@main` (UIApplicationDelegate supplies `main()`);
/// - a table cell's `override init(style:` (with any modifiers, over any lines) becomes
///   `required init(style:`, as does a managed object's `override init(entity:`;
/// - Core Data's `@NSManaged` becomes accessors (SourceLowering+CoreData.swift);
/// - FileManager's `url(for:in:appropriateFor:create:)` becomes the runtime's `_tutorURL(…)`,
///   which answers the app container's folders;
/// - `delegate?.window??` (the app delegate's optional `window`, read through the protocol) loses
///   its second `?`;
/// - `import UIKit.UIGestureRecognizerSubclass` becomes `import UIKit`.
/// Strings, comments and regex literals are left alone; the code interpolated into a string is
/// code.
enum SourceLowering {
  /// Attributes that only speak to the Objective-C runtime or Interface Builder.
  static let blankedAttributes: Set<String> = [
    "@objcMembers", "@objc", "@nonobjc", "@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable",
  ]

  static func lower(_ source: String) -> String {
    var rewrite = TokenRewrite(SwiftLexer.tokens(in: source))
    rewrite.lowerSelectors()
    rewrite.lowerKeyPaths()
    rewrite.lowerManagedProperties()
    for position in rewrite.code.indices { rewrite.lowerToken(at: position) }
    return rewrite.texts.joined()
  }

  /// `Type.method(_:)`, `self.method`, `card.method` or `method` as a typed selector; the type of
  /// an unqualified method is the enclosing one (`Self`), that of an instance's method the
  /// instance's (`type(of: card)`). A method of more than two arguments, which no action takes,
  /// is named only (`_tutorSelector`, generated in TutorSupport.swift, checks it exists).
  static func typedSelector(_ reference: String) -> String {
    var path = reference
    var labels: [Substring] = []
    if let open = reference.firstIndex(of: "("), reference.hasSuffix(")") {
      path = String(reference[..<open])
      labels = reference[reference.index(after: open)..<reference.index(before: reference.endIndex)]
        .split(separator: ":", omittingEmptySubsequences: true)
    }
    var parts = path.split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }
    let method = parts.popLast() ?? path
    let owner: String
    if parts.isEmpty || parts == ["self"] {
      owner = "Self"
    } else if let last = parts.last?.first, last.isLowercase || last == "_" {
      owner = "type(of: \(parts.joined(separator: ".")))"
    } else {
      owner = parts.joined(separator: ".")
    }
    var name = method
    for (index, label) in labels.enumerated() {
      if index == 0, label != "_" { name += "With" + label.prefix(1).uppercased() + label.dropFirst() }
      if index > 0 { name += label == "_" ? "" : label }
      name += ":"
    }
    let signature = labels.isEmpty ? "" : "(" + labels.map { $0 + ":" }.joined() + ")"
    if labels.count > 2 { return "_tutorSelector(\(owner).\(method)\(signature), \"\(name)\")" }
    return "Selector(\(owner).\(method)\(signature), name: \"\(name)\")"
  }

  /// `#selector(getter: UIView.frame)` → a selector named `frame` (`setFrame:` for a setter),
  /// the property checked through its key path when its type is written.
  static func propertySelector(_ accessor: String, _ reference: String) -> String {
    var parts = reference.split(separator: ".").map(String.init)
    let property = parts.popLast() ?? reference
    let name = accessor == "setter" ? "set" + property.prefix(1).uppercased() + property.dropFirst() + ":" : property
    if let type = parts.first?.first, type.isUppercase {
      return "_tutorSelector(\\\(parts.joined(separator: ".")).\(property), \"\(name)\")"
    }
    return "Selector(\"\(name)\")"
  }
}

/// The tokens of a file and their text as rewritten; `code` indexes the significant ones.
struct TokenRewrite {
  let tokens: [SwiftLexer.Token]
  var texts: [String]
  /// The indices in `tokens` of code (no whitespace, line break or comment).
  let code: [Int]

  init(_ tokens: [SwiftLexer.Token]) {
    self.tokens = tokens
    texts = tokens.map(\.text)
    code = tokens.indices.filter { tokens[$0].isSignificant }
  }

  /// The significant token at `position` in `code`, if any.
  func token(_ position: Int) -> SwiftLexer.Token? {
    position >= 0 && position < code.count ? tokens[code[position]] : nil
  }

  /// The position in `code` of the bracket closing the one at `open`.
  func closing(_ open: Int) -> Int? {
    var depth = 0
    var position = open
    while let token = token(position) {
      if token.kind == .punctuation {
        if token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
        if token.text == ")" || token.text == "]" || token.text == "}" {
          depth -= 1
          if depth == 0 { return position }
        }
      }
      position += 1
    }
    return nil
  }

  /// The code tokens from `first` to `last` as written, trivia dropped.
  func joined(_ first: Int, _ last: Int) -> String {
    guard first <= last else { return "" }
    return (first...last).compactMap { token($0)?.text }.joined()
  }

  /// Replaces the tokens from code position `first` through `last` with `text`, the line breaks
  /// among them kept after it, so the lines that follow stay where they were.
  mutating func replace(_ first: Int, through last: Int, with text: String) {
    let start = code[first]
    let end = code[last]
    let breaks = tokens[start...end].reduce(0) { $0 + $1.lineBreaks }
    for index in start...end { texts[index] = "" }
    texts[start] = text + String(repeating: "\n", count: breaks)
  }

  /// Spaces in place of the tokens from `start` through `end` (indices in `tokens`), line breaks kept.
  mutating func blank(from start: Int, through end: Int) {
    for index in start...end {
      texts[index] = String(
        String.UnicodeScalarView(texts[index].unicodeScalars.map { $0 == "\n" || $0 == "\r" ? $0 : " " }))
    }
  }

  /// `#selector(…)` → a typed selector.
  mutating func lowerSelectors() {
    for position in code.indices where token(position)?.text == "#selector" {
      guard token(position + 1)?.text == "(", let close = closing(position + 1) else { continue }
      if let accessor = token(position + 2), accessor.isWord("getter") || accessor.isWord("setter"),
        token(position + 3)?.text == ":"
      {
        replace(
          position, through: close,
          with: SourceLowering.propertySelector(accessor.text, joined(position + 4, close - 1)))
      } else {
        replace(position, through: close, with: SourceLowering.typedSelector(joined(position + 2, close - 1)))
      }
    }
  }

  /// `#keyPath(Person.name)` → `_tutorKeyPath(\Person.name, "name")` (the first property checked
  /// by the compiler); `#keyPath(name)` → `"name"`.
  mutating func lowerKeyPaths() {
    for position in code.indices where token(position)?.text == "#keyPath" {
      guard token(position + 1)?.text == "(", let close = closing(position + 1) else { continue }
      let parts = joined(position + 2, close - 1).split(separator: ".").map(String.init)
      guard let first = parts.first else { continue }
      let lowered: String
      if first.first?.isUppercase == true, parts.count >= 2 {
        let path = parts.dropFirst().joined(separator: ".")
        lowered = "_tutorKeyPath(\\\(first).\(parts[1]), \"\(path)\")"
      } else {
        lowered = "\"\(parts.joined(separator: "."))\""
      }
      replace(position, through: close, with: lowered)
    }
  }

  /// The rewrites of one code token.
  mutating func lowerToken(at position: Int) {
    guard let current = token(position) else { return }
    let index = code[position]
    switch current.kind {
    case .attribute where SourceLowering.blankedAttributes.contains(current.text):
      // `@objc(name:)`: the arguments go too, when they follow the name directly.
      var end = position
      if index + 1 < tokens.count, tokens[index + 1].text == "(", let close = closing(position + 1) { end = close }
      blank(from: index, through: code[end])
    case .attribute where current.text == "@UIApplicationMain":
      texts[index] = "@main" + String(repeating: " ", count: current.text.count - "@main".count)
    case .keyword where current.text == "init":
      // A table makes registered cells through their required init(style:reuseIdentifier:),
      // and Core Data makes fetched objects through init(entity:insertInto:), so a subclass's
      // override of either is spelled `required` here (same length, same line).
      guard token(position + 1)?.text == "(", let label = token(position + 2),
        label.isWord("style") || label.isWord("entity"), token(position + 3)?.text == ":"
      else { return }
      var modifier = position - 1
      var override: Int?
      while let word = token(modifier), word.kind == .identifier || word.kind == .keyword,
        Self.modifiers.contains(word.text)
      {
        if word.text == "required" { return }
        if word.text == "override" { override = code[modifier] }
        modifier -= 1
      }
      if let override { texts[override] = "required" }
    case .identifier where current.text == "url":
      // `.url(for: … appropriateFor: …)` (FileManager's method, which a subclass cannot
      // override) → `._tutorURL(for: …)`, the call's lines kept as they are.
      guard token(position - 1)?.text == ".", token(position + 1)?.text == "(",
        token(position + 2)?.isWord("for") == true,
        token(position + 3)?.text == ":", let close = closing(position + 1),
        (position + 2..<close).contains(where: {
          self.token($0)?.isWord("appropriateFor") == true && self.token($0 + 1)?.text == ":"
        })
      else { return }
      texts[index] = "_tutorURL"
    case .identifier where current.text == "window":
      // The app delegate's `window` is Objective-C's optional requirement on iOS, so reading it
      // through the protocol gives `UIWindow??`; here it is a plain requirement (`UIWindow?`), so
      // the doubled unwrap is spelled once (one column shorter, same line).
      guard token(position - 1)?.text == ".", index + 1 < tokens.count, tokens[index + 1].kind == .operator else {
        return
      }
      let unwrap = tokens[index + 1].text
      if unwrap.hasPrefix("??") || unwrap.hasPrefix("!!") { texts[index + 1] = String(unwrap.dropFirst()) }
    case .identifier where current.text == "NSSortDescriptor":
      lowerSortKeyPath(at: position)
    case .identifier where current.text == "UIGestureRecognizerSubclass":
      // `import UIKit.UIGestureRecognizerSubclass`, which makes `state` settable for a custom
      // recognizer: here `state` is always settable and the submodule does not exist.
      guard token(position - 1)?.text == ".", token(position - 2)?.isWord("UIKit") == true,
        token(position - 3)?.text == "import"
      else { return }
      blank(from: code[position - 1], through: index)
    default:
      break
    }
  }

  /// Declaration modifiers that may stand before `init`.
  static let modifiers: Set<String> = [
    "override", "required", "convenience", "public", "open", "internal", "fileprivate", "private", "package",
    "nonisolated", "dynamic", "final",
  ]
}
