import Foundation

/// A horizontal row of mutually exclusive segments, as UIKit's `UISegmentedControl`.
///
/// Segments hold a title or an image; each is a `UISegment` subview that does not take touches
/// itself, so a tap lands on the control, which finds the segment under the finger. A tap on a
/// segment other than the selected one selects it and sends `.valueChanged`; a tap on the selected
/// segment sends nothing; a momentary control sends the event on every tap and shows no selection
/// afterwards. Setting `selectedSegmentIndex` from code sends nothing, as in UIKit. Until a user or
/// the code chooses, no segment is selected (`UISegmentedControl.noSegment`).
@MainActor
open class UISegmentedControl: UIControl {
  /// The index that means no segment is selected.
  public static let noSegment = -1

  /// Content kinds for `setContentPositionAdjustment(_:forSegmentType:barMetrics:)`.
  public enum Segment: Int, Sendable {
    case any, left, center, right, alone
  }

  /// The segments' views, in order; their titles, images, widths and states live on them.
  private(set) var segmentViews: [UISegment] = []
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  open var selectedSegmentIndex = UISegmentedControl.noSegment {
    didSet {
      if !(UISegmentedControl.noSegment..<segmentViews.count).contains(selectedSegmentIndex) {
        selectedSegmentIndex = oldValue
      }
      updateSegmentStates()
    }
  }
  open var isMomentary = false
  /// When true, each segment is as wide as its content; by default all segments share the width.
  open var apportionsSegmentWidthsByContent = false {
    didSet { invalidateIntrinsicContentSize() }
  }
  open var selectedSegmentTintColor: UIColor?

  open var numberOfSegments: Int { segmentViews.count }

  /// The standard height of a segmented control since iOS 13.
  static let standardHeight: CGFloat = 32

  override public init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A control with a segment for each item, a `String` title or a `UIImage`, sized to fit them.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for (index, item) in (items ?? []).enumerated() {
      if let image = item as? UIImage {
        insertSegment(with: image, at: index, animated: false)
      } else {
        insertSegment(withTitle: (item as? String) ?? "\(item)", at: index, animated: false)
      }
    }
    frame.size = intrinsicContentSize
  }

  /// A control with a segment for each action (its title and image); selecting a segment
  /// performs its action (iOS 14).
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    for (index, action) in actions.enumerated() { insertSegment(action: action, at: index, animated: false) }
  }

  // MARK: Segments

  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(UISegment(title: title, image: nil, action: nil), at: segment)
  }

  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(UISegment(title: nil, image: image, action: nil), at: segment)
  }

  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(UISegment(title: action.title, image: action.image, action: action), at: segment)
  }

  /// Inserts at `segment`, pinned to `0...numberOfSegments`; the selection stays on its segment.
  private func insert(_ view: UISegment, at segment: Int) {
    let index = min(max(segment, 0), segmentViews.count)
    segmentViews.insert(view, at: index)
    addSubview(view)
    if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    segmentsDidChange()
  }

  open func removeSegment(at segment: Int, animated: Bool) {
    guard segmentViews.indices.contains(segment) else { return }
    segmentViews.remove(at: segment).removeFromSuperview()
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = UISegmentedControl.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    segmentsDidChange()
  }

  open func removeAllSegments() {
    for view in segmentViews { view.removeFromSuperview() }
    segmentViews = []
    selectedSegmentIndex = UISegmentedControl.noSegment
    segmentsDidChange()
  }

  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard let view = self.segment(at: segment) else { return }
    view.title = title
    view.image = nil
    segmentsDidChange()
  }

  open func titleForSegment(at segment: Int) -> String? { self.segment(at: segment)?.title }

  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard let view = self.segment(at: segment) else { return }
    view.image = image
    view.title = nil
    segmentsDidChange()
  }

  open func imageForSegment(at segment: Int) -> UIImage? { self.segment(at: segment)?.image }

  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    self.segment(at: segment)?.isSegmentEnabled = enabled
    updateSegmentStates()
  }

  open func isEnabledForSegment(at segment: Int) -> Bool { self.segment(at: segment)?.isSegmentEnabled ?? false }

  /// A fixed width for a segment; 0 (the default) lets the control size it.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    self.segment(at: segment)?.fixedWidth = max(width, 0)
    segmentsDidChange()
  }

  open func widthForSegment(at segment: Int) -> CGFloat { self.segment(at: segment)?.fixedWidth ?? 0 }

  open func actionForSegment(at segment: Int) -> UIAction? { self.segment(at: segment)?.action }

  /// The index of the segment whose action has `identifier`, or `noSegment`.
  open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
    segmentViews.firstIndex { $0.action?.identifier == identifier } ?? UISegmentedControl.noSegment
  }

  /// Text attributes for the segments' titles in `state`; kept for the app to read back.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
  }

  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  private func segment(at index: Int) -> UISegment? {
    segmentViews.indices.contains(index) ? segmentViews[index] : nil
  }

  private func segmentsDidChange() {
    updateSegmentStates()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func updateSegmentStates() {
    for (index, view) in segmentViews.enumerated() {
      view.isSelected = index == selectedSegmentIndex && !isMomentary
      view.isEnabled = isEnabled && view.isSegmentEnabled
    }
  }

  override open var isEnabled: Bool {
    didSet { updateSegmentStates() }
  }

  // MARK: Overrides (UISegmentedControl+Tracking.swift does the work)

  /// Where the last touch ended, in the control's coordinates.
  var trackedPoint: CGPoint?

  override open var intrinsicContentSize: CGSize { fittingSize }

  override open func layoutSubviews() {
    super.layoutSubviews()
    layoutSegments()
  }

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackedPoint = touches.first?.location(in: self)
    super.touchesEnded(touches, with: event)
  }

  /// A tap selects the segment under the finger (UIControl's touch-up inside).
  override func controlWasTapped() {
    guard let point = trackedPoint, let index = segmentIndex(at: point) else { return }
    userSelectSegment(index)
  }

  /// VoiceOver reads the selected segment's title as the control's value.
  override open var accessibilityValue: String? {
    get { super.accessibilityValue ?? selectedTitle }
    set { super.accessibilityValue = newValue }
  }
}
