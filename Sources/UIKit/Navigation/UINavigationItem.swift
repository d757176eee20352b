import Foundation

/// What a navigation bar shows for one controller, as UIKit's `UINavigationItem`: title or title
/// view, prompt, back button (title, custom item, hidden) and left and right bar button items.
@MainActor
open class UINavigationItem: NSObject {
  /// Large-title display modes, as UIKit names them.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic, always, never
  }

  open var title: String? {
    didSet { itemDidChange() }
  }
  open var titleView: UIView? {
    didSet { itemDidChange() }
  }
  open var prompt: String? {
    didSet { itemDidChange() }
  }
  open var backBarButtonItem: UIBarButtonItem? {
    didSet { itemDidChange() }
  }
  open var backButtonTitle: String? {
    didSet { itemDidChange() }
  }
  open var hidesBackButton = false {
    didSet { itemDidChange() }
  }
  open var leftItemsSupplementBackButton = false {
    didSet { itemDidChange() }
  }
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// A search controller whose search bar the navigation bar shows below the title (iOS 11).
  open var searchController: UISearchController? {
    didSet { itemDidChange() }
  }
  /// Kept for the app to read back: the search bar stays in view (runtime.md).
  open var hidesSearchBarWhenScrolling = true
  open var leftBarButtonItems: [UIBarButtonItem]? {
    didSet { itemDidChange() }
  }
  open var rightBarButtonItems: [UIBarButtonItem]? {
    didSet { itemDidChange() }
  }

  /// The bar showing this item, told to lay out again when the item changes.
  weak var displayingBar: UINavigationBar?

  public init(title: String) {
    self.title = title
    super.init()
  }

  /// An item with no title.
  override public convenience init() {
    self.init(title: "")
    title = nil
  }

  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The first left item (setting it replaces all left items).
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first right item (setting it replaces all right items).
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

  private func itemDidChange() {
    displayingBar?.setNeedsLayout()
  }
}
