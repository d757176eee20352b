/// How much a constraint matters, on UIKit's `UILayoutPriority` scale from 1 to 1000.
///
/// A constraint at ``required`` (1000, or more) must hold: adding one that cannot is an error. Any
/// lower priority makes a constraint optional: the solver satisfies optional constraints as
/// closely as it can, strictly in priority order, as UIKit's engine does. A constraint at 251 is
/// never given up to satisfy any number of constraints at 250; among constraints of one priority
/// the solver minimises the sum of their errors (how far each one is from holding).
public struct Priority: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The priority's value: 1000 is required, lower values are optional.
  public var value: Double

  /// A priority of `value` (UIKit's scale: 1 to 1000).
  public init(_ value: Double) {
    self.value = value
  }

  /// Must hold (UIKit's `.required`, 1000).
  public static let required = Priority(1000)

  /// UIKit's `.defaultHigh` (750): the default compression resistance.
  public static let defaultHigh = Priority(750)

  /// UIKit's `.defaultLow` (250): the default content hugging.
  public static let defaultLow = Priority(250)

  /// Whether a constraint at this priority must hold.
  public var isRequired: Bool {
    value >= Priority.required.value
  }

  /// The value, as UIKit prints a priority.
  public var description: String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// Orders priorities by value.
  public static func < (left: Priority, right: Priority) -> Bool {
    left.value < right.value
  }
}
