import Foundation

/// Connects the app's scene at launch, as UIKit does after `didFinishLaunching`: asks the app
/// delegate for a configuration (`application(_:configurationForConnecting:options:)`, or the
/// manifest's first entry for the role when it has none of its own), makes the scene and its
/// delegate from the configuration's class, hands a main-interface window to the delegate's
/// `window`, and tells the delegate `scene(_:willConnectTo:options:)` (docs/runtime.md, "Scenes").
///
/// A delegate class the manifest names but the app lacks is logged with UIKit's message and the
/// scene connects without a delegate: the app runs with no window, as on iOS.
@MainActor
enum SceneConnector {
  /// Set to false by the app delegate protocol's default `configurationForConnecting`, so the
  /// runtime knows whether the delegate chose a configuration itself.
  static var delegateChoseConfiguration = true

  /// What went wrong while connecting, for the screen's "no window" explanation.
  static var problem: MissingWindow.Problem?

  /// The configuration the app delegate chooses for a new scene of `role`: nil when the app does
  /// not use scenes (no manifest, and no configuration of the delegate's own naming a delegate).
  static func configuration(
    for session: UISceneSession, options: UIScene.ConnectionOptions, delegate: UIApplicationDelegate?
  ) -> UISceneConfiguration? {
    let application = UIApplication.shared
    let hasManifest = SceneManifest.current != nil
    guard let delegate else {
      return hasManifest ? UISceneConfiguration(name: nil, sessionRole: session.role) : nil
    }
    delegateChoseConfiguration = true
    let chosen = delegate.application(application, configurationForConnecting: session, options: options)
    if delegateChoseConfiguration { EventLog.shared.record(delegate, "configurationForConnecting") }
    // Without a manifest, only a configuration the delegate made itself, naming a delegate
    // class, opts the app into scenes (Apple's TN3187); the protocol's default does not.
    guard hasManifest || (delegateChoseConfiguration && chosen.delegateClass != nil) else { return nil }
    if delegateChoseConfiguration, hasManifest, chosen.name != nil, !chosen.isInManifest, chosen.delegateClass == nil {
      EventLog.shared.warn(
        "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration "
          + "named \"\(chosen.name ?? "(no name)")\")")
      problem = .noConfiguration(name: chosen.name ?? "(no name)")
    }
    return chosen
  }

  /// Makes and connects the scene; `mainInterface` is a window UIKit made for it (a host
  /// launch's), given to the scene delegate before it is told and shown after.
  static func connect(
    session: UISceneSession, configuration: UISceneConfiguration, options: UIScene.ConnectionOptions,
    mainInterface root: UIViewController?
  ) -> UIWindowScene {
    session.configuration = configuration
    let sceneType = (configuration.sceneClass as? UIWindowScene.Type) ?? UIWindowScene.self
    let scene = sceneType.init(session: session, connectionOptions: options)
    scene.delegate = makeDelegate(for: configuration)
    UIApplication.shared.connectedScenes.insert(scene)
    var window: UIWindow?
    // The scene's storyboard makes its window, unless a host launch gives the root.
    let root =
      root
      ?? configuration.storyboardName.flatMap {
        MainStoryboard.initialController(named: $0, key: "UISceneStoryboardFile")
      }
    if let root {
      let made = UIWindow(windowScene: scene)
      made.rootViewController = root
      UIApplication.shared.mainInterfaceWindow = made
      (scene.delegate as? UIWindowSceneDelegate)?.window = made
      window = made
    }
    if let delegate = scene.delegate {
      EventLog.shared.record(delegate, "willConnect")
      delegate.scene(scene, willConnectTo: session, options: options)
    }
    NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
    // UIKit shows the window the delegate holds now: the one it made, unless the delegate put
    // its own in its place (which is then already visible, or made so).
    if window != nil { ((scene.delegate as? UIWindowSceneDelegate)?.window ?? window)?.makeKeyAndVisible() }
    return scene
  }

  /// The scene delegate the configuration names, made as UIKit makes it (`[[cls alloc] init]`).
  private static func makeDelegate(for configuration: UISceneConfiguration) -> UISceneDelegate? {
    if let missing = configuration.missingDelegateClassName {
      EventLog.shared.warn(
        "[SceneConfiguration] Info.plist configuration \"\(configuration.name ?? "(no name)")\" for "
          + "\(configuration.role.rawValue) contained UISceneDelegateClassName key, but could not load class with "
          + "name \"\(missing)\".")
      problem = .delegateClassMissing(name: missing)
      return nil
    }
    guard let type = configuration.delegateClass else { return nil }
    let className = NSStringFromClass(type)
    let made = ObjectFactory.make(className: className, role: "scene delegate")
    guard let delegate = made as? UISceneDelegate else {
      EventLog.shared.warn("\(className) does not conform to UISceneDelegate; the scene has no delegate")
      problem = .delegateNotConforming(name: className)
      return nil
    }
    return delegate
  }
}
