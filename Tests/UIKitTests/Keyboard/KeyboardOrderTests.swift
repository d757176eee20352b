import Testing

@testable import UIKit

/// Rule 13's order between editing and the keyboard: a text field begins editing (its delegate's
/// `textFieldDidBeginEditing`, then `textDidBeginEditingNotification`) before the keyboard posts
/// will-change-frame and will-show; a text view is the other way round; moving from one field to
/// another while the keyboard is up keeps it up and posts its show notifications again.
@MainActor
@Suite("Rule 13 — editing and the keyboard's notifications, in UIKit's order", .serialized)
struct KeyboardOrderTests {
  /// Everything that happened, in order: delegate calls and notifications alike.
  final class Events: @unchecked Sendable {
    var names: [String] = []
    var frames: [(begin: CGRect, end: CGRect)] = []
  }

  final class FieldDelegate: UITextFieldDelegate {
    let events: Events
    let name: String
    init(_ events: Events, name: String) {
      self.events = events
      self.name = name
    }
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      events.names.append("\(name).shouldBegin")
      return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { events.names.append("\(name).didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      events.names.append("\(name).shouldEnd")
      return true
    }
    func textFieldDidEndEditing(_ textField: UITextField) { events.names.append("\(name).didEnd") }
  }

  final class ViewDelegate: UITextViewDelegate {
    let events: Events
    init(_ events: Events) { self.events = events }
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      events.names.append("notes.shouldBegin")
      return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { events.names.append("notes.didBegin") }
  }

  /// Observes the keyboard's notifications and the begin-editing notifications into `events`.
  private func observe(_ events: Events) -> [NSObjectProtocol] {
    let keyboard: [(Notification.Name, String)] = [
      (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
      (UIResponder.keyboardWillShowNotification, "willShow"),
      (UIResponder.keyboardDidShowNotification, "didShow"),
      (UIResponder.keyboardWillHideNotification, "willHide"),
      (UIResponder.keyboardDidHideNotification, "didHide"),
      (UITextField.textDidBeginEditingNotification, "fieldBeganNote"),
      (UITextView.textDidBeginEditingNotification, "viewBeganNote"),
    ]
    return keyboard.map { name, label in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        events.names.append(label)
        if label == "willShow", let begin = note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue,
          let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        {
          events.frames.append((begin.cgRectValue, end.cgRectValue))
        }
      }
    }
  }

  private func field(_ name: String, y: CGFloat, in controller: UIViewController, _ delegate: FieldDelegate)
    -> UITextField
  {
    let field = UITextField(frame: CGRect(x: 20, y: y, width: 335, height: 34))
    field.accessibilityIdentifier = name
    field.delegate = delegate
    controller.view.addSubview(field)
    return field
  }

  @Test("UITextField: didBegin and its notification come before keyboardWillChangeFrame/WillShow, then didShow")
  func textFieldBeginsBeforeTheKeyboard() {
    TestApp.reset()
    let events = Events()
    let controller = UIViewController()
    let delegate = FieldDelegate(events, name: "name")
    let name = field("name", y: 100, in: controller, delegate)
    TestApp.launch(controller)
    let observers = observe(events)
    defer { observers.forEach(NotificationCenter.default.removeObserver) }

    #expect(name.becomeFirstResponder())
    AppDriver.advance(seconds: 0.25)
    #expect(
      events.names == [
        "name.shouldBegin", "name.didBegin", "fieldBeganNote", "willChangeFrame", "willShow", "didShow",
      ])
  }

  @Test("UITextView: the keyboard's will notifications come before textViewDidBeginEditing")
  func textViewBeginsAfterTheKeyboard() {
    TestApp.reset()
    let events = Events()
    let controller = UIViewController()
    let notes = UITextView(frame: CGRect(x: 20, y: 100, width: 335, height: 120))
    let delegate = ViewDelegate(events)
    notes.delegate = delegate
    controller.view.addSubview(notes)
    TestApp.launch(controller)
    let observers = observe(events)
    defer { observers.forEach(NotificationCenter.default.removeObserver) }

    #expect(notes.becomeFirstResponder())
    AppDriver.advance(seconds: 0.25)
    #expect(
      events.names == [
        "notes.shouldBegin", "willChangeFrame", "willShow", "notes.didBegin", "viewBeganNote", "didShow",
      ])
  }

  @Test("moving between two fields keeps the keyboard up and posts willShow/didShow again, with no willHide")
  func movingBetweenFields() {
    TestApp.reset()
    let events = Events()
    let controller = UIViewController()
    let nameDelegate = FieldDelegate(events, name: "name")
    let emailDelegate = FieldDelegate(events, name: "email")
    let name = field("name", y: 100, in: controller, nameDelegate)
    let email = field("email", y: 150, in: controller, emailDelegate)
    TestApp.launch(controller)
    name.becomeFirstResponder()
    AppDriver.advance(seconds: 0.25)
    let observers = observe(events)
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    events.names = []

    let log = TestApp.logDuring {
      #expect(email.becomeFirstResponder())
      AppDriver.advance(seconds: 0.25)
    }
    #expect(
      events.names == [
        "email.shouldBegin", "name.shouldEnd", "name.didEnd", "email.didBegin", "fieldBeganNote", "willChangeFrame",
        "willShow", "didShow",
      ])
    #expect(Keyboard.shared.isShown)
    // The keyboard does not move: it is where it was, and stays there.
    let up = CGRect(x: 0, y: 407, width: 375, height: 260)
    #expect(events.frames.map(\.begin) == [up])
    #expect(events.frames.map(\.end) == [up])
    #expect(
      log.filter { $0.hasPrefix("Keyboard.") || $0.contains("FirstResponder") } == [
        "UITextField.resignFirstResponder #name", "UITextField.becomeFirstResponder #email", "Keyboard.willShow",
        "Keyboard.didShow",
      ])
  }

  @Test("a field that already has the keyboard asks nothing and posts nothing when told to become first again")
  func becomingFirstAgain() {
    TestApp.reset()
    let events = Events()
    let controller = UIViewController()
    let delegate = FieldDelegate(events, name: "name")
    let name = field("name", y: 100, in: controller, delegate)
    TestApp.launch(controller)
    name.becomeFirstResponder()
    let observers = observe(events)
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    events.names = []
    #expect(name.becomeFirstResponder())
    #expect(events.names.isEmpty)
  }
}
