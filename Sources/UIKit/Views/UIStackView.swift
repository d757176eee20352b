import Foundation

/// A view that lays out a row or column of views with Auto Layout, as UIKit's `UIStackView`.
///
/// Adding an arranged subview makes it a subview too and turns its
/// `translatesAutoresizingMaskIntoConstraints` off; removing it from the arrangement keeps it a
/// subview, as UIKit documents. At the update-constraints pass the stack view writes UIKit's own
/// constraints (`UISV-spacing`, `UISV-canvas-connection`, `UISV-alignment`, `UISV-fill-equally`,
/// …, StackViewConstraints.swift) for its axis, distribution, alignment and spacing. A hidden
/// arranged subview collapses to zero along the axis and its spacing goes with it.
@MainActor
open class UIStackView: UIView {
  /// How arranged views share the stack's length, with UIKit's raw values.
  public enum Distribution: Int, Sendable {
    case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// How arranged views sit across the axis, with UIKit's raw values.
  public enum Alignment: Int, Sendable {
    case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  /// `spacing` or custom spacing that means "the default spacing".
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// Custom spacing that means "the system spacing" (8 points between views).
  public static let spacingUseSystem = CGFloat(Float.leastNonzeroMagnitude)

  public private(set) var arrangedSubviews: [UIView] = []
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { arrangementDidChange() }
  }
  open var distribution: Distribution = .fill {
    didSet { arrangementDidChange() }
  }
  open var alignment: Alignment = .fill {
    didSet { arrangementDidChange() }
  }
  open var spacing: CGFloat = 0 {
    didSet { arrangementDidChange() }
  }
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { arrangementDidChange() }
  }
  open var isBaselineRelativeArrangement = false
  /// Spacing after particular views (`setCustomSpacing(_:after:)`).
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the stack view wrote last, and the guides that space its views.
  var arrangementConstraints: [NSLayoutConstraint] = []
  var spacingGuides: [UILayoutGuide] = []

  override public init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  /// A stack view of the given views, in order.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Appends a view to the arrangement (and to the subviews, if it is not one yet).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view into the arrangement at `stackIndex`.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementDidChange()
  }

  /// Takes a view out of the arrangement; it stays a subview, as UIKit documents.
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// Spacing after `arrangedSubview` instead of `spacing`.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    arrangementDidChange()
  }

  /// The custom spacing after a view, or `spacingUseDefault` when it has none.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  /// A view removed from the stack view leaves the arrangement too.
  override open func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    if arrangedSubviews.contains(where: { $0 === subview }) {
      arrangedSubviews.removeAll { $0 === subview }
      arrangementDidChange()
    }
  }

  /// Writes the arrangement's constraints, then lets UIKit's pass go on.
  override open func updateConstraints() {
    StackViewConstraints.rebuild(self)
    super.updateConstraints()
  }

  /// The arrangement changed: new constraints at the next update-constraints pass.
  func arrangementDidChange() {
    setNeedsUpdateConstraints()
  }
}
