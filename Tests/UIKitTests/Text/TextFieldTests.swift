import Testing

@testable import UIKit

/// Rule 13: a text field's editing, in UIKit's order, with the ranges `shouldChangeCharactersIn`
/// is asked about, the return key, the clear button and the editing events.
@MainActor
@Suite("Rule 13 — UITextField editing", .serialized)
struct TextFieldTests {
  /// A delegate that records every call, and may refuse.
  final class Recorder: UITextFieldDelegate {
    var calls: [String] = []
    var allowBegin = true
    var allowEnd = true
    var allowChange: (NSRange, String) -> Bool = { _, _ in true }
    var returnResigns = false

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      calls.append("shouldBegin")
      return allowBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      calls.append("shouldEnd")
      return allowEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
      -> Bool
    {
      calls.append("change \(range.location),\(range.length) \"\(string)\"")
      return allowChange(range, string)
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
      calls.append("shouldClear")
      return true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      calls.append("shouldReturn")
      if returnResigns { textField.resignFirstResponder() }
      return true
    }
  }

  private func field(_ delegate: Recorder) -> UITextField {
    let controller = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 34))
    field.delegate = delegate
    controller.view.addSubview(field)
    TestApp.launch(controller)
    return field
  }

  @Test(
    "begin: shouldBegin → first responder → didBegin → keyboardWillShow; end: shouldEnd → resign → willHide → didEnd")
  func beginAndEnd() {
    TestApp.reset()
    let recorder = Recorder()
    let field = field(recorder)
    field.addAction(UIAction { _ in recorder.calls.append("editingDidBegin") }, for: .editingDidBegin)
    field.addAction(UIAction { _ in recorder.calls.append("editingDidEnd") }, for: .editingDidEnd)
    let log = TestApp.logDuring {
      #expect(field.becomeFirstResponder())
      #expect(field.isEditing)
      #expect(field.resignFirstResponder())
    }
    #expect(recorder.calls == ["shouldBegin", "didBegin", "editingDidBegin", "shouldEnd", "didEnd", "editingDidEnd"])
    #expect(
      log.filter { $0.hasPrefix("Keyboard.will") || $0.contains("FirstResponder") } == [
        "UITextField.becomeFirstResponder", "Keyboard.willShow", "UITextField.resignFirstResponder",
        "Keyboard.willHide",
      ])
  }

  @Test("shouldBegin false refuses focus; shouldEnd false keeps it")
  func refusals() {
    TestApp.reset()
    let recorder = Recorder()
    let field = field(recorder)
    recorder.allowBegin = false
    #expect(!field.becomeFirstResponder())
    #expect(!field.isFirstResponder)
    recorder.allowBegin = true
    field.becomeFirstResponder()
    recorder.allowEnd = false
    #expect(!field.resignFirstResponder())
    #expect(field.isFirstResponder)
  }

  @Test("typing asks shouldChangeCharactersIn with the range each key replaces; false blocks it")
  func ranges() {
    TestApp.reset()
    let recorder = Recorder()
    let field = field(recorder)
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    field.becomeFirstResponder()
    field.insertText("a")
    field.insertText("😀")
    field.insertText("b")
    field.deleteBackward()
    field.deleteBackward()
    #expect(field.text == "a")
    #expect(
      recorder.calls.suffix(5) == [
        "change 0,0 \"a\"", "change 1,0 \"😀\"", "change 3,0 \"b\"", "change 3,1 \"\"", "change 1,2 \"\"",
      ])
    #expect(changes == 5)
    recorder.allowChange = { _, string in string.allSatisfy(\.isNumber) }
    field.insertText("x")
    field.insertText("7")
    #expect(field.text == "a7")
  }

  @Test("return asks textFieldShouldReturn, which does not resign by itself; .editingDidEndOnExit ends editing")
  func returnKey() {
    TestApp.reset()
    let recorder = Recorder()
    let field = field(recorder)
    field.becomeFirstResponder()
    field.insertText("\n")
    #expect(recorder.calls.last == "shouldReturn")
    #expect(field.isFirstResponder)
    field.addAction(UIAction { _ in recorder.calls.append("exit") }, for: .editingDidEndOnExit)
    field.insertText("\n")
    #expect(recorder.calls.suffix(4) == ["shouldReturn", "exit", "shouldEnd", "didEnd"])
    #expect(!field.isFirstResponder)
  }

  @Test("the clear button asks textFieldShouldClear; code that sets text sends no event; secure entry hides it")
  func clearAndSecure() {
    TestApp.reset()
    let recorder = Recorder()
    let field = field(recorder)
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    field.text = "secret"
    #expect(changes == 0)
    field.isSecureTextEntry = true
    let node = AppDriver.snapshot().window?.allNodes.first { $0.kind == .field }
    #expect(node?.text == "••••••")
    #expect(AppDriver.clear(field))
    #expect(recorder.calls.last == "shouldClear")
    #expect(field.text == "")
    #expect(changes == 1)
  }

  @Test("endEditing(true) on the root view resigns the field, through shouldEnd and didEnd")
  func endEditing() {
    TestApp.reset()
    let recorder = Recorder()
    let field = field(recorder)
    field.becomeFirstResponder()
    field.window?.rootViewController?.view.endEditing(true)
    #expect(!field.isFirstResponder)
    #expect(recorder.calls.suffix(2) == ["shouldEnd", "didEnd"])
  }

  @Test("the snapshot's keyboard carries the focused field's keyboard type and return key")
  func keyboardOfTheField() {
    TestApp.reset()
    let field = field(Recorder())
    field.keyboardType = .numberPad
    field.returnKeyType = .done
    field.becomeFirstResponder()
    let keyboard = AppDriver.snapshot().keyboard
    #expect(keyboard.isShown)
    #expect(keyboard.type == "numberPad")
    #expect(keyboard.returnKey == "done")
  }
}
