import Foundation

/// A view's constraints, layout guides and the update-constraints pass, as UIKit's.
extension UIView {
  /// The constraints installed on this view: those whose closest common ancestor it is.
  public var constraints: [NSLayoutConstraint] { layoutState.constraints }

  /// Installs and activates a constraint on this view (the older API; prefer `isActive`).
  /// UIKit requires the view to be a common ancestor of the constraint's items.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    LayoutEngine.activate(constraint, on: self)
  }

  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Deactivates a constraint installed on this view.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedView === self else { return }
    LayoutEngine.deactivate(constraint)
  }

  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// The guides added to this view.
  public var layoutGuides: [UILayoutGuide] { layoutState.guides }

  /// Adds a guide that constraints can place, owned by this view.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView !== self else { return }
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutGuide.owningView = self
    layoutState.guides.append(layoutGuide)
  }

  /// Removes a guide; constraints that refer to it are deactivated, as UIKit does.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    LayoutEngine.deactivateConstraints(referringTo: layoutGuide, in: self)
    layoutState.guides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }

  /// Asks for `updateConstraints()` at the next layout pass.
  public func setNeedsUpdateConstraints() {
    guard !layoutState.needsUpdateConstraints else { return }
    layoutState.needsUpdateConstraints = true
    LayoutEngine.pendingConstraintUpdates += 1
    setNeedsLayout()
  }

  /// Whether `updateConstraints()` is due.
  public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

  /// Runs the update-constraints pass now for this view's subtree (subviews first, as UIKit does).
  public func updateConstraintsIfNeeded() {
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    guard layoutState.needsUpdateConstraints else { return }
    layoutState.needsUpdateConstraints = false
    LayoutEngine.pendingConstraintUpdates -= 1
    layoutState.updateConstraintsReachedSuper = false
    if let controller = owningViewController {
      controller.updateViewConstraints()
    } else {
      updateConstraints()
    }
    if !layoutState.updateConstraintsReachedSuper {
      let receiver = owningViewController.map { EventLog.className(of: $0) } ?? EventLog.className(of: self)
      let method = owningViewController == nil ? "updateConstraints()" : "updateViewConstraints()"
      EventLog.shared.warn(
        "\(receiver).\(method) did not call super.\(method) — UIKit requires overrides of \(method) to call super")
    }
  }

  /// Whether the constraints leave this view's frame undetermined.
  public var hasAmbiguousLayout: Bool { LayoutEngine.hasAmbiguousLayout(self) }

  /// The constraints that place this view along an axis (installed anywhere above it).
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    LayoutEngine.constraintsAffecting(self, axis: axis)
  }

  /// The size that `systemLayoutSizeFitting(_:)` shrinks toward.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The size that `systemLayoutSizeFitting(_:)` grows toward.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
