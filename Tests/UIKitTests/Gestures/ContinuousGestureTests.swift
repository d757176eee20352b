import Testing

@testable import UIKit

/// The continuous recognizers and the swipe, each through its state sequence as Apple's "About
/// the Gesture Recognizer State Machine" gives it (possible → began → changed… → ended, or
/// failed before it began), with their values as the class references define them.
@MainActor
@Suite("Long press, swipe, pan, pinch and rotation — state sequences and values", .serialized)
struct ContinuousGestureTests {
  private func install(_ recognizer: UIGestureRecognizer) -> (UIView, GestureRecorder) {
    let view = TouchScene.install(UIView())
    let recorder = GestureRecorder()
    recognizer.addTarget(recorder, action: recorder.action)
    view.addGestureRecognizer(recognizer)
    return (view, recorder)
  }

  // UILongPressGestureRecognizer: begins after minimumPressDuration, ends when the finger lifts.
  @Test("a long press begins after minimumPressDuration on the virtual clock and ends when lifted")
  func longPress() {
    TestApp.reset()
    let press = UILongPressGestureRecognizer()
    let (view, recorder) = install(press)
    TouchScreen.shared.send([(0, .down(TouchScene.center(of: view)))])
    AppDriver.advance(seconds: 0.49)
    #expect(recorder.states.isEmpty)
    AppDriver.advance(seconds: 0.01)
    #expect(recorder.states == ["began"])
    TouchScreen.shared.send([(0, .move(CGPoint(x: 200, y: 300)))])
    TouchScreen.shared.send([(0, .up)])
    #expect(recorder.states == ["began", "changed", "ended"])
    #expect(
      TestApp.log(matching: "UILongPressGestureRecognizer") == [
        "UILongPressGestureRecognizer.began UIView", "UILongPressGestureRecognizer.ended UIView",
      ])
  }

  @Test("lifting before minimumPressDuration, or moving beyond allowableMovement first, makes a long press fail")
  func longPressFails() {
    TestApp.reset()
    let press = UILongPressGestureRecognizer()
    press.minimumPressDuration = 1
    let (view, recorder) = install(press)
    AppDriver.longPress(view, seconds: 0.5)
    AppDriver.drag(view, by: CGPoint(x: 0, y: 40))
    AppDriver.advance(seconds: 2)
    #expect(recorder.states.isEmpty)
    #expect(TestApp.log(matching: "UILongPressGestureRecognizer").count == 2)
    AppDriver.longPress(view, seconds: 1.5)
    #expect(recorder.states == ["began", "ended"])
  }

  // UISwipeGestureRecognizer.Direction: right = 1, left = 2, up = 4, down = 8 (an option set).
  @Test("a swipe recognizes only in a permitted direction; direction is UIKit's option set")
  func swipeDirections() {
    TestApp.reset()
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = [.left, .up]
    let (view, recorder) = install(swipe)
    #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1)
    #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
    AppDriver.swipe(view, .right)
    AppDriver.swipe(view, .down)
    #expect(recorder.states.isEmpty)
    AppDriver.swipe(view, .left)
    AppDriver.swipe(view, .up)
    #expect(recorder.states == ["ended", "ended"])
    #expect(UISwipeGestureRecognizer().direction == .right)
  }

  @Test("a slow drag is not a swipe")
  func slowDragIsNoSwipe() {
    TestApp.reset()
    let swipe = UISwipeGestureRecognizer()
    let (view, recorder) = install(swipe)
    TouchScreen.shared.send([(0, .down(TouchScene.center(of: view)))])
    for step in 1...10 {
      AppDriver.advance(seconds: 0.1)
      TouchScreen.shared.send([(0, .move(CGPoint(x: 140 + CGFloat(step * 6), y: 300)))])
    }
    TouchScreen.shared.send([(0, .up)])
    #expect(recorder.states.isEmpty)
  }

  // UIPanGestureRecognizer: translation(in:) from the touch-down point; velocity in points per second.
  @Test("a pan begins after 10 points, changes as the finger moves and ends when it lifts; translation follows it")
  func pan() {
    TestApp.reset()
    let pan = UIPanGestureRecognizer()
    let (view, recorder) = install(pan)
    var translations: [CGPoint] = []
    recorder.onAction = { _ in translations.append(pan.translation(in: view)) }
    AppDriver.drag(view, by: CGPoint(x: 0, y: -100))
    #expect(recorder.states.first == "began")
    #expect(recorder.states.last == "ended")
    #expect(recorder.states.dropFirst().dropLast().allSatisfy { $0 == "changed" })
    #expect(translations.first == CGPoint(x: 0, y: -10))
    #expect(translations.last == CGPoint(x: 0, y: -100))
    #expect(pan.velocity(in: view) == .zero, "the finger rested before lifting")
  }

  @Test("setTranslation(.zero, in:) measures on from where the finger is: the moved-view idiom follows the finger")
  func setTranslation() {
    TestApp.reset()
    let pan = UIPanGestureRecognizer()
    let (view, recorder) = install(pan)
    let start = view.center
    recorder.onAction = { _ in
      let translation = pan.translation(in: view.superview)
      view.center = CGPoint(x: view.center.x + translation.x, y: view.center.y + translation.y)
      pan.setTranslation(.zero, in: view.superview)
    }
    AppDriver.drag(view, by: CGPoint(x: 60, y: 90))
    #expect(view.center == CGPoint(x: start.x + 60, y: start.y + 90))
  }

  @Test("velocity(in:) during a flick is the finger's speed in points per second")
  func panVelocity() {
    TestApp.reset()
    let pan = UIPanGestureRecognizer()
    let (view, recorder) = install(pan)
    var velocity = CGPoint.zero
    recorder.onAction = { _ in velocity = pan.velocity(in: view) }
    AppDriver.swipe(view, .right)
    #expect(abs(velocity.x - 1200) < 0.01, "120 points in 0.1 s")
    #expect(velocity.y == 0)
  }

  // UIPinchGestureRecognizer.scale: the distance between the fingers over their starting distance.
  @Test("a pinch spreading two fingers to twice their distance ends with scale 2; scale = 1 measures on")
  func pinch() {
    TestApp.reset()
    let pinch = UIPinchGestureRecognizer()
    let (view, recorder) = install(pinch)
    var scales: [CGFloat] = []
    recorder.onAction = { _ in scales.append(pinch.scale) }
    AppDriver.pinch(view, scale: 2)
    #expect(recorder.states.first == "began")
    #expect(recorder.states.last == "ended")
    #expect(abs((scales.last ?? 0) - 2) < 0.000_1)
    var product: CGFloat = 1
    recorder.onAction = { _ in
      product *= pinch.scale
      pinch.scale = 1
    }
    AppDriver.pinch(view, scale: 0.5)
    #expect(abs(product - 0.5) < 0.000_1)
  }

  // UIRotationGestureRecognizer.rotation: radians turned, clockwise positive.
  @Test("two fingers turning a quarter turn clockwise give a rotation of π/2")
  func rotation() {
    TestApp.reset()
    let rotation = UIRotationGestureRecognizer()
    let (view, recorder) = install(rotation)
    var angle: CGFloat = 0
    recorder.onAction = { _ in angle = rotation.rotation }
    let center = TouchScene.center(of: view)
    TouchScreen.shared.send([
      (0, .down(CGPoint(x: center.x - 50, y: center.y))), (1, .down(CGPoint(x: center.x + 50, y: center.y))),
    ])
    for step in 1...9 {
      AppDriver.advance(seconds: 1.0 / 60)
      let turned = CGFloat(step) * .pi / 18
      TouchScreen.shared.send([
        (0, .move(CGPoint(x: center.x - 50 * cos(turned), y: center.y - 50 * sin(turned)))),
        (1, .move(CGPoint(x: center.x + 50 * cos(turned), y: center.y + 50 * sin(turned)))),
      ])
    }
    TouchScreen.shared.send([(0, .up), (1, .up)])
    #expect(recorder.states.first == "began")
    #expect(recorder.states.last == "ended")
    #expect(abs(angle - .pi / 2) < 0.000_1)
  }

  // UIScreenEdgePanGestureRecognizer: "looks for panning gestures that start near an edge of the screen".
  @Test("a screen-edge pan begins only for a finger that comes down at one of its edges")
  func screenEdgePan() {
    TestApp.reset()
    let root = TouchScene.install(UIView(), at: CGRect(x: 0, y: 0, width: 375, height: 667))
    let recorder = GestureRecorder()
    let edge = UIScreenEdgePanGestureRecognizer(target: recorder, action: recorder.action)
    edge.edges = .left
    root.addGestureRecognizer(edge)
    AppDriver.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 300))
    #expect(recorder.states.isEmpty)
    AppDriver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 150, y: 300))
    #expect(recorder.states.first == "began")
    #expect(recorder.states.last == "ended")
  }

  @Test("a pinch recognizer fails when only one finger comes and goes")
  func pinchNeedsTwoFingers() {
    TestApp.reset()
    let pinch = UIPinchGestureRecognizer()
    let (view, recorder) = install(pinch)
    AppDriver.drag(view, by: CGPoint(x: 50, y: 0))
    #expect(recorder.states.isEmpty)
    #expect(TestApp.log.contains("UIPinchGestureRecognizer.failed UIView"))
  }
}
