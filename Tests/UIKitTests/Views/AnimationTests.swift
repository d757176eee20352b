import Testing

@testable import UIKit

/// Rule 12: `UIView.animate` sets the final values at once; `completion(true)` runs when the
/// clock reaches the duration.
@MainActor
@Suite("Rule 12 — animations on the virtual clock", .serialized)
struct AnimationTests {
  @Test("final values are set at once; completion(true) runs at the duration")
  func finalValuesAndCompletion() {
    TestApp.reset()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: Bool?
    UIView.animate(
      withDuration: 0.5,
      animations: {
        view.alpha = 0
        view.frame.origin.x = 100
      }, completion: { finished = $0 })
    #expect(view.alpha == 0)
    #expect(view.frame.origin.x == 100)
    #expect(finished == nil)
    AppDriver.advance(seconds: 0.49)
    #expect(finished == nil)
    AppDriver.advance(seconds: 0.01)
    #expect(finished == true)
  }

  @Test("a delay adds to the time before the completion")
  func delay() {
    TestApp.reset()
    var finished = false
    UIView.animate(
      withDuration: 1, delay: 2, options: [.curveEaseOut], animations: {}, completion: { _ in finished = true })
    AppDriver.advance(seconds: 2.9)
    #expect(!finished)
    AppDriver.advance(seconds: 0.1)
    #expect(finished)
  }

  @Test("a zero-duration animation completes at the next turn")
  func zeroDuration() {
    TestApp.reset()
    var finished = false
    UIView.animate(withDuration: 0, animations: {}, completion: { _ in finished = true })
    #expect(!finished)
    AppDriver.settle()
    #expect(finished)
  }

  @Test("spring and transition animations follow the same clock")
  func springAndTransition() {
    TestApp.reset()
    let view = UIView()
    var done: [String] = []
    UIView.animate(
      withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 1, options: [],
      animations: { view.alpha = 0.5 }, completion: { _ in done.append("spring") })
    UIView.transition(
      with: view, duration: 0.6, options: .transitionCrossDissolve, animations: { view.isHidden = true },
      completion: { _ in done.append("transition") })
    #expect(view.alpha == 0.5)
    #expect(view.isHidden)
    AppDriver.advance(seconds: 1)
    #expect(done == ["spring", "transition"])
  }
}
