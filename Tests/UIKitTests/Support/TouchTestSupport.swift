@testable import UIKit

/// A view that records the touch messages it gets (`began 1` — the phase and how many touches),
/// optionally passing them on with `super` (up the responder chain).
@MainActor
final class TouchRecordingView: UIView {
  var messages: [String] = []
  var locations: [CGPoint] = []
  var previousLocations: [CGPoint] = []
  var tapCounts: [Int] = []
  var events: [UIEvent?] = []
  /// `event.allTouches.count`, `event.touches(for: self).count` and `event.timestamp` at each message.
  var allTouchCounts: [Int] = []
  var ownTouchCounts: [Int] = []
  var timestamps: [Double] = []
  var callsSuper = false

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("began", touches, event)
    if callsSuper { super.touchesBegan(touches, with: event) }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("moved", touches, event)
    if callsSuper { super.touchesMoved(touches, with: event) }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("ended", touches, event)
    if callsSuper { super.touchesEnded(touches, with: event) }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("cancelled", touches, event)
    if callsSuper { super.touchesCancelled(touches, with: event) }
  }

  /// The messages without repeated moves: `["began", "moved", "ended"]`.
  var phases: [String] {
    messages.map { $0.components(separatedBy: " ")[0] }.reduce(into: []) { result, phase in
      if result.last != phase || phase != "moved" { result.append(phase) }
    }
  }

  private func note(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
    messages.append("\(phase) \(touches.count)")
    if let touch = touches.first {
      locations.append(touch.location(in: self))
      previousLocations.append(touch.previousLocation(in: self))
      tapCounts.append(touch.tapCount)
    }
    events.append(event)
    allTouchCounts.append(event?.allTouches?.count ?? 0)
    ownTouchCounts.append(event?.touches(for: self)?.count ?? 0)
    timestamps.append(event?.timestamp ?? -1)
  }
}

/// The target of gesture recognizers in tests: records each action as the recognizer's state.
@MainActor
final class GestureRecorder {
  var states: [String] = []
  var senders: [UIGestureRecognizer] = []
  var onAction: ((UIGestureRecognizer) -> Void)?

  func handle(_ recognizer: UIGestureRecognizer) {
    states.append("\(recognizer.state)")
    senders.append(recognizer)
    onAction?(recognizer)
  }

  var action: Selector { Selector(GestureRecorder.handle(_:), name: "handle:") }
}

/// A delegate whose answers tests set.
@MainActor
final class ScriptedGestureDelegate: UIGestureRecognizerDelegate {
  var shouldBegin = true
  var shouldReceive = true
  var simultaneous = false
  weak var mustFail: UIGestureRecognizer?
  var asked: [String] = []

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    asked.append("shouldBegin")
    return shouldBegin
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    asked.append("shouldReceive")
    return shouldReceive
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { otherGestureRecognizer === mustFail }
}

@MainActor
enum TouchScene {
  /// Launches a plain controller and adds `view` to its root view at `frame`.
  @discardableResult
  static func install<View: UIView>(_ view: View, at frame: CGRect = CGRect(x: 40, y: 200, width: 200, height: 200))
    -> View
  {
    let controller = UIViewController()
    TestApp.launch(controller)
    view.frame = frame
    controller.view.addSubview(view)
    AppDriver.settle()
    return view
  }

  /// The middle of a view in window coordinates.
  static func center(of view: UIView) -> CGPoint {
    CGPoint(x: view.frameInWindow.midX, y: view.frameInWindow.midY)
  }
}

/// Records which control actions arrived, by name.
@MainActor
final class ControlActionRecorder {
  var events: [String] = []
  func touchDown() { events.append("touchDown") }
  func touchCancel() { events.append("touchCancel") }
  func touchUpInside() { events.append("touchUpInside") }
  func valueChanged() { events.append("valueChanged") }
}
