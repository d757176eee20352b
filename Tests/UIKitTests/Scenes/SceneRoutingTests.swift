import Foundation
import Testing

@testable import UIKit

/// docs/runtime.md "Scenes": background, foreground, interrupt, resume and termination go to the
/// scene delegate in a scene app (`sceneWillResignActive`, `sceneDidEnterBackground`,
/// `sceneWillEnterForeground`, `sceneDidBecomeActive`, then `sceneDidDisconnect` before
/// `applicationWillTerminate`), each UIScene notification before the UIApplication one.
@MainActor
@Suite("Scenes — state changes", .serialized)
struct SceneRoutingTests {
  private func launchTemplate() -> TemplateAppDelegate {
    TestApp.reset()
    AppInfo.dictionary = SceneManifests.template()
    let delegate = TemplateAppDelegate()
    AppDriver.launch(delegate: delegate)
    AppDriver.advance(seconds: 1)
    return delegate
  }

  @Test("background and foreground go to the scene delegate, not the app delegate")
  func backgroundAndForeground() throws {
    let delegate = launchTemplate()
    let scene = try #require(UIApplication.shared.connectedScenes.first)
    let background = TestApp.logDuring { AppDriver.enterBackground() }
    #expect(background == ["TemplateSceneDelegate.willResignActive", "TemplateSceneDelegate.didEnterBackground"])
    #expect(scene.activationState == .background)
    #expect(UIApplication.shared.applicationState == .background)
    let foreground = TestApp.logDuring { AppDriver.enterForeground() }
    #expect(foreground == ["TemplateSceneDelegate.willEnterForeground", "TemplateSceneDelegate.didBecomeActive"])
    #expect(scene.activationState == .foregroundActive)
    #expect(delegate.activityCallbacks.isEmpty)
  }

  @Test("a will callback runs in the state being left, a did callback in the state entered")
  func statesDuringCallbacks() {
    _ = launchTemplate()
    TemplateSceneDelegate.sceneStatesSeen = [:]
    AppDriver.enterBackground()
    AppDriver.enterForeground()
    #expect(TemplateSceneDelegate.sceneStatesSeen["sceneWillResignActive"] == .foregroundActive)
    #expect(TemplateSceneDelegate.sceneStatesSeen["sceneDidEnterBackground"] == .background)
    #expect(TemplateSceneDelegate.sceneStatesSeen["sceneWillEnterForeground"] == .background)
  }

  @Test("interrupt resigns active without entering the background; resume makes it active again")
  func interruptAndResume() throws {
    _ = launchTemplate()
    let scene = try #require(UIApplication.shared.connectedScenes.first)
    let interrupted = TestApp.logDuring { AppDriver.interrupt() }
    #expect(interrupted == ["TemplateSceneDelegate.willResignActive"])
    #expect(scene.activationState == .foregroundInactive)
    #expect(UIApplication.shared.applicationState == .inactive)
    let resumed = TestApp.logDuring { AppDriver.resume() }
    #expect(resumed == ["TemplateSceneDelegate.didBecomeActive"])
    #expect(UIApplication.shared.applicationState == .active)
  }

  @Test("interrupt and resume in an app without scenes go to the app delegate")
  func interruptWithoutScenes() {
    TestApp.reset()
    AppDriver.launch(delegate: CodeWindowAppDelegate())
    #expect(TestApp.logDuring { AppDriver.interrupt() } == ["CodeWindowAppDelegate.willResignActive"])
    #expect(UIApplication.shared.applicationState == .inactive)
    #expect(TestApp.logDuring { AppDriver.resume() } == ["CodeWindowAppDelegate.didBecomeActive"])
    #expect(TestApp.logDuring { AppDriver.resume() }.isEmpty)
  }

  @Test("termination: the scene leaves, disconnects, then the app delegate hears willTerminate")
  func termination() throws {
    _ = launchTemplate()
    var names: [String] = []
    let watched = [UIScene.didDisconnectNotification, UIApplication.willTerminateNotification]
    let observers = watched.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        let name = note.name.rawValue
        MainActor.assumeIsolated { names.append(name) }
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    let terminated = TestApp.logDuring { AppDriver.terminate() }
    #expect(
      terminated == [
        "TemplateSceneDelegate.willResignActive", "TemplateSceneDelegate.didEnterBackground",
        "TemplateSceneDelegate.didDisconnect", "TemplateAppDelegate.willTerminate",
      ])
    #expect(names == ["UISceneDidDisconnectNotification", "UIApplicationWillTerminateNotification"])
    #expect(UIApplication.shared.connectedScenes.first?.activationState == .unattached)
  }

  @Test("a memory warning still goes to the app delegate")
  func memoryWarning() {
    _ = launchTemplate()
    #expect(TestApp.logDuring { AppDriver.memoryWarning() }.first == "TemplateAppDelegate.didReceiveMemoryWarning")
  }
}
