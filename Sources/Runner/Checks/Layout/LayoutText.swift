import CheckLanguage
import DriverProtocol
import Foundation

/// How the layout expectations write frames and elements in `expected` and `found`:
/// `#a is at y 120–141, #b at y 100–131`.
enum LayoutText {
  /// A coordinate in points, to two decimals at most: `120`, `20.5`, `141.33`.
  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(format: "%.2f", rounded).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
  }

  /// `x 20–140`.
  static func horizontal(_ frame: Rect) -> String {
    "x \(number(frame.minX))–\(number(frame.maxX))"
  }

  /// `y 100–131`.
  static func vertical(_ frame: Rect) -> String {
    "y \(number(frame.minY))–\(number(frame.maxY))"
  }

  /// `x 20–140, y 100–131`.
  static func span(_ frame: Rect) -> String {
    horizontal(frame) + ", " + vertical(frame)
  }

  /// An element a check did not name, as a query would name it: `#banner`, `label "Hi"`, or its
  /// class (`UIScrollView`).
  static func name(_ node: ViewNode) -> String {
    if let identifier = node.accessibilityIdentifier { return "#\(identifier)" }
    let kind = Query.Kind(rawValue: node.kind.rawValue).map(\.rawValue) ?? node.className
    if let text = QueryResolver.texts(of: node).first { return "\(kind) \"\(text)\"" }
    return node.className
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
