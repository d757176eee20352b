import Foundation

/// What Auto Layout keeps per view (UIView's `layoutState`).
@MainActor
struct ViewLayoutState {
  /// Constraints installed on this view (its `constraints`), in the order they were added.
  var constraints: [NSLayoutConstraint] = []
  /// Guides added with `addLayoutGuide(_:)`.
  var guides: [UILayoutGuide] = []
  /// UIKit's own guides, made on first use.
  var safeAreaGuide: UILayoutGuide?
  var marginsGuide: UILayoutGuide?
  var readableGuide: UILayoutGuide?
  var keyboardGuide: UIKeyboardLayoutGuide?
  /// Content hugging and compression resistance set by code, per axis (horizontal, vertical).
  var hugging: [UILayoutPriority?] = [nil, nil]
  var compressionResistance: [UILayoutPriority?] = [nil, nil]
  /// Margins set by code; nil keeps the default.
  var margins: NSDirectionalEdgeInsets?
  /// Set by `setNeedsUpdateConstraints()`; cleared when `updateConstraints()` ran.
  var needsUpdateConstraints = false
  /// Set by `UIView.updateConstraints()`, to notice overrides that skip `super`.
  var updateConstraintsReachedSuper = false
  /// The engine of the hierarchy this view is the root of, once a constraint needs it.
  var engine: LayoutEngine?
  /// Whether the view has variables in its hierarchy's engine.
  var isInEngine = false
  /// While `systemLayoutSizeFitting` solves, the width a wrapping label measures its text at (the
  /// width that solution gives it rather than its current one).
  var fittingTextWidth: CGFloat?

  /// Every constraint installed on this view and every guide it owns, for walking a subtree.
  var hasLayoutContent: Bool { !constraints.isEmpty || !guides.isEmpty }
}
