/// Why the solver refused a request. The solver is left as it was before the request.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The constraint is already in the solver.
  case duplicateConstraint
  /// The constraint is not in the solver.
  case unknownConstraint
  /// A required constraint cannot hold together with the required constraints already added.
  case unsatisfiableConstraint
  /// The variable is already an edit variable.
  case duplicateEditVariable
  /// The variable is not an edit variable.
  case unknownEditVariable
  /// Edit variables must have an optional priority (below 1000).
  case requiredEditVariable

  /// What went wrong, in words a person can act on.
  public var description: String {
    switch self {
    case .duplicateConstraint: "the constraint has already been added to the solver"
    case .unknownConstraint: "the constraint has not been added to the solver"
    case .unsatisfiableConstraint:
      "the required constraint conflicts with the required constraints already added"
    case .duplicateEditVariable: "the variable is already an edit variable"
    case .unknownEditVariable: "the variable is not an edit variable: add it with addEditVariable first"
    case .requiredEditVariable: "an edit variable's priority must be below required (1000)"
    }
  }
}
