import Foundation
import Testing

@testable import UIKit

/// interface-files.md "Storyboards and xibs" and "Segues", as UIKit loads them: objects made with
/// `init(coder:)`, outlets connected when the view loads, `awakeFromNib` before `viewDidLoad`,
/// actions by selector name, segues with `shouldPerformSegue` and `prepare(for:sender:)`, and the
/// main storyboard making the window before `willFinishLaunching`.
@MainActor
@Suite("Storyboards — loading", .serialized)
struct StoryboardLoadingTests {
  private func storyboard() -> UIStoryboard {
    TestApp.reset()
    AppInfo.dictionary = ["CFBundleExecutable": "UIKitTests"]
    TimerController.register()
    UIStoryboard.given["Main"] = EggTimerStoryboard.document
    return UIStoryboard(name: "Main", bundle: nil)
  }

  @Test("the initial controller: a navigation controller holding the learner's class, made with init(coder:)")
  func initialController() throws {
    let navigation = try #require(storyboard().instantiateInitialViewController() as? UINavigationController)
    let timer = try #require(navigation.topViewController as? TimerController)
    #expect(timer.storyboard != nil)
    #expect(timer.navigationItem.title == "Egg Timer")
    // Outlets are nil until the view loads; awakeFromNib comes after init(coder:).
    #expect(timer.calls == ["init(coder:) label nil", "awakeFromNib label nil"])
    timer.loadViewIfNeeded()
    #expect(timer.calls.last == "viewDidLoad label 210")
    #expect(timer.timeLeftLabel.accessibilityIdentifier == "timeLeft")
    #expect(timer.view.backgroundColor == .systemBackground)
  }

  @Test("each instantiation makes new controllers; a Storyboard ID finds its scene")
  func newEachTime() throws {
    let board = storyboard()
    let first = board.instantiateViewController(withIdentifier: "Timer")
    let second = board.instantiateViewController(withIdentifier: "Timer")
    #expect(first !== second)
    let typed: TimerController = board.instantiateViewController(identifier: "Timer")
    #expect(typed.calls.count == 2)
  }

  @Test("instantiateViewController(identifier:creator:): the learner's initializer makes the controller with the coder")
  func creator() throws {
    let board = storyboard()
    var made: TimerController?
    let controller: TimerController = board.instantiateViewController(identifier: "Timer") { coder in
      let timer = TimerController(coder: coder)
      timer?.calls.append("made by the creator")
      made = timer
      return timer
    }
    #expect(controller === made)
    #expect(controller.calls.contains("made by the creator"))
    #expect(controller.navigationItem.title == "Egg Timer")
  }

  @Test("launch from UIMainStoryboardFile: the window and its root exist before willFinishLaunching")
  func mainStoryboardLaunch() throws {
    _ = storyboard()
    AppInfo.dictionary = ["CFBundleExecutable": "UIKitTests", "UIMainStoryboardFile": "Main"]
    let delegate = HostedAppDelegate()
    AppDriver.launch(delegate: delegate)
    AppDriver.advance(seconds: 1)
    let navigation = try #require(delegate.windowAtWillFinish?.rootViewController as? UINavigationController)
    #expect(UIApplication.shared.keyWindow?.rootViewController === navigation)
    let timer = try #require(navigation.topViewController as? TimerController)
    #expect(timer.isViewLoaded)
    let log = TestApp.log(matching: "TimerController.viewDidLoad", "HostedAppDelegate.didFinishLaunching")
    #expect(log == ["HostedAppDelegate.didFinishLaunching", "TimerController.viewDidLoad"])
  }

  @Test("a button's action reaches the learner's method by its selector name")
  func action() throws {
    let navigation = try #require(storyboard().instantiateInitialViewController() as? UINavigationController)
    TestApp.launch(navigation)
    let timer = try #require(navigation.topViewController as? TimerController)
    let start = try #require(
      AppDriver.allViews(in: timer.view).compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Start" })
    AppDriver.tap(start)
    #expect(timer.calls.last == "startTimer Start")
    #expect(timer.timeLeftLabel.text == "209")
  }

  @Test("a show segue from a button: shouldPerformSegue, prepare with a new destination, then a push")
  func showSegue() throws {
    let navigation = try #require(storyboard().instantiateInitialViewController() as? UINavigationController)
    TestApp.launch(navigation)
    let timer = try #require(navigation.topViewController as? TimerController)
    let details = try #require(
      AppDriver.allViews(in: timer.view).compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Details" })
    timer.allowDetails = false
    AppDriver.tap(details)
    #expect(navigation.viewControllers.count == 1)
    timer.allowDetails = true
    AppDriver.tap(details)
    AppDriver.advance(seconds: 1)
    let detail = try #require(navigation.topViewController as? DetailController)
    #expect(timer.preparedDestination === detail)
    #expect(detail.secondsLeft == 210)
    #expect(TestApp.log.contains("TimerController.prepareForSegue showDetail"))
  }

  @Test("performSegue(withIdentifier:) and an unwind segue back to the controller that implements the action")
  func performAndUnwind() throws {
    let navigation = try #require(storyboard().instantiateInitialViewController() as? UINavigationController)
    TestApp.launch(navigation)
    let timer = try #require(navigation.topViewController as? TimerController)
    timer.performSegue(withIdentifier: "showDetail", sender: nil)
    AppDriver.advance(seconds: 1)
    do {
      let detail = try #require(navigation.topViewController as? DetailController)
      let done = try #require(AppDriver.allViews(in: detail.view).compactMap { $0 as? UIButton }.first)
      AppDriver.tap(done)
    }
    AppDriver.advance(seconds: 1)
    #expect(timer.calls.last == "unwind from DetailController")
    #expect(navigation.topViewController === timer)
    // A storyboard-made controller is let go once it is popped, as on iOS.
    AppDriver.advance(seconds: 1)
    #expect(TestApp.log.contains("DetailController.deinit"))
  }
}
