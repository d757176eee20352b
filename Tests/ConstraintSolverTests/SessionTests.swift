import ConstraintSolver
import Testing

/// Long random sessions, as an app's life is long: hundreds of adds and removes with required
/// constraints refused, several edit variables added, suggested and removed. The required
/// constraints keep holding and the solution keeps matching a fresh solver's.
@Suite("Long sessions")
struct SessionTests {
  /// One session's variables, their anchors and its random choices.
  private struct Session {
    var generator: SplitMix64
    let variables: [Variable]
    let anchors: [Constraint]
    /// The constraints in the solver.
    var active: [Constraint] = []
    /// The edit variables, with their priority and current suggestion.
    var edits: [Variable: (priority: Priority, value: Double)] = [:]

    init(seed: UInt64) {
      generator = SplitMix64(seed: seed &* 7919)
      let size = 3 + Int(generator.next() % 12)
      variables = (0..<size).map { Variable("v\($0)") }
      // Anchors at their own priorities below all others make the optimum a single point.
      var anchors: [Constraint] = []
      for index in 0..<size {
        let target = generator.number(in: -200...200)
        anchors.append(Constraint(variables[index] - target, .equal, priority: Priority(Double(1 + index) / 100)))
      }
      self.anchors = anchors
    }

    /// A constraint over one to three variables, required four times in ten.
    mutating func randomConstraint() -> Constraint {
      var expression = Expression(constant: generator.number(in: -300...300))
      for _ in 0..<(1 + Int(generator.next() % 3)) {
        expression = expression + generator.pick([1.0, -1, 2, -2, 0.5]) * generator.pick(variables)
      }
      let relation = generator.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual])
      let priority = generator.pick([
        Priority.required, .required, .required, .required, Priority(250), Priority(251), Priority(500),
        Priority(750), Priority(999), Priority(1),
      ])
      return Constraint(expression, relation, priority: priority)
    }

    /// One random request to the solver.
    mutating func step(_ solver: Solver) throws {
      switch generator.next() % 10 {
      case 0 where !active.isEmpty, 1 where !active.isEmpty, 2 where !active.isEmpty:
        try solver.remove(active.remove(at: Int(generator.next() % UInt64(active.count))))
      case 3:
        let variable = generator.pick(variables)
        if edits[variable] == nil {
          let priority = generator.pick([Priority(600), Priority(100), Priority(999), Priority(250)])
          let start = variable.value
          try solver.addEditVariable(variable, priority: priority)
          edits[variable] = (priority, start)
        } else {
          try solver.removeEditVariable(variable)
          edits[variable] = nil
        }
      case 4, 5:
        if let variable = edits.keys.min(by: { $0.name < $1.name }) {
          let value = generator.number(in: -400...400)
          try solver.suggestValue(value, for: variable)
          edits[variable]?.value = value
        }
      default:
        let constraint = randomConstraint()
        do {
          try solver.add(constraint)
          active.append(constraint)
        } catch {
          #expect(constraint.priority.isRequired)
        }
      }
    }

    /// The required constraints that the variables' values break, beyond rounding.
    func brokenRequiredConstraints() -> [Constraint] {
      active.filter { constraint in
        guard constraint.priority.isRequired else { return false }
        let expression = constraint.expression
        var value = expression.constant
        var scale = abs(expression.constant) + 1
        for (variable, coefficient) in expression.terms {
          value += coefficient * variable.value
          scale += abs(coefficient * variable.value)
        }
        let tolerance = 1e-9 * scale
        switch constraint.relation {
        case .equal: return abs(value) > tolerance
        case .lessThanOrEqual: return value > tolerance
        case .greaterThanOrEqual: return value < -tolerance
        }
      }
    }

    /// The values a fresh solver gives the same constraints, the edits as plain constraints.
    func freshSolution() throws -> [Double] {
      let solver = Solver()
      for constraint in anchors + active { try solver.add(constraint) }
      for (variable, edit) in edits {
        try solver.add(Constraint(variable - edit.value, .equal, priority: edit.priority))
      }
      solver.updateVariables()
      return variables.map(\.value)
    }
  }

  @Test("400 random requests keep required constraints holding and match fresh solves", arguments: 1...8)
  func longSession(seed: UInt64) throws {
    var session = Session(seed: seed)
    let solver = Solver()
    for anchor in session.anchors { try solver.add(anchor) }
    for step in 1...400 {
      try session.step(solver)
      guard step.isMultiple(of: 10) else { continue }
      solver.updateVariables()
      #expect(session.brokenRequiredConstraints().isEmpty, "seed \(seed), step \(step)")
      let incremental = session.variables.map(\.value)
      let fresh = try session.freshSolution()
      for (index, (left, right)) in zip(incremental, fresh).enumerated()
      where abs(left - right) > 1e-6 * max(1, abs(right)) {
        Issue.record("seed \(seed), step \(step), v\(index): \(left), fresh \(right)")
      }
    }
  }
}
