import Foundation

/// Rewrites learner code written for iOS into code this runtime compiles (docs/runtime.md "Code
/// written for iOS"), keeping every line where it was so compiler errors point at the learner's
/// line: `#selector(Type.method(_:))` becomes a typed `Selector(Type.method(_:), name: "method:")`;
/// `@objc`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction`, `@IBInspectable` and
/// `@IBDesignable` are blanked out (Interface Builder and the Objective-C runtime do not exist
/// here); `@UIApplicationMain` becomes `@main` (UIApplicationDelegate supplies `main()`); a
/// table cell's `override init(style:` becomes `required init(style:`; Core Data's `@NSManaged`
/// becomes accessors (SourceLowering+CoreData.swift); FileManager's `url(for:in:appropriateFor:
/// create:)` becomes the runtime's `_tutorURL(…)`, which answers the app container's folders;
/// `delegate?.window??` (the app delegate's optional `window`, read through the protocol) loses
/// its second `?`.
/// Strings and comments are left alone.
enum SourceLowering {
  /// Attributes that only speak to the Objective-C runtime or Interface Builder.
  static let blankedAttributes = [
    "objcMembers", "objc", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
  ]

  static func lower(_ source: String) -> String {
    var scanner = SwiftTextScanner(Array(source.unicodeScalars))
    var output = String.UnicodeScalarView()
    while let region = scanner.nextRegion() {
      switch region {
      case .verbatim(let text): output.append(contentsOf: text)
      case .code(let text): output.append(contentsOf: lowerCode(text).unicodeScalars)
      }
    }
    return String(output)
  }

  /// Lowers a stretch of code that holds no string or comment.
  private static func lowerCode(_ scalars: [Unicode.Scalar]) -> String {
    var text = String(String.UnicodeScalarView(scalars))
    text = replaceSelectors(in: text)
    if text.contains("@NSManaged") || text.contains("override init(entity:") { text = lowerManagedProperties(in: text) }
    if text.contains("appropriateFor:") { text = lowerDirectoryURLCalls(in: text) }
    if text.contains("NSSortDescriptor(keyPath:") { text = lowerSortKeyPaths(in: text) }
    for attribute in blankedAttributes { text = blank(attribute: attribute, in: text) }
    // A table makes registered cells through their required init(style:reuseIdentifier:), so a
    // cell's override of it is spelled `required` here (same length, same line).
    // The app delegate's `window` is Objective-C's optional requirement on iOS, so reading it
    // through the protocol gives `UIWindow??`; here it is a plain requirement (`UIWindow?`), so
    // the doubled unwrap is spelled once (one column shorter, same line).
    return text.replacingOccurrences(of: "@UIApplicationMain", with: "@main             ")
      .replacingOccurrences(of: "override init(style:", with: "required init(style:")
      .replacingOccurrences(of: ".window??", with: ".window?").replacingOccurrences(of: ".window!!", with: ".window!")
  }

  /// `.url(for: … appropriateFor: …)` (FileManager's method, which a subclass cannot override)
  /// → `._tutorURL(for: …)`, the call's lines kept as they are.
  static func lowerDirectoryURLCalls(in text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: ".url(for:") {
      let open = rest.index(range.lowerBound, offsetBy: 4)  // the "(" of ".url("
      let isDirectoryCall =
        closing(in: rest, from: rest.index(after: open)).map {
          rest[range.upperBound..<$0].contains("appropriateFor:")
        } ?? false
      result += rest[..<range.lowerBound] + (isDirectoryCall ? "._tutorURL(for:" : ".url(for:")
      rest = rest[range.upperBound...]
    }
    return result + rest
  }

  /// `@name` (and `@name(…)`) replaced by as many spaces, when not part of a longer name.
  private static func blank(attribute: String, in text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: "@" + attribute) {
      var end = range.upperBound
      if end < rest.endIndex, rest[end].isLetter || rest[end].isNumber || rest[end] == "_" {
        result += rest[..<end]
        rest = rest[end...]
        continue
      }
      if end < rest.endIndex, rest[end] == "(", let close = rest[end...].firstIndex(of: ")") {
        end = rest.index(after: close)
      }
      result += rest[..<range.lowerBound] + String(repeating: " ", count: rest[range.lowerBound..<end].count)
      rest = rest[end...]
    }
    return result + rest
  }

  /// `#selector(X.m(a:b:))` → `Selector(X.m(a:b:), name: "mWithA:b:")`-style typed selectors.
  private static func replaceSelectors(in text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: "#selector(") {
      guard let close = closing(in: rest, from: range.upperBound) else { break }
      let inner = rest[range.upperBound..<close].trimmingCharacters(in: .whitespaces)
      result += rest[..<range.lowerBound] + typedSelector(inner)
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// The index of the parenthesis closing the one opened just before `start`.
  private static func closing(in text: Substring, from start: Substring.Index) -> Substring.Index? {
    var depth = 1
    var index = start
    while index < text.endIndex {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// `Type.method(_:)`, `self.method` or `method` as a typed selector; the type of an unqualified
  /// method is the enclosing one (`Self`).
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
    let owner = parts.isEmpty || parts == ["self"] ? "Self" : parts.joined(separator: ".")
    var name = method
    for (index, label) in labels.enumerated() {
      if index == 0, label != "_" { name += "With" + label.prefix(1).uppercased() + label.dropFirst() }
      if index > 0 { name += label == "_" ? "" : label }
      name += ":"
    }
    let signature = labels.isEmpty ? "" : "(" + labels.map { $0 + ":" }.joined() + ")"
    return "Selector(\(owner).\(method)\(signature), name: \"\(name)\")"
  }
}
