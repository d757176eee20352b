import Foundation
import Testing

@testable import UIKit

/// Rule 3: background: `willResignActive` → `didEnterBackground`; back: `willEnterForeground` →
/// `didBecomeActive`; each posts its notification.
@MainActor
@Suite("Rule 3 — background and foreground", .serialized)
struct BackgroundTests {
  private func observe(_ names: [Notification.Name], into received: @escaping @MainActor (Notification.Name) -> Void)
    -> [NSObjectProtocol]
  {
    names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        let name = note.name
        MainActor.assumeIsolated { received(name) }
      }
    }
  }

  @Test("going to the background and back calls the delegate in order and posts each notification")
  func backgroundAndBack() {
    TestApp.reset()
    AppDriver.launch(delegate: CodeWindowAppDelegate())
    var names: [Notification.Name] = []
    let observers = observe(
      [
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
      ], into: { names.append($0) })
    defer { observers.forEach(NotificationCenter.default.removeObserver) }

    let background = TestApp.logDuring { AppDriver.enterBackground() }
    #expect(background == ["CodeWindowAppDelegate.willResignActive", "CodeWindowAppDelegate.didEnterBackground"])
    #expect(UIApplication.shared.applicationState == .background)

    let foreground = TestApp.logDuring { AppDriver.enterForeground() }
    #expect(foreground == ["CodeWindowAppDelegate.willEnterForeground", "CodeWindowAppDelegate.didBecomeActive"])
    #expect(UIApplication.shared.applicationState == .active)
    #expect(
      names == [
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
      ])
  }

  @Test("going to the background does not make the visible controller disappear")
  func backgroundKeepsAppearance() throws {
    TestApp.reset()
    let delegate = CodeWindowAppDelegate()
    AppDriver.launch(delegate: delegate)
    AppDriver.settle()
    AppDriver.enterBackground()
    AppDriver.enterForeground()
    let root = try #require(delegate.window?.rootViewController as? FirstController)
    #expect(root.appearanceCalls == ["viewWillAppear", "viewDidAppear"])
  }

  @Test("quitting moves the app to the background first, then calls applicationWillTerminate")
  func terminate() {
    TestApp.reset()
    AppDriver.launch(delegate: CodeWindowAppDelegate())
    let entries = TestApp.logDuring { AppDriver.terminate() }
    #expect(
      entries == [
        "CodeWindowAppDelegate.willResignActive", "CodeWindowAppDelegate.didEnterBackground",
        "CodeWindowAppDelegate.willTerminate",
      ])
  }

  @Test("a memory warning reaches the delegate and every loaded controller")
  func memoryWarning() {
    TestApp.reset()
    let navigation = UINavigationController(rootViewController: FirstController())
    navigation.pushViewController(SecondController(), animated: false)
    AppDriver.launch(delegate: HostedAppDelegate(), root: navigation)
    let entries = TestApp.logDuring { AppDriver.memoryWarning() }
    #expect(entries.first == "HostedAppDelegate.didReceiveMemoryWarning")
    #expect(entries.contains("UINavigationController.didReceiveMemoryWarning"))
    #expect(entries.contains("SecondController.didReceiveMemoryWarning"))
    #expect(!entries.contains("FirstController.didReceiveMemoryWarning"))  // its view never loaded
  }
}
