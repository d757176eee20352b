import Foundation

/// Core Data's `@NSManaged`, lowered so that it compiles and links on Linux (docs/runtime.md
/// "Code written for iOS"). The attribute is blanked and the declaration gets accessors on
/// the same line, so line numbers stay the learner's:
/// - `@NSManaged var title: String?` reads and writes the object's value for "title" (through
///   `NSManagedObject._tutorManagedValue(forKey:)` and its setter), which also works inside an
///   extension, where Xcode's generated properties live (a property wrapper would not);
/// - `@NSManaged func addToItems(_ value: Item)` (Xcode's generated to-many accessors) adds to or
///   removes from the relationship.
/// A subclass's `override init(entity:insertInto:)` becomes `required`, because the runtime
/// makes fetched objects through that initializer; `NSSortDescriptor(keyPath: \Item.name, …)`
/// becomes `NSSortDescriptor(key: "name", …)`.
extension TokenRewrite {
  /// `NSSortDescriptor(keyPath: \Item.created, …)` → `NSSortDescriptor(key: "created", …)`:
  /// Swift key paths have no names on Linux, and a managed property's name is its key.
  mutating func lowerSortKeyPath(at position: Int) {
    guard token(position + 1)?.text == "(", token(position + 2)?.isWord("keyPath") == true,
      token(position + 3)?.text == ":", token(position + 4)?.text == "\\"
    else { return }
    var components: [String] = []
    var last = position + 4
    while let name = token(last + 1), name.isName, components.isEmpty || token(last)?.text == "." {
      components.append(name.name)
      last += 1
      guard token(last + 1)?.text == "." else { break }
      last += 1
    }
    guard components.count >= 2, token(last)?.isName == true else { return }
    texts[code[position + 2]] = "key"
    replace(position + 4, through: last, with: "\"\(components.dropFirst().joined(separator: "."))\"")
  }

  /// `@NSManaged var title: String?` and `@NSManaged func addToItems(_ value: Item)`: the
  /// attribute blanked, the accessors after the declaration, on its line.
  mutating func lowerManagedProperties() {
    for position in code.indices where token(position)?.kind == .attribute && token(position)?.text == "@NSManaged" {
      blank(from: code[position], through: code[position])
      var keyword = position + 1
      while let word = token(keyword), word.isName, !word.isWord("var"), !word.isWord("func") {
        keyword += 1
        if token(keyword)?.text == "(", let close = closing(keyword) { keyword = close + 1 }  // private(set)
      }
      guard let word = token(keyword), let name = token(keyword + 1), name.isName else { continue }
      if word.isWord("var") {
        let end = endOfDeclaration(after: keyword + 1)
        texts[code[end]] +=
          " { get { _tutorManagedValue(forKey: \"\(name.name)\") } set { _tutorSetManagedValue(newValue, forKey: \"\(name.name)\") } }"
      } else if word.isWord("func"), token(keyword + 2)?.text == "(", let close = closing(keyword + 2) {
        // The parameter's name is the word before the first `:`.
        var parameter = "value"
        if let colon = (keyword + 3..<close).first(where: { token($0)?.text == ":" }), let before = token(colon - 1),
          before.isName
        {
          parameter = before.text
        }
        texts[code[close]] += " { _tutorRelationshipAccessor(\"\(name.name)\", \(parameter)) }"
      }
    }
  }

  /// The last code position of the declaration whose name is at `name`: its type runs to a line
  /// break, a `;`, a comment or a brace outside brackets.
  func endOfDeclaration(after name: Int) -> Int {
    var position = name
    var depth = 0
    while let next = token(position + 1) {
      let between = tokens[(code[position] + 1)..<code[position + 1]]
      if depth == 0, between.contains(where: { $0.kind == .newline || $0.kind == .comment }) { break }
      if next.kind == .punctuation {
        if next.text == "(" || next.text == "[" { depth += 1 }
        if next.text == ")" || next.text == "]" {
          if depth == 0 { break }
          depth -= 1
        }
        if depth == 0, next.text == ";" || next.text == "{" || next.text == "}" { break }
      }
      if depth == 0, next.kind == .operator, next.text == "=" { break }
      position += 1
    }
    return position
  }
}
