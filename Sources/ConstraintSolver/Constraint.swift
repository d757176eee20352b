/// A linear relation over variables that the solver keeps: `expression (relation) 0`, at a priority.
///
/// This is the solver's form of an `NSLayoutConstraint`. A constraint is a reference: it is equal
/// only to itself, so two constraints written the same way can be added and removed separately,
/// as two `NSLayoutConstraint`s can be activated and deactivated separately. A constraint is
/// immutable; to change its constant, remove it and add a new one, or make the constant an edit
/// variable (``Solver/addEditVariable(_:priority:)``).
public final class Constraint: Hashable, CustomStringConvertible {
  /// The left side; the right side is zero.
  public let expression: Expression

  /// How the expression relates to zero.
  public let relation: Relation

  /// Required (1000) or optional (below 1000).
  public let priority: Priority

  /// The constraint `expression (relation) 0`.
  public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }

  /// The constraint `left (relation) right`, kept as `left − right (relation) 0`.
  public convenience init(
    _ left: Expression, _ relation: Relation, _ right: Expression, priority: Priority = .required
  ) {
    self.init(left - right, relation, priority: priority)
  }

  /// The constraint as written: `left + 8.0 - right == 0 @ 750`.
  public var description: String {
    let text = "\(expression) \(relation) 0"
    return priority.isRequired ? text : "\(text) @ \(priority)"
  }

  /// Whether both are the same constraint (identity).
  public static func == (left: Constraint, right: Constraint) -> Bool {
    left === right
  }

  /// Hashes the constraint's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
