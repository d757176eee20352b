/// Expands build setting references in text as Xcode does in Info.plist values and in settings
/// themselves: `$(NAME)`, `${NAME}`, nested names (`$(NAME_$(CONFIGURATION))`) and operators after
/// a colon (`$(PRODUCT_NAME:rfc1034identifier)`, several chained as `$(NAME:lower:identifier)`).
///
/// A setting's value is expanded too, so `PRODUCT_NAME = $(TARGET_NAME)` reads through. A name no
/// setting defines expands to nothing, as in Xcode; so does a reference that leads back to itself.
package enum BuildSettingExpansion {
  /// `text` with every reference replaced by its setting's expanded value.
  package static func expand(_ text: String, settings: [String: String]) -> String {
    var budget = referenceLimit
    return expand(text, settings: settings, visiting: [], depth: 0, budget: &budget)
  }

  /// The most references one expansion follows, and the longest text it makes: settings that
  /// refer to each other many times over (a learner's project, say) stop there instead of
  /// growing without end.
  static let referenceLimit = 10_000
  static let lengthLimit = 1 << 16
  /// References inside references, and settings read through settings, nest at most this deep.
  static let depthLimit = 64

  private static func expand(
    _ text: String, settings: [String: String], visiting: Set<String>, depth: Int, budget: inout Int
  ) -> String {
    // Text longer than any setting Xcode writes is left as it is rather than scanned.
    guard text.contains("$"), text.utf8.count <= lengthLimit else { return text }
    guard depth < depthLimit else { return "" }
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      guard result.utf8.count < lengthLimit else { break }
      guard character == "$", next < text.endIndex, text[next] == "(" || text[next] == "{",
        let close = closing(of: text[next], in: text, after: next)
      else {
        result.append(character)
        index = next
        continue
      }
      budget -= 1
      guard budget > 0 else { break }
      let inside = expand(
        String(text[text.index(after: next)..<close]), settings: settings, visiting: visiting, depth: depth + 1,
        budget: &budget)
      var parts = inside.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      let name = parts.removeFirst()
      var value = ""
      if !visiting.contains(name), let raw = settings[name] {
        value = expand(raw, settings: settings, visiting: visiting.union([name]), depth: depth + 1, budget: &budget)
      }
      for operation in parts { value = apply(operation, to: value) }
      result += value
      index = text.index(after: close)
    }
    return result
  }

  /// The index of the `)` or `}` that closes the one at `open`, counting nested pairs.
  private static func closing(of open: Character, in text: String, after index: String.Index) -> String.Index? {
    let close: Character = open == "(" ? ")" : "}"
    var depth = 0
    var cursor = index
    while cursor < text.endIndex {
      if text[cursor] == open { depth += 1 }
      if text[cursor] == close {
        depth -= 1
        if depth == 0 { return cursor }
      }
      cursor = text.index(after: cursor)
    }
    return nil
  }

  /// One operator of Xcode's: identifier forms, case, and path parts. An unknown one leaves the
  /// value as it is.
  package static func apply(_ operation: String, to value: String) -> String {
    switch operation {
    case "rfc1034identifier":
      return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
    case "c99extidentifier", "identifier":
      return c99Identifier(value)
    case "lower": return value.lowercased()
    case "upper": return value.uppercased()
    case "file": return value.split(separator: "/").last.map(String.init) ?? value
    case "dir":
      guard let slash = value.lastIndex(of: "/") else { return "./" }
      return String(value[...slash])
    case "base":
      let file = apply("file", to: value)
      guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
      return String(file[..<dot])
    case "suffix":
      let file = apply("file", to: value)
      guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return "" }
      return String(file[dot...])
    default: return value
    }
  }

  /// A C99 extended identifier made from `value`: every character that cannot be in one becomes
  /// `_`, and a leading digit gets `_` before it. This is how Xcode makes PRODUCT_MODULE_NAME.
  package static func c99Identifier(_ value: String) -> String {
    var result = String(value.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if let first = result.first, first.isNumber { result.insert("_", at: result.startIndex) }
    return result
  }
}
