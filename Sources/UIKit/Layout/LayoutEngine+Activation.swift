import Foundation

/// Where constraints are installed, and how changes reach the engine of their hierarchy.
extension LayoutEngine {
  /// Views whose `updateConstraints()` is due (`setNeedsUpdateConstraints()`).
  static var pendingConstraintUpdates = 0
  private static var activations = 0
  /// Whether any constraint was ever activated: until then hierarchy changes skip Auto Layout.
  static var hasActivatedConstraints: Bool { activations > 0 }
  /// Constraints whose break was already reported, so that rebuilding an engine does not repeat it.
  static var reportedBreaks: Set<ObjectIdentifier> = []

  /// Installs a constraint on the closest common ancestor of its items (or on `requested`, which
  /// must contain them) and hands it to that hierarchy's engine for the next layout pass.
  static func activate(_ constraint: NSLayoutConstraint, on requested: UIView? = nil) {
    guard constraint.installedView == nil, constraint.origin == .app || constraint.origin == .system,
      let first = constraint.firstItem
    else { return }
    let host: UIView?
    if let second = constraint.secondItem {
      host = commonAncestor(first, second)
    } else {
      host = hostView(of: first)
    }
    guard let host else {
      fatalError(UIKitError.exception("NSGenericException", noCommonAncestorReason(constraint)))
    }
    var target = host
    if let requested {
      guard host.isDescendant(of: requested) else {
        fatalError(
          UIKitError.exception(
            "NSGenericException",
            "Unable to install constraint on view.  Does the constraint reference something from outside the subtree"
              + " of the view?  That's illegal. constraint:\(constraint) view:\(UIKitError.describe(requested))"))
      }
      target = requested
    }
    activations += 1
    constraint.activationOrder = activations
    constraint.installedView = target
    target.layoutState.constraints.append(constraint)
    engine(for: target).note(.added, constraint)
    target.setNeedsLayout()
  }

  /// UIKit's reason for activating a constraint between unrelated hierarchies.
  static func noCommonAncestorReason(_ constraint: NSLayoutConstraint) -> String {
    func anchor(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
      let kind =
        switch LayoutAttributes.axis(of: attribute) {
        case _ where LayoutAttributes.isSize(attribute): "NSLayoutDimension"
        case .vertical: "NSLayoutYAxisAnchor"
        default: "NSLayoutXAxisAnchor"
        }
      let name = LayoutDescription.describe(item: item, attribute: attribute)
      return "<\(kind):\(LayoutDescription.address(LayoutDescription.nextAddress())) \"\(name)\">"
    }
    return "Unable to activate constraint with anchors \(anchor(constraint.firstItem, constraint.firstAttribute))"
      + " and \(anchor(constraint.secondItem, constraint.secondAttribute)) because they have no common ancestor."
      + "  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
  }

  /// Uninstalls a constraint and takes it out of its engine at the next layout pass.
  static func deactivate(_ constraint: NSLayoutConstraint) {
    guard constraint.origin == .app || constraint.origin == .system, let host = constraint.installedView else { return }
    host.layoutState.constraints.removeAll { $0 === constraint }
    constraint.installedView = nil
    reportedBreaks.remove(ObjectIdentifier(constraint))
    existingEngine(for: host)?.note(.removed, constraint)
    host.setNeedsLayout()
  }

  /// An active constraint's constant or priority changed.
  static func constraintDidChange(_ constraint: NSLayoutConstraint) {
    guard constraint.origin == .app || constraint.origin == .system, let host = constraint.installedView else { return }
    existingEngine(for: host)?.note(.changed, constraint)
    host.setNeedsLayout()
  }

  /// Deactivates the constraints installed on `view` or its ancestors that refer to `guide`.
  static func deactivateConstraints(referringTo guide: UILayoutGuide, in view: UIView) {
    var current: UIView? = view
    while let ancestor = current {
      for constraint in ancestor.constraints where constraint.firstItem === guide || constraint.secondItem === guide {
        deactivate(constraint)
      }
      current = ancestor.superview
    }
  }

  /// A fresh app world: addresses count from `0x1` again and nothing was reported.
  static func resetWorld() {
    LayoutDescription.resetAddresses()
    reportedBreaks = []
    pendingConstraintUpdates = 0
  }

  // MARK: Items that change

  /// A view's `translatesAutoresizingMaskIntoConstraints` changed.
  static func itemDidChange(_ view: UIView) {
    existingEngine(for: view)?.itemNeedsRefresh(view)
    view.superview?.setNeedsLayout()
  }

  /// A view's intrinsic size or its content priorities changed.
  static func intrinsicContentSizeDidChange(_ view: UIView) {
    guard view.layoutState.isInEngine else { return }
    existingEngine(for: view)?.itemNeedsRefresh(view)
  }

  /// A view's frame changed: views placed by their frame (and their subviews placed by theirs,
  /// relative to its size) bring new constraints; a wrapping label measures at its new width.
  static func itemGeometryDidChange(_ view: UIView) {
    guard let engine = existingEngine(for: view) else { return }
    // Only frames placed by hand (or by a container) and a wrapping label's width feed constraints.
    if view.translatesAutoresizingMaskIntoConstraints || view is UILabel { engine.itemNeedsRefresh(view) }
    for subview in view.subviews
    where subview.layoutState.isInEngine && subview.translatesAutoresizingMaskIntoConstraints {
      engine.itemNeedsRefresh(subview)
    }
  }

  /// A view's margins or safe-area settings changed: its guides follow at the next pass.
  static func systemGuidesDidChange(_ view: UIView) {
    view.setNeedsLayout()
  }

  // MARK: Hierarchies

  /// The root of the hierarchy a view is in (a window, or the topmost superview).
  static func root(of view: UIView) -> UIView {
    var root = view
    while let parent = root.superview { root = parent }
    return root
  }

  static func existingEngine(for view: UIView) -> LayoutEngine? {
    root(of: view).layoutState.engine
  }

  /// The engine of a view's hierarchy, made on first use (it collects the hierarchy's active
  /// constraints at the next pass).
  static func engine(for view: UIView) -> LayoutEngine {
    let root = root(of: view)
    if let engine = root.layoutState.engine { return engine }
    let engine = LayoutEngine(root: root)
    engine.needsRebuild = true
    root.layoutState.engine = engine
    return engine
  }

  /// A view is about to leave its superview: constraints between its subtree and the rest are
  /// deactivated, as UIKit's `removeFromSuperview()` documents, and the engine it leaves starts again.
  static func subtreeWillLeave(_ view: UIView) {
    var ancestor = view.superview
    while let current = ancestor {
      for constraint in current.constraints where references(constraint, inside: view) {
        deactivate(constraint)
      }
      ancestor = current.superview
    }
    if let engine = existingEngine(for: view), subtreeIsInEngine(view) { engine.needsRebuild = true }
  }

  /// A view joined a superview: constraints inside its subtree join the new hierarchy's engine.
  static func subtreeDidJoin(_ view: UIView) {
    let hadEngine = view.layoutState.engine != nil
    view.layoutState.engine = nil
    guard hadEngine || subtreeHasConstraints(view) else { return }
    engine(for: view).needsRebuild = true
  }

  private static func references(_ constraint: NSLayoutConstraint, inside view: UIView) -> Bool {
    [constraint.firstItem, constraint.secondItem].contains { item in
      hostView(of: item)?.isDescendant(of: view) ?? false
    }
  }

  private static func subtreeIsInEngine(_ view: UIView) -> Bool {
    view.layoutState.isInEngine || view.subviews.contains(where: subtreeIsInEngine)
  }

  private static func subtreeHasConstraints(_ view: UIView) -> Bool {
    !view.layoutState.constraints.isEmpty || view.subviews.contains(where: subtreeHasConstraints)
  }

  // MARK: The layout pass

  /// Runs the update-constraints pass where asked, then solves the hierarchy's engine, which
  /// marks the views whose frames move as needing layout.
  static func prepare(_ view: UIView) {
    let root = root(of: view)
    if pendingConstraintUpdates > 0 { root.updateConstraintsIfNeeded() }
    root.layoutState.engine?.solve()
  }

  /// Sets the solved frames of a view's subviews; called just before its `layoutSubviews`.
  static func applyFrames(toSubviewsOf view: UIView) {
    guard view.subviews.contains(where: { $0.layoutState.isInEngine }), let engine = existingEngine(for: view) else {
      return
    }
    engine.solve()
    engine.applyFrames(toSubviewsOf: view)
  }
}
