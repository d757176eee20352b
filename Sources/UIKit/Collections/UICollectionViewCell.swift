import Foundation

/// An item of a collection view, as UIKit's `UICollectionViewCell`: a `contentView` for the app's
/// subviews (or the view of its `contentConfiguration`, iOS 14), a background (`backgroundView`,
/// `selectedBackgroundView` or `backgroundConfiguration`), and the selected and highlighted
/// states the collection view sets. Each state change asks for `updateConfiguration(using:)` —
/// and the `configurationUpdateHandler` (iOS 15) — at the next layout pass.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  public let contentView = UIView(frame: .zero)
  open var backgroundView: UIView? {
    didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
  }
  open var selectedBackgroundView: UIView? {
    didSet { replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
  }
  open var isSelected = false {
    didSet { if oldValue != isSelected { stateDidChange() } }
  }
  open var isHighlighted = false {
    didSet { if oldValue != isHighlighted { stateDidChange() } }
  }
  /// The cell's content (iOS 14); its view fills the content view.
  open var contentConfiguration: UIContentConfiguration? {
    didSet { showContentConfiguration() }
  }
  /// The cell's background (iOS 14), updated for its state when `automaticallyUpdatesBackgroundConfiguration`.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { backgroundColor = backgroundConfiguration?.backgroundColor }
  }
  open var automaticallyUpdatesContentConfiguration = true
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Runs with the cell and its state whenever the configuration is updated (iOS 15).
  open var configurationUpdateHandler: (@MainActor (UICollectionViewCell, UICellConfigurationState) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// A storyboard segue the cell triggers when its item is selected (InterfaceLoader).
  var storyboardSegue: (@MainActor (UICollectionViewCell) -> Void)?
  /// The view showing `contentConfiguration`.
  private(set) var contentConfigurationView: (UIView & UIContentView)?
  private var needsConfigurationUpdate = true
  /// Whether the collection view is editing (list cells show their editing accessories).
  private(set) var isEditingInCollection = false

  override public init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func prepareForDecoding() { addSubview(contentView) }

  /// The cell's state now, for `updated(for:)`.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditingInCollection
    state.isSwiped = collectionView.map { $0.swipedItem != nil && $0.swipedItem == $0.indexPath(for: self) } ?? false
    return state
  }

  /// Asks for `updateConfiguration(using:)` at the next layout pass.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Updates the configurations for `state`; subclasses override it (and call super).
  open func updateConfiguration(using state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
      let updated = configuration.updated(for: state)
      contentConfigurationView?.configuration = updated
    }
    if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
      backgroundColor = background.updated(for: state).backgroundColor
    }
    configurationUpdateHandler?(self, state)
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    if needsConfigurationUpdate {
      needsConfigurationUpdate = false
      updateConfiguration(using: configurationState)
    }
    contentView.frame = contentBounds(for: bounds)
    contentConfigurationView?.frame = contentView.bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }

  /// A tap on the cell selects its item, through its collection view.
  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let collectionView { collectionView.userTapped(self) } else { super.touchesEnded(touches, with: event) }
  }

  // MARK: Self-sizing

  /// The content view's constraints decide; a list content configuration fits its text.
  override func fittingSize(for size: CGSize, axes: UICollectionViewLayoutAttributes.SelfSizingAxes) -> CGSize? {
    let inset = size.width - contentBounds(for: CGRect(origin: .zero, size: size)).width
    let contentSize = CGSize(width: size.width - inset, height: size.height)
    if let measured = measuredFittingSize(of: contentView, size: contentSize, axes: axes) {
      return CGSize(width: measured.width + inset, height: measured.height)
    }
    if let list = contentConfigurationView as? UIListContentView {
      // A header or footer is as tall as its text and margins; a row at least 44 points.
      if let configuration = contentConfiguration as? UIListContentConfiguration,
        configuration.layout == .header || configuration.layout == .footer
      {
        let margins = configuration.directionalLayoutMargins
        let scale = UIScreen.main.scale
        let height = configuration.textProperties.font.lineHeight + margins.top + margins.bottom
        return CGSize(width: size.width, height: (height * scale).rounded(.up) / scale)
      }
      return CGSize(width: size.width, height: list.fittingHeight(width: size.width - inset))
    }
    return nil
  }

  /// Where the content view goes in a cell of `bounds`: all of it (a list cell leaves room for its
  /// accessories).
  func contentBounds(for bounds: CGRect) -> CGRect { bounds }

  // MARK: Helpers

  private func showContentConfiguration() {
    contentConfigurationView = UIContentViewSlot.show(
      contentConfiguration, in: contentView, replacing: contentConfigurationView)
    setNeedsLayout()
  }

  private func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
    old?.removeFromSuperview()
    if let new { insertSubview(new, at: index) }
    setNeedsLayout()
  }

  private func stateDidChange() {
    setNeedsUpdateConfiguration()
  }

  /// The collection view selects or deselects the cell's item.
  func setSelectedFromCollection(_ selected: Bool) {
    isSelected = selected
  }

  /// The collection view starts or stops editing.
  func editingDidChange(_ editing: Bool) {
    guard editing != isEditingInCollection else { return }
    isEditingInCollection = editing
    setNeedsUpdateConfiguration()
  }

  /// The cell left the screen: what a swipe showed goes.
  func leaveScreen() {
    for view in subviews where view is SwipeActionButton { view.removeFromSuperview() }
    isHighlighted = false
  }

  /// The main text a user reads on the cell: its content configuration's text, else the first
  /// label's in its content view (for the snapshot and checks).
  var primaryText: String? {
    if let list = contentConfigurationView as? UIListContentView { return list.texts.text }
    return Self.labels(in: contentView).first
  }

  /// The second text: the configuration's secondary text, else the second label's.
  var detailText: String? {
    if let list = contentConfigurationView as? UIListContentView { return list.texts.secondary }
    let labels = Self.labels(in: contentView)
    return labels.count > 1 ? labels[1] : nil
  }

  /// The texts of the visible labels inside `view`, in hierarchy order.
  private static func labels(in view: UIView) -> [String] {
    view.subviews.flatMap { subview -> [String] in
      guard !subview.isHidden else { return [] }
      if let label = subview as? UILabel { return label.text.map { [$0] } ?? [] }
      return labels(in: subview)
    }
  }
}
