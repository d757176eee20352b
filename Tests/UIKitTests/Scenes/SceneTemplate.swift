import Foundation

@testable import UIKit

/// The app delegate of Xcode's iOS App template (UIKit), written to the same shape: it chooses
/// the manifest's "Default Configuration" and implements an activity callback it will never get.
@MainActor
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
  var statesSeen: [String: UIApplication.State] = [:]
  var activityCallbacks: [String] = []

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    statesSeen["didFinishLaunching"] = application.applicationState
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  func applicationDidBecomeActive(_ application: UIApplication) { activityCallbacks.append("didBecomeActive") }
  func applicationDidEnterBackground(_ application: UIApplication) { activityCallbacks.append("didEnterBackground") }
}

/// The template's scene delegate, with its window made in code as tutorials do.
@MainActor
final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  nonisolated(unsafe) static var statesSeen: [String: UIApplication.State] = [:]
  nonisolated(unsafe) static var sceneStatesSeen: [String: UIScene.ActivationState] = [:]

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    Self.statesSeen["willConnect"] = UIApplication.shared.applicationState
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = FirstController()
    window?.makeKeyAndVisible()
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    Self.statesSeen["sceneWillEnterForeground"] = UIApplication.shared.applicationState
    Self.sceneStatesSeen["sceneWillEnterForeground"] = scene.activationState
  }

  func sceneWillResignActive(_ scene: UIScene) {
    Self.sceneStatesSeen["sceneWillResignActive"] = scene.activationState
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    Self.sceneStatesSeen["sceneDidEnterBackground"] = scene.activationState
  }
}

/// A pre-iOS-13 app delegate, as older books print it: its window is made without a scene.
@MainActor
final class LegacyWindowAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = FirstController()
    window?.makeKeyAndVisible()
    return true
  }
}

/// An app delegate that opts into scenes in code, without a manifest (Apple's TN3187).
@MainActor
final class CodeConfiguredAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = TemplateSceneDelegate.self
    return configuration
  }
}

/// Info.plists as Xcode's template writes them, after the build substituted the module name.
enum SceneManifests {
  static func template(delegate: String = "UIKitTests.TemplateSceneDelegate", storyboard: String? = nil)
    -> [String: Any]
  {
    var configuration: [String: Any] = [
      "UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": delegate,
    ]
    if let storyboard { configuration["UISceneStoryboardFile"] = storyboard }
    return [
      "UIApplicationSceneManifest": [
        "UIApplicationSupportsMultipleScenes": false,
        "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [configuration]],
      ] as [String: Any]
    ]
  }
}
