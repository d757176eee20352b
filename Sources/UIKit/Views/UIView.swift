import Foundation

/// A rectangular area of the screen and the hierarchy it belongs to, as UIKit's `UIView`.
///
/// Models the view hierarchy (`superview`, `subviews`, add/insert/remove/reorder with the
/// will/did-move callbacks), visibility (`isHidden`, `alpha`), interaction (`hitTest`), geometry
/// (`frame` derived from `center` and `bounds`), autoresizing and the layout cycle
/// (`setNeedsLayout`, `layoutIfNeeded`, `layoutSubviews`). Nothing is drawn.
@MainActor
open class UIView: UIResponder {
  var storedCenter: CGPoint = .zero
  var storedBounds: CGRect = .zero
  /// Unretained rather than weak, as UIKit keeps it: the superview holds this view strongly and
  /// clears the pointer when the view leaves it or when the superview itself goes (deinit), so
  /// it never dangles — and views need no weak-reference side table, which keeps every retain
  /// and release of a view during layout on Swift's fast path.
  public var superview: UIView? { superviewReference }
  private unowned(unsafe) var superviewReference: UIView?
  public private(set) var subviews: [UIView] = []

  isolated deinit {
    for subview in subviews { subview.superviewReference = nil }
  }

  open var backgroundColor: UIColor? {
    didSet { MainThreadChecker.checked("-[UIView setBackgroundColor:]") {} }
  }
  open var isHidden = false {
    didSet {
      MainThreadChecker.checked("-[UIView setHidden:]") {
        if oldValue != isHidden, let stack = superview as? UIStackView,
          stack.arrangedSubviews.contains(where: { $0 === self })
        {
          stack.arrangementDidChange()
        }
      }
    }
  }
  open var alpha: CGFloat = 1 {
    didSet { MainThreadChecker.checked("-[UIView setAlpha:]") {} }
  }
  open var isUserInteractionEnabled = true
  open var isMultipleTouchEnabled = false
  open var clipsToBounds = false
  open var isOpaque = true
  open var tag = 0
  /// The view's object id in the storyboard or xib it was loaded from (`tree` shows it).
  package var storyboardID: String?
  open var tintColor: UIColor! = .systemBlue
  open var contentMode: ContentMode = .scaleToFill
  open var accessibilityIdentifier: String?
  open var accessibilityLabel: String?
  /// What VoiceOver reads as the element's value; the standard controls answer their own.
  open var accessibilityValue: String?
  open var isAccessibilityElement = false
  open var autoresizingMask: AutoresizingMask = []
  /// The view's transform about its centre. As in UIKit, `center` and `bounds` are unaffected;
  /// `frame` becomes the bounding box of the transformed bounds.
  open var transform: CGAffineTransform = .identity
  open var autoresizesSubviews = true
  public let layer = CALayer()

  /// The controller whose root view this is (UIKit's view delegate), for the responder chain.
  weak var owningViewController: UIViewController?
  var needsLayout = true
  /// Auto Layout's state of this view: installed constraints, guides, priorities, margins.
  var layoutState = ViewLayoutState()
  /// The stable stand-in for the view's address in UIKit's messages (Layout/LayoutDescription.swift).
  let debugAddress = LayoutDescription.nextAddress()
  /// The safe-area insets last reported to a controller's root view.
  var lastReportedSafeAreaInsets = UIEdgeInsets.zero
  /// The traits the view last received and its trait-change registrations (Traits/).
  var traitState = TraitState()

  public init(frame: CGRect) {
    super.init()
    self.frame = frame
  }

  override public convenience init() {
    self.init(frame: .zero)
  }

  /// Decodes the storyboard or xib view it is made from — properties, subviews, constraints —
  /// before returning, as UIKit's does, so a subclass's code after `super.init(coder:)` sees them.
  public required init?(coder: NSCoder) {
    super.init()
    prepareForDecoding()
    if let coder = coder as? InterfaceCoder { coder.loader?.decodeView(coder.element, into: self) }
  }

  /// What a runtime class sets up between its `init(coder:)` and the decoding of its contents
  /// (a label ignores touches; a cell adds its content view).
  func prepareForDecoding() {}

  // MARK: Geometry (overridable members live in the class body: extensions cannot be overridden)

  /// The frame in the superview's coordinates, derived from `center` and `bounds.size`.
  open var frame: CGRect {
    get { frameFromCenterAndBounds }
    set { applyFrame(newValue) }
  }

  open var bounds: CGRect {
    get { storedBounds }
    set {
      storedBounds.origin = newValue.origin
      setBoundsSize(newValue.size)
    }
  }

  open var center: CGPoint {
    get { storedCenter }
    set {
      storedCenter = newValue
      if layoutState.isInEngine { LayoutEngine.itemGeometryDidChange(self) }
    }
  }

  /// Whether `point` (in the receiver's coordinates) is inside its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The farthest descendant that contains `point`: views that are hidden, have interaction
  /// disabled or alpha below 0.01 are skipped, as are views whose bounds miss the point;
  /// subviews are asked front to back (last added first).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
      return nil
    }
    for subview in subviews.reversed() {
      let converted = subview.convert(point, from: self)
      if let hit = subview.hitTest(converted, with: event) { return hit }
    }
    return self
  }

  /// Converts a point from the receiver's coordinates to `view`'s (window coordinates when nil).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = pointInRootCoordinates(point)
    guard let view else { return inRoot }
    return view.pointFromRootCoordinates(inRoot)
  }

  /// Converts a point from `view`'s coordinates (window coordinates when nil) to the receiver's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    pointFromRootCoordinates(view?.pointInRootCoordinates(point) ?? point)
  }

  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// A view's natural size, if it has one; plain views have none.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  // MARK: Auto Layout (overridable members; the rest is in Layout/)

  /// Whether the frame and autoresizing mask become constraints when the view takes part in Auto
  /// Layout: true for views made in code, as in UIKit. Set it to false before constraining the
  /// view's position or size, or the two sets conflict.
  open var translatesAutoresizingMaskIntoConstraints = true {
    didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { LayoutEngine.itemDidChange(self) } }
  }

  /// Tells Auto Layout that `intrinsicContentSize` changed; the next layout pass uses the new size.
  open func invalidateIntrinsicContentSize() {
    LayoutEngine.intrinsicContentSizeDidChange(self)
    if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
      stack.arrangementDidChange()
    }
    superview?.setNeedsLayout()
  }

  /// Updates the view's constraints; runs in the layout pass after `setNeedsUpdateConstraints()`.
  /// UIKit requires overrides to call `super.updateConstraints()` last.
  open func updateConstraints() {
    layoutState.updateConstraintsReachedSuper = true
  }

  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutState.hugging[axis.rawValue] ?? defaultContentPriorities.hugging
  }

  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    layoutState.hugging[axis.rawValue] = priority
    LayoutEngine.intrinsicContentSizeDidChange(self)
  }

  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutState.compressionResistance[axis.rawValue] ?? defaultContentPriorities.compressionResistance
  }

  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    layoutState.compressionResistance[axis.rawValue] = priority
    LayoutEngine.intrinsicContentSizeDidChange(self)
  }

  /// The content priorities a view has until code sets them: 250 hugging, 750 compression resistance.
  var defaultContentPriorities: (hugging: UILayoutPriority, compressionResistance: UILayoutPriority) {
    (.defaultLow, .defaultHigh)
  }

  /// The smallest (or largest) size the view's constraints allow near `targetSize`, solving its
  /// subtree alone (`UIView.layoutFittingCompressedSize`, `layoutFittingExpandedSize`).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    LayoutEngine.fittingSize(
      of: self, target: targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority))
  }

  /// The margins inside the view's edges that `layoutMarginsGuide` keeps content within: 8
  /// points a side for a plain view, the system minimum (16 or 20 points at the sides) for a
  /// controller's root view; the safe area adds to them (`insetsLayoutMarginsFromSafeArea`).
  open var layoutMargins: UIEdgeInsets {
    get { effectiveLayoutMargins }
    set { directionalLayoutMargins = newValue.directional }
  }

  /// The margins, leading and trailing; what code sets, before the safe area is added.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { layoutState.margins ?? defaultLayoutMargins }
    set {
      guard newValue != layoutState.margins else { return }
      layoutState.margins = newValue
      layoutMarginsDidChange()
      LayoutEngine.systemGuidesDidChange(self)
      setNeedsLayout()
    }
  }

  /// Whether the superview's margins also keep this view's content in.
  open var preservesSuperviewLayoutMargins = false {
    didSet { LayoutEngine.systemGuidesDidChange(self) }
  }

  /// Whether the safe area adds to the margins (true, as in UIKit).
  open var insetsLayoutMarginsFromSafeArea = true {
    didSet { LayoutEngine.systemGuidesDidChange(self) }
  }

  /// Called when the margins changed; the default does nothing.
  open func layoutMarginsDidChange() {}

  open func sizeThatFits(_ size: CGSize) -> CGSize {
    let intrinsic = intrinsicContentSize
    if intrinsic.width == UIView.noIntrinsicMetric, intrinsic.height == UIView.noIntrinsicMetric {
      return bounds.size
    }
    return CGSize(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
  }

  /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
  open func sizeToFit() {
    frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
  }

  // MARK: Layout

  /// Marks the view as needing layout; the layout pass at the end of the run-loop turn runs it.
  open func setNeedsLayout() {
    MainThreadChecker.checked("-[UIView setNeedsLayout]") {
      needsLayout = true
    }
  }

  /// Lays out the receiver's subtree now if any part of it needs layout: the update-constraints
  /// pass and the solve come first when Auto Layout is in use.
  open func layoutIfNeeded() {
    LayoutEngine.prepare(self)
    _ = runLayoutPass()
  }

  /// Lays out subviews; the default does nothing (autoresizing already applied).
  open func layoutSubviews() {}

  /// The insets that keep content clear of the status bar and of bars above or below the view
  /// (see UIView+SafeArea.swift for how they are derived, as UIKit documents).
  open var safeAreaInsets: UIEdgeInsets { derivedSafeAreaInsets }

  /// Called when `safeAreaInsets` changed; the default does nothing.
  open func safeAreaInsetsDidChange() {}

  /// Called in the layout pass when the view's traits changed (the screen turned); the default
  /// does nothing. Not called when the view first gets its traits (iOS 13+).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Gesture recognizers (UIView+Gestures.swift)

  /// The recognizers attached to the view, in the order they were added; nil when there are none.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }
  var attachedGestureRecognizers: [UIGestureRecognizer] = []

  /// Asked before a recognizer of this view, or one that has a touch that began in it, leaves
  /// `.possible`; false makes it fail. UIKit's controls use it to keep their own tap.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  // MARK: Responder chain

  /// A view's next responder is its controller if it is that controller's root view, else its superview.
  override open var next: UIResponder? {
    if let owningViewController { return owningViewController }
    return superview
  }

  override var isEligibleForFirstResponder: Bool { window != nil }

  override var logSuffix: String {
    accessibilityIdentifier.map { " #\($0)" } ?? ""
  }

  // MARK: Hierarchy

  /// The window the view is in, if any.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  open func addSubview(_ view: UIView) {
    MainThreadChecker.checked("-[UIView addSubview:]") {
      insert(view) { $0.count }
    }
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    insert(view) { min(max(index, 0), $0.count) }
  }

  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    insert(view) { siblings in siblings.firstIndex { $0 === sibling } ?? 0 }
  }

  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    insert(view) { siblings in siblings.firstIndex { $0 === sibling }.map { $0 + 1 } ?? siblings.count }
  }

  open func removeFromSuperview() {
    MainThreadChecker.checked("-[UIView removeFromSuperview]") {
      guard let parent = superview else { return }
      let leavingWindow = window != nil
      parent.willRemoveSubview(self)
      willMove(toSuperview: nil)
      if leavingWindow { notifyWindowChange(to: nil, phase: .will) }
      if let first = FirstResponderTracker.shared.current as? UIView, first.isDescendant(of: self) {
        first.resignFirstResponder()
      }
      if LayoutEngine.hasActivatedConstraints { LayoutEngine.subtreeWillLeave(self) }
      parent.subviews.removeAll { $0 === self }
      superviewReference = nil
      didMoveToSuperview()
      if leavingWindow { notifyWindowChange(to: nil, phase: .did) }
      parent.setNeedsLayout()
    }
  }

  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.remove(at: index)
    subviews.append(view)
  }

  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.remove(at: index)
    subviews.insert(view, at: 0)
  }

  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    subviews.swapAt(index1, index2)
  }

  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in the receiver's subtree (itself included, depth first) with the tag.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let match = subview.viewWithTag(tag) { return match }
    }
    return nil
  }

  // Hierarchy callbacks for subclasses; they do nothing by default.
  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func willMove(toWindow newWindow: UIWindow?) {}
  open func didMoveToWindow() {}
  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}

  /// Resigns the first responder in this subtree; with `force` it resigns whatever it answers.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let first = FirstResponderTracker.shared.current as? UIView, first.isDescendant(of: self) else {
      return true
    }
    if first.resignFirstResponder() { return true }
    guard force else { return false }
    FirstResponderTracker.shared.current = nil
    EventLog.shared.record("\(EventLog.className(of: first)).resignFirstResponder\(first.logSuffix)")
    FirstResponderTracker.shared.firstResponderDidChange()
    return true
  }

  /// Inserts `view` at the index `position` computes from the subviews without it.
  private func insert(_ view: UIView, position: ([UIView]) -> Int) {
    if view === self || isDescendant(of: view) {
      fatalError(UIKitError.exception("NSInvalidArgumentException", "Can't add self as subview"))
    }
    if view.superview === self {
      subviews.removeAll { $0 === view }
      subviews.insert(view, at: position(subviews))
      return
    }
    let newWindow = window
    let wasInWindow = view.window != nil
    view.removeFromSuperviewForMove()
    view.willMove(toSuperview: self)
    if newWindow != nil || wasInWindow { view.notifyWindowChange(to: newWindow, phase: .will) }
    subviews.insert(view, at: position(subviews))
    view.superviewReference = self
    if LayoutEngine.hasActivatedConstraints { LayoutEngine.subtreeDidJoin(view) }
    view.didMoveToSuperview()
    if newWindow != nil || wasInWindow { view.notifyWindowChange(to: newWindow, phase: .did) }
    didAddSubview(view)
    setNeedsLayout()
  }

  private func removeFromSuperviewForMove() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    if LayoutEngine.hasActivatedConstraints { LayoutEngine.subtreeWillLeave(self) }
    parent.subviews.removeAll { $0 === self }
    superviewReference = nil
  }

  enum MovePhase { case will, did }

  func notifyWindowChange(to newWindow: UIWindow?, phase: MovePhase) {
    switch phase {
    case .will: willMove(toWindow: newWindow)
    case .did:
      didMoveToWindow()
      owningViewController?.rootViewDidChangeWindow()
    }
    for subview in subviews { subview.notifyWindowChange(to: newWindow, phase: phase) }
  }
}
