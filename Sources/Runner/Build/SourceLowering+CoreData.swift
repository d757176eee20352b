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
extension SourceLowering {
  /// `NSSortDescriptor(keyPath: \Item.created, …)` → `NSSortDescriptor(key: "created", …)`:
  /// Swift key paths have no names on Linux, and a managed property's name is its key.
  static func lowerSortKeyPaths(in text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: "NSSortDescriptor(keyPath: \\") {
      let path = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      let components = path.split(separator: ".", omittingEmptySubsequences: false)
      guard components.count >= 2 else {
        result += rest[..<range.upperBound]
        rest = rest[range.upperBound...]
        continue
      }
      let key = components.dropFirst().joined(separator: ".")
      result += rest[..<range.lowerBound] + "NSSortDescriptor(key: \"\(key)\""
      rest = rest[path.endIndex...]
    }
    return result + rest
  }

  static func lowerManagedProperties(in text: String) -> String {
    var text = text.replacingOccurrences(of: "override init(entity:", with: "required init(entity:")
    while let attribute = text.range(of: "@NSManaged") {
      let lineEnd = text[attribute.upperBound...].firstIndex(of: "\n") ?? text.endIndex
      let declaration = String(text[attribute.upperBound..<lineEnd])
      let blank = String(repeating: " ", count: "@NSManaged".count)
      text.replaceSubrange(attribute.lowerBound..<lineEnd, with: blank + declaration + accessors(for: declaration))
    }
    return text
  }

  /// The body that makes `declaration` (what follows `@NSManaged` on its line) a managed
  /// property or accessor method; empty when it is neither.
  private static func accessors(for declaration: String) -> String {
    let words = declaration.split(whereSeparator: { $0 == " " || $0 == "\t" })
    if let index = words.firstIndex(where: { $0 == "var" }), index + 1 < words.count {
      let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return
        " { get { _tutorManagedValue(forKey: \"\(name)\") } set { _tutorSetManagedValue(newValue, forKey: \"\(name)\") } }"
    }
    if words.contains("func"), let funcRange = declaration.range(of: "func "),
      let open = declaration.firstIndex(of: "("), let colon = declaration[open...].firstIndex(of: ":")
    {
      let method = declaration[funcRange.upperBound..<open].trimmingCharacters(in: .whitespaces)
      let parameter = declaration[declaration.index(after: open)..<colon].split(separator: " ").last ?? "value"
      return " { _tutorRelationshipAccessor(\"\(method)\", \(parameter)) }"
    }
    return ""
  }
}
