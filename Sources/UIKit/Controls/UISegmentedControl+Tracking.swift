import Foundation

extension UISegmentedControl {
  /// The font segment titles are measured in (13 points, as iOS 13 and later draw them).
  static let titleFont = UIFont.systemFont(ofSize: 13)
  /// Space left and right of a segment's content.
  static let segmentPadding: CGFloat = 14

  /// The content width of each segment: its title or image, without padding.
  func contentWidths() -> [CGFloat] {
    segmentViews.map { view in
      if let title = view.title { return TextMetrics.width(of: title, font: UISegmentedControl.titleFont) }
      return view.image?.size.width ?? 0
    }
  }

  /// How wide each segment is within `width`: fixed widths as given, the rest share what is left
  /// equally — or in proportion to their content when `apportionsSegmentWidthsByContent`.
  func segmentWidths(in width: CGFloat) -> [CGFloat] {
    let content = contentWidths()
    let fixed = segmentViews.map(\.fixedWidth)
    let flexible = fixed.indices.filter { fixed[$0] == 0 }
    let remaining = max(width - fixed.reduce(0, +), 0)
    var widths = fixed
    let contentTotal = flexible.reduce(CGFloat(0)) { $0 + content[$1] + 2 * UISegmentedControl.segmentPadding }
    for index in flexible {
      if apportionsSegmentWidthsByContent, contentTotal > 0 {
        widths[index] = remaining * (content[index] + 2 * UISegmentedControl.segmentPadding) / contentTotal
      } else {
        widths[index] = remaining / CGFloat(flexible.count)
      }
    }
    return widths
  }

  /// Wide enough for every segment's content with its padding (all as wide as the widest unless
  /// apportioned by content), 32 points tall.
  var fittingSize: CGSize {
    let padded = zip(contentWidths(), segmentViews.map(\.fixedWidth)).map { content, fixed in
      fixed > 0 ? fixed : content + 2 * UISegmentedControl.segmentPadding
    }
    let width = apportionsSegmentWidthsByContent ? padded.reduce(0, +) : (padded.max() ?? 0) * CGFloat(padded.count)
    return CGSize(width: TextMetrics.pixelCeiling(width), height: UISegmentedControl.standardHeight)
  }

  /// Places the segments side by side across the control.
  func layoutSegments() {
    var x: CGFloat = 0
    for (view, width) in zip(segmentViews, segmentWidths(in: bounds.width)) {
      view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
      x += width
    }
  }

  /// The segment under `point` (in the control's coordinates), if any.
  func segmentIndex(at point: CGPoint) -> Int? {
    var x: CGFloat = 0
    for (index, width) in segmentWidths(in: bounds.width).enumerated() {
      if point.x >= x, point.x < x + width { return index }
      x += width
    }
    return nil
  }

  /// What a user's tap on segment `index` does: a new selection sends `.valueChanged` (and runs
  /// the segment's action); the selected segment again sends nothing; a momentary control sends
  /// the event each time, with `selectedSegmentIndex` the tapped segment only while it is sent.
  func userSelectSegment(_ index: Int) {
    guard segmentViews.indices.contains(index), isEnabled, segmentViews[index].isSegmentEnabled else { return }
    if isMomentary {
      let previous = selectedSegmentIndex
      selectedSegmentIndex = index
      sendSelection(index)
      selectedSegmentIndex = previous
      return
    }
    guard index != selectedSegmentIndex else { return }
    selectedSegmentIndex = index
    sendSelection(index)
  }

  private func sendSelection(_ index: Int) {
    if let action = segmentViews[index].action { sendAction(action) }
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  /// The selected segment's title, as the log and the snapshot name the control's value.
  var selectedTitle: String? {
    guard segmentViews.indices.contains(selectedSegmentIndex) else { return nil }
    return segmentViews[selectedSegmentIndex].title ?? segmentViews[selectedSegmentIndex].image?.name
  }
}

/// One segment of a `UISegmentedControl` (UIKit's private `UISegment`): its title or image, a
/// fixed width if one was set, and whether it is enabled and selected. It takes no touches of its
/// own; the control handles them.
@MainActor
final class UISegment: UIView {
  var title: String?
  var image: UIImage?
  let action: UIAction?
  var fixedWidth: CGFloat = 0
  var isSegmentEnabled = true
  var isSelected = false
  var isEnabled = true

  init(title: String?, image: UIImage?, action: UIAction?) {
    self.title = title
    self.image = image
    self.action = action
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    action = nil
    super.init(coder: coder)
  }

  /// VoiceOver reads a segment as its title.
  override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? title ?? image?.name }
    set { super.accessibilityLabel = newValue }
  }
}
