import Foundation
import Testing

@testable import UIKit

/// An app delegate as a learner writes it: window made in code in didFinishLaunching.
@MainActor
final class CodeWindowAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var launchCount = 1
  var statesSeen: [String: UIApplication.State] = [:]

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    statesSeen["didFinishLaunching"] = application.applicationState
    window = UIWindow()
    window?.rootViewController = FirstController()
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    statesSeen["didBecomeActive"] = application.applicationState
  }
}

/// A delegate for a main-interface (host) launch: UIKit hands it the window.
@MainActor
final class HostedAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var windowAtWillFinish: UIWindow?

  func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    windowAtWillFinish = window
    return true
  }
}

/// Rule 2: the app object and the delegate are made, `willFinishLaunching` → `didFinishLaunching`
/// (state `.inactive`) → `applicationDidBecomeActive` (`.active`); the root controller's view loads
/// when its window is shown, and it gets `viewWillAppear`, its first layout pass (`viewIsAppearing`,
/// `viewWillLayoutSubviews`, `viewDidLayoutSubviews`), then `viewDidAppear`, exactly once. Apple's
/// `viewIsAppearing(_:)` page: called after `viewWillAppear`, once the view is in the hierarchy and
/// laid out by its superview; the first frame is committed (and `viewDidAppear` sent) after layout.
@MainActor
@Suite("Rule 2 — launch", .serialized)
struct LaunchTests {
  @Test("a delegate that builds its window in code: the documented order and states")
  func codeWindowLaunch() throws {
    TestApp.reset()
    let delegate = CodeWindowAppDelegate()
    AppDriver.launch(delegate: delegate)
    AppDriver.advance(seconds: 5)
    #expect(
      TestApp.log == [
        "CodeWindowAppDelegate.willFinishLaunching", "CodeWindowAppDelegate.didFinishLaunching",
        "FirstController.loadView", "FirstController.viewDidLoad", "FirstController.viewWillAppear",
        "CodeWindowAppDelegate.didBecomeActive", "FirstController.viewIsAppearing",
        "FirstController.viewWillLayoutSubviews", "FirstController.viewDidLayoutSubviews",
        "FirstController.viewDidAppear",
      ])
    #expect(delegate.statesSeen["didFinishLaunching"] == .inactive)
    #expect(delegate.statesSeen["didBecomeActive"] == .active)
    #expect(UIApplication.shared.applicationState == .active)
    #expect(UIApplication.shared.delegate === delegate)
    #expect(UIApplication.shared.keyWindow === delegate.window)
    let root = try #require(delegate.window?.rootViewController as? FirstController)
    #expect(root.appearanceCalls == ["viewWillAppear", "viewDidAppear"])
  }

  @Test("a main-interface launch: window set before willFinishLaunching, shown after didFinishLaunching")
  func mainInterfaceLaunch() {
    TestApp.reset()
    let delegate = HostedAppDelegate()
    let root = FirstController()
    AppDriver.launch(delegate: delegate, root: root)
    AppDriver.advance(seconds: 1)
    #expect(delegate.windowAtWillFinish != nil)
    #expect(delegate.window?.rootViewController === root)
    #expect(
      TestApp.log == [
        "HostedAppDelegate.willFinishLaunching", "HostedAppDelegate.didFinishLaunching",
        "FirstController.loadView", "FirstController.viewDidLoad", "FirstController.viewWillAppear",
        "HostedAppDelegate.didBecomeActive", "FirstController.viewIsAppearing",
        "FirstController.viewWillLayoutSubviews", "FirstController.viewDidLayoutSubviews",
        "FirstController.viewDidAppear",
      ])
  }

  @Test("the root view does not load until its window is shown")
  func rootLoadsWhenShown() {
    TestApp.reset()
    let window = UIWindow()
    let root = FirstController()
    window.rootViewController = root
    #expect(!root.isViewLoaded)
    window.makeKeyAndVisible()
    #expect(root.isViewLoaded)
    #expect(root.view.superview === window)
    #expect(root.view.frame == window.bounds)
  }

  @Test("UIWindow() fills the main screen")
  func windowFillsScreen() {
    TestApp.reset()
    #expect(UIWindow().frame == UIScreen.main.bounds)
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
  }

  @Test("UIApplicationMain's delegate class name makes the delegate with its stored-property defaults")
  func delegateFromClassName() throws {
    TestApp.reset()
    AppDriver.launch(delegateClassName: NSStringFromClass(CodeWindowAppDelegate.self))
    let delegate = try #require(UIApplication.shared.delegate as? CodeWindowAppDelegate)
    #expect(delegate.launchCount == 1)
    #expect(delegate.window?.isKeyWindow == true)
    #expect(UIApplication.shared.next === delegate)
  }

  @Test("launch notifications are posted")
  func launchNotifications() {
    TestApp.reset()
    var names: [Notification.Name] = []
    let observers = [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification].map {
      NotificationCenter.default.addObserver(forName: $0, object: nil, queue: nil) { note in
        let name = note.name
        MainActor.assumeIsolated { names.append(name) }
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    AppDriver.launch(delegate: CodeWindowAppDelegate())
    #expect(names == [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification])
  }

  @Test("a visible window without a root controller at the end of launch is UIKit's crash")
  func windowWithoutRootCrashes() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        final class NoRootDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            window = UIWindow()
            window?.makeKeyAndVisible()
            return true
          }
        }
        AppDriver.reset()
        AppDriver.launch(delegate: NoRootDelegate())
      }
    }
  }

  @Test("a window nobody keeps goes away, as on iOS")
  func unretainedWindowDisappears() {
    TestApp.reset()
    do {
      let window = UIWindow()
      window.rootViewController = FirstController()
      window.makeKeyAndVisible()
      #expect(UIApplication.shared.keyWindow === window)
    }
    #expect(UIApplication.shared.windows.isEmpty)
  }

  @Test("UIApplicationMain with a class name that does not exist is UIKit's crash")
  func unknownDelegateClass() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        AppDriver.reset()
        AppDriver.launch(delegateClassName: "UIKitTests.NoSuchDelegate")
      }
    }
  }

  @Test("a delegate class without init() of its own cannot be made from its name")
  func delegateWithoutInit() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        AppDriver.reset()
        AppDriver.launch(delegateClassName: NSStringFromClass(NamedInitDelegate.self))
      }
    }
  }
}

/// A delegate whose only designated initializer takes an argument: it does not inherit `init()`.
@MainActor
final class NamedInitDelegate: UIResponder, UIApplicationDelegate {
  let name: String
  init(name: String) {
    self.name = name
    super.init()
  }
}

/// An app delegate may be a plain NSObject subclass, as on iOS.
@MainActor
final class PlainObjectDelegate: NSObject, UIApplicationDelegate {
  var window: UIWindow?
  var made = "yes"
}

@MainActor
@Suite("UIApplicationMain — delegate classes", .serialized)
struct DelegateClassTests {
  @Test("an NSObject subclass can be the app delegate named by UIApplicationMain")
  func plainObjectDelegate() throws {
    TestApp.reset()
    AppDriver.launch(delegateClassName: NSStringFromClass(PlainObjectDelegate.self))
    let delegate = try #require(UIApplication.shared.delegate as? PlainObjectDelegate)
    #expect(delegate.made == "yes")
    #expect(TestApp.log.first == "PlainObjectDelegate.willFinishLaunching")
  }
}
