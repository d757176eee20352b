import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`.
///
/// It shows the top item: its prompt above, the back button (titled with the previous item's
/// `backBarButtonItem` title, its `backButtonTitle`, its title, or "Back"), the left items, the
/// title (or title view) and the right items. It is 44 points tall, 74 with a prompt.
@MainActor
open class UINavigationBar: UIView {
  public private(set) var items: [UINavigationItem]?
  open var prefersLargeTitles = false
  open var isTranslucent = true
  open var barTintColor: UIColor?
  weak var navigationController: UINavigationController?
  private var content = BarContentViews()

  static let standardHeight: CGFloat = 44
  static let promptHeight: CGFloat = 30
  /// The search bar a navigation item's search controller adds below the bar.
  static let searchBarHeight: CGFloat = 52

  open var topItem: UINavigationItem? { items?.last }

  open var backItem: UINavigationItem? {
    guard let items, items.count >= 2 else { return nil }
    return items[items.count - 2]
  }

  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    for item in self.items ?? [] where item.displayingBar === self { item.displayingBar = nil }
    self.items = items
    for item in items ?? [] { item.displayingBar = self }
    setNeedsLayout()
  }

  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    setItems((items ?? []) + [item], animated: animated)
  }

  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard var current = items, let last = current.popLast() else { return nil }
    setItems(current, animated: animated)
    return last
  }

  /// The bar's height for its top item.
  var preferredHeight: CGFloat {
    UINavigationBar.standardHeight + (topItem?.prompt != nil ? UINavigationBar.promptHeight : 0)
      + (topItem?.searchController != nil ? UINavigationBar.searchBarHeight : 0)
  }

  /// The back button's title for the current stack, or nil when there is no back button.
  var backButtonTitle: String? {
    guard let top = topItem, !top.hidesBackButton, let back = backItem else { return nil }
    if top.leftBarButtonItems?.isEmpty == false, !top.leftItemsSupplementBackButton { return nil }
    return back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    // A prompt added or removed changes the bar's height: the container places the bar again.
    if navigationController != nil, bounds.height != preferredHeight { superview?.setNeedsLayout() }
    content.begin()
    defer { content.end(on: self) }
    guard let top = topItem else { return }
    var barTop: CGFloat = 0
    if let prompt = top.prompt {
      let label = NavigationPromptLabel(frame: CGRect(x: 0, y: 6, width: bounds.width, height: 18))
      label.text = prompt
      label.textAlignment = .center
      label.font = .systemFont(ofSize: 13)
      content.show(label, on: self)
      barTop = UINavigationBar.promptHeight
    }
    var leftEdge: CGFloat = 8
    if let backTitle = backButtonTitle {
      let button = NavigationBackButton(title: backTitle)
      button.navigationBar = self
      let width = TextMetrics.width(of: backTitle, font: .systemFont(ofSize: 17)) + 28
      button.frame = CGRect(x: leftEdge, y: barTop, width: width, height: UINavigationBar.standardHeight)
      content.show(button, on: self)
      leftEdge += width
    }
    let height = UINavigationBar.standardHeight
    let left = top.leftBarButtonItems ?? []
    let leftWidth = left.reduce(CGFloat(0)) { $0 + $1.preferredBarWidth }
    content.place(left, on: self, from: leftEdge, to: leftEdge + leftWidth, y: barTop, height: height)
    leftEdge += leftWidth
    let right = Array((top.rightBarButtonItems ?? []).reversed())
    let rightWidth = right.reduce(CGFloat(0)) { $0 + $1.preferredBarWidth }
    content.place(right, on: self, from: bounds.width - 8 - rightWidth, to: bounds.width - 8, y: barTop, height: height)
    if let searchBar = top.searchController?.searchBar {
      searchBar.frame = CGRect(x: 0, y: barTop + height, width: bounds.width, height: UINavigationBar.searchBarHeight)
      content.show(searchBar, on: self)
    }
    let titleInset = max(leftEdge, rightWidth + 8)
    let titleFrame = CGRect(x: titleInset, y: barTop, width: max(bounds.width - 2 * titleInset, 0), height: height)
    if let titleView = top.titleView {
      titleView.center = CGPoint(x: titleFrame.midX, y: titleFrame.midY)
      content.show(titleView, on: self)
    } else if let title = top.title, !title.isEmpty {
      let label = NavigationTitleLabel(frame: titleFrame)
      label.text = title
      label.textAlignment = .center
      label.font = .boldSystemFont(ofSize: 17)
      content.show(label, on: self)
    }
  }
}

/// The title a navigation bar shows for its top item.
@MainActor
final class NavigationTitleLabel: UILabel {}

/// The prompt a navigation bar shows above its top item.
@MainActor
final class NavigationPromptLabel: UILabel {}

/// A bar of items at the bottom of the screen, as UIKit's `UIToolbar` (44 points tall).
/// Flexible spaces share the width left after the other items.
@MainActor
open class UIToolbar: UIView {
  open var items: [UIBarButtonItem]? {
    didSet { setNeedsLayout() }
  }
  open var isTranslucent = true
  open var barTintColor: UIColor?
  private var content = BarContentViews()

  static let standardHeight: CGFloat = 44

  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    content.begin()
    content.place(items ?? [], on: self, from: 8, to: bounds.width - 8, y: 0, height: UIToolbar.standardHeight)
    content.end(on: self)
  }
}
