import Testing

@testable import UIKit

/// How recognizers share touches with their views and with each other, as Apple documents it:
/// `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded` (UIGestureRecognizer),
/// failure requirements ("Preferring one gesture over another"), the delegate's vetoes and
/// simultaneous recognition ("Allowing the simultaneous recognition of multiple gestures"), and
/// controls keeping their taps ("Attaching gesture recognizers to UIKit controls").
@MainActor
@Suite("Gesture recognizers with views, controls and each other", .serialized)
struct GestureArbitrationTests {
  private func recognizer<Recognizer: UIGestureRecognizer>(
    _ make: Recognizer, on view: UIView, _ recorder: GestureRecorder
  ) -> Recognizer {
    make.addTarget(recorder, action: recorder.action)
    view.addGestureRecognizer(make)
    return make
  }

  // cancelsTouchesInView: "previously delivered touches are canceled through touchesCancelled".
  @Test("a tap that recognizes cancels the view's touch: began, then cancelled instead of ended")
  func cancelsTouchesInView() {
    TestApp.reset()
    let view = TouchScene.install(TouchRecordingView())
    let recorder = GestureRecorder()
    let tap = recognizer(UITapGestureRecognizer(), on: view, recorder)
    AppDriver.tap(view)
    #expect(view.messages == ["began 1", "cancelled 1"])
    tap.cancelsTouchesInView = false
    view.messages = []
    AppDriver.tap(view)
    #expect(view.messages == ["began 1", "ended 1"])
    #expect(recorder.states == ["ended", "ended"])
  }

  @Test("a pan that begins cancels the view's touch: began, moved, cancelled, and no more after")
  func panCancelsTouches() {
    TestApp.reset()
    let view = TouchScene.install(TouchRecordingView())
    let recorder = GestureRecorder()
    _ = recognizer(UIPanGestureRecognizer(), on: view, recorder)
    AppDriver.drag(view, by: CGPoint(x: 0, y: 50))
    #expect(view.messages == ["began 1", "cancelled 1"])
    #expect(recorder.states.first == "began")
  }

  // delaysTouchesBegan: the view gets nothing while the recognizer may still recognize.
  @Test("delaysTouchesBegan: the view hears nothing of a recognized tap, and everything once a recognizer fails")
  func delaysTouchesBegan() {
    TestApp.reset()
    let view = TouchScene.install(TouchRecordingView())
    let recorder = GestureRecorder()
    let tap = recognizer(UITapGestureRecognizer(), on: view, recorder)
    tap.delaysTouchesBegan = true
    AppDriver.tap(view)
    #expect(view.messages.isEmpty)
    tap.numberOfTouchesRequired = 2
    AppDriver.tap(view)
    #expect(view.messages == ["began 1", "ended 1"])
  }

  // delaysTouchesEnded (the default): the end waits until the recognizer decides.
  @Test("delaysTouchesEnded: a double-tap recognizer holds the view's touchesEnded until it fails")
  func delaysTouchesEnded() {
    TestApp.reset()
    let view = TouchScene.install(TouchRecordingView())
    let recorder = GestureRecorder()
    let doubleTap = recognizer(UITapGestureRecognizer(), on: view, recorder)
    doubleTap.numberOfTapsRequired = 2
    AppDriver.tap(view)
    #expect(view.messages == ["began 1"])
    AppDriver.advance(seconds: 0.35)
    #expect(view.messages == ["began 1", "ended 1"])
    doubleTap.delaysTouchesEnded = false
    view.messages = []
    AppDriver.tap(view)
    #expect(view.messages == ["began 1", "ended 1"])
  }

  // "Preferring one gesture over another": require(toFail:) makes a single tap wait for a double tap.
  @Test("require(toFail:): a single tap waits for the double tap to fail on the clock; a double tap is only a double")
  func singleWaitsForDouble() {
    TestApp.reset()
    let view = TouchScene.install(UIView())
    let single = GestureRecorder()
    let double = GestureRecorder()
    let singleTap = recognizer(UITapGestureRecognizer(), on: view, single)
    let doubleTap = recognizer(UITapGestureRecognizer(), on: view, double)
    doubleTap.numberOfTapsRequired = 2
    singleTap.require(toFail: doubleTap)
    AppDriver.tap(view)
    #expect(single.states.isEmpty, "waiting for the double tap to fail")
    AppDriver.advance(seconds: 0.3)
    #expect(single.states.isEmpty)
    AppDriver.advance(seconds: 0.1)
    #expect(single.states == ["ended"])
    AppDriver.doubleTap(view)
    AppDriver.advance(seconds: 1)
    #expect(double.states == ["ended"])
    #expect(single.states == ["ended"], "the second gesture was a double tap only")
    #expect(singleTap.state == .possible && doubleTap.state == .possible)
  }

  @Test("without a failure requirement a double tap fires the single tap (first tap) and the double tap (second)")
  func withoutRequirement() {
    TestApp.reset()
    let view = TouchScene.install(UIView())
    let single = GestureRecorder()
    let double = GestureRecorder()
    _ = recognizer(UITapGestureRecognizer(), on: view, single)
    recognizer(UITapGestureRecognizer(), on: view, double).numberOfTapsRequired = 2
    AppDriver.doubleTap(view)
    #expect(single.states == ["ended"])
    #expect(double.states == ["ended"])
  }

  @Test("the delegate's shouldRequireFailureOf makes the same requirement")
  func delegateFailureRequirement() {
    TestApp.reset()
    let view = TouchScene.install(UIView())
    let single = GestureRecorder()
    let double = GestureRecorder()
    let delegate = ScriptedGestureDelegate()
    let singleTap = recognizer(UITapGestureRecognizer(), on: view, single)
    let doubleTap = recognizer(UITapGestureRecognizer(), on: view, double)
    doubleTap.numberOfTapsRequired = 2
    delegate.mustFail = doubleTap
    singleTap.delegate = delegate
    AppDriver.doubleTap(view)
    #expect(single.states.isEmpty)
    #expect(double.states == ["ended"])
  }

  // gestureRecognizerShouldBegin: false makes the recognizer fail; the view then gets its touches.
  @Test("gestureRecognizerShouldBegin false: the recognizer fails and the view gets its touchesEnded")
  func delegateVetoesBegin() {
    TestApp.reset()
    let view = TouchScene.install(TouchRecordingView())
    let recorder = GestureRecorder()
    let delegate = ScriptedGestureDelegate()
    delegate.shouldBegin = false
    recognizer(UITapGestureRecognizer(), on: view, recorder).delegate = delegate
    AppDriver.tap(view)
    #expect(recorder.states.isEmpty)
    #expect(delegate.asked == ["shouldReceive", "shouldBegin"])
    #expect(view.messages == ["began 1", "ended 1"])
  }

  @Test("gestureRecognizer(_:shouldReceive:) false: the recognizer never sees the touch")
  func delegateVetoesTouch() {
    TestApp.reset()
    let view = TouchScene.install(UIView())
    let recorder = GestureRecorder()
    let delegate = ScriptedGestureDelegate()
    delegate.shouldReceive = false
    recognizer(UITapGestureRecognizer(), on: view, recorder).delegate = delegate
    AppDriver.tap(view)
    #expect(recorder.states.isEmpty)
    #expect(!TestApp.log.contains { $0.contains("UITapGestureRecognizer") })
  }

  // Two recognizers on the same touches: the first to begin makes the other fail, unless simultaneous.
  @Test("a pan and a pinch on one view exclude each other unless the delegate allows them together")
  func simultaneousRecognition() {
    TestApp.reset()
    let view = TouchScene.install(UIView())
    let pans = GestureRecorder()
    let pinches = GestureRecorder()
    let pan = recognizer(UIPanGestureRecognizer(), on: view, pans)
    _ = recognizer(UIPinchGestureRecognizer(), on: view, pinches)
    AppDriver.pinch(view, scale: 3)
    #expect(pans.states.isEmpty != pinches.states.isEmpty, "one of the two wins")
    let delegate = ScriptedGestureDelegate()
    delegate.simultaneous = true
    pan.delegate = delegate
    pans.states = []
    pinches.states = []
    AppDriver.pinch(view, scale: 3)
    AppDriver.drag(view, by: CGPoint(x: 40, y: 0))
    #expect(pinches.states.first == "began")
    #expect(pans.states.first == "began")
  }

  @Test("disabling a recognizer in the middle of its gesture cancels it")
  func disablingCancels() {
    TestApp.reset()
    let view = TouchScene.install(UIView())
    let recorder = GestureRecorder()
    let pan = recognizer(UIPanGestureRecognizer(), on: view, recorder)
    recorder.onAction = { recognizer in if recognizer.state == .changed { pan.isEnabled = false } }
    AppDriver.drag(view, by: CGPoint(x: 0, y: 60))
    #expect(recorder.states == ["began", "changed", "cancelled"])
  }

  // "Attaching gesture recognizers to UIKit controls": a button keeps its single tap.
  @Test("a button inside a view with a tap recognizer gets its tap; a tap recognizer on the button itself wins")
  func controlsKeepTheirTaps() {
    TestApp.reset()
    let container = TouchScene.install(UIView())
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
    container.addSubview(button)
    let taps = GestureRecorder()
    let presses = ControlActionRecorder()
    button.addTarget(presses, action: Selector(ControlActionRecorder.touchUpInside), for: .touchUpInside)
    _ = recognizer(UITapGestureRecognizer(), on: container, taps)
    AppDriver.tap(button)
    #expect(presses.events == ["touchUpInside"])
    #expect(taps.states.isEmpty)
    AppDriver.tap(at: CGPoint(x: 140, y: 380))
    #expect(taps.states == ["ended"], "elsewhere in the container the recognizer still fires")
    _ = recognizer(UITapGestureRecognizer(), on: button, taps)
    AppDriver.tap(button)
    #expect(taps.states == ["ended", "ended"])
    #expect(presses.events == ["touchUpInside"], "the button's touch was cancelled")
  }

  // The classic: a tap recognizer to end editing on the controller's view stops rows being selected.
  @Test("a tap recognizer around a table keeps rows from being selected unless cancelsTouchesInView is false")
  func tapRecognizerAroundTable() {
    TestApp.reset()
    let controller = UIViewController()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let source = CountingDataSource(count: 5)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.delegate = source
    controller.view.addSubview(table)
    TestApp.launch(controller)
    let recorder = GestureRecorder()
    let tap = recognizer(UITapGestureRecognizer(), on: controller.view, recorder)
    guard let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) else {
      Issue.record("no cell for row 1")
      return
    }
    AppDriver.tap(cell)
    #expect(table.indexPathForSelectedRow == nil)
    tap.cancelsTouchesInView = false
    AppDriver.tap(cell)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(recorder.states == ["ended", "ended"])
  }
}
