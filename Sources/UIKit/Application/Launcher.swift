import Foundation

/// The app's life cycle as iOS drives it: launch, background, foreground, memory warnings and
/// termination, each with its delegate callbacks, notifications and log entries.
@MainActor
package enum Launcher {
  /// Launches the app.
  ///
  /// With a main interface (`rootController`, standing in for a storyboard's initial controller)
  /// UIKit makes the window and sets its root before `willFinishLaunching`, hands it to the
  /// delegate's `window`, and makes it key and visible after `didFinishLaunching` returns.
  /// The state is `.inactive` during launch and `.active` once `applicationDidBecomeActive` runs;
  /// the root controller's `viewDidAppear` follows at the next turn of the run loop. A visible
  /// window without a root controller at the end of launch is UIKit's crash.
  package static func launch(delegate: UIApplicationDelegate?, rootController: UIViewController?) {
    let application = UIApplication.shared
    application.delegate = delegate
    application.applicationState = .inactive
    var hostWindow: UIWindow?
    if let rootController {
      let window = UIWindow()
      window.rootViewController = rootController
      hostWindow = window
      application.mainInterfaceWindow = window
      delegate?.window = window
    }
    if let delegate {
      EventLog.shared.record(delegate, "willFinishLaunching")
      _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
      EventLog.shared.record(delegate, "didFinishLaunching")
      _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    }
    NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: application)
    if let hostWindow {
      hostWindow.makeKeyAndVisible()
    }
    if application.windows.contains(where: { !$0.isHidden && $0.rootViewController == nil }) {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "Application windows are expected to have a root view controller at the end of application launch"))
    }
    becomeActive()
    MainThread.current.runCurrentTurn()
  }

  /// The home button: `willResignActive` → `didEnterBackground`. A suspended app's timers wait.
  package static func enterBackground() {
    let application = UIApplication.shared
    guard application.applicationState != .background else { return }
    if application.applicationState == .active { resignActive() }
    application.applicationState = .background
    if let delegate = application.delegate {
      EventLog.shared.record(delegate, "didEnterBackground")
      delegate.applicationDidEnterBackground(application)
    }
    NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: application)
    MainThread.current.runCurrentTurn()
    MainThread.current.isServicingTimers = false
  }

  /// Back to the app: `willEnterForeground` → `didBecomeActive`.
  package static func enterForeground() {
    let application = UIApplication.shared
    guard application.applicationState == .background else { return }
    MainThread.current.isServicingTimers = true
    application.applicationState = .inactive
    if let delegate = application.delegate {
      EventLog.shared.record(delegate, "willEnterForeground")
      delegate.applicationWillEnterForeground(application)
    }
    NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: application)
    becomeActive()
    MainThread.current.runCurrentTurn()
  }

  /// Termination as a user quitting from the app switcher causes it: a running app first moves to
  /// the background (`willResignActive` → `didEnterBackground`, where Apple's template saves
  /// data), then gets `applicationWillTerminate` and its notification; the process ends after.
  package static func terminate() {
    let application = UIApplication.shared
    enterBackground()
    if let delegate = application.delegate {
      EventLog.shared.record(delegate, "willTerminate")
      delegate.applicationWillTerminate(application)
    }
    NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: application)
    MainThread.current.runCurrentTurn()
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

  private static func becomeActive() {
    let application = UIApplication.shared
    application.applicationState = .active
    if let delegate = application.delegate {
      EventLog.shared.record(delegate, "didBecomeActive")
      delegate.applicationDidBecomeActive(application)
    }
    NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: application)
  }

  private static func resignActive() {
    let application = UIApplication.shared
    if let delegate = application.delegate {
      EventLog.shared.record(delegate, "willResignActive")
      delegate.applicationWillResignActive(application)
    }
    NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: application)
    application.applicationState = .inactive
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
