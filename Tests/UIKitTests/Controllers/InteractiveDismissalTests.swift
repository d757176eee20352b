import Testing

@testable import UIKit

/// A presentation controller's delegate, recording what it hears in order.
@MainActor
final class RecordingPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  var calls: [String] = []
  var allowsDismissal = true

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    calls.append("shouldDismiss")
    return allowsDismissal
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    calls.append("willDismiss")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("didDismiss \(EventLog.className(of: presentationController.presentedViewController))")
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    calls.append("didAttemptToDismiss")
  }
}

/// Rule 5, the user's side: a sheet swiped down. Follows Apple's pages on
/// `UIViewController.presentationController` ("the nearest presentation controller that is managing
/// the current view controller"), `isModalInPresentation` ("prevents the interactive dismissal of
/// the view controller while it is onscreen") and `UIAdaptivePresentationControllerDelegate`:
/// `presentationControllerShouldDismiss` may refuse, `presentationControllerDidAttemptToDismiss`
/// tells of a refused attempt, and `presentationControllerWillDismiss`/`DidDismiss` are "not called
/// if the presentation is dismissed programmatically".
@MainActor
@Suite("Rule 5 — a sheet swiped down", .serialized)
struct InteractiveDismissalTests {
  /// A launched `FirstController` presenting `presented` (a page sheet unless told otherwise).
  private func presenting(_ presented: UIViewController) -> FirstController {
    let first = FirstController()
    TestApp.launch(first)
    first.present(presented, animated: true)
    AppDriver.advance(seconds: 1)
    return first
  }

  @Test("the presented controller and every controller inside it share one presentation controller")
  func nearestPresentationController() {
    TestApp.reset()
    let form = SecondController()
    let navigation = UINavigationController(rootViewController: form)
    let early = navigation.presentationController  // read before present: the one present will use
    let first = presenting(navigation)
    #expect(navigation.presentationController === early)
    #expect(form.presentationController === early)
    #expect(early?.presentedViewController === navigation)
    #expect(early?.presentingViewController === first)
    #expect(early?.presentationStyle == .pageSheet)
  }

  @Test("a swipe down dismisses a sheet: willDismiss, the disappear callbacks, then didDismiss")
  func swipeDismissesSheet() throws {
    TestApp.reset()
    let second = SecondController()
    let delegate = RecordingPresentationDelegate()
    second.presentationController?.delegate = delegate
    let first = presenting(second)
    let entries = TestApp.logDuring {
      #expect(AppDriver.swipeDown(from: second.view) == .dismissing)
      #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
      AppDriver.advance(seconds: 1)
    }
    #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss SecondController"])
    #expect(first.presentedViewController == nil)
    #expect(
      entries.filter { !$0.contains("Layout") } == [
        "UIPresentationController.swipe SecondController", "UIViewController.dismiss SecondController",
        "SecondController.viewWillDisappear", "SecondController.viewDidDisappear",
      ])
    #expect(first.appearanceCalls == ["viewWillAppear", "viewDidAppear"])  // a sheet leaves the presenter alone
  }

  @Test("isModalInPresentation keeps the sheet, and the delegate hears of the attempt")
  func modalInPresentationRefuses() {
    TestApp.reset()
    let second = SecondController()
    second.isModalInPresentation = true
    let delegate = RecordingPresentationDelegate()
    second.presentationController?.delegate = delegate
    let first = presenting(second)
    #expect(AppDriver.swipeDown(from: second.view) == .refused)
    AppDriver.advance(seconds: 1)
    #expect(first.presentedViewController === second)
    #expect(delegate.calls == ["didAttemptToDismiss"])
  }

  @Test("isModalInPresentation on the top controller of a presented navigation controller counts")
  func modalInPresentationInsideNavigation() {
    TestApp.reset()
    let form = SecondController()
    let navigation = UINavigationController(rootViewController: form)
    let first = presenting(navigation)
    form.isModalInPresentation = true
    #expect(AppDriver.swipeDown(from: form.view) == .refused)
    form.isModalInPresentation = false
    #expect(AppDriver.swipeDown(from: form.view) == .dismissing)
    AppDriver.advance(seconds: 1)
    #expect(first.presentedViewController == nil)
  }

  @Test("the delegate may refuse with presentationControllerShouldDismiss")
  func delegateRefuses() {
    TestApp.reset()
    let second = SecondController()
    let delegate = RecordingPresentationDelegate()
    delegate.allowsDismissal = false
    second.presentationController?.delegate = delegate
    let first = presenting(second)
    #expect(AppDriver.swipeDown(from: second.view) == .refused)
    #expect(first.presentedViewController === second)
    #expect(delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
  }

  @Test("a dismiss the app calls tells the delegate nothing")
  func programmaticDismissalIsSilent() {
    TestApp.reset()
    let second = SecondController()
    let delegate = RecordingPresentationDelegate()
    second.presentationController?.delegate = delegate
    let first = presenting(second)
    second.dismiss(animated: true)
    AppDriver.advance(seconds: 1)
    #expect(first.presentedViewController == nil)
    #expect(delegate.calls.isEmpty)
  }

  @Test(
    "only sheets can be swiped away: full screen and over full screen stay",
    arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen])
  func onlySheets(style: UIModalPresentationStyle) {
    TestApp.reset()
    let second = SecondController()
    second.modalPresentationStyle = style
    let first = presenting(second)
    #expect(AppDriver.swipeDown(from: second.view) == .notASheet)
    AppDriver.advance(seconds: 1)
    #expect(first.presentedViewController === second)
  }

  @Test("a swipe down on a screen that was not presented does nothing")
  func nothingPresented() {
    TestApp.reset()
    let first = FirstController()
    TestApp.launch(first)
    #expect(AppDriver.swipeDown(from: first.view) == nil)
  }

  @Test("the presentation controller's delegate is held weakly")
  func weakDelegate() {
    TestApp.reset()
    let second = SecondController()
    do {
      let delegate = RecordingPresentationDelegate()
      second.presentationController?.delegate = delegate
    }
    #expect(second.presentationController?.delegate == nil)
  }
}
