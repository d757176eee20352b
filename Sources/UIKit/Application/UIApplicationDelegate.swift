import Foundation

/// The app delegate, as UIKit's `UIApplicationDelegate`.
///
/// Every method is optional, as in UIKit: the protocol extension supplies the defaults, so a
/// delegate implements only what it needs (a misspelt method is silently not called, as on iOS).
/// The extension also supplies `static func main()`, so `@main class AppDelegate: UIResponder,
/// UIApplicationDelegate` starts the app through `UIApplicationMain`.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
  var window: UIWindow? { get set }

  func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func applicationDidBecomeActive(_ application: UIApplication)
  func applicationWillResignActive(_ application: UIApplication)
  func applicationDidEnterBackground(_ application: UIApplication)
  func applicationWillEnterForeground(_ application: UIApplication)
  func applicationWillTerminate(_ application: UIApplication)
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }

  public func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

  /// Without an implementation of its own, UIKit takes the manifest's first configuration for
  /// the session's role (and notes that the delegate did not choose, see SceneConnector).
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    SceneConnector.delegateChoseConfiguration = false
    return UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }

  public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

  /// The entry point `@main` uses: starts the app with this class as its delegate.
  public static func main() {
    UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(Self.self))
  }
}
