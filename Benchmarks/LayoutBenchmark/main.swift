// What solving a screen's constraints costs (layout.md's goals: a screen of 300 views and 1,200
// constraints solved from scratch in under 5 ms; one constant changed and re-solved in under
// 50 µs). Run it through Benchmarks/layout.sh, which builds it in release mode.
import ConstraintSolver

/// One view's frame as four unknowns.
struct View {
  let x: Variable
  let y: Variable
  let width: Variable
  let height: Variable

  init(_ name: String) {
    x = Variable("\(name).x")
    y = Variable("\(name).y")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
  }
}

/// A screen 390 points wide of 30 rows of 10 views, four constraints a view, made as UIKit apps
/// make them: leading to the superview's margin or 8 after the previous view, top 8 below the view
/// above, the last view's trailing to the margin; widths and heights equal to a constant, to the
/// neighbour's or to half the view above's plus 12; content sizes at 750 and 250.
struct Screen {
  static let rows = 30
  static let columns = 10
  var views: [View] = []
  var constraints: [Constraint] = []
  /// The leading constraint of row 15's first view, whose constant the re-solve figures change.
  var changedLeading: Constraint?
  /// The same leading edge against a variable, for the edit-variable figure.
  var editedLeading: Constraint?
  let inset = Variable("row15.inset")

  init() {
    for row in 0..<Screen.rows {
      for column in 0..<Screen.columns {
        let view = View("view\(row).\(column)")
        let previous = column > 0 ? views.last : nil
        let above = row > 0 ? views[views.count - Screen.columns] : nil
        if let previous {
          constraints.append(Constraint(Expression(view.x), .equal, previous.x + previous.width + 8))
        } else {
          let leading = Constraint(view.x - 16, .equal)
          constraints.append(leading)
          if row == 15 {
            changedLeading = leading
            editedLeading = Constraint(view.x - inset, .equal)
          }
        }
        if let above {
          constraints.append(Constraint(Expression(view.y), .equal, above.y + above.height + 8))
        } else {
          constraints.append(Constraint(view.y - 20, .equal))
        }
        switch (column, previous, above) {
        case (Screen.columns - 1, _, _):
          constraints.append(Constraint(view.x + view.width - 374, .equal))
        case (let column, let previous?, _) where column % 3 == 1:
          constraints.append(Constraint(view.width - previous.width, .equal))
        case (let column, _, let above?) where column % 3 == 2:
          constraints.append(Constraint(Expression(view.width), .equal, 0.5 * above.width + 12))
        default:
          constraints.append(Constraint(view.width - 30, .equal, priority: .defaultHigh))
        }
        if let previous, column % 2 == 1 {
          constraints.append(Constraint(view.height - previous.height, .equal))
        } else if column == 0 {
          constraints.append(Constraint(view.height - 44, .equal, priority: .defaultLow))
        } else {
          constraints.append(Constraint(view.height - 40, .equal))
        }
        views.append(view)
      }
    }
  }
}

/// Milliseconds between two instants.
func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

/// A figure with two decimals.
func format(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// The median of the samples.
func median(_ samples: [Double]) -> Double {
  samples.sorted()[samples.count / 2]
}

/// Times `body` `count` times; the median in milliseconds.
func measure(_ count: Int, _ body: () throws -> Void) rethrows -> Double {
  var samples: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<count {
    let start = clock.now
    try body()
    samples.append(milliseconds(clock.now - start))
  }
  return median(samples)
}

let screen = Screen()
guard let changedLeading = screen.changedLeading, let editedLeading = screen.editedLeading else {
  fatalError("the screen has no row 15")
}
let clock = ContinuousClock()

// (1) The whole screen from scratch.
var fullSolver = Solver()
let scratch = try measure(60) {
  fullSolver = Solver()
  for constraint in screen.constraints { try fullSolver.add(constraint) }
  fullSolver.updateVariables()
}
let lastView = screen.views[Screen.columns - 1]
guard abs(lastView.width.value - 16) < 1e-9, abs(screen.views[299].y.value - 1412) < 1e-9 else {
  fatalError("wrong solution: \(lastView.width.value), \(screen.views[299].y.value)")
}
print(
  "solve \(screen.views.count) views, \(screen.constraints.count) constraints from scratch: "
    + "median \(format(scratch)) ms (goal: under 5 ms)")

// (2a) One constant as an edit variable, suggested again and again.
let editSolver = Solver()
for constraint in screen.constraints where constraint !== changedLeading { try editSolver.add(constraint) }
try editSolver.add(editedLeading)
try editSolver.addEditVariable(screen.inset, priority: Priority(999))
var insets = [16.0, 24.0]
var suggestSamples: [Double] = []
var changedSamples: [Double] = []
for round in 0..<2000 {
  let start = clock.now
  try editSolver.suggestValue(insets[round % 2], for: screen.inset)
  let solved = clock.now
  editSolver.updateChangedVariables()
  suggestSamples.append(milliseconds(solved - start))
  changedSamples.append(milliseconds(clock.now - solved))
}
let updateAll = measure(2000) { editSolver.updateVariables() }
print(
  "change one constant, re-solve with suggestValue: median \(format(median(suggestSamples) * 1000)) µs "
    + "(goal: under 50 µs); then updateChangedVariables: median \(format(median(changedSamples) * 1000)) µs, "
    + "updateVariables (all \(screen.views.count * 4)): median \(format(updateAll * 1000)) µs")

// (2b) One constant changed by removing its constraint and adding a new one.
var current = changedLeading
let replacements = [Constraint(current.expression - 8, .equal), changedLeading]
let replace = try measure(2000) {
  let next = replacements[replacements[0] === current ? 1 : 0]
  try fullSolver.remove(current)
  try fullSolver.add(next)
  current = next
}
fullSolver.updateVariables()
print("change one constant, re-solve with remove and add: median \(format(replace * 1000)) µs (goal: under 50 µs)")
