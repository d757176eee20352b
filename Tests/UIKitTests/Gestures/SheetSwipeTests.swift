import Testing

@testable import UIKit

/// `swipe … down` on a sheet as a finger makes it: the app's recognizers and scroll views see the
/// flick first; when none of them takes it, the sheet's own drag does and the sheet goes (rule 5,
/// the user's side), as on iOS where a sheet's pan waits for the content's gestures.
@MainActor
@Suite("A swipe down on a sheet: the app's gestures first, then the sheet", .serialized)
struct SheetSwipeTests {
  private func presentedSheet() -> (first: UIViewController, sheet: UIViewController) {
    let first = UIViewController()
    TestApp.launch(first)
    let sheet = UIViewController()
    first.present(sheet, animated: true)
    AppDriver.advance(seconds: 1)
    return (first, sheet)
  }

  @Test("a swipe down that nothing in the sheet takes dismisses the sheet")
  func untakenSwipeDismisses() {
    TestApp.reset()
    let (first, sheet) = presentedSheet()
    AppDriver.swipeGesture(sheet.view, .down)
    AppDriver.advance(seconds: 1)
    #expect(first.presentedViewController == nil)
  }

  @Test("a swipe-down recognizer of the app's takes the swipe: the sheet stays")
  func recognizerTakesSwipe() {
    TestApp.reset()
    let (first, sheet) = presentedSheet()
    let recorder = GestureRecorder()
    let swipe = UISwipeGestureRecognizer(target: recorder, action: recorder.action)
    swipe.direction = .down
    sheet.view.addGestureRecognizer(swipe)
    AppDriver.swipeGesture(sheet.view, .down)
    AppDriver.advance(seconds: 1)
    #expect(recorder.states == ["ended"])
    #expect(first.presentedViewController === sheet)
  }

  @Test("a scroll view in the sheet scrolled down scrolls back instead; at its top it lets the sheet go")
  func scrollViewFirst() {
    TestApp.reset()
    let (first, sheet) = presentedSheet()
    let scrollView = UIScrollView(frame: sheet.view.bounds)
    scrollView.contentSize = CGSize(width: sheet.view.bounds.width, height: 3000)
    sheet.view.addSubview(scrollView)
    AppDriver.settle()
    scrollView.contentOffset = CGPoint(x: 0, y: 500)
    AppDriver.swipeGesture(scrollView, .down)
    AppDriver.advance(seconds: 3)
    #expect(first.presentedViewController === sheet)
    #expect(scrollView.contentOffset.y < 500)
    scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
    AppDriver.swipeGesture(scrollView, .down)
    AppDriver.advance(seconds: 1)
    #expect(first.presentedViewController == nil)
  }
}
