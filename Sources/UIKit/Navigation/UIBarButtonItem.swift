import Foundation

/// A button for navigation bars and toolbars, as UIKit's `UIBarButtonItem`.
///
/// An item has a title, an image, a system item (with the title or accessibility label UIKit
/// gives it), a custom view, or is a flexible or fixed space. A tap performs its `primaryAction`
/// if it has one, else sends `action` to `target` through the application (a nil target searches
/// the responder chain). The item does not retain its target.
@MainActor
open class UIBarButtonItem: UIBarItem {
  /// Item styles, as UIKit names them.
  public enum Style: Int, Sendable {
    case plain, bordered, done
  }

  /// The system items UIKit draws, with their raw values.
  public enum SystemItem: Int, Sendable, CaseIterable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
    case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
    case pageCurl, close

    /// The text shown on the bar for text items (Done, Cancel, Edit, Save).
    var visibleTitle: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      default: nil
      }
    }

    /// What VoiceOver reads for the item; spaces have nothing.
    var accessibilityLabel: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .add: "Add"
      case .flexibleSpace, .fixedSpace: nil
      case .compose: "Compose"
      case .reply: "Reply"
      case .action: "Share"
      case .organize: "Organize"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .refresh: "Refresh"
      case .stop: "Stop"
      case .camera: "Camera"
      case .trash: "Delete"
      case .play: "Play"
      case .pause: "Pause"
      case .rewind: "Rewind"
      case .fastForward: "Fast Forward"
      case .undo: "Undo"
      case .redo: "Redo"
      case .pageCurl: "Page Curl"
      case .close: "Close"
      }
    }
  }

  open var style: Style = .plain
  open var width: CGFloat = 0
  open var customView: UIView?
  open weak var target: AnyObject?
  open var action: Selector?
  /// Assigning an action gives the item the action's title and image, except for system items.
  open var primaryAction: UIAction? {
    didSet {
      guard let primaryAction, systemItem == nil else { return }
      title = primaryAction.title
      image = primaryAction.image
    }
  }
  open var menu: UIMenu?
  open var tintColor: UIColor?
  public internal(set) var systemItem: SystemItem?

  public required override init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init()
  }

  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.init()
    self.systemItem = systemItem
    self.style = systemItem == .done ? .done : .plain
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  public convenience init(barButtonSystemItem systemItem: SystemItem) {
    self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
  }

  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    self.primaryAction = primaryAction
    self.menu = menu
  }

  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// A flexible space: it takes an equal share of the bar's free width.
  public class func flexibleSpace() -> Self {
    let item = self.init()
    item.systemItem = .flexibleSpace
    return item
  }

  /// A fixed space of `width` points.
  public class func fixedSpace(_ width: CGFloat) -> Self {
    let item = self.init()
    item.systemItem = .fixedSpace
    item.width = width
    return item
  }

  /// The text the bar shows: the title, or a text system item's word (Done, Cancel, Edit, Save).
  /// UIKit leaves a system item's `title` nil; the word is drawn by the bar.
  var displayedTitle: String? { title ?? systemItem?.visibleTitle }

  /// What VoiceOver reads: the label set in code, else the system item's, else the title.
  var effectiveAccessibilityLabel: String? {
    accessibilityLabel ?? systemItem?.accessibilityLabel ?? displayedTitle
  }

  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  /// A storyboard segue the item triggers (InterfaceLoader), with the item as sender.
  var storyboardSegue: (@MainActor (UIBarButtonItem) -> Void)?

  /// What a tap on the item's view in a bar does.
  ///
  /// A nil target is looked up along the responder chain from the first responder or, when
  /// nothing is first responder, from the bar view that was tapped; the item stays the sender.
  func performTap(from view: UIView?) {
    guard isEnabled else { return }
    EventLog.shared.record("UIBarButtonItem.action \(logDescription)")
    if let storyboardSegue {
      storyboardSegue(self)
    } else if let primaryAction {
      primaryAction.perform(sender: self)
    } else if let action {
      let start = FirstResponderTracker.shared.current ?? view
      let receiver = target ?? start?.target(forAction: action, withSender: self) as AnyObject?
      guard let receiver else { return }
      UIApplication.shared.sendAction(action, to: receiver, from: self, for: nil)
    }
  }

  /// The item's name in log entries: title or accessibility label in quotes.
  var logDescription: String {
    if let text = displayedTitle ?? effectiveAccessibilityLabel { return "\"\(text)\"" }
    if let accessibilityIdentifier { return "#\(accessibilityIdentifier)" }
    return ""
  }
}

/// The common base of bar items, as UIKit's `UIBarItem`.
@MainActor
open class UIBarItem: NSObject {
  open var title: String? {
    didSet { itemDidChange() }
  }
  open var image: UIImage? {
    didSet { itemDidChange() }
  }
  open var isEnabled = true {
    didSet { itemDidChange() }
  }
  open var tag = 0
  open var accessibilityLabel: String?
  open var accessibilityIdentifier: String?

  /// The bar showing the item, told when the item changes so it lays out again.
  weak var displayingBar: UIView?

  override public init() {
    super.init()
  }

  func itemDidChange() {
    displayingBar?.setNeedsLayout()
  }
}

/// A menu, as UIKit's `UIMenu`: a titled group of actions (kept; menus are not shown).
@MainActor
open class UIMenu: UIMenuElement {
  public let children: [UIMenuElement]

  public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
    self.children = children
    super.init(title: title, image: image)
  }
}
