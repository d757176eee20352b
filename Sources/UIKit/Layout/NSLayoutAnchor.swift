import Foundation

/// One attribute of a view or layout guide, for making constraints, as UIKit's
/// `NSLayoutAnchor<AnchorType>`.
///
/// The type parameter is what keeps anchors apart at compile time, as in Xcode: an
/// `NSLayoutXAxisAnchor` only relates to X-axis anchors, an `NSLayoutYAxisAnchor` to Y-axis ones,
/// and an `NSLayoutDimension` to dimensions (or a constant), so `leadingAnchor` tied to
/// `topAnchor` does not compile. The constraints it makes are inactive until activated.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or layout guide whose attribute this is.
  public private(set) weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute
  let debugAddress = LayoutDescription.nextAddress()

  init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  /// The anchor's name as UIKit prints it: `UILabel:0x1.centerX`.
  open var name: String {
    LayoutDescription.describe(item: item, attribute: attribute)
  }

  /// `<NSLayoutXAxisAnchor:0x4 "UILabel:0x1.centerX">`, as UIKit prints an anchor.
  nonisolated override open var description: String {
    MainActor.assumeIsolated {
      "<\(LayoutDescription.className(of: self)):\(LayoutDescription.address(debugAddress)) \"\(name)\">"
    }
  }

  /// `self == anchor + constant`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: 1, constant: c)
  }

  /// `self >= anchor + constant`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// `self <= anchor + constant`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
    constant: CGFloat
  ) -> NSLayoutConstraint {
    guard let first = item else {
      fatalError(UIKitError.exception("NSInvalidArgumentException", "Constraint must contain a first layout item"))
    }
    return NSLayoutConstraint(
      first: first, attribute, relation, second: anchor?.item, anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant, origin: .app)
  }
}

/// A horizontal anchor (leading, trailing, left, right, centerX), as UIKit's `NSLayoutXAxisAnchor`.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self == anchor + multiplier × 8`: the standard spacing after `anchor` (8 points between
  /// sibling views, as UIKit's system spacing).
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: 1, constant: LayoutDescription.systemSpacing * multiplier)
  }

  open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutDescription.systemSpacing * multiplier)
  }

  open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutDescription.systemSpacing * multiplier)
  }
}

/// A vertical anchor (top, bottom, centerY, baselines), as UIKit's `NSLayoutYAxisAnchor`.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + multiplier × 8`: the standard spacing below `anchor`.
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: 1, constant: LayoutDescription.systemSpacing * multiplier)
  }

  open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutDescription.systemSpacing * multiplier)
  }

  open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutDescription.systemSpacing * multiplier)
  }
}

/// A width or height anchor, as UIKit's `NSLayoutDimension`: relates to other dimensions with a
/// multiplier, or to a constant.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == constant`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, multiplier: 1, constant: c)
  }

  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
  }

  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// `self == multiplier × anchor + constant`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
