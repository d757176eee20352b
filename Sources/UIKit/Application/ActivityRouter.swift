import Foundation

/// Delivers the app's activity changes (resign active, enter background, enter foreground,
/// become active) where UIKit does: to the app delegate in an app without scenes, to each
/// connected scene's delegate in a scene-based app — whose app delegate is not told, as on
/// iOS 13 and later. Either way the `UIApplication` notification is posted, after the `UIScene`
/// one, and the application's state follows (docs/runtime.md, rules 2–3 and "Scenes").
@MainActor
enum ActivityRouter {
  enum Change {
    case willResignActive, didEnterBackground, willEnterForeground, didBecomeActive

    /// The name the event log gives the callback, for app and scene delegates alike.
    var event: String {
      switch self {
      case .willResignActive: "willResignActive"
      case .didEnterBackground: "didEnterBackground"
      case .willEnterForeground: "willEnterForeground"
      case .didBecomeActive: "didBecomeActive"
      }
    }

    var applicationNotification: Notification.Name {
      switch self {
      case .willResignActive: UIApplication.willResignActiveNotification
      case .didEnterBackground: UIApplication.didEnterBackgroundNotification
      case .willEnterForeground: UIApplication.willEnterForegroundNotification
      case .didBecomeActive: UIApplication.didBecomeActiveNotification
      }
    }

    var sceneNotification: Notification.Name {
      switch self {
      case .willResignActive: UIScene.willDeactivateNotification
      case .didEnterBackground: UIScene.didEnterBackgroundNotification
      case .willEnterForeground: UIScene.willEnterForegroundNotification
      case .didBecomeActive: UIScene.didActivateNotification
      }
    }

    /// Whether the new state holds while the callback runs ("did" callbacks) rather than from
    /// after it ("will" callbacks, which run in the state being left).
    var entersBeforeCallback: Bool { self == .didEnterBackground || self == .didBecomeActive }

    /// The state the app and its scenes are in once the change is told.
    var applicationState: UIApplication.State {
      switch self {
      case .willResignActive, .willEnterForeground: .inactive
      case .didEnterBackground: .background
      case .didBecomeActive: .active
      }
    }

    var sceneState: UIScene.ActivationState {
      switch self {
      case .willResignActive, .willEnterForeground: .foregroundInactive
      case .didEnterBackground: .background
      case .didBecomeActive: .foregroundActive
      }
    }
  }

  /// Tells the change to whoever UIKit tells it to, then posts its notifications.
  static func deliver(_ change: Change) {
    let application = UIApplication.shared
    if change == .didEnterBackground || change == .didBecomeActive {
      application.applicationState = change.applicationState
    }
    if application.usesScenes {
      for scene in application.connectedScenes {
        if change.entersBeforeCallback { scene.activationState = change.sceneState }
        if let delegate = scene.delegate {
          EventLog.shared.record(delegate, change.event)
          call(change, on: delegate, scene: scene)
        }
        scene.activationState = change.sceneState
        NotificationCenter.default.post(name: change.sceneNotification, object: scene)
      }
    } else {
      for scene in application.connectedScenes { scene.activationState = change.sceneState }
      if let delegate = application.delegate {
        EventLog.shared.record(delegate, change.event)
        call(change, on: delegate, application: application)
      }
    }
    application.applicationState = change.applicationState
    NotificationCenter.default.post(name: change.applicationNotification, object: application)
  }

  private static func call(_ change: Change, on delegate: UISceneDelegate, scene: UIScene) {
    switch change {
    case .willResignActive: delegate.sceneWillResignActive(scene)
    case .didEnterBackground: delegate.sceneDidEnterBackground(scene)
    case .willEnterForeground: delegate.sceneWillEnterForeground(scene)
    case .didBecomeActive: delegate.sceneDidBecomeActive(scene)
    }
  }

  private static func call(_ change: Change, on delegate: UIApplicationDelegate, application: UIApplication) {
    switch change {
    case .willResignActive: delegate.applicationWillResignActive(application)
    case .didEnterBackground: delegate.applicationDidEnterBackground(application)
    case .willEnterForeground: delegate.applicationWillEnterForeground(application)
    case .didBecomeActive: delegate.applicationDidBecomeActive(application)
    }
  }
}
