import Testing

@testable import UIKit

/// UIViewPropertyAnimator and view transitions on the virtual clock, as Apple's documentation
/// describes them (runtime.md rule 12 for the model values: final at once).
@MainActor
@Suite("UIViewPropertyAnimator and transitions on the virtual clock", .serialized)
struct PropertyAnimatorTests {
  private func windowWithView() -> UIView {
    let controller = UIViewController()
    TestApp.launch(controller)
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    controller.view.addSubview(view)
    return view
  }

  // Apple: startAnimation() "starts the animations"; addCompletion "Completion blocks are executed after the animations finish normally."
  @Test(
    "startAnimation runs the blocks (final values at once); completions get .end when the clock reaches the duration")
  func runsToTheEnd() {
    TestApp.reset()
    let view = windowWithView()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0 }
    animator.addCompletion { positions.append($0) }
    #expect(animator.state == .inactive)
    #expect(view.alpha == 1, "nothing runs before startAnimation")
    animator.startAnimation()
    #expect(view.alpha == 0)
    #expect(animator.state == .active && animator.isRunning)
    AppDriver.advance(seconds: 0.25)
    #expect(abs(animator.fractionComplete - 0.25) < 0.0001)
    AppDriver.advance(seconds: 0.75)
    #expect(positions == [.end])
    #expect(animator.state == .inactive)
  }

  // Apple: stopAnimation(_:) "sets the values of any animatable properties to their current values"; with true, no completion runs.
  @Test("stopping part way leaves the views between start and end; finishAnimation(at:) runs the completions")
  func stopPartWay() {
    TestApp.reset()
    let view = windowWithView()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x += 100 }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    AppDriver.advance(seconds: 0.5)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(view.center.x == 75, "a quarter of the way from 50 to 150")
    animator.finishAnimation(at: .start)
    #expect(view.center.x == 50)
    #expect(positions == [.start])
    AppDriver.advance(seconds: 5)
    #expect(positions == [.start])
  }

  // Apple: pauseAnimation(), fractionComplete ("settable while paused"), isReversed.
  @Test("a paused animator can be scrubbed and reversed; reversed it ends at .start")
  func scrubAndReverse() {
    TestApp.reset()
    let view = windowWithView()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { view.alpha = 0.2 }
    animator.addCompletion { positions.append($0) }
    animator.pauseAnimation()
    #expect(animator.state == .active && !animator.isRunning)
    animator.fractionComplete = 0.6
    AppDriver.advance(seconds: 3)
    #expect(animator.fractionComplete == 0.6)
    animator.isReversed = true
    animator.startAnimation()
    AppDriver.advance(seconds: 0.59)
    #expect(positions.isEmpty)
    AppDriver.advance(seconds: 0.01)
    #expect(positions == [.start])
    #expect(view.alpha == 1)
  }

  @Test("stopAnimation(true) ends at once with no completion")
  func stopWithoutFinishing() {
    TestApp.reset()
    let view = windowWithView()
    var ran = false
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 1, delay: 0, options: [], animations: { view.alpha = 0 }, completion: { _ in ran = true })
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    AppDriver.advance(seconds: 2)
    #expect(!ran)
  }

  // Apple: transition(from:to:duration:options:completion:) "removes fromView from its superview and adds toView"; showHideTransitionViews hides instead.
  @Test("transition(from:to:) swaps the views at once and completes at the duration")
  func transitionFromTo() {
    TestApp.reset()
    let old = windowWithView()
    let new = UIView()
    var finished = false
    UIView.transition(from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve]) { finished = $0 }
    #expect(old.superview == nil && new.superview != nil)
    AppDriver.advance(seconds: 0.3)
    #expect(finished)
    let shown = UIView()
    new.superview?.addSubview(shown)
    UIView.transition(from: new, to: shown, duration: 0, options: [.showHideTransitionViews])
    #expect(new.isHidden && !shown.isHidden && new.superview != nil)
  }

  // Apple: transition(with:duration:options:animations:completion:) applies the changes to the container's content.
  @Test("transition(with:) applies the changes at once and completes at the duration")
  func transitionWith() {
    TestApp.reset()
    let container = windowWithView()
    let label = UILabel()
    container.addSubview(label)
    var finished = false
    UIView.transition(
      with: container, duration: 0.5, options: .transitionFlipFromLeft, animations: { label.text = "Back" }
    ) {
      finished = $0
    }
    #expect(label.text == "Back")
    AppDriver.advance(seconds: 0.5)
    #expect(finished)
  }
}
