import Foundation
import Testing

@testable import UIKit

/// docs/runtime.md "Scenes": in an app with a scene manifest, a window made without a scene is
/// never shown — the black screen of pre-iOS-13 code pasted into a new project — and the screen
/// says why; a manifest naming a class the app lacks logs UIKit's message and leaves the app
/// without a window; a storyboard the Info.plist names is reported in words until it is loaded.
@MainActor
@Suite("Scenes — missing windows", .serialized)
struct WindowWithoutSceneTests {
  @Test("a window made in didFinishLaunching without a scene stays off screen; its root never loads")
  func windowWithoutScene() throws {
    TestApp.reset()
    AppInfo.dictionary = SceneManifests.template(delegate: "UIKitTests.WindowRecordingSceneDelegate")
    let delegate = LegacyWindowAppDelegate()
    AppDriver.launch(delegate: delegate)
    AppDriver.advance(seconds: 1)
    let window = try #require(delegate.window)
    #expect(!window.isOnScreen)
    #expect(!window.isKeyWindow)
    #expect(UIApplication.shared.keyWindow == nil)
    #expect(!TestApp.log.contains("FirstController.viewDidLoad"))
    let snapshot = AppDriver.snapshot()
    #expect(snapshot.window == nil)
    #expect(snapshot.missingWindow?.contains("UIWindow(windowScene:") == true)
  }

  @Test("made key while hidden, then shown: still off screen, and the screen says why")
  func keyThenShown() throws {
    TestApp.reset()
    AppInfo.dictionary = SceneManifests.template(delegate: "UIKitTests.WindowRecordingSceneDelegate")
    AppDriver.launch(delegate: TemplateAppDelegate())
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = FirstController()
    window.makeKey()
    window.isHidden = false
    AppDriver.settle()
    #expect(!window.isKeyWindow)
    #expect(UIApplication.shared.keyWindow == nil)
    #expect(AppDriver.snapshot().missingWindow?.contains("without a scene") == true)
  }

  @Test("setting windowScene attaches such a window: it becomes key and its root appears")
  func attachingLater() throws {
    TestApp.reset()
    AppInfo.dictionary = SceneManifests.template(delegate: "UIKitTests.WindowRecordingSceneDelegate")
    let delegate = LegacyWindowAppDelegate()
    AppDriver.launch(delegate: delegate)
    let window = try #require(delegate.window)
    window.windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    AppDriver.advance(seconds: 1)
    #expect(window.isKeyWindow)
    #expect(TestApp.log.contains("FirstController.viewDidAppear"))
    #expect(AppDriver.snapshot().missingWindow == nil)
  }

  @Test("a scene delegate class the app lacks: UIKit's message, no delegate, no window")
  func missingDelegateClass() {
    TestApp.reset()
    AppInfo.dictionary = SceneManifests.template(delegate: "SceneDelegate")
    AppDriver.launch(delegate: TemplateAppDelegate())
    #expect(
      TestApp.log.contains(
        "Warning: [SceneConfiguration] Info.plist configuration \"Default Configuration\" for "
          + "UIWindowSceneSessionRoleApplication contained UISceneDelegateClassName key, but could not load class "
          + "with name \"SceneDelegate\"."))
    #expect(UIApplication.shared.connectedScenes.first?.delegate == nil)
    #expect(UIApplication.shared.applicationState == .active)
    #expect(AppDriver.snapshot().missingWindow?.contains("$(PRODUCT_MODULE_NAME).SceneDelegate") == true)
  }

  @Test("a configuration name the manifest does not list: UIKit's message")
  func unknownConfiguration() {
    TestApp.reset()
    var manifest = SceneManifests.template()
    manifest["UIApplicationSceneManifest"] = [
      "UISceneConfigurations": [
        "UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Main Configuration"]]
      ]
    ]
    AppInfo.dictionary = manifest
    AppDriver.launch(delegate: TemplateAppDelegate())
    #expect(
      TestApp.log.contains(
        "Warning: [SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for "
          + "configuration named \"Default Configuration\")"))
  }

  @Test(
    "a storyboard without an initial controller: UIKit's message, and the screen says what to tick",
    arguments: [true, false])
  func storyboardWithoutEntryPoint(scenes: Bool) {
    TestApp.reset()
    AppInfo.dictionary =
      scenes
      ? SceneManifests.template(delegate: "UIKitTests.WindowRecordingSceneDelegate", storyboard: "Main")
      : ["UIMainStoryboardFile": "Main"]
    var document = EggTimerStoryboard.document
    document.root.attributes["initialViewController"] = nil
    UIStoryboard.given["Main"] = document
    AppDriver.launch(delegate: TemplateAppDelegate())
    let key = scenes ? "UISceneStoryboardFile" : "UIMainStoryboardFile"
    #expect(
      TestApp.log.contains(
        "Warning: Failed to instantiate the default view controller for \(key) 'Main' - perhaps the designated "
          + "entry point is not set?"))
    #expect(AppDriver.snapshot().missingWindow?.contains("storyboard \"Main\" (\(key)) has no initial") == true)
  }

  @Test("a scene's storyboard makes the window, given to the scene delegate before willConnectTo")
  func sceneStoryboard() throws {
    TestApp.reset()
    AppInfo.dictionary = SceneManifests.template(
      delegate: "UIKitTests.WindowRecordingSceneDelegate", storyboard: "Main")
    AppInfo.dictionary["CFBundleExecutable"] = "UIKitTests"
    TimerController.register()
    UIStoryboard.given["Main"] = EggTimerStoryboard.document
    AppDriver.launch(delegate: TemplateAppDelegate())
    AppDriver.advance(seconds: 1)
    let delegate = try #require(UIApplication.shared.connectedScenes.first?.delegate as? WindowRecordingSceneDelegate)
    #expect(delegate.windowAtWillConnect?.rootViewController is UINavigationController)
    #expect(UIApplication.shared.keyWindow === delegate.windowAtWillConnect)
  }

  @Test("an app without scenes that made no window is told where to make one")
  func noWindowWithoutScenes() {
    TestApp.reset()
    AppDriver.launch(delegate: TemplateAppDelegate())
    #expect(AppDriver.snapshot().missingWindow?.contains("application(_:didFinishLaunchingWithOptions:)") == true)
  }
}
