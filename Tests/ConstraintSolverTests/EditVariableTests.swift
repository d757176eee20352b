import ConstraintSolver
import Testing

/// Edit variables: a value suggested again and again (a dragged edge, an animated constant), each
/// suggestion re-solved incrementally and agreeing with a solver built from scratch.
@Suite("Edit variables")
struct EditVariableTests {
  /// A sidebar and content: the sidebar's width is edited, the content fills the rest, and the
  /// content has a minimum width at 750 that the sidebar's edit (at 500) cannot overrule.
  private struct SplitView {
    let sidebarWidth = Variable("sidebar.width")
    let contentLeft = Variable("content.left")
    let contentWidth = Variable("content.width")

    var variables: [Variable] { [sidebarWidth, contentLeft, contentWidth] }

    var constraints: [Constraint] {
      [
        Constraint(sidebarWidth - 50, .greaterThanOrEqual),
        Constraint(Expression(contentLeft), .equal, sidebarWidth + 1),
        Constraint(contentLeft + contentWidth - 1024, .equal),
        Constraint(contentWidth - 400, .greaterThanOrEqual, priority: .defaultHigh),
        Constraint(sidebarWidth - 320, .equal, priority: .defaultLow),
      ]
    }
  }

  @Test("many suggestions in a row each match a from-scratch solve")
  func suggestionsMatchFreshSolves() throws {
    let split = SplitView()
    let solver = Solver()
    for constraint in split.constraints { try solver.add(constraint) }
    try solver.addEditVariable(split.sidebarWidth, priority: Priority(500))
    var generator = SplitMix64(seed: 7)
    for step in 0..<200 {
      let value = step.isMultiple(of: 10) ? 10 : Double(generator.next() % 1200) - 100
      try solver.suggestValue(value, for: split.sidebarWidth)
      solver.updateVariables()
      let incremental = split.variables.map(\.value)

      let fresh = Solver()
      for constraint in split.constraints { try fresh.add(constraint) }
      try fresh.add(Constraint(split.sidebarWidth - value, .equal, priority: Priority(500)))
      fresh.updateVariables()
      expectClose(incremental, split.variables.map(\.value))
      let expectedSidebar = min(max(value, 50), 1024 - 1 - 400)
      #expect(abs(incremental[0] - expectedSidebar) < 1e-9)
    }
  }

  @Test("an edit starts at the variable's current value and goes with removeEditVariable")
  func addAndRemove() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(Constraint(x - 10, .equal, priority: .defaultLow))
    solver.updateVariables()
    try solver.addEditVariable(x, priority: .defaultHigh)
    #expect(solver.hasEditVariable(x))
    solver.updateVariables()
    #expect(x.value == 10)
    try solver.suggestValue(42, for: x)
    solver.updateVariables()
    #expect(x.value == 42)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    solver.updateVariables()
    #expect(x.value == 10)
  }

  @Test("two edit variables at different priorities: the higher wins where they conflict")
  func competingEdits() throws {
    let solver = Solver()
    let left = Variable("left")
    let right = Variable("right")
    try solver.add(Constraint(right - left - 100, .greaterThanOrEqual))
    try solver.addEditVariable(left, priority: Priority(900))
    try solver.addEditVariable(right, priority: Priority(800))
    for (leftValue, rightValue) in [(0.0, 200.0), (150, 200), (300, 350), (-20, 0)] {
      try solver.suggestValue(leftValue, for: left)
      try solver.suggestValue(rightValue, for: right)
      solver.updateVariables()
      #expect(left.value == leftValue)
      #expect(right.value == max(rightValue, leftValue + 100))
    }
  }

  @Test("edit variable misuse is a typed error")
  func errors() throws {
    let solver = Solver()
    let x = Variable("x")
    #expect(throws: SolverError.requiredEditVariable) { try solver.addEditVariable(x, priority: .required) }
    #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(1, for: x) }
    #expect(throws: SolverError.unknownEditVariable) { try solver.removeEditVariable(x) }
    try solver.addEditVariable(x, priority: .defaultHigh)
    #expect(throws: SolverError.duplicateEditVariable) { try solver.addEditVariable(x, priority: .defaultLow) }
  }
}
