import ConstraintSolver
import Foundation

/// What code and the driver ask of the engine: ambiguity, fitting sizes, what is wrong.
extension LayoutEngine {
  /// Whether an item's frame is left undetermined: each of its variables is pulled, at a priority
  /// below any constraint's, and counts as ambiguous when it moves (UIKit's
  /// `exerciseAmbiguityInLayout` does the same).
  static func hasAmbiguousLayout(_ item: AnyObject) -> Bool {
    guard let view = hostView(of: item) else { return false }
    let engine = self.engine(for: view)
    engine.solve()
    return !engine.ambiguousVariables(of: item).isEmpty
  }

  /// The names of an item's variables that the constraints leave free (`minX`, `Width`, …).
  func ambiguousVariables(of item: AnyObject) -> [String] {
    guard let record = records[ObjectIdentifier(item)], record.takesFrameFromEngine || item is UILayoutGuide else {
      return []
    }
    var free: [String] = []
    for (variable, name) in [
      (record.x, "minX"), (record.y, "minY"), (record.width, "Width"), (record.height, "Height"),
    ] {
      let original = variable.value
      guard (try? solver.addEditVariable(variable, priority: Priority(0.1))) != nil else { continue }
      try? solver.suggestValue(original + 1000, for: variable)
      solver.updateVariables()
      if abs(variable.value - original) > 0.5 { free.append(name) }
      try? solver.suggestValue(original, for: variable)
      solver.updateVariables()
      try? solver.removeEditVariable(variable)
      solver.updateVariables()
    }
    return free
  }

  /// The constraints that place a view along one axis: the app's active constraints naming it.
  static func constraintsAffecting(_ view: UIView, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    var current: UIView? = view
    while let ancestor = current {
      for constraint in ancestor.constraints
      where constraint.firstItem === view || constraint.secondItem === view {
        let attribute = constraint.firstItem === view ? constraint.firstAttribute : constraint.secondAttribute
        if (LayoutAttributes.axis(of: attribute) == .horizontal) == (axis == .horizontal) { result.append(constraint) }
      }
      current = ancestor.superview
    }
    return result
  }

  /// `systemLayoutSizeFitting`: the view's subtree solved alone, its size pulled toward `target`
  /// at the given priorities, rounded to the screen's pixels.
  static func fittingSize(
    of view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)
  ) -> CGSize {
    let engine = LayoutEngine(root: view, fitting: (target, priorities))
    var installed: [NSLayoutConstraint] = []
    func collect(_ current: UIView) {
      installed += current.layoutState.constraints.filter { constraint in
        [constraint.firstItem, constraint.secondItem].allSatisfy { item in
          item == nil || (hostView(of: item)?.isDescendant(of: view) ?? false)
        }
      }
      for subview in current.subviews { collect(subview) }
    }
    collect(view)
    engine.record(for: view)
    for constraint in installed.sorted(by: { $0.activationOrder < $1.activationOrder }) { engine.add(constraint) }
    engine.solver.updateVariables()
    engine.wrapLabelsAtSolvedWidths()
    guard let record = engine.records[ObjectIdentifier(view)] else { return .zero }
    let scale = UIScreen.main.scale
    return CGSize(
      width: (CGFloat(record.width.value) * scale).rounded() / scale,
      height: (CGFloat(record.height.value) * scale).rounded() / scale)
  }

  /// A label of several lines measures its text at its current width, which a view being fitted
  /// may not have yet: each such label is measured again at the width the solution gives it, and
  /// the engine solves again, until the widths hold (UIKit's engine does the same second pass).
  func wrapLabelsAtSolvedWidths() {
    let labels = recordOrder.filter { record in
      guard let label = record.item as? UILabel else { return false }
      return label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0 && !(label.text ?? "").isEmpty
    }
    guard !labels.isEmpty else { return }
    let scale = UIScreen.main.scale
    for _ in 0..<3 {
      var changed = false
      for record in labels {
        guard let label = record.item as? UILabel else { continue }
        let width = (CGFloat(record.width.value) * scale).rounded() / scale
        guard width > 0, width != (label.layoutState.fittingTextWidth ?? label.bounds.width) else { continue }
        label.layoutState.fittingTextWidth = width
        itemNeedsRefresh(label)
        changed = true
      }
      guard changed else { break }
      refreshPendingItems()
      solver.updateVariables()
    }
    for record in labels { (record.item as? UIView)?.layoutState.fittingTextWidth = nil }
  }

  /// What is wrong with the layout of the visible windows now, in UIKit's words: the message of
  /// each constraint broken to recover, then each visible view whose frame is ambiguous.
  static func currentWarnings() -> [String] {
    var warnings: [String] = []
    for window in UIApplication.shared.windows where window.isOnScreen {
      guard let engine = window.layoutState.engine else { continue }
      engine.solve()
      warnings += engine.broken.map(\.message)
      if let found = engine.ambiguityFound, found.solution == engine.solutionCount {
        warnings += found.lines
        continue
      }
      var lines: [String] = []
      for record in engine.recordOrder {
        guard let view = record.item as? UIView, !view.isHidden, view.window != nil else { continue }
        let free = engine.ambiguousVariables(of: view)
        guard !free.isEmpty else { continue }
        let name = LayoutDescription.describe(item: view)
        lines.append("AMBIGUOUS LAYOUT for " + free.map { "\(name).\($0)" }.joined(separator: ", "))
      }
      engine.ambiguityFound = (engine.solutionCount, lines)
      warnings += lines
    }
    return warnings
  }
}
