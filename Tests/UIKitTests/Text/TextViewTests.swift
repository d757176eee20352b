import Testing

@testable import UIKit

/// UITextView's editing (rule 13's order, as for text fields, with return typing a newline), and
/// a tap on the screen's background reaching the controller's `touchesBegan`, where
/// `view.endEditing(true)` puts the keyboard away.
@MainActor
@Suite("UITextView and tapping outside", .serialized)
struct TextViewTests {
  final class Recorder: UITextViewDelegate {
    var calls: [String] = []
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      calls.append("shouldBegin")
      return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
      calls.append("change \(range.location) \(text == "\n" ? "newline" : text)")
      return true
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
  }

  /// A controller that ends editing when its background is touched, as lessons teach.
  final class Form: UIViewController {
    let notes = UITextView(frame: CGRect(x: 20, y: 100, width: 335, height: 120))
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(notes)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      view.endEditing(true)
    }
  }

  @Test("typing into a text view: return is a newline, each change asks first and ends with didChange")
  func typing() {
    TestApp.reset()
    let form = Form()
    let recorder = Recorder()
    form.notes.delegate = recorder
    TestApp.launch(form)
    AppDriver.tap(form.notes)
    #expect(form.notes.isFirstResponder)
    #expect(AppDriver.type("Hi"))
    #expect(AppDriver.pressReturn())
    #expect(form.notes.text == "Hi\n")
    #expect(form.notes.isFirstResponder, "return does not end editing in a text view")
    #expect(
      recorder.calls == [
        "shouldBegin", "didBegin", "change 0 H", "didChange", "change 1 i", "didChange", "change 2 newline",
        "didChange",
      ])
  }

  @Test("a tap on the background reaches the controller's touchesBegan; endEditing(true) hides the keyboard")
  func tapOutside() {
    TestApp.reset()
    let form = Form()
    let recorder = Recorder()
    form.notes.delegate = recorder
    TestApp.launch(form)
    form.notes.becomeFirstResponder()
    #expect(Keyboard.shared.isShown)
    AppDriver.tap(at: CGPoint(x: 2, y: 300))
    #expect(!form.notes.isFirstResponder)
    #expect(!Keyboard.shared.isShown)
    #expect(recorder.calls.last == "didEnd")
  }
}

/// UIAlertController's text fields: added to alerts only, the first one ready for typing when the
/// alert appears, read by an action's handler.
@MainActor
@Suite("UIAlertController text fields", .serialized)
struct AlertTextFieldTests {
  final class Box: @unchecked Sendable {
    var name: String?
  }

  @Test("the first field is focused when the alert appears; the handler reads what was typed")
  func typedName() {
    TestApp.reset()
    let root = UIViewController()
    TestApp.launch(root)
    let box = Box()
    let alert = UIAlertController(title: "Your name", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { [unowned alert] _ in
        box.name = alert.textFields?.first?.text
      })
    root.present(alert, animated: true)
    AppDriver.advance(seconds: 1)
    #expect(alert.textFields?.first?.isFirstResponder == true)
    #expect(Keyboard.shared.isShown)
    #expect(AppDriver.type("Ada"))
    let snapshot = AppDriver.snapshot()
    #expect(snapshot.window?.allNodes.contains { $0.kind == .field && $0.text == "Ada" && $0.isVisible } == true)
    if let ok = snapshot.window?.allNodes.first(where: { $0.kind == .alertAction && $0.title == "OK" }) {
      #expect(AppDriver.tap(elementID: ok.id))
    }
    AppDriver.advance(seconds: 1)
    #expect(box.name == "Ada")
  }

  @Test("a text field on an action sheet is UIKit's exception")
  func sheetRefusesFields() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TestApp.reset()
        UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).addTextField()
      }
    }
  }
}

/// Foundation's target–selector observers: the observer's method is called with the
/// notification; the observer is not retained.
@MainActor
@Suite("NotificationCenter target–selector observers", .serialized)
struct SelectorObserverTests {
  @MainActor
  final class Listener {
    var heights: [CGFloat] = []
    func keyboardWillShow(_ notification: Notification) {
      let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      heights.append(frame?.height ?? -1)
    }
  }

  @Test("a #selector observer gets keyboardWillShow with the keyboard's end frame")
  func keyboardObserver() {
    TestApp.reset()
    let listener = Listener()
    NotificationCenter.default.addObserver(
      listener, selector: Selector(Listener.keyboardWillShow(_:), name: "keyboardWillShow:"),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    let root = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    root.view.addSubview(field)
    TestApp.launch(root)
    field.becomeFirstResponder()
    #expect(listener.heights == [260])
  }
}
