import Foundation

/// The app object, as UIKit's `UIApplication`: the shared instance, its delegate, state and
/// windows, and the dispatch of actions along the responder chain.
///
/// State follows the documented cycle: launch in `.inactive`, `.active` after
/// `applicationDidBecomeActive`, `.background` after `applicationDidEnterBackground`. Each
/// transition calls the delegate and posts the matching notification, and is logged.
@MainActor
open class UIApplication: UIResponder {
  /// App states, as UIKit names them.
  public enum State: Int, Sendable {
    case active, inactive, background
  }

  /// Keys of the launch-options dictionary, as UIKit names them.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
  }

  nonisolated public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")

  /// The app object; one per process (the driver replaces it when it starts a fresh world).
  public static var shared: UIApplication { current }
  static var current = UIApplication()

  /// The app delegate. UIKit holds it weakly but `UIApplicationMain` keeps it alive; here the
  /// application keeps it, which is what a learner observes either way.
  open var delegate: UIApplicationDelegate?
  public internal(set) var applicationState: State = .inactive
  open var isIdleTimerDisabled = false
  open var applicationIconBadgeNumber = 0
  /// Windows are held weakly, as on iOS: an app must keep its window (usually in the delegate's
  /// `window` property) or it disappears. The main interface's window is held here, as UIKit
  /// holds the window it makes from the main storyboard.
  private var registeredWindows: [Weak<UIWindow>] = []
  var mainInterfaceWindow: UIWindow?

  /// Every window the app has made that is still alive, in creation order.
  open var windows: [UIWindow] {
    registeredWindows.compactMap(\.value)
  }

  /// The key window, if any.
  open var keyWindow: UIWindow? {
    windows.first { $0.isKeyWindow }
  }

  /// The scenes connected now: the one the app launched with (an app without a scene manifest
  /// has one too, without a delegate, as on iOS 13 and later).
  public internal(set) var connectedScenes: Set<UIScene> = []
  /// The sessions of the connected scenes.
  public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }
  /// The manifest's `UIApplicationSupportsMultipleScenes`; the runtime connects one scene.
  public var supportsMultipleScenes: Bool { SceneManifest.current?.supportsMultipleScenes ?? false }
  /// Whether the app uses the scene life cycle: its Info.plist has a scene manifest, or its
  /// delegate's `application(_:configurationForConnecting:options:)` named a scene delegate.
  package internal(set) var usesScenes = false

  /// The app's next responder is its delegate, when the delegate is a responder.
  override open var next: UIResponder? { delegate as? UIResponder }

  /// Dispatches an event to the windows its touches are in, as UIKit's `sendEvent(_:)`.
  open func sendEvent(_ event: UIEvent) {
    var windows: [UIWindow] = []
    for touch in event.touches.sorted(by: { $0.serial < $1.serial }) {
      if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
    }
    for window in windows { window.sendEvent(event) }
  }

  /// Sends an action to a target; a nil target means the first responder, then up its chain
  /// (from the sender when nothing is first responder), to the first object that implements it.
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    if let target {
      action.perform(on: target as AnyObject, sender: sender, event: event)
      return true
    }
    let start = FirstResponderTracker.shared.current ?? (sender as? UIResponder)
    guard let receiver = start?.target(forAction: action, withSender: sender) as AnyObject? else {
      return false
    }
    action.perform(on: receiver, sender: sender, event: event)
    return true
  }

  static func registerWindow(_ window: UIWindow) {
    current.registeredWindows.removeAll { $0.value == nil }
    current.registeredWindows.append(Weak(window))
  }
}

/// A weak reference in a collection.
struct Weak<Object: AnyObject> {
  weak var value: Object?
  init(_ value: Object) { self.value = value }
}
