import DriverProtocol
import Testing

@testable import UIKit

/// A minimal text input, as a learner's custom view adopting UIKeyInput would be.
@MainActor
final class TypingView: UIView, UIKeyInput {
  var text = ""
  override var canBecomeFirstResponder: Bool { true }
  var hasText: Bool { !text.isEmpty }
  func insertText(_ text: String) { self.text += text }
  func deleteBackward() { _ = text.popLast() }
}

/// The keyboard is shown while a text input is first responder and hidden when none is; its
/// notifications carry the frame, duration, curve and is-local keys; it covers what is under it.
@MainActor
@Suite("The keyboard follows the first responder", .serialized)
struct KeyboardTests {
  final class NoteCollector: @unchecked Sendable {
    var names: [String] = []
    var endFrames: [CGRect] = []
    var durations: [Double] = []
  }

  private func observeKeyboard(_ collector: NoteCollector) -> [NSObjectProtocol] {
    let names = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    ]
    return names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        collector.names.append(note.name.rawValue)
        if let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
          collector.endFrames.append(value.cgRectValue)
        }
        if let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double {
          collector.durations.append(duration)
        }
      }
    }
  }

  @Test("becoming first responder shows the keyboard; resigning hides it, with notifications")
  func showAndHide() {
    TestApp.reset()
    let controller = UIViewController()
    let input = TypingView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    input.accessibilityIdentifier = "note"
    controller.view.addSubview(input)
    TestApp.launch(controller)
    let collector = NoteCollector()
    let observers = observeKeyboard(collector)
    defer { observers.forEach(NotificationCenter.default.removeObserver) }

    #expect(input.becomeFirstResponder())
    #expect(Keyboard.shared.isShown)
    #expect(collector.names == ["UIKeyboardWillShowNotification"])
    AppDriver.advance(seconds: 0.25)
    #expect(collector.names.last == "UIKeyboardDidShowNotification")
    #expect(collector.endFrames.first == CGRect(x: 0, y: 407, width: 375, height: 260))
    #expect(collector.durations.first == 0.25)
    #expect(
      AppDriver.snapshot().keyboard == KeyboardState(isShown: true, frame: Rect(x: 0, y: 407, width: 375, height: 260)))

    controller.view.endEditing(true)
    AppDriver.advance(seconds: 0.25)
    #expect(!Keyboard.shared.isShown)
    #expect(collector.names.suffix(2) == ["UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"])
    #expect(
      TestApp.log.filter { $0.hasPrefix("Keyboard.") || $0.contains("FirstResponder") } == [
        "TypingView.becomeFirstResponder #note", "Keyboard.willShow", "Keyboard.didShow",
        "TypingView.resignFirstResponder #note", "Keyboard.willHide", "Keyboard.didHide",
      ])
  }

  @Test("a responder that is not a text input does not bring the keyboard up")
  func nonTextResponder() {
    TestApp.reset()
    final class Focusable: UIView {
      override var canBecomeFirstResponder: Bool { true }
    }
    let controller = UIViewController()
    let view = Focusable(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    controller.view.addSubview(view)
    TestApp.launch(controller)
    #expect(view.becomeFirstResponder())
    #expect(!Keyboard.shared.isShown)
  }

  @Test("a button behind the keyboard is not visible and cannot be tapped")
  func keyboardCovers() {
    TestApp.reset()
    let controller = UIViewController()
    let input = TypingView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    var taps = 0
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 600, width: 200, height: 44)
    button.setTitle("Save", for: .normal)
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    controller.view.addSubview(input)
    controller.view.addSubview(button)
    TestApp.launch(controller)
    input.becomeFirstResponder()
    AppDriver.tap(button)
    #expect(taps == 0)
    #expect(AppDriver.snapshot().window?.first { $0.title == "Save" }?.isVisible == false)
    input.resignFirstResponder()
    AppDriver.tap(button)
    #expect(taps == 1)
  }
}
