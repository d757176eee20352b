/// An incremental Cassowary constraint solver: the engine Auto Layout lays out with.
///
/// Add and remove constraints one at a time; each request re-solves from the previous solution
/// rather than from scratch (Badros, Borning & Stuckey's Cassowary: a simplex tableau with
/// restricted slack and error variables, phase one through an artificial variable for required
/// constraints without a ready subject, the primal simplex method after each change, removal
/// through the constraint's marker variable). Required constraints (priority 1000) always hold;
/// optional ones are satisfied as closely as possible strictly in priority order, as UIKit's
/// engine satisfies them (see ``Priority``).
///
/// For a value that changes often (a constraint's constant while an animation runs, a dragged
/// edge), make the variable an edit variable and suggest values: each suggestion re-solves with
/// the dual simplex method, which touches only the rows that change.
///
/// Solved values reach the variables only through ``updateVariables()`` (or
/// ``updateChangedVariables()``, which writes only the variables a change moved).
public final class Solver {
  /// A variable, its symbol in the tableau and how many constraints use it.
  private struct VariableEntry {
    var variable: Variable
    var symbol: Symbol
    var uses: Int
  }

  /// An edit variable's equality and its current suggested value.
  private struct EditEntry {
    var constraint: Constraint
    var tag: ConstraintTag
    var value: Double
  }

  /// The simplex tableau.
  private var tableau = Tableau()
  /// The constraints added, with what the tableau keeps of each.
  private var constraints: [Constraint: ConstraintTag] = [:]
  /// The variables that appear in a constraint or an edit, in an array for ``updateVariables()``.
  private var variables: [VariableEntry] = []
  /// Where each variable is in ``variables``.
  private var variableIndices: [Variable: Int] = [:]
  /// Where each external symbol's variable is in ``variables`` (−1 for other symbols).
  private var variableIndexOfSymbol: [Int] = []
  /// The edit variables.
  private var edits: [Variable: EditEntry] = [:]

  /// An empty solver.
  public init() {}

  /// How many constraints the solver holds (edit variables not counted).
  public var constraintCount: Int { constraints.count }

  /// Adds a constraint and re-solves.
  ///
  /// - Throws: ``SolverError/duplicateConstraint`` if it is already in the solver;
  ///   ``SolverError/unsatisfiableConstraint`` if it is required and cannot hold with the required
  ///   constraints already in the solver. The solver is then as it was before.
  public func add(_ constraint: Constraint) throws(SolverError) {
    guard constraints[constraint] == nil else { throw .duplicateConstraint }
    constraints[constraint] = try insert(constraint)
  }

  /// Removes a constraint and re-solves.
  ///
  /// - Throws: ``SolverError/unknownConstraint`` if the constraint is not in the solver.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint }
    tableau.removeConstraint(tag)
    release(constraint.expression)
  }

  /// Whether the constraint is in the solver.
  public func contains(_ constraint: Constraint) -> Bool {
    constraints[constraint] != nil
  }

  /// Makes `variable` an edit variable: an optional equality at `priority` holds it at a suggested
  /// value, at first its current ``Variable/value``.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable`` if it already is one;
  ///   ``SolverError/requiredEditVariable`` if `priority` is required.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    guard edits[variable] == nil else { throw .duplicateEditVariable }
    guard !priority.isRequired else { throw .requiredEditVariable }
    let constraint = Constraint(Expression([(variable, 1)], constant: -variable.value), .equal, priority: priority)
    let tag = try insert(constraint)
    edits[variable] = EditEntry(constraint: constraint, tag: tag, value: variable.value)
  }

  /// Stops `variable` being an edit variable and re-solves without its suggested value.
  ///
  /// - Throws: ``SolverError/unknownEditVariable`` if it is not one.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable }
    tableau.removeConstraint(edit.tag)
    release(edit.constraint.expression)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[variable] != nil
  }

  /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
  ///
  /// - Throws: ``SolverError/unknownEditVariable`` if `variable` is not an edit variable.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard var edit = edits[variable] else { throw .unknownEditVariable }
    let delta = value - edit.value
    edit.value = value
    edits[variable] = edit
    tableau.shiftEquality(edit.tag, by: delta)
  }

  /// Writes each variable's solved value into its ``Variable/value``.
  public func updateVariables() {
    _ = tableau.takeChangedExternals()
    for entry in variables {
      entry.variable.value = tableau.value(of: entry.symbol)
    }
  }

  /// Writes the solved value of each variable whose value may have changed since the last update
  /// (of either kind) into its ``Variable/value``: after a small change, a few variables rather
  /// than all.
  ///
  /// The same as ``updateVariables()`` as long as no other solver writes these variables; a
  /// variable shared with another solver may keep the value that solver wrote.
  public func updateChangedVariables() {
    for symbol in tableau.takeChangedExternals() where symbol.index < variableIndexOfSymbol.count {
      let index = variableIndexOfSymbol[symbol.index]
      if index >= 0 {
        variables[index].variable.value = tableau.value(of: symbol)
      }
    }
  }

  /// Removes every constraint and edit variable.
  public func reset() {
    tableau = Tableau()
    constraints = [:]
    variables = []
    variableIndices = [:]
    variableIndexOfSymbol = []
    edits = [:]
  }

  /// The tableau and the variables' symbols, for debugging the solver.
  var tableauDescription: String {
    let names = variables.map { "x\($0.symbol.id) is \($0.variable)" }.sorted()
    return (names + [tableau.description]).joined(separator: "\n")
  }

  /// Adds a constraint (a user's or an edit's) to the tableau, registering its variables.
  private func insert(_ constraint: Constraint) throws(SolverError) -> ConstraintTag {
    let terms = retain(constraint.expression)
    do {
      return try tableau.addConstraint(
        terms: terms, constant: constraint.expression.constant, relation: constraint.relation,
        priority: constraint.priority.isRequired ? nil : constraint.priority.value)
    } catch {
      release(constraint.expression)
      throw error
    }
  }

  /// The expression's terms over the tableau's symbols, counting one more use of each variable
  /// (and giving a new variable its symbol).
  private func retain(_ expression: Expression) -> [(Symbol, Double)] {
    expression.terms.map { variable, coefficient in
      if let index = variableIndices[variable] {
        variables[index].uses += 1
        return (variables[index].symbol, coefficient)
      }
      let symbol = tableau.makeSymbol(.external)
      record(index: variables.count, of: symbol)
      variableIndices[variable] = variables.count
      variables.append(VariableEntry(variable: variable, symbol: symbol, uses: 1))
      return (symbol, coefficient)
    }
  }

  /// Counts one use less of each of the expression's variables; a variable no constraint uses any
  /// more leaves the tableau.
  private func release(_ expression: Expression) {
    for (variable, _) in expression.terms {
      guard let index = variableIndices[variable] else { continue }
      variables[index].uses -= 1
      guard variables[index].uses == 0 else { continue }
      tableau.discard(variables[index].symbol)
      record(index: -1, of: variables[index].symbol)
      variableIndices[variable] = nil
      let last = variables.removeLast()
      if index < variables.count {
        variables[index] = last
        variableIndices[last.variable] = index
        record(index: index, of: last.symbol)
      }
    }
  }

  /// Records where the variable of an external symbol is in ``variables``.
  private func record(index: Int, of symbol: Symbol) {
    while variableIndexOfSymbol.count <= symbol.index {
      variableIndexOfSymbol.append(-1)
    }
    variableIndexOfSymbol[symbol.index] = index
  }
}
