import Foundation

/// The app's life cycle as iOS drives it: launch, background, foreground, memory warnings and
/// termination, each with its delegate callbacks, notifications and log entries.
@MainActor
package enum Launcher {
  /// Launches the app, as `UIApplicationMain` does after making the delegate.
  ///
  /// Without a scene manifest (docs/runtime.md, rule 2): with a main interface (`rootController`,
  /// standing in for a storyboard's initial controller) UIKit makes the window and sets its root
  /// before `willFinishLaunching`, hands it to the delegate's `window`, and makes it key and
  /// visible after `didFinishLaunching` returns. The state is `.inactive` during launch and
  /// `.active` once `applicationDidBecomeActive` runs; the root controller's `viewDidAppear`
  /// follows at the next turn of the run loop. A visible window without a root controller at the
  /// end of launch is UIKit's crash.
  ///
  /// With scenes ("Scenes"): the launch starts in `.background`; after `didFinishLaunching` the
  /// scene connects (SceneConnector), the main-interface window going to the scene delegate,
  /// then enters the foreground and becomes active through the scene delegate.
  package static func launch(delegate: UIApplicationDelegate?, rootController: UIViewController?) {
    let application = UIApplication.shared
    application.delegate = delegate
    application.usesScenes = SceneManifest.current != nil
    application.applicationState = application.usesScenes ? .background : .inactive
    SceneConnector.problem = nil
    var hostWindow: UIWindow?
    if !application.usesScenes {
      // An app without scenes still runs in one window scene, which its windows join.
      let scene = UIWindowScene()
      application.connectedScenes = [scene]
      if let rootController {
        let window = UIWindow()
        window.rootViewController = rootController
        hostWindow = window
        application.mainInterfaceWindow = window
        delegate?.window = window
      } else if let storyboard = AppInfo.mainStoryboardName,
        let initial = MainStoryboard.initialController(named: storyboard, key: "UIMainStoryboardFile")
      {
        // UIKit loads the main storyboard and makes the window before willFinishLaunching.
        let window = UIWindow()
        window.rootViewController = initial
        hostWindow = window
        application.mainInterfaceWindow = window
        delegate?.window = window
      }
    }
    if let delegate {
      EventLog.shared.record(delegate, "willFinishLaunching")
      _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
      EventLog.shared.record(delegate, "didFinishLaunching")
      _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    }
    NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: application)
    if application.usesScenes || hostWindow == nil {
      connectScene(delegate: delegate, rootController: rootController)
    }
    // The window the delegate holds now: the main interface's, unless the delegate replaced it.
    if let hostWindow { (delegate?.window ?? hostWindow).makeKeyAndVisible() }
    if application.windows.contains(where: { $0.isOnScreen && $0.rootViewController == nil }) {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "Application windows are expected to have a root view controller at the end of application launch"))
    }
    if application.usesScenes { ActivityRouter.deliver(.willEnterForeground) }
    ActivityRouter.deliver(.didBecomeActive)
    MainThread.current.runCurrentTurn()
  }

  /// Connects the app's scene when the app uses scenes; an app without a manifest whose delegate
  /// names a scene delegate in code becomes a scene app here (its earlier windows are not shown).
  private static func connectScene(delegate: UIApplicationDelegate?, rootController: UIViewController?) {
    let application = UIApplication.shared
    let session = UISceneSession(
      role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
    let options = UIScene.ConnectionOptions()
    guard let configuration = SceneConnector.configuration(for: session, options: options, delegate: delegate)
    else { return }
    application.usesScenes = true
    application.connectedScenes = []
    let scene = SceneConnector.connect(
      session: session, configuration: configuration, options: options, mainInterface: rootController)
    application.connectedScenes = [scene]
  }

  /// The home button: `willResignActive` → `didEnterBackground`. A suspended app's timers wait.
  package static func enterBackground() {
    let application = UIApplication.shared
    guard application.applicationState != .background else { return }
    if application.applicationState == .active { ActivityRouter.deliver(.willResignActive) }
    ActivityRouter.deliver(.didEnterBackground)
    MainThread.current.runCurrentTurn()
    // What the app saved on its way out reaches the disk before it is suspended.
    UserDefaults.writeBackAll()
    MainThread.current.isServicingTimers = false
  }

  /// Back to the app: `willEnterForeground` → `didBecomeActive`.
  package static func enterForeground() {
    let application = UIApplication.shared
    guard application.applicationState == .background else { return }
    MainThread.current.isServicingTimers = true
    ActivityRouter.deliver(.willEnterForeground)
    ActivityRouter.deliver(.didBecomeActive)
    MainThread.current.runCurrentTurn()
  }

  /// A phone call, Control Center or the app switcher: the app resigns active but stays in the
  /// foreground (`willResignActive` only; its timers keep running).
  package static func interrupt() {
    guard UIApplication.shared.applicationState == .active else { return }
    ActivityRouter.deliver(.willResignActive)
    MainThread.current.runCurrentTurn()
  }

  /// The interruption ends: `didBecomeActive`, without entering the foreground again.
  package static func resume() {
    guard UIApplication.shared.applicationState == .inactive else { return }
    ActivityRouter.deliver(.didBecomeActive)
    MainThread.current.runCurrentTurn()
  }

  /// Termination as a user quitting from the app switcher causes it: a running app first moves to
  /// the background (`willResignActive` → `didEnterBackground`, where Apple's templates save
  /// data), its scene disconnects (`sceneDidDisconnect`), then the app delegate gets
  /// `applicationWillTerminate` and its notification — in scene apps too; the process ends after.
  package static func terminate() {
    let application = UIApplication.shared
    enterBackground()
    if application.usesScenes {
      for scene in application.connectedScenes {
        if let delegate = scene.delegate {
          EventLog.shared.record(delegate, "didDisconnect")
          delegate.sceneDidDisconnect(scene)
        }
        scene.activationState = .unattached
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
      }
    }
    if let delegate = application.delegate {
      EventLog.shared.record(delegate, "willTerminate")
      delegate.applicationWillTerminate(application)
    }
    NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: application)
    MainThread.current.runCurrentTurn()
    UserDefaults.writeBackAll()
  }

  /// A memory warning: the delegate, the notification, then every loaded controller.
  package static func memoryWarning() {
    let application = UIApplication.shared
    if let delegate = application.delegate {
      EventLog.shared.record(delegate, "didReceiveMemoryWarning")
      delegate.applicationDidReceiveMemoryWarning(application)
    }
    NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: application)
    for window in application.windows {
      for controller in ControllerTree.allControllers(from: window.rootViewController) where controller.isViewLoaded {
        controller.deliverMemoryWarning()
      }
    }
    MainThread.current.runCurrentTurn()
  }
}

/// Walks controller hierarchies: children and presented controllers, parents before children.
@MainActor
package enum ControllerTree {
  package static func allControllers(from root: UIViewController?) -> [UIViewController] {
    guard let root else { return [] }
    var result = [root]
    for child in root.children { result += allControllers(from: child) }
    result += allControllers(from: root.presentee)
    return result
  }
}
