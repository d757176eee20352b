internal import DriverProtocol
import Foundation

/// Turns the live app into an `AppSnapshot`: the key window's views with what a user could see
/// of each, the controller tree, alerts, timers, the clock and the new log entries.
@MainActor
final class SnapshotBuilder {
  private(set) var viewsByID: [Int: UIView] = [:]
  private var nextID = 0

  func build() -> AppSnapshot {
    let application = UIApplication.shared
    let window = application.keyWindow
    let clock = MainThread.current.now / 1_000_000
    var snapshot = AppSnapshot(
      clockMilliseconds: Int64(clamping: clock),
      applicationState: Self.name(of: application.applicationState),
      window: window.map { node(for: $0, visibility: Visibility(window: $0)) },
      controllers: window?.rootViewController.map(ControllerSnapshot.node(for:)),
      keyboard: keyboardState(),
      alert: visibleAlert(in: window).map(ControllerSnapshot.alertNode(for:)),
      timers: RunLoop.main.scheduledTimers.map { timer in
        TimerNode(
          interval: timer.timeInterval, repeats: timer.repeats,
          nextFireMilliseconds: Int64(clamping: MainThread.nanoseconds(of: timer.fireDate) / 1_000_000))
      },
      log: EventLog.shared.takeNewEntries(), layoutWarnings: layoutWarnings(),
      missingWindow: MissingWindow.explanation())
    snapshot.requests = VirtualNetwork.current.takeChangedExchanges()
    return snapshot
  }

  /// What is wrong with the layout now (AppSnapshot.layoutWarnings): the unsatisfiable sets the
  /// engine broke and the ambiguous visible views (LayoutEngine+Queries.swift).
  private func layoutWarnings() -> [String] {
    LayoutEngine.currentWarnings()
  }

  /// The safe area of a window or of a view controller's root view, in window coordinates; nil
  /// for other views (they are inside their nearest such ancestor's).
  /// The descriptions of the constraints that place `view` on either axis, or nil for none: those
  /// naming it, less those that only tie one of its own subviews to it (they place the subview).
  private static func constraintDescriptions(of view: UIView) -> [String]? {
    var seen: Set<ObjectIdentifier> = []
    func placesSubview(_ constraint: NSLayoutConstraint) -> Bool {
      guard constraint.firstItem !== view, let other = constraint.firstItem as? UIView else { return false }
      return other.isDescendant(of: view)
    }
    let placing = (view.constraintsAffectingLayout(for: .horizontal) + view.constraintsAffectingLayout(for: .vertical))
      .filter { !placesSubview($0) && seen.insert(ObjectIdentifier($0)).inserted }
    return placing.isEmpty ? nil : placing.map(\.description)
  }

  private static func safeArea(of view: UIView) -> Rect? {
    guard view is UIWindow || view.owningViewController != nil else { return nil }
    return rect(view.frameInWindow.inset(by: view.safeAreaInsets))
  }

  private func node(for view: UIView, visibility: Visibility) -> ViewNode {
    nextID += 1
    let id = nextID
    viewsByID[id] = view
    let control = view as? UIControl
    let description = ElementDescription(view)
    var described = ViewNode(
      id: id, className: EventLog.className(of: view), kind: description.kind, frame: Self.rect(view.frameInWindow),
      isHidden: view.isHidden, alpha: Double(view.alpha),
      isEnabled: control?.isEnabled ?? (view as? UILabel)?.isEnabled ?? true,
      isUserInteractionEnabled: view.isUserInteractionEnabled, isVisible: visibility.isVisible(view),
      text: description.text, title: description.title, placeholder: (view as? UITextField)?.placeholder,
      accessibilityIdentifier: view.accessibilityIdentifier, accessibilityLabel: view.accessibilityLabel,
      isFirstResponder: view.isFirstResponder,
      isSelected: (view as? UITableViewCell)?.isSelected ?? (view as? UICollectionViewCell)?.isSelected
        ?? control?.isSelected ?? false,
      isOn: (view as? UISwitch)?.isOn, value: (view as? UISlider).map { Double($0.value) },
      backgroundColor: view.backgroundColor?.description, badge: (view as? TabBarButton)?.item.badgeValue,
      textAlignment: (view as? UILabel).flatMap { Self.alignmentName($0.textAlignment) },
      indexPath: Self.indexPath(of: view),
      rowCounts: (view as? UITableView)?.rowCounts ?? (view as? UICollectionView)?.itemCounts,
      detail: (view as? UITableViewCell)?.detailText ?? (view as? UICollectionViewCell)?.detailText,
      accessory: (view as? UITableViewCell).flatMap { $0.accessoryType == .none ? nil : "\($0.accessoryType)" }
        ?? (view as? UICollectionViewListCell)?.trailingAccessoryName,
      valueRange: (view as? UISlider).map { [Double($0.minimumValue), Double($0.maximumValue)] },
      safeArea: Self.safeArea(of: view), constraints: Self.constraintDescriptions(of: view),
      storyboardID: view.storyboardID,
      children: view.subviews.map { node(for: $0, visibility: visibility) })
    (view as? SnapshotDescribing)?.describe(into: &described)
    if let web = view as? WebContentView {
      described.kind = .webView
      described.webPage = web.webPageNode
    }
    return described
  }

  /// A table cell's section and row, or a collection view cell's section and item.
  private static func indexPath(of view: UIView) -> [Int]? {
    if let cell = view as? UITableViewCell {
      return cell.tableView?.indexPath(for: cell).map { [$0.section, $0.row] }
    }
    guard let cell = view as? UICollectionViewCell, cell.supplementaryKind == nil else { return nil }
    return cell.collectionView?.indexPath(for: cell).map { [$0.section, $0.item] }
  }

  /// The alert on screen: the last presented alert controller anywhere in the window's tree.
  private func visibleAlert(in window: UIWindow?) -> UIAlertController? {
    ControllerTree.allControllers(from: window?.rootViewController)
      .compactMap { $0 as? UIAlertController }
      .last { $0.presenter != nil && !$0.isBeingDismissed }
  }

  /// The keyboard, with the type and return key the focused text field asks for.
  private func keyboardState() -> KeyboardState {
    let keyboard = Keyboard.shared
    let field = FirstResponderTracker.shared.current as? UITextField
    return KeyboardState(
      isShown: keyboard.isShown, frame: keyboard.isShown ? Self.rect(keyboard.frame) : nil,
      type: field.map { "\($0.keyboardType)" }, returnKey: field.map { Self.returnKeyLabel($0.returnKeyType) })
  }

  /// The return key's label as the keyboard shows it.
  static func returnKeyLabel(_ type: UIReturnKeyType) -> String {
    switch type {
    case .default: "return"
    case .emergencyCall: "Emergency Call"
    case .continue: "continue"
    default: "\(type)"
    }
  }

  static func alignmentName(_ alignment: NSTextAlignment) -> String? {
    switch alignment {
    case .center: "center"
    case .right: "right"
    default: nil
    }
  }

  static func rect(_ rect: CGRect) -> Rect {
    Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
  }

  static func name(of state: UIApplication.State) -> String {
    switch state {
    case .active: "active"
    case .inactive: "inactive"
    case .background: "background"
    }
  }
}

/// The kind and texts of one view, as the check language names them.
@MainActor
struct ElementDescription {
  let kind: ElementKind
  let text: String?
  let title: String?

  init(_ view: UIView) {
    switch view {
    case is UIWindow: (kind, text, title) = (.window, nil, nil)
    case let label as NavigationTitleLabel: (kind, text, title) = (.navigationTitle, label.text, nil)
    case let label as NavigationPromptLabel: (kind, text, title) = (.prompt, label.text, nil)
    case let label as AlertTextLabel: (kind, text, title) = (.alertText, label.text, nil)
    case let label as UILabel: (kind, text, title) = (.label, label.text, nil)
    case let item as BarButtonItemView:
      (kind, text, title) = (.item, nil, item.item.displayedTitle ?? item.item.effectiveAccessibilityLabel)
    case let back as NavigationBackButton: (kind, text, title) = (.backButton, nil, back.title)
    case let tab as TabBarButton: (kind, text, title) = (.tab, nil, tab.item.title)
    case let action as AlertActionButton: (kind, text, title) = (.alertAction, nil, action.action.title)
    case is DetailAccessoryButton: (kind, text, title) = (.button, nil, DetailAccessoryButton.glyph)
    case let button as UIButton: (kind, text, title) = (.button, nil, button.displayedTitle)
    case let textView as UITextView: (kind, text, title) = (.field, textView.text, nil)
    case let field as UITextField:
      let shown = field.isSecureTextEntry ? String(repeating: "•", count: field.text?.count ?? 0) : field.text
      (kind, text, title) = (.field, shown, nil)
    case let cell as UITableViewCell: (kind, text, title) = (.cell, cell.primaryText, nil)
    case is UITableView: (kind, text, title) = (.table, nil, nil)
    // A list cell dequeued as a header is a plain view; its labels carry its text.
    case let cell as UICollectionViewCell where cell.supplementaryKind == nil:
      (kind, text, title) = (.cell, cell.primaryText, nil)
    case is UICollectionView: (kind, text, title) = (.collection, nil, nil)
    case is UISwitch: (kind, text, title) = (.switch, nil, nil)
    case is UISlider: (kind, text, title) = (.slider, nil, nil)
    case is UIImageView: (kind, text, title) = (.image, nil, nil)
    case is UINavigationBar: (kind, text, title) = (.navigationBar, nil, nil)
    case is UIToolbar: (kind, text, title) = (.toolbar, nil, nil)
    case is UITabBar: (kind, text, title) = (.tabBar, nil, nil)
    case is AlertBoxView: (kind, text, title) = (.alert, nil, nil)
    case is PresentationDimmingView, is AlertBackdropView: (kind, text, title) = (.dimming, nil, nil)
    default: (kind, text, title) = (.view, nil, nil)
    }
  }
}

/// Decides whether a user could see a view: in the key window, not hidden or transparent (nor
/// any ancestor), intersecting every ancestor's bounds, and not under a later window-level layer
/// (a presented controller or a sheet's dimming view) that covers its centre. The keyboard hides
/// a view whose centre it covers — or, for a view with subviews (a table, a stack), only one it
/// covers whole: the part above the keyboard, and the rows there, are still in sight.
@MainActor
struct Visibility {
  let window: UIWindow

  func isVisible(_ view: UIView) -> Bool {
    guard window.isKeyWindow, !window.isHidden else { return false }
    let frame = view.frameInWindow
    var layer = view
    var current: UIView? = view
    while let candidate = current {
      if candidate.isHidden || candidate.alpha < 0.01 { return false }
      if candidate !== view, !frame.intersects(candidate.frameInWindow) { return false }
      if candidate.superview === window { layer = candidate }
      current = candidate.superview
    }
    guard view !== window, let layerIndex = window.subviews.firstIndex(where: { $0 === layer }) else { return true }
    let centre = CGPoint(x: frame.midX, y: frame.midY)
    if Keyboard.shared.isShown {
      let keyboard = Keyboard.shared.frame
      if view.subviews.isEmpty ? keyboard.contains(centre) : keyboard.contains(frame) { return false }
    }
    return !window.subviews[(layerIndex + 1)...].contains { cover in
      !cover.isHidden && cover.alpha >= 0.01 && cover.frameInWindow.contains(centre)
    }
  }
}
