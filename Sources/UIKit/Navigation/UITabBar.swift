import Foundation

/// An item of a tab bar, as UIKit's `UITabBarItem`: title, image, badge.
@MainActor
open class UITabBarItem: UIBarItem {
  /// The system tab items, as UIKit names them.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
    case mostRecent, mostViewed

    var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }
  }

  open var badgeValue: String? {
    didSet { itemDidChange() }
  }
  open var selectedImage: UIImage?

  public init(title: String?, image: UIImage?, tag: Int) {
    super.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    super.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    super.init()
    self.title = systemItem.title
    self.tag = tag
  }

  public required init?(coder: NSCoder) {
    super.init()
  }
}

/// The bar of tabs at the bottom of a tab bar controller, as UIKit's `UITabBar` (49 points).
@MainActor
open class UITabBar: UIView {
  public private(set) var items: [UITabBarItem]?
  open var selectedItem: UITabBarItem? {
    didSet { setNeedsLayout() }
  }
  open var barTintColor: UIColor?
  open var unselectedItemTintColor: UIColor?
  weak var tabBarController: UITabBarController?
  private var buttons: [TabBarButton] = []

  static let standardHeight: CGFloat = 49

  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    self.items = items
    for item in items ?? [] { item.displayingBar = self }
    setNeedsLayout()
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    for button in buttons { button.removeFromSuperview() }
    let items = items ?? []
    guard !items.isEmpty else { return buttons = [] }
    let width = bounds.width / CGFloat(items.count)
    buttons = items.enumerated().map { index, item in
      let button = TabBarButton(item: item, index: index)
      button.tabBar = self
      button.isSelected = item === selectedItem
      button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: UITabBar.standardHeight)
      addSubview(button)
      return button
    }
  }
}

/// The tappable view a tab bar shows for one item.
@MainActor
final class TabBarButton: UIControl {
  let item: UITabBarItem
  let index: Int
  weak var tabBar: UITabBar?

  init(item: UITabBarItem, index: Int) {
    self.item = item
    self.index = index
    super.init(frame: .zero)
    accessibilityLabel = item.title
    accessibilityIdentifier = item.accessibilityIdentifier
  }

  required init?(coder: NSCoder) {
    fatalError("TabBarButton is created by tab bars only")
  }

  override var visibleTitle: String? { item.title }

  override func controlWasTapped() {
    tabBar?.tabBarController?.userSelectedTab(at: index)
  }
}
