import ConstraintSolver
import Testing

/// Random constraint systems: whatever the order of adds, removes, refused constraints and
/// suggestions, the incremental solver ends where a fresh solver given the same final set starts.
@Suite("Random systems")
struct PropertyTests {
  /// A random system over a few variables. Each variable has an anchor at its own priority below
  /// every other (1, 2, 3…), so that the lexicographic optimum is a single point and two solvers
  /// must agree on it exactly, not merely on the objective.
  private struct System {
    let variables: [Variable]
    let anchors: [Constraint]
    /// The edit variable and the priority of its edit.
    let edited: Variable
    static let editPriority = Priority(600)

    init(size: Int, generator: inout SplitMix64) {
      variables = (0..<size).map { Variable("v\($0)") }
      var anchors: [Constraint] = []
      for (index, variable) in variables.enumerated() {
        let target = generator.number(in: 0...100)
        anchors.append(Constraint(variable - target, .equal, priority: Priority(Double(1 + index))))
      }
      self.anchors = anchors
      edited = variables[0]
    }

    /// A constraint over one to three of the variables, required about a third of the time.
    func randomConstraint(_ generator: inout SplitMix64) -> Constraint {
      var expression = Expression(constant: generator.number(in: -100...100))
      for _ in 0..<(1 + Int(generator.next() % 3)) {
        expression = expression + generator.pick([1.0, -1, 2, -2, 0.5]) * generator.pick(variables)
      }
      let relation = generator.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
      let priority = generator.pick([
        Priority.required, .required, .required, Priority(250), Priority(251),
        Priority(500), Priority(750), Priority(999),
      ])
      return Constraint(expression, relation, priority: priority)
    }

    /// The values a fresh solver gives `constraints`, with the edit as a plain constraint.
    func freshSolution(_ constraints: [Constraint], suggestion: Double) throws -> [Double] {
      let solver = Solver()
      for constraint in anchors + constraints { try solver.add(constraint) }
      try solver.add(Constraint(edited - suggestion, .equal, priority: System.editPriority))
      solver.updateVariables()
      return variables.map(\.value)
    }
  }

  @Test("incremental add, remove and suggest agree with a fresh solve of the final set", arguments: 1...40)
  func incrementalMatchesFresh(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let system = System(size: 4 + Int(seed % 6), generator: &generator)
    let solver = Solver()
    for anchor in system.anchors { try solver.add(anchor) }
    try solver.addEditVariable(system.edited, priority: System.editPriority)
    var suggestion = system.edited.value
    var active: [Constraint] = []
    for step in 1...150 {
      switch generator.next() % 6 {
      case 0 where !active.isEmpty, 1 where !active.isEmpty:
        try solver.remove(active.remove(at: Int(generator.next() % UInt64(active.count))))
      case 2:
        suggestion = generator.number(in: -50...150)
        try solver.suggestValue(suggestion, for: system.edited)
      default:
        let constraint = system.randomConstraint(&generator)
        solver.updateVariables()
        let before = system.variables.map(\.value)
        do {
          try solver.add(constraint)
          active.append(constraint)
        } catch {
          #expect(error == .unsatisfiableConstraint && constraint.priority.isRequired)
          #expect(!solver.contains(constraint))
          solver.updateVariables()
          expectClose(system.variables.map(\.value), before)
        }
      }
      if step.isMultiple(of: 10) {
        solver.updateVariables()
        let incremental = system.variables.map(\.value)
        expectClose(incremental, try system.freshSolution(active, suggestion: suggestion))
      }
    }
    for constraint in active.reversed() { try solver.remove(constraint) }
    try solver.removeEditVariable(system.edited)
    solver.updateVariables()
    let anchorsOnly = Solver()
    for anchor in system.anchors { try anchorsOnly.add(anchor) }
    let incremental = system.variables.map(\.value)
    anchorsOnly.updateVariables()
    expectClose(incremental, system.variables.map(\.value))
  }

  @Test(
    "updateChangedVariables writes what updateVariables writes, for a solver that owns its variables",
    arguments: 1...6)
  func changedVariablesMatchAll(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let system = System(size: 8, generator: &generator)
    let solver = Solver()
    for anchor in system.anchors { try solver.add(anchor) }
    try solver.addEditVariable(system.edited, priority: System.editPriority)
    var active: [Constraint] = []
    for _ in 1...150 {
      switch generator.next() % 4 {
      case 0 where !active.isEmpty:
        try solver.remove(active.remove(at: Int(generator.next() % UInt64(active.count))))
      case 1:
        try solver.suggestValue(generator.number(in: -50...150), for: system.edited)
      default:
        let constraint = system.randomConstraint(&generator)
        if (try? solver.add(constraint)) != nil { active.append(constraint) }
      }
      solver.updateChangedVariables()
      let changed = system.variables.map(\.value)
      solver.updateVariables()
      #expect(changed == system.variables.map(\.value))
    }
  }
}
