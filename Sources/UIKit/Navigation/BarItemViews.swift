import Foundation

/// The tappable view a bar shows for one `UIBarButtonItem` (UIKit draws these privately).
@MainActor
final class BarButtonItemView: UIControl {
  let item: UIBarButtonItem

  init(item: UIBarButtonItem) {
    self.item = item
    super.init(frame: .zero)
    accessibilityLabel = item.effectiveAccessibilityLabel
    accessibilityIdentifier = item.accessibilityIdentifier
    isEnabled = item.isEnabled
  }

  required init?(coder: NSCoder) {
    fatalError("BarButtonItemView is created by bars only")
  }

  /// The text on the bar: the title, or nothing for an icon.
  var displayedTitle: String? { item.displayedTitle }

  override var visibleTitle: String? { item.displayedTitle ?? item.effectiveAccessibilityLabel }

  override func controlWasTapped() {
    item.performTap(from: self)
  }
}

/// The back button of a navigation bar: it pops the top controller.
@MainActor
final class NavigationBackButton: UIControl {
  let title: String
  weak var navigationBar: UINavigationBar?

  init(title: String) {
    self.title = title
    super.init(frame: .zero)
    accessibilityLabel = title
  }

  required init?(coder: NSCoder) {
    fatalError("NavigationBackButton is created by navigation bars only")
  }

  override var visibleTitle: String? { title }

  override func controlWasTapped() {
    EventLog.shared.record("UINavigationBar.back \"\(title)\"")
    navigationBar?.navigationController?.popViewController(animated: true)
  }
}

/// The views a bar shows for its items, rebuilt on each layout. Views the bar makes are replaced;
/// views the learner supplied (custom views, title views) stay in place and are only moved, so a
/// text field in a bar keeps its focus when the bar lays out again.
@MainActor
struct BarContentViews {
  private var shown: [UIView] = []
  private var showing: [UIView] = []

  /// Starts a layout pass.
  mutating func begin() {
    showing = []
  }

  /// Shows `view` on `bar` in this pass.
  mutating func show(_ view: UIView, on bar: UIView) {
    if view.superview !== bar { bar.addSubview(view) }
    showing.append(view)
  }

  /// Ends the pass: removes what was shown before and not now (unless it moved elsewhere).
  mutating func end(on bar: UIView) {
    for view in shown where view.superview === bar && !showing.contains(where: { $0 === view }) {
      view.removeFromSuperview()
    }
    shown = showing
  }

  /// Shows `items` on `bar` from `start` to `end` (x), with fixed widths first and flexible
  /// spaces sharing the rest.
  mutating func place(
    _ items: [UIBarButtonItem], on bar: UIView, from start: CGFloat, to end: CGFloat, y: CGFloat, height: CGFloat
  ) {
    let frames = BarItemLayout.frames(for: items, from: start, to: end, y: y, height: height)
    for (item, frame) in zip(items, frames) where !item.isSpace {
      item.displayingBar = bar
      if let custom = item.customView {
        custom.frame = CGRect(origin: frame.origin, size: custom.frame.size)
        show(custom, on: bar)
      } else {
        let view = BarButtonItemView(item: item)
        view.frame = frame
        show(view, on: bar)
      }
    }
  }
}

/// Lays out bar button items along a bar: fixed widths first, flexible spaces share the rest.
@MainActor
enum BarItemLayout {
  /// Frames for `items` placed from `start` to `end` (x positions) at `y` with `height`.
  static func frames(for items: [UIBarButtonItem], from start: CGFloat, to end: CGFloat, y: CGFloat, height: CGFloat)
    -> [CGRect]
  {
    let widths: [CGFloat?] = items.map { item in
      if item.systemItem == .flexibleSpace { return nil }
      if let custom = item.customView { return custom.frame.width }
      return item.preferredBarWidth
    }
    let fixed = widths.compactMap { $0 }.reduce(0, +)
    let flexibleCount = widths.filter { $0 == nil }.count
    let share = flexibleCount > 0 ? max((end - start - fixed) / CGFloat(flexibleCount), 0) : 0
    var x = start
    return widths.map { width in
      let w = width ?? share
      defer { x += w }
      return CGRect(x: x, y: y, width: w, height: height)
    }
  }
}

extension UIBarButtonItem {
  /// Width of the item on a bar: a fixed width, its title, or an icon's 22 points, plus padding.
  var preferredBarWidth: CGFloat {
    if width > 0 { return width }
    if let text = displayedTitle { return TextMetrics.width(of: text, font: .systemFont(ofSize: 17)) + 16 }
    return 22 + 16
  }
}
