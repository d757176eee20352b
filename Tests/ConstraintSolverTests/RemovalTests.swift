import ConstraintSolver
import Testing

/// Removing a constraint undoes it, and a required constraint that cannot hold is refused without
/// a trace.
@Suite("Removal and unsatisfiable constraints")
struct RemovalTests {
  /// A small screen: a superview 320 wide, a label and a button side by side.
  private struct Screen {
    let labelLeft = Variable("label.left")
    let labelWidth = Variable("label.width")
    let buttonLeft = Variable("button.left")
    let buttonWidth = Variable("button.width")

    var variables: [Variable] { [labelLeft, labelWidth, buttonLeft, buttonWidth] }

    var constraints: [Constraint] {
      [
        Constraint(labelLeft - 16, .equal),
        Constraint(Expression(buttonLeft), .equal, labelLeft + labelWidth + 8),
        Constraint(buttonLeft + buttonWidth - 304, .lessThanOrEqual),
        Constraint(labelWidth - 80, .equal, priority: .defaultLow),
        Constraint(buttonWidth - 60, .greaterThanOrEqual, priority: .defaultHigh),
        Constraint(buttonWidth - 60, .equal, priority: Priority(200)),
      ]
    }

    func values() -> [Double] { variables.map(\.value) }
  }

  @Test("removing constraints, in any order, restores the solution from before they were added")
  func removalRestores() throws {
    let screen = Screen()
    let solver = Solver()
    for constraint in screen.constraints { try solver.add(constraint) }
    solver.updateVariables()
    let before = screen.values()
    #expect(before == [16, 80, 104, 60])

    let added = [
      Constraint(screen.labelWidth - 200, .equal, priority: .defaultHigh),
      Constraint(screen.buttonWidth - 100, .greaterThanOrEqual),
      Constraint(screen.labelWidth + screen.buttonWidth - 250, .equal, priority: Priority(900)),
      Constraint(screen.buttonLeft - 150, .lessThanOrEqual, priority: Priority(251)),
    ]
    for constraint in added { try solver.add(constraint) }
    solver.updateVariables()
    #expect(screen.values() != before)
    for constraint in [added[2], added[0], added[3], added[1]] { try solver.remove(constraint) }
    solver.updateVariables()
    expectClose(screen.values(), before)
  }

  @Test("removing a required constraint frees what it fixed")
  func removalOfRequired() throws {
    let solver = Solver()
    let x = Variable("x")
    let fixed = Constraint(x - 50, .equal)
    try solver.add(Constraint(x - 10, .equal, priority: .defaultLow))
    try solver.add(fixed)
    solver.updateVariables()
    #expect(x.value == 50)
    try solver.remove(fixed)
    solver.updateVariables()
    #expect(x.value == 10)
    try solver.add(fixed)
    solver.updateVariables()
    #expect(x.value == 50)
  }

  @Test("a redundant required equality can be added and removed")
  func redundantEquality() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let first = Constraint(x - y, .equal)
    let second = Constraint(y - x, .equal)
    try solver.add(Constraint(x - 7, .equal))
    try solver.add(first)
    try solver.add(second)
    try solver.remove(first)
    solver.updateVariables()
    #expect(y.value == 7)
    try solver.remove(second)
    try solver.add(Constraint(y - 3, .equal))
    solver.updateVariables()
    #expect([x.value, y.value] == [7, 3])
  }

  @Test("removing one of two equal required equalities keeps the other holding", arguments: [0.0, 100.0])
  func redundantEqualityAmongInequalities(pull: Double) throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let first = Constraint(x - 46, .equal)
    try solver.add(first)
    try solver.add(Constraint(2 * x - 92, .equal))
    // Rows of slacks and errors that hold the first equality's marker, in both directions.
    try solver.add(Constraint(x - 100, .lessThanOrEqual))
    try solver.add(Constraint(x + 100, .greaterThanOrEqual))
    try solver.add(Constraint(y - x - 10, .greaterThanOrEqual))
    try solver.add(Constraint(x - pull, .equal, priority: .defaultLow))
    try solver.add(Constraint(y - pull, .equal, priority: .defaultHigh))
    try solver.remove(first)
    solver.updateVariables()
    #expect(x.value == 46)
    #expect(y.value == max(56, pull))
  }

  @Test("contradicting required equalities: the second throws and the solver is unchanged")
  func unsatisfiableEquality() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(Constraint(x - 10, .equal))
    let offset = Constraint(y - x - 5, .equal)
    try solver.add(offset)
    let conflicting = Constraint(y - 20, .equal)
    #expect(throws: SolverError.unsatisfiableConstraint) { try solver.add(conflicting) }
    #expect(!solver.contains(conflicting))
    solver.updateVariables()
    #expect([x.value, y.value] == [10, 15])
    // The refused constraint can be added once what it conflicted with is gone.
    try solver.remove(offset)
    try solver.add(conflicting)
    solver.updateVariables()
    #expect([x.value, y.value] == [10, 20])
  }

  @Test("an unsatisfiable inequality found in phase one leaves the solution exactly as it was")
  func unsatisfiableThroughArtificialVariable() throws {
    let screen = Screen()
    let solver = Solver()
    for constraint in screen.constraints { try solver.add(constraint) }
    try solver.add(Constraint(Expression(screen.labelWidth), .greaterThanOrEqual))
    try solver.add(Constraint(Expression(screen.buttonWidth), .greaterThanOrEqual))
    let box = (left: Variable("box.left"), width: Variable("box.width"))
    try solver.add(Constraint(box.left - screen.buttonLeft, .greaterThanOrEqual))
    try solver.add(Constraint(box.left + box.width - 304, .lessThanOrEqual))
    try solver.add(Constraint(box.width - 10, .greaterThanOrEqual))
    try solver.add(Constraint(box.width - 30, .equal, priority: .defaultLow))
    solver.updateVariables()
    let before = screen.values() + [box.left.value, box.width.value]
    let refused = [
      Constraint(box.width - 300, .greaterThanOrEqual),
      Constraint(screen.buttonLeft + screen.buttonWidth - 400, .greaterThanOrEqual),
      Constraint(box.left + screen.labelLeft - 10, .lessThanOrEqual),
    ]
    for constraint in refused {
      #expect(throws: SolverError.unsatisfiableConstraint) { try solver.add(constraint) }
      solver.updateVariables()
      #expect(screen.values() + [box.left.value, box.width.value] == before)
    }
    // Still a working solver.
    let wider = Constraint(box.width - 40, .equal)
    try solver.add(wider)
    solver.updateVariables()
    #expect(box.width.value == 40)
  }

  @Test("an optional constraint is never unsatisfiable: it is as close as it can be")
  func optionalNeverThrows() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(Constraint(x - 10, .equal))
    try solver.add(Constraint(x - 20, .equal, priority: Priority(999)))
    try solver.add(Constraint(x - 30, .greaterThanOrEqual, priority: Priority(999)))
    solver.updateVariables()
    #expect(x.value == 10)
  }
}

/// Expects two lists of values to agree within the solver's tolerance.
func expectClose(
  _ actual: [Double], _ expected: [Double], tolerance: Double = 1e-6, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(actual.count == expected.count, sourceLocation: sourceLocation)
  for (index, (left, right)) in zip(actual, expected).enumerated() where abs(left - right) > tolerance {
    Issue.record("value \(index): \(left), expected \(right)", sourceLocation: sourceLocation)
  }
}
