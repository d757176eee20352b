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
