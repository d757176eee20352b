/// An unknown of a constraint system: one coordinate of a view's frame, a guide's edge, a size.
///
/// Auto Layout gives every item four of them (a left, a top, a width and a height, say) and states
/// each `NSLayoutConstraint` over them. A variable is a reference: two variables with the same name
/// are still different unknowns, and a variable is equal only to itself.
///
/// The solver writes each variable's solved value into ``value`` when ``Solver/updateVariables()``
/// is called; until then ``value`` keeps whatever it held before (zero for a new variable).
public final class Variable: Hashable, CustomStringConvertible {
  /// A name for messages and debugging; it plays no part in solving.
  public let name: String

  /// The value the solver last wrote with ``Solver/updateVariables()``.
  public internal(set) var value: Double = 0

  /// Makes a new unknown.
  ///
  /// - Parameter name: A name for messages and debugging.
  public init(_ name: String = "") {
    self.name = name
  }

  /// The variable's name, or its identity when it has none.
  public var description: String {
    name.isEmpty ? "Variable(\(ObjectIdentifier(self).hashValue))" : name
  }

  /// Whether both are the same unknown (identity, not name).
  public static func == (left: Variable, right: Variable) -> Bool {
    left === right
  }

  /// Hashes the variable's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
