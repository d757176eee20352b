import ConstraintSolver
import Foundation

/// The solver's linear expression (Foundation has an `Expression` of its own).
typealias SolverExpression = ConstraintSolver.Expression

/// The Auto Layout engine of one view hierarchy, hosted by its root view (a window, or a view
/// not yet in one), solving with the runtime's incremental Cassowary solver (ConstraintSolver).
///
/// Every item that takes part — a view or a layout guide — has four variables: its left and top
/// in its superview's (a guide's: its owning view's) coordinates, its width and its height. An
/// `NSLayoutConstraint` becomes one solver constraint over the variables of the items on the way
/// from each item up to their closest common ancestor. Items also bring constraints of their
/// own, as UIKit's engine does: a view with `translatesAutoresizingMaskIntoConstraints` its frame
/// and autoresizing mask (`NSAutoresizingMaskLayoutConstraint`), a controller's root view the
/// frame its container gave it (`UIView-Encapsulated-Layout-…`), any other view its intrinsic
/// content size at its hugging and compression-resistance priorities, and UIKit's guides their
/// insets.
///
/// Changes are incremental: activating, deactivating or changing a constraint adds or removes
/// that one solver constraint; an item whose inputs changed (its frame, its intrinsic size, the
/// safe area) swaps only its own constraints. Views moving between hierarchies rebuild the
/// engine at the next pass. A required constraint that cannot hold is left out ("broken") with
/// UIKit's message (UnsatisfiableConstraints.swift) and tried again when the constraints change.
@MainActor
final class LayoutEngine {
  /// The view whose hierarchy this engine solves.
  unowned let root: UIView
  /// Whether this engine is the hierarchy's own (false for `systemLayoutSizeFitting`'s).
  let isPrimary: Bool
  /// For a fitting engine, the size the root tends to, and at which priorities.
  let fitting: (target: CGSize, priorities: (UILayoutPriority, UILayoutPriority))?

  let solver = Solver()
  var records: [ObjectIdentifier: ItemRecord] = [:]
  /// Items in the order they were registered (parents before their children).
  var recordOrder: [ItemRecord] = []
  /// The records of UIKit's guides, whose insets are checked at every solve.
  var systemGuideRecords: [ItemRecord] = []
  /// The solver constraint of each active app constraint that holds.
  var solverConstraints: [ObjectIdentifier: Constraint] = [:]
  /// What each solver constraint stands for, for messages.
  var sources: [ObjectIdentifier: (solved: Constraint, source: NSLayoutConstraint)] = [:]
  /// Active constraints left out because they conflicted with required ones, with UIKit's message.
  var broken: [(constraint: NSLayoutConstraint, message: String)] = []
  /// Items whose own constraints must be brought up to date before the next solve.
  var pendingItems: Set<ObjectIdentifier> = []
  /// Whether the solution changed since frames were last handed out.
  var isDirty = true
  /// Whether views moved in or out of the hierarchy: the engine starts again at the next pass.
  var needsRebuild = false
  /// Whether constraints were added or removed since the broken ones were last tried again.
  var constraintsChanged = false
  /// How often the engine started again from scratch (tests check that changes stay incremental).
  var rebuildCount = 0
  /// How many solutions the engine computed; ambiguity found for one is kept until the next.
  var solutionCount = 0
  var ambiguityFound: (solution: Int, lines: [String])?

  init(root: UIView, fitting: (target: CGSize, priorities: (UILayoutPriority, UILayoutPriority))? = nil) {
    self.root = root
    self.isPrimary = fitting == nil
    self.fitting = fitting
  }

  // MARK: App constraints

  /// What happened to an app constraint since the last solve.
  enum Change { case added, removed, changed }
  /// Changes to apply at the next solve, in order.
  var pending: [(change: Change, constraint: NSLayoutConstraint)] = []

  /// Queues a change for the next solve (activation, deactivation, a new constant or priority).
  func note(_ change: Change, _ constraint: NSLayoutConstraint) {
    guard !needsRebuild else { return }
    pending.append((change, constraint))
  }

  /// Adds an active constraint: registers its items and adds its solver constraint, or breaks
  /// it with UIKit's message when it conflicts with the required constraints already there.
  func add(_ constraint: NSLayoutConstraint) {
    guard constraint.isActive, solverConstraints[ObjectIdentifier(constraint)] == nil,
      !broken.contains(where: { $0.constraint === constraint })
    else { return }
    guard let solved = makeSolverConstraint(for: constraint) else { return }
    constraintsChanged = true
    isDirty = true
    do {
      try solver.add(solved)
      solverConstraints[ObjectIdentifier(constraint)] = solved
      sources[ObjectIdentifier(solved)] = (solved, constraint)
    } catch {
      breakConstraint(constraint, solved)
    }
  }

  /// Removes a constraint that was deactivated (or whose items left the hierarchy).
  func remove(_ constraint: NSLayoutConstraint) {
    if let index = broken.firstIndex(where: { $0.constraint === constraint }) {
      broken.remove(at: index)
      return
    }
    guard let solved = solverConstraints.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    sources[ObjectIdentifier(solved)] = nil
    try? solver.remove(solved)
    constraintsChanged = true
    isDirty = true
  }

  /// Tries the broken constraints again after the constraints changed; those that now hold are
  /// mended, the others stay broken without a second message.
  func retryBrokenConstraints() {
    guard constraintsChanged, !broken.isEmpty else { return }
    constraintsChanged = false
    for (constraint, _) in broken {
      guard let solved = makeSolverConstraint(for: constraint), (try? solver.add(solved)) != nil else { continue }
      broken.removeAll { $0.constraint === constraint }
      LayoutEngine.reportedBreaks.remove(ObjectIdentifier(constraint))
      solverConstraints[ObjectIdentifier(constraint)] = solved
      sources[ObjectIdentifier(solved)] = (solved, constraint)
      isDirty = true
    }
  }

  /// Starts again from the hierarchy's active constraints, in the order they were activated.
  func rebuild() {
    needsRebuild = false
    rebuildCount += 1
    pending = []
    for record in recordOrder { (record.item as? UIView)?.layoutState.isInEngine = false }
    solver.reset()
    records = [:]
    recordOrder = []
    systemGuideRecords = []
    solverConstraints = [:]
    sources = [:]
    broken = []
    pendingItems = []
    isDirty = true
    var installed: [NSLayoutConstraint] = []
    func collect(_ view: UIView) {
      installed += view.layoutState.constraints
      for subview in view.subviews { collect(subview) }
    }
    collect(root)
    record(for: root)
    for constraint in installed.sorted(by: { $0.activationOrder < $1.activationOrder }) { add(constraint) }
  }

  /// Applies the queued changes: incremental adds and removes on the solver.
  func applyPendingChanges() {
    if needsRebuild { rebuild() }
    let changes = pending
    pending = []
    for (change, constraint) in changes {
      switch change {
      case .added: add(constraint)
      case .removed: remove(constraint)
      case .changed:
        remove(constraint)
        add(constraint)
      }
    }
  }

  // MARK: Solving

  /// Brings items up to date, solves if anything changed, and marks the superview of every view
  /// whose frame the solution moves as needing layout (which then applies it, top-down).
  func solve() {
    applyPendingChanges()
    refreshPendingItems()
    retryBrokenConstraints()
    guard isDirty else { return }
    isDirty = false
    solutionCount += 1
    solver.updateVariables()
    for record in recordOrder {
      guard let view = record.item as? UIView else {
        if let guide = record.item as? UILayoutGuide, guide.kind == .constraints, isPrimary {
          guide.solvedFrame = record.frame(scale: UIScreen.main.scale)
        }
        continue
      }
      guard isPrimary, record.takesFrameFromEngine else { continue }
      let frame = record.frame(scale: UIScreen.main.scale)
      if frame != view.frame { view.superview?.setNeedsLayout() }
    }
  }

  /// The frame the solution gives a view whose frame comes from the engine, if it has one.
  func solvedFrame(of view: UIView) -> CGRect? {
    guard let record = records[ObjectIdentifier(view)], record.takesFrameFromEngine else { return nil }
    return record.frame(scale: UIScreen.main.scale)
  }

  /// Sets the solved frames of a view's subviews (and its guides' frames); the layout pass calls
  /// it just before the view's `layoutSubviews`.
  func applyFrames(toSubviewsOf view: UIView) {
    for subview in view.subviews where subview.layoutState.isInEngine {
      if let frame = solvedFrame(of: subview), frame != subview.frame { subview.frame = frame }
    }
  }
}

/// One item's variables and the constraints it brings of its own.
@MainActor
final class ItemRecord {
  weak var item: AnyObject?
  let x: Variable
  let y: Variable
  let width: Variable
  let height: Variable
  /// The item's own constraints in the solver, and the inputs they were made from.
  var own: [(constraint: NSLayoutConstraint, solved: Constraint)] = []
  var ownInputs: [Double] = []
  /// Whether the layout pass sets the view's frame from the solution: views placed by
  /// constraints, not by their frame, a container or as the engine's root.
  var takesFrameFromEngine = false

  init(item: AnyObject, name: String) {
    self.item = item
    x = Variable("\(name).minX")
    y = Variable("\(name).minY")
    width = Variable("\(name).Width")
    height = Variable("\(name).Height")
  }

  /// The solved frame with its edges rounded to the screen's pixels, as UIKit rounds.
  func frame(scale: CGFloat) -> CGRect {
    func pixels(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() }
    let left = pixels(x.value)
    let top = pixels(y.value)
    return CGRect(
      x: left / scale, y: top / scale, width: (pixels(x.value + width.value) - left) / scale,
      height: (pixels(y.value + height.value) - top) / scale)
  }
}
