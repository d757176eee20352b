import Foundation

/// Hands touches to the views they began in, after the gesture recognizers had them, as
/// UIWindow's `sendEvent(_:)` does:
/// - each view gets one `touchesBegan`/`Moved`/`Ended`/`Cancelled` per phase with its touches in
///   that event; from there a responder that calls `super` passes them up the responder chain;
/// - a touch stays with the view it began in, wherever it moves;
/// - a view whose `isMultipleTouchEnabled` is false gets only the first of simultaneous touches;
/// - while an undecided recognizer of the touch `delaysTouchesBegan`, the view gets nothing of it;
///   while one `delaysTouchesEnded`, it does not get its end; they go out once it fails;
/// - a recognizer that recognizes with `cancelsTouchesInView` takes its touches from their views:
///   `touchesCancelled` for what a view already has, nothing more after.
@MainActor
final class TouchDelivery {
  static var shared = TouchDelivery()

  /// What became of one touch on its way to its view.
  private final class Record {
    let touch: UITouch
    let event: UIEvent
    /// The view has had `touchesBegan` and has not had the end yet.
    var isOpen = false
    /// The beginning is held back; `heldEnd` is how it ended meanwhile, if it did.
    var heldBegan = false
    var heldEnd: UITouch.Phase?
    /// A recognizer took it, or the view takes only one touch: the view gets nothing more.
    var isWithdrawn = false

    init(touch: UITouch, event: UIEvent) {
      self.touch = touch
      self.event = event
    }

    var isDone: Bool { !isOpen && !heldBegan && heldEnd == nil }
  }

  private var records: [Record] = []
  private var flushing = false

  /// Delivers the changed touches of `event` to their views.
  func deliver(_ event: UIEvent, changed: [UITouch]) {
    var messages: [(phase: UITouch.Phase, record: Record)] = []
    for touch in changed {
      let record: Record
      if touch.phase == .began {
        record = Record(touch: touch, event: event)
        record.isWithdrawn = takesOnlyOneTouch(touch.view)
        records.append(record)
      } else {
        guard let found = records.first(where: { $0.touch === touch }) else { continue }
        record = found
      }
      guard !record.isWithdrawn else { continue }
      switch touch.phase {
      case .began:
        if GestureEnvironment.shared.holdsBack(touch, phase: .began) {
          record.heldBegan = true
        } else {
          messages.append((.began, record))
        }
      case .moved where !record.heldBegan:
        messages.append((.moved, record))
      case .ended, .cancelled:
        if record.heldBegan || (touch.phase == .ended && GestureEnvironment.shared.holdsBack(touch, phase: .ended)) {
          record.heldEnd = touch.phase
        } else {
          messages.append((touch.phase, record))
        }
      default:
        break
      }
    }
    send(messages)
    records.removeAll { $0.isDone && $0.touch.phase != .began && $0.touch.phase != .moved }
  }

  /// A recognizer recognized: its touches leave their views (`cancelsTouchesInView`).
  func cancel(_ touches: [UITouch]) {
    var messages: [(phase: UITouch.Phase, record: Record)] = []
    for record in records where !record.isWithdrawn && touches.contains(where: { $0 === record.touch }) {
      record.isWithdrawn = true
      record.heldBegan = false
      record.heldEnd = nil
      if record.isOpen { messages.append((.cancelled, record)) }
    }
    send(messages)
  }

  /// Sends what was held back and is no longer held.
  func flush() {
    guard !flushing else { return }
    flushing = true
    defer { flushing = false }
    var messages: [(phase: UITouch.Phase, record: Record)] = []
    for record in records where !record.isWithdrawn {
      if record.heldBegan, !GestureEnvironment.shared.holdsBack(record.touch, phase: .began) {
        record.heldBegan = false
        messages.append((.began, record))
      }
      if !record.heldBegan, let end = record.heldEnd,
        end == .cancelled || !GestureEnvironment.shared.holdsBack(record.touch, phase: .ended)
      {
        record.heldEnd = nil
        messages.append((end, record))
      }
    }
    send(messages)
    records.removeAll { $0.isDone && ($0.touch.phase == .ended || $0.touch.phase == .cancelled) }
  }

  /// Whether `view` already has a finger down that it was given, and takes only one at a time.
  private func takesOnlyOneTouch(_ view: UIView?) -> Bool {
    guard let view, !view.isMultipleTouchEnabled else { return false }
    return records.contains { record in
      record.touch.view === view && !record.isWithdrawn && record.touch.phase != .ended
        && record.touch.phase != .cancelled
    }
  }

  /// One message per view and phase, in the order the touches came; the touch shows the phase
  /// of the message while it is delivered.
  private func send(_ messages: [(phase: UITouch.Phase, record: Record)]) {
    var index = 0
    while index < messages.count {
      let (phase, first) = messages[index]
      let view = first.touch.view
      var group = [first]
      var next = index + 1
      while next < messages.count, messages[next].phase == phase, messages[next].record.touch.view === view {
        group.append(messages[next].record)
        next += 1
      }
      index = next
      for record in group { record.isOpen = phase == .began || phase == .moved }
      guard let view else { continue }
      let touches = Set(group.map(\.touch))
      deliver(phase, touches, to: view, event: first.event)
    }
  }

  private func deliver(_ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView, event: UIEvent) {
    let body = {
      switch phase {
      case .began: view.touchesBegan(touches, with: event)
      case .moved: view.touchesMoved(touches, with: event)
      case .ended: view.touchesEnded(touches, with: event)
      default: view.touchesCancelled(touches, with: event)
      }
    }
    var wrapped = body
    for touch in touches {
      let inner = wrapped
      wrapped = { touch.showing(phase, inner) }
    }
    wrapped()
  }
}
