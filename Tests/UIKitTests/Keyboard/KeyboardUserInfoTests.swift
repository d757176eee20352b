import Testing

@testable import UIKit

/// Rule 14: every keyboard notification carries `keyboardFrameBeginUserInfoKey` and
/// `keyboardFrameEndUserInfoKey` (CGRects in screen coordinates), the animation duration and
/// curve, and `keyboardIsLocalUserInfoKey`. Showing posts willChangeFrame and willShow at once,
/// then didShow and didChangeFrame when the slide ends; hiding mirrors it.
@MainActor
@Suite("Rule 14 — the keyboard notifications' userInfo", .serialized)
struct KeyboardUserInfoTests {
  final class Notes: @unchecked Sendable {
    var received: [(name: String, info: [AnyHashable: Any])] = []
  }

  @Test("show and hide: six notifications, each with begin/end frames, duration 0.25, curve 7 and isLocal")
  func userInfo() {
    TestApp.reset()
    let controller = UIViewController()
    let input = TypingView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    controller.view.addSubview(input)
    TestApp.launch(controller)
    let notes = Notes()
    let names = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
      UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
    ]
    let observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        notes.received.append((note.name.rawValue, note.userInfo ?? [:]))
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }

    _ = input.becomeFirstResponder()
    AppDriver.advance(seconds: 0.25)
    input.resignFirstResponder()
    AppDriver.advance(seconds: 0.25)

    #expect(
      notes.received.map(\.name) == [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
        "UIKeyboardDidChangeFrameNotification", "UIKeyboardWillChangeFrameNotification",
        "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification", "UIKeyboardDidChangeFrameNotification",
      ])
    let up = CGRect(x: 0, y: 407, width: 375, height: 260)
    let down = CGRect(x: 0, y: 667, width: 375, height: 260)
    for (index, note) in notes.received.enumerated() {
      let showing = index < 4
      #expect((note.info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue == (showing ? down : up))
      #expect((note.info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == (showing ? up : down))
      #expect(note.info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
      #expect(note.info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
      #expect(note.info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
    }
  }
}
