import Foundation

/// The backdrop for the app's user interface, as UIKit's `UIWindow`.
///
/// `UIWindow()` fills the main screen (as since iOS 9). Setting `rootViewController` installs the
/// controller's view, resized to the window's bounds; when the window is visible the old root
/// disappears and the new one appears. `makeKeyAndVisible()` shows the window, makes it key and,
/// the first time, loads the root view and begins its appearance (`viewWillAppear`); at the next
/// turn of the run loop, when the first frame is committed, the window's first layout pass runs
/// (`viewIsAppearing`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`) and then `viewDidAppear`,
/// as on iOS (docs/runtime.md, rule 2).
///
/// In a scene-based app only a window that belongs to a connected `UIWindowScene` is ever on
/// screen: one made with `UIWindow(frame:)` stays off screen (its root view never loads) until
/// its `windowScene` is set — the black screen of pre-iOS-13 code pasted into a new project. In
/// an app without scenes, windows join the app's one scene by themselves.
@MainActor
open class UIWindow: UIView {
  public private(set) var isKeyWindow = false
  open var windowLevel: UIWindow.Level = .normal
  /// The scene the window belongs to. Setting it attaches a window made without one: if it was
  /// asked to be key and visible, it now is.
  open var windowScene: UIWindowScene? {
    didSet {
      guard oldValue !== windowScene, isOnScreen else { return }
      if wantsKey { makeKey() } else { showRootIfNeeded() }
    }
  }
  /// Asked to be key while it could not be on screen (no scene in a scene-based app).
  private var wantsKey = false
  /// Made visible while it could not be on screen: what the screen explains when it is empty.
  package private(set) var wasShownWithoutScene = false

  override public init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
    joinAppSceneIfNeeded()
    UIApplication.registerWindow(self)
  }

  /// Dispatches an event's touches in this window, as UIKit's `sendEvent(_:)`: first to the
  /// gesture recognizers that see them (GestureEnvironment), then to the views they began in
  /// (TouchDelivery).
  open func sendEvent(_ event: UIEvent) {
    let changed = event.touches.filter { $0.window === self && $0.phase != .stationary }.sorted {
      $0.serial < $1.serial
    }
    GestureEnvironment.shared.deliver(event, changed: changed)
    TouchDelivery.shared.deliver(event, changed: changed)
    GestureEnvironment.shared.finish(event, changed: changed)
  }

  /// Whether the window is on screen: visible, and able to be (`canBeOnScreen`).
  package var isOnScreen: Bool { !isHidden && canBeOnScreen }

  /// Whether the window could be shown: in a scene-based app only when it belongs to a connected
  /// window scene; in an app without scenes, always.
  private var canBeOnScreen: Bool {
    let application = UIApplication.shared
    guard application.usesScenes else { return true }
    guard let windowScene else { return false }
    return application.connectedScenes.contains(windowScene)
  }

  /// In an app without scenes a new window joins the app's one scene, as on iOS 13 and later.
  private func joinAppSceneIfNeeded() {
    let application = UIApplication.shared
    guard !application.usesScenes, let scene = application.connectedScenes.first as? UIWindowScene else { return }
    windowScene = scene
  }

  /// A window that fills the main screen.
  public convenience init() {
    self.init(frame: UIScreen.main.bounds)
  }

  /// A window for a scene; it fills the main screen.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: UIScreen.main.bounds)
    self.windowScene = windowScene
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
    joinAppSceneIfNeeded()
    UIApplication.registerWindow(self)
  }

  /// The window is its own root: its next responder is the application.
  override open var next: UIResponder? { UIApplication.shared }

  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      replaceRoot(old: oldValue, new: rootViewController)
    }
  }

  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  open func makeKey() {
    guard canBeOnScreen else {
      wantsKey = true
      if !isHidden { wasShownWithoutScene = true }
      return
    }
    wantsKey = false
    for window in UIApplication.shared.windows where window !== self {
      window.resignKey()
    }
    guard !isKeyWindow else { return }
    isKeyWindow = true
    becomeKey()
    if !isHidden { showRootIfNeeded() }
  }

  open func becomeKey() {}
  open func resignKey() {
    isKeyWindow = false
  }

  override open var isHidden: Bool {
    didSet {
      guard oldValue != isHidden else { return }
      if !isHidden, !canBeOnScreen { wasShownWithoutScene = true }
      if isHidden { hideRoot() } else { showRootIfNeeded() }
    }
  }

  /// Whether the root controller's view is installed and has begun appearing.
  private var rootIsShown = false

  private func showRootIfNeeded() {
    guard !rootIsShown, isOnScreen, let root = rootViewController else { return }
    rootIsShown = true
    install(root)
    root.beginAppearanceTransition(true, animated: false)
    MainThread.current.enqueue { [weak root] in
      MainActor.assumeIsolated {
        // The first frame's commit: layout first, then the appearance ends.
        _ = LayoutPass.run()
        root?.endAppearanceTransition()
      }
    }
  }

  private func hideRoot() {
    guard rootIsShown, let root = rootViewController else { return }
    rootIsShown = false
    root.beginAppearanceTransition(false, animated: false)
    root.endAppearanceTransition()
  }

  private func replaceRoot(old: UIViewController?, new: UIViewController?) {
    old?.windowOwningRoot = nil
    new?.windowOwningRoot = self
    let wasShown = rootIsShown
    if wasShown, let old {
      old.beginAppearanceTransition(false, animated: false)
      if old.isViewLoaded { old.view.removeFromSuperview() }
      old.endAppearanceTransition()
    } else if let old, old.isViewLoaded, old.view.superview === self {
      old.view.removeFromSuperview()
    }
    rootIsShown = false
    if wasShown || (!isHidden && isKeyWindow) { showRootIfNeeded() }
  }

  private func install(_ root: UIViewController) {
    let rootView: UIView = root.view
    rootView.frame = bounds
    rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(rootView)
  }

  /// The window follows the screen when the driver rotates it.
  package func matchScreen() {
    frame = UIScreen.main.bounds
  }

  /// Window levels, as UIKit names them.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(rawValue: 0)
    public static let statusBar = Level(rawValue: 1000)
    public static let alert = Level(rawValue: 2000)
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}
