/// How a constraint's expression relates to zero, as `NSLayoutConstraint.Relation` relates its two
/// sides.
public enum Relation: Sendable, CustomStringConvertible {
  /// `expression ≤ 0`.
  case lessThanOrEqual
  /// `expression = 0`.
  case equal
  /// `expression ≥ 0`.
  case greaterThanOrEqual

  /// The relation's symbol: `<=`, `==` or `>=`.
  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
