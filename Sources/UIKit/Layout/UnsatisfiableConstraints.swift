import ConstraintSolver
import Foundation

/// UIKit's "Unable to simultaneously satisfy constraints." message, and the set of constraints it
/// lists: the required constraints that cannot hold together with the one being added.
///
/// The solver only says that a constraint conflicts, not with which ones; the set is found as
/// UIKit's debugging aids present it, small: the required constraints are tried in a fresh solver
/// starting from the new one and spreading out through shared variables, until one fails; then
/// each of those tried before is left out in turn, and kept out when the rest still conflicts.
@MainActor
enum UnsatisfiableConstraints {
  /// Most constraints the minimising search tries; past it the list is what the search reached.
  static let searchLimit = 400

  /// The required constraints in the engine that conflict with `adding` (which is not included).
  static func conflict(adding: Constraint, to engine: LayoutEngine) -> [NSLayoutConstraint] {
    let required = engine.sources.values.filter { $0.solved.priority.isRequired && $0.solved !== adding }
      .sorted { $0.source.debugAddress < $1.source.debugAddress }
      .map { ($0.solved, $0.source) }
    let ordered = nearestFirst(from: adding, among: required.map(\.0))
    let sourceOf = Dictionary(required.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { first, _ in first })
    let minimal = minimalConflict(adding: adding, candidates: Array(ordered.prefix(searchLimit)))
    return minimal.compactMap { sourceOf[ObjectIdentifier($0)] }
  }

  /// Candidates ordered by how many shared variables away they are from `start`.
  private static func nearestFirst(from start: Constraint, among candidates: [Constraint]) -> [Constraint] {
    var byVariable: [ObjectIdentifier: [Int]] = [:]
    for (index, candidate) in candidates.enumerated() {
      for term in candidate.expression.terms { byVariable[ObjectIdentifier(term.variable), default: []].append(index) }
    }
    var seenVariables = Set(start.expression.terms.map { ObjectIdentifier($0.variable) })
    var frontier = Array(seenVariables)
    var taken = Set<Int>()
    var ordered: [Constraint] = []
    while !frontier.isEmpty {
      var next: [ObjectIdentifier] = []
      for variable in frontier {
        for index in byVariable[variable, default: []].sorted() where taken.insert(index).inserted {
          ordered.append(candidates[index])
          for term in candidates[index].expression.terms
          where seenVariables.insert(ObjectIdentifier(term.variable)).inserted {
            next.append(ObjectIdentifier(term.variable))
          }
        }
      }
      frontier = next
    }
    return ordered
  }

  /// The constraints among `candidates` that, with `adding`, cannot all hold; none can be left out.
  private static func minimalConflict(adding: Constraint, candidates: [Constraint]) -> [Constraint] {
    var tried: [Constraint] = []
    var failing: Constraint?
    let solver = Solver()
    guard (try? solver.add(adding)) != nil else { return [] }
    for candidate in candidates {
      if (try? solver.add(candidate)) == nil {
        failing = candidate
        break
      }
      tried.append(candidate)
    }
    guard let failing else { return tried }
    var kept = tried
    for index in tried.indices.reversed() {
      let without = kept.filter { $0 !== tried[index] }
      if !satisfiable([adding, failing] + without) { kept = without }
    }
    return kept + [failing]
  }

  private static func satisfiable(_ constraints: [Constraint]) -> Bool {
    let solver = Solver()
    for constraint in constraints where (try? solver.add(constraint)) == nil { return false }
    return true
  }

  /// UIKit's console message, the constraints listed in address order.
  static func message(listing constraints: [NSLayoutConstraint], breaking broken: NSLayoutConstraint) -> String {
    var unique: [NSLayoutConstraint] = []
    for constraint in constraints where !unique.contains(where: { $0 === constraint }) { unique.append(constraint) }
    unique.sort { $0.debugAddress < $1.debugAddress }
    let listsAutoresizing = unique.contains { if case .autoresizing = $0.origin { true } else { false } }
    var lines = [
      "Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if listsAutoresizing {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the"
          + " documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    lines.append(unique.map { "    \"\($0.description)\"" }.joined(separator: ",\n"))
    lines += [
      ")", "", "Will attempt to recover by breaking constraint ", broken.description, "",
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also"
        + " be helpful.",
    ]
    return lines.joined(separator: "\n")
  }
}
