import ConstraintSolver
import Testing

/// Layouts shaped like UIKit screens: a long chain of views, leading to trailing.
@Suite("Layout chains")
struct LayoutChainTests {
  /// One view's horizontal variables.
  private struct View {
    let left: Variable
    let width: Variable
    init(_ index: Int) {
      left = Variable("view\(index).left")
      width = Variable("view\(index).width")
    }
  }

  @Test("100 views left to right with equal widths fill the superview, before and after rotation")
  func chainOfEqualWidths() throws {
    let solver = Solver()
    let superviewWidth = Variable("superview.width")
    let views = (0..<100).map(View.init)
    try solver.addEditVariable(superviewWidth, priority: Priority(999))
    try solver.suggestValue(1000, for: superviewWidth)
    try solver.add(Constraint(views[0].left - 20, .equal))
    for (previous, next) in zip(views, views.dropFirst()) {
      try solver.add(Constraint(Expression(next.left), .equal, previous.left + previous.width + 8))
      try solver.add(Constraint(Expression(next.width), .equal, Expression(previous.width)))
    }
    let trailing = Constraint(views[99].left + views[99].width, .equal, superviewWidth - 20)
    try solver.add(trailing)
    for screenWidth in [1000.0, 2000, 852, 1000] {
      try solver.suggestValue(screenWidth, for: superviewWidth)
      solver.updateVariables()
      let width = (screenWidth - 40 - 99 * 8) / 100
      for (index, view) in views.enumerated() {
        #expect(abs(view.width.value - width) < 1e-9)
        #expect(abs(view.left.value - (20 + Double(index) * (width + 8))) < 1e-9)
      }
    }

    // Without the trailing edge the widths are free; with it back, they fill again.
    try solver.remove(trailing)
    try solver.add(Constraint(Expression(views[0].width), .equal, Expression(), priority: .defaultLow))
    solver.updateVariables()
    #expect(abs(views[99].left.value - (20 + 99 * 8)) < 1e-9)
    try solver.add(trailing)
    solver.updateVariables()
    #expect(abs(views[99].width.value - 1.68) < 1e-9)
  }

  @Test("100 views with intrinsic widths, hugging and compression, squeezed by a trailing edge")
  func chainWithPriorities() throws {
    let solver = Solver()
    let views = (0..<100).map(View.init)
    try solver.add(Constraint(Expression(views[0].left), .equal))
    for (index, view) in views.enumerated() {
      let intrinsic = Double(10 + index % 7)
      // Hugging at 250 (not wider), compression resistance at 750 (not narrower).
      try solver.add(Constraint(view.width - intrinsic, .lessThanOrEqual, priority: .defaultLow))
      try solver.add(Constraint(view.width - intrinsic, .greaterThanOrEqual, priority: .defaultHigh))
      try solver.add(Constraint(view.width - 1, .greaterThanOrEqual))
      if index > 0 {
        try solver.add(Constraint(Expression(view.left), .equal, views[index - 1].left + views[index - 1].width))
      }
    }
    let last = views[99]
    let edge = Variable("edge")
    try solver.add(Constraint(last.left + last.width, .lessThanOrEqual, Expression(edge)))
    try solver.add(Constraint(last.left + last.width, .equal, Expression(edge), priority: Priority(500)))
    try solver.addEditVariable(edge, priority: Priority(300))
    let natural = (0..<100).reduce(0.0) { $0 + Double(10 + $1 % 7) }

    // Wider than the content: hugging (250) gives way to the edge (300), compression holds.
    try solver.suggestValue(natural + 100, for: edge)
    solver.updateVariables()
    #expect(abs(last.left.value + last.width.value - (natural + 100)) < 1e-9)
    #expect(views.allSatisfy { $0.width.value >= 10 - 1e-9 })

    // Narrower: compression resistance (750) beats the edge's edit (300), so the edge moves out.
    try solver.suggestValue(natural - 100, for: edge)
    solver.updateVariables()
    #expect(abs(edge.value - natural) < 1e-9)
    for (index, view) in views.enumerated() {
      #expect(abs(view.width.value - Double(10 + index % 7)) < 1e-9)
    }
  }
}
