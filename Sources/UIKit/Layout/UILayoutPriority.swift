import Foundation

/// How much a layout constraint matters, as UIKit's `UILayoutPriority`: a value from 1 to 1000.
///
/// A constraint at `.required` (1000) must hold; any lower priority makes it optional, satisfied
/// as closely as the layout allows, higher priorities first. Views' content hugging and
/// compression resistance default to `.defaultLow` (250) and `.defaultHigh` (750) in code.
/// As in UIKit, a priority is made with `UILayoutPriority(999)` or `UILayoutPriority(rawValue:)`,
/// and `+`/`-` shift it (`.defaultHigh - 1`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float

  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// 1000: the constraint must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: the priority of a button's compression resistance.
  public static let defaultHigh = UILayoutPriority(750)
  /// 510: a drag that can resize the scene.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 500: the scene keeps its size.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// 490: a drag that cannot resize the scene.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// 250: the priority of a button's content hugging.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: what `systemLayoutSizeFitting(_:)` asks of the target size.
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }

  /// Whether a constraint at this priority must hold.
  var isRequired: Bool { rawValue >= 1000 }
}

extension NSLayoutConstraint {
  /// The axes of a view's content-size priorities, as UIKit's `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}
