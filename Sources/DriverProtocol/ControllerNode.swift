/// One view controller of the controller tree.
public struct ControllerNode: Codable, Sendable, Equatable {
  public var className: String
  public var title: String?
  public var isViewLoaded: Bool
  /// `appeared`, `appearing`, `disappearing` or `disappeared`.
  public var appearance: String
  /// The presentation style when this controller is presented (`pageSheet`, `fullScreen`, …).
  public var presentationStyle: String?
  /// For a navigation controller: the stack, root first, by class name.
  public var navigationStack: [String]?
  /// For a navigation controller: what its bar shows.
  public var navigationBar: NavigationBarNode?
  /// For a navigation controller: the toolbar's items when the toolbar is shown.
  public var toolbarItems: [BarItemNode]?
  /// For a tab bar controller: the tab titles and the selected index.
  public var tabs: [String]?
  public var selectedTab: Int?
  public var children: [ControllerNode]
  public var presented: [ControllerNode]

  public init(
    className: String, title: String?, isViewLoaded: Bool, appearance: String, presentationStyle: String? = nil,
    navigationStack: [String]? = nil, navigationBar: NavigationBarNode? = nil, toolbarItems: [BarItemNode]? = nil,
    tabs: [String]? = nil, selectedTab: Int? = nil, children: [ControllerNode] = [], presented: [ControllerNode] = []
  ) {
    self.className = className
    self.title = title
    self.isViewLoaded = isViewLoaded
    self.appearance = appearance
    self.presentationStyle = presentationStyle
    self.navigationStack = navigationStack
    self.navigationBar = navigationBar
    self.toolbarItems = toolbarItems
    self.tabs = tabs
    self.selectedTab = selectedTab
    self.children = children
    self.presented = presented
  }
}

/// What a navigation bar shows.
public struct NavigationBarNode: Codable, Sendable, Equatable {
  public var isHidden: Bool
  public var title: String?
  public var prompt: String?
  /// The back button's title, when there is a back button.
  public var backButtonTitle: String?
  public var leftItems: [BarItemNode]
  public var rightItems: [BarItemNode]

  public init(
    isHidden: Bool, title: String?, prompt: String?, backButtonTitle: String?, leftItems: [BarItemNode],
    rightItems: [BarItemNode]
  ) {
    self.isHidden = isHidden
    self.title = title
    self.prompt = prompt
    self.backButtonTitle = backButtonTitle
    self.leftItems = leftItems
    self.rightItems = rightItems
  }
}

/// A bar button item.
public struct BarItemNode: Codable, Sendable, Equatable {
  public var title: String?
  public var accessibilityLabel: String?
  /// The system item's name (`add`, `flexibleSpace`, …), if it is one.
  public var systemItem: String?
  public var isEnabled: Bool

  public init(title: String?, accessibilityLabel: String?, systemItem: String?, isEnabled: Bool) {
    self.title = title
    self.accessibilityLabel = accessibilityLabel
    self.systemItem = systemItem
    self.isEnabled = isEnabled
  }
}

/// The keyboard: up or down, and its frame in screen coordinates when up.
public struct KeyboardState: Codable, Sendable, Equatable {
  public var isShown: Bool
  public var frame: Rect?
  /// The first responder's keyboard type (`default`, `numberPad`, `emailAddress`, …).
  public var type: String?
  /// The label of the return key (`return`, `done`, `go`, `search`, …).
  public var returnKey: String?

  public init(isShown: Bool, frame: Rect?, type: String? = nil, returnKey: String? = nil) {
    self.isShown = isShown
    self.frame = frame
    self.type = type
    self.returnKey = returnKey
  }
}

/// An alert or action sheet on screen.
public struct AlertNode: Codable, Sendable, Equatable {
  public var title: String?
  public var message: String?
  /// `alert` or `actionSheet`.
  public var style: String
  public var actions: [String]

  public init(title: String?, message: String?, style: String, actions: [String]) {
    self.title = title
    self.message = message
    self.style = style
    self.actions = actions
  }
}

/// A scheduled, valid timer.
public struct TimerNode: Codable, Sendable, Equatable {
  public var interval: Double
  public var repeats: Bool
  /// Virtual milliseconds since launch at which it fires next.
  public var nextFireMilliseconds: Int64

  public init(interval: Double, repeats: Bool, nextFireMilliseconds: Int64) {
    self.interval = interval
    self.repeats = repeats
    self.nextFireMilliseconds = nextFireMilliseconds
  }
}
