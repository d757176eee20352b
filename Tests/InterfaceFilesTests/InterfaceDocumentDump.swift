import Foundation
import InterfaceModel

/// A read document as indented text for golden files: one line per element — its name, `key`,
/// `id`, the attributes that say what it is or what it points at, its text, and its line — so
/// that a change to what the reader keeps shows as a diff.
enum InterfaceDocumentDump {
  /// The attributes shown, in this order; the others are counted.
  static let shownAttributes = [
    "type", "version", "initialViewController", "sceneID", "customClass", "storyboardIdentifier",
    "placeholderIdentifier",
    "property", "selector", "eventType", "destination", "kind", "identifier", "relationship", "unwindAction",
    "text", "title", "style", "systemItem", "reuseIdentifier", "firstItem", "firstAttribute", "secondItem",
    "secondAttribute", "constant", "name",
  ]

  static func dump(_ document: InterfaceDocument) -> String {
    var lines = ["\(document.kind.rawValue) \(document.fileName)"]
    write(document.root, depth: 1, into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func write(_ element: InterfaceElement, depth: Int, into lines: inout [String]) {
    var parts = [element.name]
    if let key = element.key { parts.append("[\(key)]") }
    if let id = element.id { parts.append("#\(id)") }
    for name in shownAttributes {
      if let value = element[name] { parts.append("\(name)=\(quoted(value))") }
    }
    let others = element.attributes.keys.filter { !["key", "id"].contains($0) && !shownAttributes.contains($0) }
    if !others.isEmpty { parts.append("+\(others.count)") }
    if let text = element.text { parts.append("text: \(quoted(text))") }
    parts.append("@\(element.line)")
    lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
    for child in element.children { write(child, depth: depth + 1, into: &lines) }
  }

  private static func quoted(_ value: String) -> String {
    let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    return escaped.contains(" ") || escaped != value || escaped.isEmpty ? "\"\(escaped)\"" : escaped
  }
}
