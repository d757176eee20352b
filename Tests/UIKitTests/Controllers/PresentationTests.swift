import Testing

@testable import UIKit

/// Rule 5: `present` sets `presentedViewController`/`presentingViewController`; presenting while
/// already presenting is ignored with a warning and its completion never runs. Full screen:
/// `A.viewWillDisappear` → `B.viewWillAppear` → `B.viewDidAppear` → `A.viewDidDisappear`; page
/// sheet (the default `.automatic` since iOS 13), over-full-screen and custom styles leave A's
/// callbacks out. `dismiss` on the presented controller is forwarded to its presenter; dismissing
/// lower down removes everything above.
@MainActor
@Suite("Rule 5 — modal presentation", .serialized)
struct PresentationTests {
  private func launched() -> FirstController {
    let first = FirstController()
    TestApp.launch(first)
    return first
  }

  @Test("present sets presentedViewController and presentingViewController at once")
  func presentSetsRelationships() {
    TestApp.reset()
    let first = launched()
    let second = SecondController()
    first.present(second, animated: true)
    #expect(first.presentedViewController === second)
    #expect(second.presentingViewController === first)
    #expect(second.isBeingPresented)
    AppDriver.advance(seconds: 1)
    #expect(!second.isBeingPresented)
  }

  @Test("full screen: A.willDisappear → B.willAppear → B.didAppear → A.didDisappear")
  func fullScreenOrder() {
    TestApp.reset()
    let first = launched()
    let second = SecondController()
    second.modalPresentationStyle = .fullScreen
    let entries = TestApp.logDuring {
      first.present(second, animated: true)
      AppDriver.advance(seconds: 1)
    }.filter { $0.contains("Appear") || $0.contains("Disappear") }
    #expect(
      entries == [
        "FirstController.viewWillDisappear", "SecondController.viewWillAppear", "SecondController.viewIsAppearing",
        "SecondController.viewDidAppear", "FirstController.viewDidDisappear",
      ])
    #expect(first.view.window == nil)  // UIKit removes the presenter's view under a full-screen controller
  }

  @Test(
    "the default style is a page sheet, which leaves the presenter's callbacks out",
    arguments: [
      UIModalPresentationStyle.automatic, .pageSheet, .formSheet, .overFullScreen, .custom,
    ])
  func sheetStylesSkipPresenter(style: UIModalPresentationStyle) {
    TestApp.reset()
    let first = launched()
    let second = SecondController()
    second.modalPresentationStyle = style
    let before = first.calls
    first.present(second, animated: true)
    AppDriver.advance(seconds: 1)
    second.dismiss(animated: true)
    AppDriver.advance(seconds: 1)
    #expect(first.calls == before)
    #expect(second.appearanceCalls == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
  }

  @Test("presenting while already presenting is ignored with a warning; its completion never runs")
  func presentWhilePresenting() {
    TestApp.reset()
    let first = launched()
    let second = SecondController()
    let third = ThirdController()
    first.present(second, animated: false)
    AppDriver.settle()
    var completed = false
    first.present(third, animated: false) { completed = true }
    AppDriver.advance(seconds: 5)
    #expect(!completed)
    #expect(first.presentedViewController === second)
    #expect(third.calls.isEmpty)
    #expect(
      TestApp.log.contains {
        $0.hasPrefix("Warning: Attempt to present <ThirdController>")
          && $0.hasSuffix("which is already presenting <SecondController>.")
      })
  }

  @Test("presenting from a controller whose view is not in a window is ignored with a warning")
  func presentOffScreen() {
    TestApp.reset()
    let first = FirstController()
    var completed = false
    first.present(SecondController(), animated: false) { completed = true }
    AppDriver.settle()
    #expect(!completed)
    #expect(first.presentedViewController == nil)
    #expect(TestApp.log.contains { $0.contains("whose view is not in the window hierarchy.") })
  }

  @Test("the completion runs after the presented controller's viewDidAppear")
  func completionAfterDidAppear() {
    TestApp.reset()
    let first = launched()
    let second = SecondController()
    first.present(second, animated: true) { second.calls.append("completion") }
    AppDriver.advance(seconds: Presentation.transitionDuration)
    #expect(second.calls.suffix(2) == ["viewDidAppear", "completion"])
  }

  @Test("dismiss on the presented controller is forwarded to its presenter")
  func dismissForwarded() {
    TestApp.reset()
    let first = launched()
    let second = SecondController()
    first.present(second, animated: false)
    AppDriver.settle()
    var completed = false
    second.dismiss(animated: true) { completed = true }
    AppDriver.advance(seconds: 1)
    #expect(completed)
    #expect(first.presentedViewController == nil)
    #expect(second.presentingViewController == nil)
    #expect(TestApp.log.contains("UIViewController.dismiss SecondController"))
  }

  @Test("dismissing lower down removes everything above")
  func dismissChain() {
    TestApp.reset()
    let first = launched()
    let second = SecondController()
    let third = ThirdController()
    first.present(second, animated: false)
    AppDriver.settle()
    second.present(third, animated: false)
    AppDriver.settle()
    first.dismiss(animated: true)
    AppDriver.advance(seconds: 1)
    #expect(first.presentedViewController == nil)
    #expect(second.presentedViewController == nil)
    #expect(third.presentingViewController == nil)
    #expect(third.appearanceCalls.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    #expect(third.view.window == nil)
    #expect(second.view.window == nil)
  }

  @Test("a child presents through its container: the container is the presenter")
  func childPresentsThroughContainer() {
    TestApp.reset()
    let first = FirstController()
    let navigation = UINavigationController(rootViewController: first)
    TestApp.launch(navigation)
    let second = SecondController()
    first.present(second, animated: false)
    AppDriver.settle()
    #expect(second.presentingViewController === navigation)
    #expect(navigation.presentedViewController === second)
    #expect(navigation.visibleViewController === second)
  }

  @Test("a full-screen dismissal gives the presenter its appear callbacks back")
  func fullScreenDismissal() {
    TestApp.reset()
    let first = launched()
    let second = SecondController()
    second.modalPresentationStyle = .fullScreen
    first.present(second, animated: false)
    AppDriver.settle()
    let entries = TestApp.logDuring {
      second.dismiss(animated: false)
      AppDriver.settle()
    }.filter { $0.contains("Appear") || $0.contains("Disappear") }
    #expect(
      entries == [
        "SecondController.viewWillDisappear", "FirstController.viewWillAppear", "SecondController.viewDidDisappear",
        "FirstController.viewIsAppearing", "FirstController.viewDidAppear",
      ])
    #expect(first.view.window != nil)
  }
}

/// A navigation controller presented modally (a form with Cancel/Save items): its top controller
/// appears with it, pushes inside it work, and `dismiss` from a pushed controller is forwarded up
/// to the controller that presented the navigation controller.
@MainActor
@Suite("Modal navigation controllers", .serialized)
struct ModalNavigationTests {
  @Test("present a navigation controller, push inside it, dismiss from the pushed controller")
  func modalNavigation() {
    TestApp.reset()
    let first = FirstController()
    TestApp.launch(first)
    let formRoot = SecondController()
    let form = UINavigationController(rootViewController: formRoot)
    first.present(form, animated: true)
    AppDriver.advance(seconds: 1)
    #expect(formRoot.appearanceCalls == ["viewWillAppear", "viewDidAppear"])
    #expect(formRoot.presentingViewController === first)  // a child answers with its container's presenter
    let detail = ThirdController()
    form.pushViewController(detail, animated: true)
    AppDriver.advance(seconds: 1)
    #expect(detail.appearanceCalls == ["viewWillAppear", "viewDidAppear"])
    detail.dismiss(animated: true)
    AppDriver.advance(seconds: 1)
    #expect(first.presentedViewController == nil)
    #expect(detail.appearanceCalls == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    #expect(formRoot.appearanceCalls == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    #expect(first.appearanceCalls == ["viewWillAppear", "viewDidAppear"])
  }
}

/// A dismissed controller is released by UIKit (the log shows its deinit), as a popped one is.
@MainActor
@Suite("Presentation releases dismissed controllers", .serialized)
struct PresentationReleaseTests {
  @Test("present then dismiss: the presented controller is released")
  func dismissedIsReleased() {
    TestApp.reset()
    let first = FirstController()
    TestApp.launch(first)
    weak var weakSecond: SecondController?
    do {
      let second = SecondController()
      weakSecond = second
      first.present(second, animated: true)
      AppDriver.advance(seconds: 1)
    }
    first.dismiss(animated: true)
    AppDriver.advance(seconds: 1)
    #expect(weakSecond == nil)
    #expect(TestApp.log.last == "SecondController.deinit")
  }

  @Test("an alert is released after its action's handler has run")
  func alertIsReleased() throws {
    TestApp.reset()
    let first = FirstController()
    TestApp.launch(first)
    weak var weakAlert: UIAlertController?
    do {
      let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      weakAlert = alert
      first.present(alert, animated: false)
      AppDriver.settle()
      let button = try #require(AppDriver.allViews(in: alert.view).compactMap { $0 as? AlertActionButton }.first)
      AppDriver.tap(button)
    }
    AppDriver.advance(seconds: 1)
    #expect(weakAlert == nil)
    #expect(TestApp.log.contains("UIAlertController.deinit"))
  }
}

/// A present started from another present's completion handler keeps its own completion, even
/// when a dismiss arrives before the transitions end.
@MainActor
@Suite("Chained presentations", .serialized)
struct ChainedPresentationTests {
  @Test("present from a completion, then dismiss at once: every completion runs, callbacks balance")
  func chainedCompletions() {
    TestApp.reset()
    let first = FirstController()
    TestApp.launch(first)
    let second = SecondController()
    let third = ThirdController()
    var log: [String] = []
    first.present(second, animated: true) {
      second.present(third, animated: true) { log.append("third presented") }
    }
    first.dismiss(animated: true)
    AppDriver.advance(seconds: 2)
    #expect(log == ["third presented"])
    #expect(first.presentedViewController == nil)
    #expect(third.appearanceCalls == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    #expect(!third.isBeingPresented)
    #expect(!TestApp.log.contains { $0.contains("Unbalanced") })
  }
}
