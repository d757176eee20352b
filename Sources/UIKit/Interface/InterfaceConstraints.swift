import Foundation
internal import InterfaceModel

/// A view's `<constraints>` made and activated as Interface Builder wrote them:
/// `<constraint firstItem="…" firstAttribute="top" secondItem="…" secondAttribute="top"
/// constant="20" multiplier="1:2" relation="greaterThanOrEqual" priority="750"/>`, where a
/// missing `firstItem` is the view holding the constraint and the items may be layout guides
/// (`<viewLayoutGuide key="safeArea">`).
@MainActor
enum InterfaceConstraints {
  static func activate(_ element: InterfaceElement, in view: UIView, loader: InterfaceLoader) {
    var made: [NSLayoutConstraint] = []
    for constraint in element.child(named: "constraints")?.children(named: "constraint") ?? [] {
      guard let firstAttribute = attribute(constraint["firstAttribute"]) else { continue }
      let first: AnyObject = constraint["firstItem"].flatMap { loader.objects[$0] } ?? view
      let second = constraint["secondItem"].flatMap { loader.objects[$0] }
      let secondAttribute = second == nil ? .notAnAttribute : attribute(constraint["secondAttribute"]) ?? firstAttribute
      let relation: NSLayoutConstraint.Relation =
        switch constraint["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
      let layout = NSLayoutConstraint(
        item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
        multiplier: multiplier(constraint["multiplier"]), constant: constraint.number("constant") ?? 0)
      if let priority = constraint.number("priority") { layout.priority = UILayoutPriority(Float(priority)) }
      layout.identifier = constraint["identifier"]
      if let id = constraint.id { loader.objects[id] = layout }
      made.append(layout)
    }
    NSLayoutConstraint.activate(made)
  }

  /// `1:2` or `0.5`.
  private static func multiplier(_ text: String?) -> CGFloat {
    guard let text else { return 1 }
    let parts = text.split(separator: ":").compactMap { Double($0) }
    if parts.count == 2, parts[1] != 0 { return CGFloat(parts[0] / parts[1]) }
    return parts.first.map { CGFloat($0) } ?? 1
  }

  private static func attribute(_ name: String?) -> NSLayoutConstraint.Attribute? {
    let attributes: [String: NSLayoutConstraint.Attribute] = [
      "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
      "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
      "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
      "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
      "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
      "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]
    return name.flatMap { attributes[$0] }
  }
}
