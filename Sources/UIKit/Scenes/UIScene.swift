import Foundation

/// One instance of the app's user interface, as UIKit's `UIScene` (iOS 13).
///
/// UIKit makes the scene when it connects it at launch, gives it the delegate the scene's
/// configuration names, and moves it through its activation states: `.unattached` →
/// `.foregroundInactive` → `.foregroundActive`, back to `.foregroundInactive` when something
/// interrupts it and to `.background` when the user leaves the app. Each change calls the
/// scene delegate and posts the matching `UIScene` notification (docs/runtime.md, "Scenes").
/// The scene holds its delegate strongly, as UIKit's does.
@MainActor
open class UIScene: UIResponder {
  /// A scene's place in its life cycle, as UIKit names it.
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// What the system passes a scene when it connects it, as UIKit's `UIScene.ConnectionOptions`.
  /// A launch from the home screen carries nothing.
  @MainActor
  open class ConnectionOptions {
    public let urlContexts: Set<UIOpenURLContext>
    public let sourceApplication: String?
    public let handoffUserActivityType: String?

    init(urlContexts: Set<UIOpenURLContext> = []) {
      self.urlContexts = urlContexts
      sourceApplication = nil
      handoffUserActivityType = nil
    }
  }

  nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
  nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")

  public let session: UISceneSession
  /// The scene's delegate; the scene keeps it (UIKit's property is strong).
  open var delegate: UISceneDelegate?
  public internal(set) var activationState: ActivationState = .unattached
  open var title: String = ""

  public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
  }

  /// A scene's next responder is the application.
  override open var next: UIResponder? { UIApplication.shared }

  /// Opens a URL as `UIApplication.open` does (Safari opens web addresses; no app opens other
  /// schemes); the completion handler learns the answer after the run loop turns.
  open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler: ((Bool) -> Void)? = nil) {
    let opened = UIApplication.shared.openExternally(url, universalLinksOnly: options?.universalLinksOnly ?? false)
    guard let completionHandler else { return }
    MainThread.current.enqueue { MainActor.assumeIsolated { completionHandler(opened) } }
  }

  /// Options for `open(_:options:completionHandler:)`, as UIKit's.
  @MainActor
  open class OpenExternalURLOptions {
    open var universalLinksOnly = false
    public init() {}
  }
}

/// A URL the app was asked to open, and how, as UIKit's `UIOpenURLContext`.
@MainActor
open class UIOpenURLContext: Hashable {
  public let url: URL

  init(url: URL) { self.url = url }

  nonisolated public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
