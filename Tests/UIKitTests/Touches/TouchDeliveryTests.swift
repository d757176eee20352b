import Testing

@testable import UIKit

/// Touches as UIKit delivers them (UITouch, UIEvent, UIResponder and "Handling touches in your
/// view"): hit-tested once when a finger comes down, kept by that view, passed up the responder
/// chain by `super`, one event object per multi-touch sequence, timestamps on the virtual clock.
@MainActor
@Suite("Touch delivery — UITouch, UIEvent and the responder chain", .serialized)
struct TouchDeliveryTests {
  @Test("a tap gives the hit view touchesBegan then touchesEnded, one touch each, in the view's coordinates")
  func tapDelivery() {
    TestApp.reset()
    let view = TouchScene.install(TouchRecordingView())
    AppDriver.tap(at: CGPoint(x: 50, y: 230))
    #expect(view.messages == ["began 1", "ended 1"])
    #expect(view.locations == [CGPoint(x: 10, y: 30), CGPoint(x: 10, y: 30)])
  }

  // UITouch.view: "the view in which the touch initially occurred" — it keeps the touch.
  @Test("a finger dragged out of the view it began in stays with that view")
  func touchStaysWithItsView() {
    TestApp.reset()
    let first = TouchScene.install(TouchRecordingView(), at: CGRect(x: 0, y: 100, width: 100, height: 100))
    let second = TouchRecordingView(frame: CGRect(x: 200, y: 100, width: 100, height: 100))
    first.superview?.addSubview(second)
    AppDriver.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 150))
    #expect(first.phases == ["began", "moved", "ended"])
    #expect(second.messages.isEmpty)
    #expect(first.locations.last == CGPoint(x: 250, y: 50), "outside its bounds, in its coordinates")
  }

  @Test("previousLocation(in:) is where the touch was before its last move; timestamps follow the virtual clock")
  func previousLocationAndTimestamp() {
    TestApp.reset()
    let view = TouchScene.install(TouchRecordingView(), at: CGRect(x: 0, y: 100, width: 300, height: 300))
    AppDriver.drag(from: CGPoint(x: 10, y: 110), to: CGPoint(x: 40, y: 110))
    let timestamps = view.timestamps
    #expect(view.locations[1] == CGPoint(x: 20, y: 10))
    #expect(view.previousLocations[1] == CGPoint(x: 10, y: 10))
    #expect(timestamps.first == 0)
    #expect(abs((timestamps.last ?? 0) - (3.0 / 60 + 0.1)) < 0.000_01, "three frames of 1/60 s, then a 0.1 s rest")
  }

  // UIResponder: the default touches methods forward the message up the responder chain.
  @Test("touches a view passes to super go up the responder chain; a view that does not call super keeps them")
  func responderChain() {
    TestApp.reset()
    let outer = TouchScene.install(TouchRecordingView())
    let inner = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    outer.addSubview(inner)
    AppDriver.tap(at: CGPoint(x: 60, y: 220))
    #expect(inner.messages == ["began 1", "ended 1"])
    #expect(outer.messages.isEmpty)
    inner.callsSuper = true
    AppDriver.tap(at: CGPoint(x: 60, y: 220))
    #expect(outer.messages == ["began 1", "ended 1"])
  }

  // UITouch.tapCount: quick successive taps at one place count up.
  @Test("tapCount is 2 for the second of two quick taps and 1 again after a pause")
  func tapCount() {
    TestApp.reset()
    let view = TouchScene.install(TouchRecordingView())
    AppDriver.doubleTap(view)
    #expect(view.tapCounts == [1, 1, 2, 2])
    AppDriver.advance(seconds: 1)
    AppDriver.tap(view)
    #expect(view.tapCounts.suffix(2) == [1, 1])
  }

  // UIEvent: one event object for a multi-touch sequence; isMultipleTouchEnabled.
  @Test("two fingers: one event holds both; a view without isMultipleTouchEnabled gets only the first")
  func multipleTouches() {
    TestApp.reset()
    let view = TouchScene.install(TouchRecordingView())
    AppDriver.pinch(view, scale: 2)
    #expect(view.messages.first == "began 1")
    let first = view.events.first ?? nil
    #expect(view.events.allSatisfy { $0 === first }, "one event object for the whole sequence")
    #expect(view.allTouchCounts.first == 2, "the event holds both fingers")
    view.messages = []
    view.isMultipleTouchEnabled = true
    AppDriver.pinch(view, scale: 2)
    #expect(view.messages.first == "began 2")
    #expect(view.messages.last == "ended 2")
  }

  @Test("UIEvent.touches(for:) answers the touches that began in a view")
  func touchesForView() {
    TestApp.reset()
    let view = TouchScene.install(TouchRecordingView())
    AppDriver.tap(view)
    #expect(view.ownTouchCounts == [1, 1])
    let event = view.events.first ?? nil
    #expect(event?.touches(for: UIView())?.isEmpty == true)
    #expect(event?.type == .touches)
  }

  @Test("a touch on the keyboard's area reaches none of the app's views")
  func keyboardTakesTouches() {
    TestApp.reset()
    let field = UITextField()
    let view = TouchScene.install(TouchRecordingView(), at: CGRect(x: 0, y: 400, width: 375, height: 267))
    view.superview?.addSubview(field)
    field.becomeFirstResponder()
    AppDriver.settle()
    #expect(AppDriver.tap(at: CGPoint(x: 100, y: 600)) == nil)
    #expect(view.messages.isEmpty)
  }
}
