import ConstraintSolver
import Foundation

/// Turning an `NSLayoutConstraint` into a solver constraint over item variables.
extension LayoutEngine {
  /// `first.attribute − multiplier × second.attribute2 − constant (relation) 0`, with both sides
  /// in the coordinates of the items' closest common ancestor. A constraint with one item
  /// relates a size to a constant, or (UIKit's own) a position to the item's parent.
  func makeSolverConstraint(for constraint: NSLayoutConstraint) -> Constraint? {
    guard let firstItem = constraint.firstItem else { return nil }
    let first = Self.resolveMargins(firstItem, constraint.firstAttribute)
    var space: UIView?
    var expression: SolverExpression
    if let secondItem = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
      let second = Self.resolveMargins(secondItem, constraint.secondAttribute)
      guard let common = Self.commonAncestor(first.item, second.item) else { return nil }
      space = common
      expression = self.expression(first.item, first.attribute, in: space)
      expression =
        expression - Double(constraint.multiplier) * self.expression(second.item, second.attribute, in: space)
    } else {
      expression = self.expression(first.item, first.attribute, in: nil)
    }
    expression = expression - Double(constraint.constant)
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let priority = constraint.priority.isRequired ? Priority.required : Priority(Double(constraint.priority.rawValue))
    return Constraint(expression, relation, priority: priority)
  }

  /// A margin attribute is the matching edge of the view's `layoutMarginsGuide`.
  static func resolveMargins(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute)
    -> (item: AnyObject, attribute: NSLayoutConstraint.Attribute)
  {
    guard let view = item as? UIView else { return (item, attribute) }
    let edge: NSLayoutConstraint.Attribute? =
      switch attribute {
      case .leftMargin: .left
      case .rightMargin: .right
      case .topMargin: .top
      case .bottomMargin: .bottom
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .centerXWithinMargins: .centerX
      case .centerYWithinMargins: .centerY
      default: nil
      }
    guard let edge else { return (item, attribute) }
    return (view.layoutMarginsGuide, edge)
  }

  /// The view an item lives in: a view itself, a guide's owning view.
  static func hostView(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  /// The closest view that contains both items (a guide counts as inside its owning view).
  static func commonAncestor(_ first: AnyObject?, _ second: AnyObject?) -> UIView? {
    guard let a = hostView(of: first), let b = hostView(of: second) else { return nil }
    var ancestors: Set<ObjectIdentifier> = []
    var current: UIView? = a
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = b
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }

  /// An attribute of an item in `space`'s coordinates (nil: the item's parent's).
  func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in space: UIView?) -> SolverExpression {
    let record = self.record(for: item)
    let width = SolverExpression(record.width)
    let height = SolverExpression(record.height)
    switch attribute {
    case .width: return width
    case .height: return height
    default: break
    }
    let left = origin(of: item, in: space, vertical: false)
    let top = origin(of: item, in: space, vertical: true)
    switch attribute {
    case .left, .leading: return left
    case .right, .trailing: return left + width
    case .centerX: return left + 0.5 * width
    case .top: return top
    case .bottom: return top + height
    case .centerY: return top + 0.5 * height
    case .firstBaseline, .lastBaseline:
      let offset = Self.baseline(of: item as? UIView, last: attribute == .lastBaseline)
      return top + offset.fromTop + offset.ofHeight * height
    default: return left
    }
  }

  /// An item's left (or top) edge in `space`'s coordinates: its own offset plus its ancestors'
  /// up to `space` (nil: just its own offset in its parent).
  private func origin(of item: AnyObject, in space: UIView?, vertical: Bool) -> SolverExpression {
    if let view = item as? UIView, view === space { return SolverExpression() }
    let record = self.record(for: item)
    var result = SolverExpression(vertical ? record.y : record.x)
    guard let space else { return result }
    var parent = Self.hostView(of: (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView)
    while let view = parent, view !== space {
      let parentRecord = self.record(for: view)
      result = result + (vertical ? parentRecord.y : parentRecord.x)
      parent = view.superview
    }
    return result
  }

  /// Where a view's baseline sits: a constant below its top plus a share of its height. A label's
  /// first baseline is its font's ascender below the top, its last the descender above the
  /// bottom; a button's and a text field's are their centred title's; any other view's baseline
  /// is its bottom edge, as UIKit's.
  static func baseline(of view: UIView?, last: Bool) -> (fromTop: Double, ofHeight: Double) {
    switch view {
    case let label as UILabel:
      let font: UIFont = label.font ?? .systemFont(ofSize: 17)
      return last ? (Double(font.descender), 1) : (Double(font.ascender), 0)
    case let button as UIButton:
      let font = button.titleLabel?.font ?? .systemFont(ofSize: 17)
      return (Double(font.ascender - font.lineHeight / 2), 0.5)
    case let field as UITextField:
      let font: UIFont = field.font ?? .systemFont(ofSize: 17)
      return (Double(font.ascender - font.lineHeight / 2), 0.5)
    default:
      return (0, 1)
    }
  }
}
