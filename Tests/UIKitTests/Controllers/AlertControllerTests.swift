import Testing

@testable import UIKit

/// UIAlertController: presented over the full screen (the presenter gets no appearance
/// callbacks); a tapped action dismisses the alert and its handler runs once the dismissal has
/// finished; an alert has at most one cancel action; an action sheet shows its cancel action last.
@MainActor
@Suite("UIAlertController — alerts and action sheets", .serialized)
struct AlertControllerTests {
  private func presentAlert(style: UIAlertController.Style, handled: @escaping (String) -> Void)
    -> (FirstController, UIAlertController)
  {
    let first = FirstController()
    TestApp.launch(first)
    let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: style)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled("Cancel") })
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in handled("Delete") })
    first.present(alert, animated: true)
    AppDriver.advance(seconds: 1)
    return (first, alert)
  }

  private func actionButton(_ title: String, in alert: UIAlertController) throws -> AlertActionButton {
    try #require(
      AppDriver.allViews(in: alert.view).compactMap { $0 as? AlertActionButton }.first { $0.action.title == title })
  }

  @Test("presenting an alert leaves the presenter's appearance callbacks out")
  func presenterKeepsAppearance() {
    TestApp.reset()
    let (first, alert) = presentAlert(style: .alert) { _ in }
    #expect(first.appearanceCalls == ["viewWillAppear", "viewDidAppear"])
    #expect(first.presentedViewController === alert)
    #expect(alert.resolvedPresentationStyle == .overFullScreen)
  }

  @Test("tapping an action dismisses the alert, then runs the handler")
  func handlerAfterDismissal() throws {
    TestApp.reset()
    var handled: [String] = []
    let (first, alert) = presentAlert(style: .alert) { handled.append($0) }
    AppDriver.tap(try actionButton("Delete", in: alert))
    #expect(handled.isEmpty)  // the dismissal is still animating
    #expect(alert.isBeingDismissed)
    AppDriver.advance(seconds: 1)
    #expect(handled == ["Delete"])
    #expect(first.presentedViewController == nil)
    #expect(TestApp.log.contains("UIAlertController.action \"Delete\""))
  }

  @Test("while an alert is up, the presenter's controls cannot be tapped")
  func alertIsModal() {
    TestApp.reset()
    var tapped = false
    let first = FirstController()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 300, width: 375, height: 60)
    button.addAction(UIAction { _ in tapped = true }, for: .touchUpInside)
    first.view.addSubview(button)
    TestApp.launch(first)
    first.present(UIAlertController(title: "Hi", message: nil, preferredStyle: .alert), animated: false)
    AppDriver.settle()
    AppDriver.tap(button)
    #expect(!tapped)
  }

  @Test("an action sheet shows its cancel action last")
  func actionSheetOrder() {
    TestApp.reset()
    let (_, alert) = presentAlert(style: .actionSheet) { _ in }
    #expect(alert.displayedActions.map(\.title) == ["Delete", "Cancel"])
    let snapshot = AppDriver.snapshot()
    #expect(snapshot.alert?.style == "actionSheet")
    #expect(snapshot.alert?.actions == ["Delete", "Cancel"])
    #expect(snapshot.alert?.title == "Delete?")
  }

  @Test("a second cancel action is UIKit's crash")
  func twoCancelActionsCrash() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "A", style: .cancel))
        alert.addAction(UIAlertAction(title: "B", style: .cancel))
      }
    }
  }
}
