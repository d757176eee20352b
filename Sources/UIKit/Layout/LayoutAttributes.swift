import Foundation

/// What UIKit checks of a constraint's attributes when it is made, and how each attribute reads.
@MainActor
enum LayoutAttributes {
  typealias Attribute = NSLayoutConstraint.Attribute

  enum Axis { case horizontal, vertical }

  static func axis(of attribute: Attribute) -> Axis? {
    switch attribute {
    case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      .horizontal
    case .top, .bottom, .centerY, .height, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      .vertical
    case .notAnAttribute: nil
    }
  }

  static func isSize(_ attribute: Attribute) -> Bool {
    attribute == .width || attribute == .height
  }

  /// Leading and trailing (and their margins) follow the writing direction; left and right do not.
  static func isDirectional(_ attribute: Attribute) -> Bool {
    [.leading, .trailing, .leadingMargin, .trailingMargin].contains(attribute)
  }

  static func isAbsoluteHorizontal(_ attribute: Attribute) -> Bool {
    [.left, .right, .leftMargin, .rightMargin].contains(attribute)
  }

  /// The name UIKit prints for an attribute (`leading`, `centerX`, `topMargin`).
  static func name(of attribute: Attribute) -> String {
    switch attribute {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }

  /// Whether an object can be a constraint's item: a view or a layout guide.
  static func isLayoutItem(_ item: AnyObject) -> Bool {
    item is UIView || item is UILayoutGuide
  }

  /// The reason UIKit refuses to make a constraint, or nil when it is valid.
  static func problem(
    first: (item: AnyObject, attribute: Attribute), second: (item: AnyObject?, attribute: Attribute),
    multiplier: CGFloat
  ) -> String? {
    guard isLayoutItem(first.item), second.item.map(isLayoutItem) ?? true else {
      return "Constraint items must each be a view or layout guide."
    }
    guard first.attribute != .notAnAttribute else {
      return "Constraint must contain a first layout attribute"
    }
    let secondMissing = second.item == nil || second.attribute == .notAnAttribute
    if !isSize(first.attribute), secondMissing || multiplier == 0 {
      return "A multiplier of 0 or a nil second item together with a location for the first attribute creates an"
        + " illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
    }
    if second.item != nil, second.attribute == .notAnAttribute, isSize(first.attribute) {
      return "Invalid pairing of layout attributes."
    }
    guard !secondMissing else { return nil }
    // Sizes pair with sizes on either axis (an aspect ratio); locations only with locations on their axis.
    if isSize(first.attribute) != isSize(second.attribute)
      || !isSize(first.attribute) && axis(of: first.attribute) != axis(of: second.attribute)
    {
      return "Invalid pairing of layout attributes."
    }
    if isDirectional(first.attribute) && isAbsoluteHorizontal(second.attribute)
      || isAbsoluteHorizontal(first.attribute) && isDirectional(second.attribute)
    {
      return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute."
        + " Use leading/trailing for both or neither."
    }
    return nil
  }
}
