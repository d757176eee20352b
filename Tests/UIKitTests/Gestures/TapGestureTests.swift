import Testing

@testable import UIKit

/// UITapGestureRecognizer and the UIGestureRecognizer basics, as Apple's "About the Gesture
/// Recognizer State Machine" and the class references describe them: a discrete recognizer goes
/// from `.possible` to `.recognized` (its action called with it as sender) or `.failed`, and is
/// reset to `.possible` once its touches end.
@MainActor
@Suite("UITapGestureRecognizer — taps, touches and the discrete state machine", .serialized)
struct TapGestureTests {
  private func tappableView(_ recognizer: UIGestureRecognizer) -> (UIView, GestureRecorder) {
    let view = TouchScene.install(UIView())
    let recorder = GestureRecorder()
    recognizer.addTarget(recorder, action: recorder.action)
    view.addGestureRecognizer(recognizer)
    return (view, recorder)
  }

  // State machine: discrete recognizers go possible → recognized; the action gets the recognizer.
  @Test("a tap recognizes: the action runs once in .ended (.recognized) with the recognizer as sender; then .possible")
  func tapRecognizes() {
    TestApp.reset()
    let tap = UITapGestureRecognizer()
    let (view, recorder) = tappableView(tap)
    AppDriver.tap(view)
    #expect(recorder.states == ["ended"])
    #expect(recorder.senders.first === tap)
    #expect(tap.state == .possible, "reset once the touches ended")
    #expect(UIGestureRecognizer.State.recognized == .ended)
  }

  @Test("init(target:action:) registers the action; removeTarget stops it; the view lists its recognizers")
  func targetsAndViews() {
    TestApp.reset()
    let recorder = GestureRecorder()
    let tap = UITapGestureRecognizer(target: recorder, action: recorder.action)
    let view = TouchScene.install(UIView())
    #expect(view.gestureRecognizers == nil)
    view.addGestureRecognizer(tap)
    #expect(tap.view === view)
    #expect(view.gestureRecognizers?.count == 1)
    AppDriver.tap(view)
    #expect(recorder.states == ["ended"])
    tap.removeTarget(recorder, action: recorder.action)
    AppDriver.tap(view)
    #expect(recorder.states == ["ended"])
    view.removeGestureRecognizer(tap)
    #expect(tap.view == nil)
    #expect(view.gestureRecognizers == nil)
  }

  @Test("location(in:) is where the tap was, in the view's coordinates; numberOfTouches counts its fingers")
  func locationOfTap() {
    TestApp.reset()
    let tap = UITapGestureRecognizer()
    let (view, recorder) = tappableView(tap)
    var location = CGPoint.zero
    var touches = 0
    recorder.onAction = { recognizer in
      location = recognizer.location(in: view)
      touches = recognizer.numberOfTouches
    }
    AppDriver.tap(at: CGPoint(x: 60, y: 230))
    #expect(location == CGPoint(x: 20, y: 30))
    #expect(touches == 1)
  }

  @Test("numberOfTapsRequired 2: a double tap recognizes; a single tap fails once 0.35 s pass with no second tap")
  func doubleTap() {
    TestApp.reset()
    let tap = UITapGestureRecognizer()
    tap.numberOfTapsRequired = 2
    let (view, recorder) = tappableView(tap)
    AppDriver.doubleTap(view)
    #expect(recorder.states == ["ended"])
    AppDriver.tap(view)
    #expect(tap.state == .possible, "still waiting for a second tap")
    AppDriver.advance(seconds: 0.4)
    #expect(recorder.states == ["ended"])
    #expect(tap.state == .possible, "failed, then reset")
    #expect(TestApp.log.last == "UITapGestureRecognizer.failed UIView")
  }

  @Test("numberOfTouchesRequired 2: a one-finger tap fails")
  func twoFingerTap() {
    TestApp.reset()
    let tap = UITapGestureRecognizer()
    tap.numberOfTouchesRequired = 2
    let (view, recorder) = tappableView(tap)
    AppDriver.tap(view)
    #expect(recorder.states.isEmpty)
    TouchScreen.shared.send([(0, .down(TouchScene.center(of: view))), (1, .down(CGPoint(x: 150, y: 310)))])
    TouchScreen.shared.send([(0, .up), (1, .up)])
    #expect(recorder.states == ["ended"])
  }

  @Test("a finger that moves more than 10 points is not a tap")
  func movementFailsTap() {
    TestApp.reset()
    let tap = UITapGestureRecognizer()
    let (view, recorder) = tappableView(tap)
    AppDriver.drag(view, by: CGPoint(x: 30, y: 0))
    #expect(recorder.states.isEmpty)
    #expect(TestApp.log.contains("UITapGestureRecognizer.failed UIView"))
  }

  // UILabel and UIImageView set isUserInteractionEnabled to false: hit-testing skips them.
  @Test("a recognizer on an image view or a label never fires until isUserInteractionEnabled is set")
  func imageViewIgnoresTouches() {
    TestApp.reset()
    let photo = TouchScene.install(UIImageView())
    photo.accessibilityIdentifier = "photo"
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    photo.superview?.addSubview(label)
    let recorder = GestureRecorder()
    photo.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: recorder.action))
    label.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: recorder.action))
    AppDriver.tap(photo)
    AppDriver.tap(label)
    #expect(recorder.states.isEmpty)
    #expect(
      AppDriver.touchProblem(for: photo) == "the image view #photo ignores touches: isUserInteractionEnabled is false")
    photo.isUserInteractionEnabled = true
    label.isUserInteractionEnabled = true
    AppDriver.tap(photo)
    AppDriver.tap(label)
    #expect(recorder.states == ["ended", "ended"])
    #expect(AppDriver.touchProblem(for: photo) == nil)
    #expect(TestApp.log.contains("UITapGestureRecognizer.recognized #photo"))
  }

  @Test("a disabled recognizer gets no touches; the view's own touches go through")
  func disabledRecognizer() {
    TestApp.reset()
    let view = TouchScene.install(TouchRecordingView())
    let recorder = GestureRecorder()
    let tap = UITapGestureRecognizer(target: recorder, action: recorder.action)
    tap.isEnabled = false
    view.addGestureRecognizer(tap)
    AppDriver.tap(view)
    #expect(recorder.states.isEmpty)
    #expect(view.messages == ["began 1", "ended 1"])
  }

  @Test("adding a recognizer to a second view moves it there")
  func recognizerBelongsToOneView() {
    TestApp.reset()
    let first = TouchScene.install(UIView())
    let second = UIView()
    let tap = UITapGestureRecognizer()
    first.addGestureRecognizer(tap)
    second.addGestureRecognizer(tap)
    #expect(first.gestureRecognizers == nil)
    #expect(second.gestureRecognizers?.first === tap)
    #expect(tap.view === second)
  }
}
