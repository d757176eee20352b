import Foundation
import Testing

@testable import UIKit

/// docs/runtime.md "Scenes": with a scene manifest, `didFinishLaunching` (in the background
/// state) → `configurationForConnecting` → `scene(_:willConnectTo:options:)` →
/// `sceneWillEnterForeground` → `sceneDidBecomeActive`; the app delegate's activity callbacks are
/// not called, the UIApplication notifications still post. Apple: "Managing your app's life
/// cycle" (scene-based apps get scene delegate callbacks instead) and UISceneDelegate's
/// `sceneWillEnterForeground(_:)` ("both for newly created and connected scenes").
@MainActor
@Suite("Scenes — launch", .serialized)
struct SceneLaunchTests {
  private func launchTemplate(_ delegate: UIApplicationDelegate = TemplateAppDelegate()) {
    TestApp.reset()
    AppInfo.dictionary = SceneManifests.template()
    TemplateSceneDelegate.statesSeen = [:]
    AppDriver.launch(delegate: delegate)
    AppDriver.advance(seconds: 1)
  }

  @Test("Xcode's template: UIKit's order, the window made in willConnectTo shown")
  func templateOrder() throws {
    let delegate = TemplateAppDelegate()
    launchTemplate(delegate)
    #expect(
      TestApp.log == [
        "TemplateAppDelegate.willFinishLaunching", "TemplateAppDelegate.didFinishLaunching",
        "TemplateAppDelegate.configurationForConnecting", "TemplateSceneDelegate.willConnect",
        "FirstController.loadView", "FirstController.viewDidLoad", "FirstController.viewWillAppear",
        "TemplateSceneDelegate.willEnterForeground", "TemplateSceneDelegate.didBecomeActive",
        "FirstController.viewIsAppearing", "FirstController.viewWillLayoutSubviews",
        "FirstController.viewDidLayoutSubviews", "FirstController.viewDidAppear",
      ])
    let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    let sceneDelegate = try #require(scene.delegate as? TemplateSceneDelegate)
    #expect(UIApplication.shared.keyWindow === sceneDelegate.window)
    #expect(sceneDelegate.window?.windowScene === scene)
    #expect(scene.keyWindow === sceneDelegate.window)
    #expect(scene.activationState == .foregroundActive)
    #expect(scene.session.configuration.name == "Default Configuration")
    #expect(scene.session.role == .windowApplication)
  }

  @Test("a scene app launches in the background state and is active once its scene is")
  func statesDuringLaunch() {
    let delegate = TemplateAppDelegate()
    launchTemplate(delegate)
    #expect(delegate.statesSeen["didFinishLaunching"] == .background)
    #expect(TemplateSceneDelegate.statesSeen["willConnect"] == .background)
    #expect(TemplateSceneDelegate.statesSeen["sceneWillEnterForeground"] == .background)
    #expect(UIApplication.shared.applicationState == .active)
  }

  @Test("the app delegate's activity callbacks are not called; the notifications still post, scene's first")
  func notificationSplit() {
    TestApp.reset()
    AppInfo.dictionary = SceneManifests.template()
    var names: [String] = []
    let watched: [Notification.Name] = [
      UIScene.willConnectNotification, UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
      UIApplication.didFinishLaunchingNotification, UIApplication.willEnterForegroundNotification,
      UIApplication.didBecomeActiveNotification,
    ]
    let observers = watched.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        let name = note.name.rawValue
        MainActor.assumeIsolated { names.append(name) }
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    let delegate = TemplateAppDelegate()
    AppDriver.launch(delegate: delegate)
    #expect(delegate.activityCallbacks.isEmpty)
    #expect(
      names == [
        "UIApplicationDidFinishLaunchingNotification", "UISceneWillConnectNotification",
        "UISceneWillEnterForegroundNotification", "UIApplicationWillEnterForegroundNotification",
        "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification",
      ])
  }

  @Test("without a configurationForConnecting of its own, the manifest's first entry is used, and not logged")
  func defaultConfiguration() {
    TestApp.reset()
    AppInfo.dictionary = SceneManifests.template()
    AppDriver.launch(delegate: CodeWindowAppDelegate())
    #expect(!TestApp.log.contains { $0.contains("configurationForConnecting") })
    #expect(TestApp.log.contains("TemplateSceneDelegate.willConnect"))
  }

  @Test("no manifest, but a configuration naming a delegate class in code: a scene app (TN3187)")
  func configurationInCode() {
    TestApp.reset()
    AppDriver.launch(delegate: CodeConfiguredAppDelegate())
    #expect(UIApplication.shared.usesScenes)
    #expect(
      TestApp.log(matching: "Delegate.") == [
        "CodeConfiguredAppDelegate.willFinishLaunching", "CodeConfiguredAppDelegate.didFinishLaunching",
        "CodeConfiguredAppDelegate.configurationForConnecting", "TemplateSceneDelegate.willConnect",
        "TemplateSceneDelegate.willEnterForeground", "TemplateSceneDelegate.didBecomeActive",
      ])
  }

  @Test("an app without a manifest runs in one window scene without a delegate, which its windows join")
  func implicitScene() throws {
    TestApp.reset()
    let delegate = CodeWindowAppDelegate()
    AppDriver.launch(delegate: delegate)
    #expect(!UIApplication.shared.usesScenes)
    let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    #expect(UIApplication.shared.connectedScenes.count == 1)
    #expect(scene.delegate == nil)
    #expect(delegate.window?.windowScene === scene)
    #expect(scene.activationState == .foregroundActive)
  }

  @Test("a host launch in a scene app: the window goes to the scene delegate before willConnectTo")
  func hostLaunchWithScenes() throws {
    TestApp.reset()
    AppInfo.dictionary = SceneManifests.template(delegate: "UIKitTests.WindowRecordingSceneDelegate")
    let root = FirstController()
    AppDriver.launch(delegate: nil, root: root)
    AppDriver.settle()
    let scene = try #require(UIApplication.shared.connectedScenes.first)
    let delegate = try #require(scene.delegate as? WindowRecordingSceneDelegate)
    #expect(delegate.windowAtWillConnect?.rootViewController === root)
    #expect(UIApplication.shared.keyWindow?.rootViewController === root)
  }
}

/// Records the window UIKit gave it when the scene connects.
@MainActor
final class WindowRecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var windowAtWillConnect: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    windowAtWillConnect = window
  }
}
