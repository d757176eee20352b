import ConstraintSolver
import Testing

/// The solver's basic promises: required constraints hold, optional ones hold as closely as their
/// priorities allow, inequalities and multipliers mean what they say, and misuse is a typed error.
@Suite("Solver")
struct SolverTests {
  @Test("a required constraint holds; an optional one holds when nothing required contradicts it")
  func requiredAndOptional() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(Constraint(x - 10, .equal))
    try solver.add(Constraint(x - 20, .equal, priority: .defaultHigh))
    try solver.add(Constraint(y - 5, .equal, priority: .defaultLow))
    solver.updateVariables()
    #expect(x.value == 10)
    #expect(y.value == 5)
  }

  @Test("between optional constraints the higher priority wins")
  func higherPriorityWins() throws {
    let solver = Solver()
    let width = Variable("width")
    try solver.add(Constraint(width - 100, .equal, priority: Priority(250)))
    try solver.add(Constraint(width - 200, .equal, priority: Priority(750)))
    try solver.add(Constraint(width - 300, .equal, priority: Priority(500)))
    solver.updateVariables()
    #expect(width.value == 200)
  }

  @Test("251 beats any number of 250s", arguments: [1, 10, 1000])
  func priorityIsLexicographic(count: Int) throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(Constraint(x - 100, .equal, priority: Priority(251)))
    // Every 250 pulls x to 0, directly or through y; together they never outweigh the 251.
    try solver.add(Constraint(y - 2 * x, .equal))
    for index in 0..<count {
      let pull =
        index.isMultiple(of: 2)
        ? Constraint(Expression(x), .equal, priority: Priority(250))
        : Constraint(Expression(y), .equal, priority: Priority(250))
      try solver.add(pull)
    }
    solver.updateVariables()
    #expect(x.value == 100)
    #expect(y.value == 200)
  }

  @Test("within one priority the sum of errors is least: the majority wins")
  func equalPrioritiesSumErrors() throws {
    let solver = Solver()
    let x = Variable("x")
    for target in [10.0, 10, 10, 40, 50] {
      try solver.add(Constraint(x - target, .equal, priority: .defaultLow))
    }
    solver.updateVariables()
    #expect(x.value == 10)
  }

  @Test("inequalities bound a value and optional equalities pull it to the bound")
  func inequalities() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(Constraint(x - 10, .greaterThanOrEqual))
    try solver.add(Constraint(x - 20, .lessThanOrEqual))
    let pullUp = Constraint(x - 30, .equal, priority: .defaultHigh)
    try solver.add(pullUp)
    solver.updateVariables()
    #expect(x.value == 20)
    try solver.remove(pullUp)
    try solver.add(Constraint(Expression(x), .equal, priority: .defaultHigh))
    solver.updateVariables()
    #expect(x.value == 10)
  }

  @Test("an optional inequality gives way only to a higher priority")
  func optionalInequality() throws {
    let solver = Solver()
    let width = Variable("width")
    // A label's compression resistance (750) against its hugging (250) and a container's 700.
    try solver.add(Constraint(width - 120, .greaterThanOrEqual, priority: .defaultHigh))
    try solver.add(Constraint(width - 80, .lessThanOrEqual, priority: .defaultLow))
    try solver.add(Constraint(width - 100, .equal, priority: Priority(700)))
    solver.updateVariables()
    #expect(width.value == 120)
  }

  @Test("equalities with multipliers: proportional widths and centres")
  func multipliers() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let otherWidth = Variable("otherWidth")
    try solver.add(Constraint(Expression(width), .equal, 2 * otherWidth + 10))
    try solver.add(Constraint(otherWidth - 15, .equal))
    // centerX = left + width / 2 = 200
    try solver.add(Constraint(left + 0.5 * width - 200, .equal))
    solver.updateVariables()
    #expect(otherWidth.value == 15)
    #expect(width.value == 40)
    #expect(left.value == 180)
  }

  @Test("a variable written twice in one expression counts once with both coefficients")
  func repeatedTerms() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(Constraint(x + x + x - x - 30, .equal))
    solver.updateVariables()
    #expect(x.value == 15)
  }

  @Test("misuse is a typed error and changes nothing")
  func errors() throws {
    let solver = Solver()
    let x = Variable("x")
    let constraint = Constraint(x - 1, .equal)
    try solver.add(constraint)
    #expect(throws: SolverError.duplicateConstraint) { try solver.add(constraint) }
    #expect(throws: SolverError.unknownConstraint) { try solver.remove(Constraint(x - 1, .equal)) }
    #expect(solver.contains(constraint))
    try solver.remove(constraint)
    #expect(!solver.contains(constraint))
    #expect(throws: SolverError.unknownConstraint) { try solver.remove(constraint) }
    #expect(SolverError.unsatisfiableConstraint.description.contains("conflicts"))
  }

  @Test("reset forgets every constraint and edit variable")
  func reset() throws {
    let solver = Solver()
    let x = Variable("x")
    let constraint = Constraint(x - 1, .equal)
    try solver.add(constraint)
    try solver.addEditVariable(x, priority: .defaultHigh)
    solver.reset()
    #expect(!solver.contains(constraint))
    #expect(!solver.hasEditVariable(x))
    #expect(solver.constraintCount == 0)
    try solver.add(Constraint(x - 2, .equal))
    solver.updateVariables()
    #expect(x.value == 2)
  }

  @Test("expressions and constraints print as written")
  func descriptions() {
    let left = Variable("left")
    let width = Variable("width")
    #expect((2 * width + left - 8).description == "2.0 * width + left - 8.0")
    #expect(Constraint(-left, .lessThanOrEqual, priority: .defaultLow).description == "-left <= 0 @ 250")
    #expect(Constraint(width - left, .greaterThanOrEqual).description == "width - left >= 0")
  }
}
