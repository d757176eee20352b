import Foundation

/// A relationship between two layout attributes that Auto Layout keeps, as UIKit's
/// `NSLayoutConstraint`: `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute
/// + constant`.
///
/// Activating a constraint installs it on the closest common ancestor of its items (the view
/// whose `constraints` then list it) and marks the layout dirty; the next layout pass solves
/// every active constraint of the window with the runtime's Cassowary solver. Activating one
/// whose items have no common ancestor stops the app with UIKit's exception. Changing `constant`
/// or `priority` re-solves incrementally; a priority may not cross between required and optional
/// while the constraint is active, as UIKit enforces.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// Layout attributes, with UIKit's raw values.
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
    /// The old name of `lastBaseline`.
    public static let baseline = Attribute.lastBaseline
  }

  /// How the two sides relate, with UIKit's raw values.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
  }

  public private(set) weak var firstItem: AnyObject?
  public private(set) weak var secondItem: AnyObject?
  public let firstAttribute: Attribute
  public let secondAttribute: Attribute
  public let relation: Relation
  public let multiplier: CGFloat
  open var identifier: String?
  open var shouldBeArchived = false

  /// The constant; changing it on an active constraint re-solves the layout at the next pass.
  open var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      LayoutEngine.constraintDidChange(self)
    }
  }

  /// The priority. Crossing between required and optional on an active constraint is UIKit's
  /// exception; other changes re-solve the layout at the next pass.
  open var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      if isActive, priority.isRequired != oldValue.isRequired {
        fatalError(
          UIKitError.exception(
            "NSInternalInconsistencyException",
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."
              + "  You passed priority \(LayoutDescription.number(CGFloat(priority.rawValue))) and the existing"
              + " priority was \(LayoutDescription.number(CGFloat(oldValue.rawValue)))."))
      }
      LayoutEngine.constraintDidChange(self)
    }
  }

  /// The view the constraint is installed on while it is active.
  weak var installedView: UIView?
  /// What made the constraint, for messages: the learner, autoresizing, or UIKit itself.
  let origin: Origin
  /// When the constraint was last activated (a counter): the most recent of a conflicting set
  /// is the one UIKit's recovery breaks.
  var activationOrder = 0
  /// The stable stand-in for the object's address in messages (`0x1`, `0x2`, … in creation order).
  let debugAddress = LayoutDescription.nextAddress()

  /// Who made a constraint; UIKit prints each kind under its own class name.
  enum Origin: Equatable {
    /// Made by the app (`NSLayoutConstraint`).
    case app
    /// A view's frame and autoresizing mask turned into constraints
    /// (`NSAutoresizingMaskLayoutConstraint`), with UIKit's `h=--& v=--&` summary.
    case autoresizing(summary: String)
    /// Made by UIKit for its own purposes (encapsulated frames, guides): `NSLayoutConstraint`.
    case system
    /// A view's intrinsic content size at its priorities (`NSContentSizeLayoutConstraint`).
    case contentSize(hugging: UILayoutPriority, compressionResistance: UILayoutPriority)
  }

  /// A constraint `item1.attribute1 (relation) multiplier × item2.attribute2 + constant`.
  ///
  /// Invalid combinations stop the app with UIKit's `NSInvalidArgumentException`: an item that is
  /// neither a view nor a layout guide, a location attribute related to a constant, an X-axis
  /// attribute paired with a Y-axis one or with a size, leading/trailing mixed with left/right.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    let first = view1 as AnyObject
    let second = view2.map { $0 as AnyObject }
    if let problem = LayoutAttributes.problem(first: (first, attr1), second: (second, attr2), multiplier: multiplier) {
      fatalError(
        UIKitError.exception(
          "NSInvalidArgumentException",
          "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
            + problem))
    }
    self.init(
      first: first, attr1, relation, second: second, attr2, multiplier: multiplier, constant: c, origin: .app)
  }

  init(
    first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?,
    _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat, origin: Origin
  ) {
    self.firstItem = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = second
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.origin = origin
    super.init()
  }

  /// Whether the constraint takes part in layout. Setting it activates or deactivates it.
  open var isActive: Bool {
    get { installedView != nil }
    set {
      if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
    }
  }

  /// Activates each constraint (more efficient than one at a time, as UIKit says).
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The first item's anchor for the first attribute.
  open var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
  }

  /// The second item's anchor, if the constraint has a second item.
  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
  }

  /// UIKit's description: `<NSLayoutConstraint:0x3 UILabel:0x1.leading == UIView:0x2.leading + 20   (active)>`.
  nonisolated override open var description: String {
    MainActor.assumeIsolated { LayoutDescription.describe(self) }
  }
}
