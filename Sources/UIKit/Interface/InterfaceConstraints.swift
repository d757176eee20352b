import Foundation
internal import InterfaceModel

/// A view's `<constraints>` made and activated as Interface Builder wrote them:
/// `<constraint firstItem="…" firstAttribute="top" secondItem="…" secondAttribute="top"
/// constant="20" multiplier="1:2" relation="greaterThanOrEqual" priority="750"/>`, where a
/// missing `firstItem` is the view holding the constraint and the items may be layout guides
/// (`<viewLayoutGuide key="safeArea">`, or an older file's `<viewControllerLayoutGuide>`). One
/// whose items or attributes cannot be resolved is left out with a warning, never guessed.
@MainActor
enum InterfaceConstraints {
  static func activate(_ element: InterfaceElement, in view: UIView, loader: InterfaceLoader) {
    var made: [NSLayoutConstraint] = []
    let uninstalled = loader.variations.uninstalled("constraints", of: element)
    for written in element.child(named: "constraints")?.children(named: "constraint") ?? [] {
      if let id = written.id, uninstalled.contains(id) { continue }
      let constraint = loader.variations.resolved(written)
      guard let named = attribute(constraint["firstAttribute"]) else {
        leaveOut(
          constraint, loader, "its firstAttribute \(constraint["firstAttribute"] ?? "(none)") is not one UIKit has")
        continue
      }
      guard let (first, firstAttribute) = item(constraint["firstItem"], named, holder: view, loader: loader) else {
        leaveOut(constraint, loader, "its firstItem \(constraint["firstItem"] ?? "") is not an object of the file")
        continue
      }
      var second: AnyObject?
      var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
      if let secondID = constraint["secondItem"] {
        let wanted = attribute(constraint["secondAttribute"]) ?? named
        guard let (item, attribute) = item(secondID, wanted, holder: view, loader: loader) else {
          leaveOut(constraint, loader, "its secondItem \(secondID) is not an object of the file")
          continue
        }
        (second, secondAttribute) = (item, attribute)
      }
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

  /// The object `id` names and the attribute to constrain: a view or guide as it is, or — for a
  /// pre-iOS 11 storyboard's top and bottom layout guides (`<viewControllerLayoutGuide>`), which
  /// UIKit now answers from the safe area — the safe area's edge the guide's edge stands for.
  private static func item(
    _ id: String?, _ attribute: NSLayoutConstraint.Attribute, holder: UIView, loader: InterfaceLoader
  ) -> (AnyObject, NSLayoutConstraint.Attribute)? {
    guard let id else { return (holder, attribute) }
    guard let object = loader.objects[id] else { return nil }
    guard let guide = object as? LegacyLayoutGuide else { return (object, attribute) }
    let root = guide.controller?.viewIfLoaded ?? holder
    switch (guide.isTop, attribute) {
    case (true, .bottom): return (root.safeAreaLayoutGuide, .top)
    case (true, .top): return (root, .top)
    case (false, .top): return (root.safeAreaLayoutGuide, .bottom)
    case (false, .bottom): return (root, .bottom)
    default: return nil
    }
  }

  /// A constraint that cannot be made is left out with a warning naming it and the file's line.
  private static func leaveOut(_ constraint: InterfaceElement, _ loader: InterfaceLoader, _ reason: String) {
    EventLog.shared.warn(
      "\(loader.document.fileName):\(constraint.line): constraint \(constraint.id ?? "") left out: \(reason)")
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

/// A pre-iOS 11 storyboard's top or bottom layout guide of a controller
/// (`<viewControllerLayoutGuide type="top">`): its edges stand for the safe area's.
@MainActor
final class LegacyLayoutGuide {
  let isTop: Bool
  weak var controller: UIViewController?

  init(isTop: Bool, controller: UIViewController) {
    self.isTop = isTop
    self.controller = controller
  }
}
