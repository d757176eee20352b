import Foundation

/// The scene's delegate, as UIKit's `UISceneDelegate`: told when the scene connects, enters the
/// foreground, becomes active, resigns, enters the background and disconnects.
///
/// Every method is optional, as in UIKit: the protocol extension supplies the defaults, so a
/// delegate implements only what it needs (a misspelt method is silently not called, as on iOS).
@MainActor
public protocol UISceneDelegate: AnyObject {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidEnterBackground(_ scene: UIScene)
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// The delegate of a window scene, as UIKit's `UIWindowSceneDelegate`: it keeps the scene's
/// window. UIKit sets `window` to the window it makes from the scene's storyboard before
/// `scene(_:willConnectTo:options:)`; a code-only app makes its own there with
/// `UIWindow(windowScene:)`.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
