import Foundation

/// A scene that shows the app's windows, as UIKit's `UIWindowScene`.
///
/// Windows made with `UIWindow(windowScene:)` (or given one through `windowScene`) belong to it;
/// in an app with a scene manifest only those are ever on screen. An app without a manifest
/// still runs in one window scene, as on iOS 13 and later: its windows join that scene by
/// themselves (docs/runtime.md, "Scenes").
@MainActor
open class UIWindowScene: UIScene {
  /// The scene's windows that are alive, in the order they were made.
  public var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }

  /// The scene's key window.
  public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  public var screen: UIScreen { UIScreen.main }

  /// The interface's orientation: portrait, or landscape-right after `rotate landscape`.
  public var interfaceOrientation: UIInterfaceOrientation { UIScreen.main.isLandscape ? .landscapeRight : .portrait }

  /// The scene's traits: the screen's.
  public var traitCollection: UITraitCollection { UIScreen.main.traitCollection }

  /// The scene the runtime makes for an app that connects one without a configuration of its own
  /// (an app without a scene manifest, or a host launch).
  convenience init() {
    self.init(
      session: UISceneSession(
        role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)),
      connectionOptions: UIScene.ConnectionOptions())
  }
}
