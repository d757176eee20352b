import Testing

@testable import UIKit

/// Rule 13, the delete key (`delete` in checks): `UIKeyInput.deleteBackward()` on the first
/// responder, which a text field turns into `textField(_:shouldChangeCharactersIn:replacementString:)`
/// with the range of its last character and an empty replacement; `false` keeps the character.
@MainActor
@Suite("Rule 13 — the keyboard's delete key", .serialized)
struct DeleteKeyTests {
  /// A four-character limit, written right (the text the change would make) or wrong (no change
  /// at all once the field is full, which blocks the delete key too).
  final class Limit: UITextFieldDelegate {
    let blocksEverythingWhenFull: Bool
    var asked: [String] = []
    init(blocksEverythingWhenFull: Bool) { self.blocksEverythingWhenFull = blocksEverythingWhenFull }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
      -> Bool
    {
      asked.append("\(range.location),\(range.length) \"\(string)\"")
      let text = textField.text ?? ""
      if blocksEverythingWhenFull { return text.count < 4 }
      return (text as NSString).replacingCharacters(in: range, with: string).count <= 4
    }
  }

  private func focusedField(_ delegate: Limit) -> UITextField {
    let controller = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 34))
    field.delegate = delegate
    controller.view.addSubview(field)
    TestApp.launch(controller)
    field.becomeFirstResponder()
    return field
  }

  @Test("delete asks about the last character (its whole UTF-16 length) with an empty replacement")
  func asksAboutTheLastCharacter() {
    TestApp.reset()
    let limit = Limit(blocksEverythingWhenFull: false)
    let field = focusedField(limit)
    #expect(AppDriver.type("a😀"))
    #expect(AppDriver.deleteBackward(count: 2))
    #expect(field.text == "")
    #expect(limit.asked == ["0,0 \"a\"", "1,0 \"😀\"", "1,2 \"\"", "0,1 \"\""])
  }

  @Test("a limit that refuses every change once the field is full also refuses the delete key")
  func wrongLimitBlocksDelete() {
    TestApp.reset()
    let wrong = Limit(blocksEverythingWhenFull: true)
    let field = focusedField(wrong)
    #expect(AppDriver.type("12345"))
    #expect(field.text == "1234")
    #expect(AppDriver.deleteBackward(count: 1))
    #expect(field.text == "1234", "shouldChangeCharactersIn answered false, so the character stays")

    TestApp.reset()
    let right = Limit(blocksEverythingWhenFull: false)
    let other = focusedField(right)
    #expect(AppDriver.type("12345"))
    #expect(AppDriver.deleteBackward(count: 3))
    #expect(other.text == "1")
  }

  @Test("delete in an empty field asks nothing and changes nothing")
  func emptyField() {
    TestApp.reset()
    let limit = Limit(blocksEverythingWhenFull: false)
    let field = focusedField(limit)
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    #expect(AppDriver.deleteBackward(count: 2))
    #expect(limit.asked.isEmpty)
    #expect(changes == 0)
  }

  @Test("with no text input first responder, the delete key is not there")
  func nothingFocused() {
    TestApp.reset()
    TestApp.launch(UIViewController())
    #expect(!AppDriver.deleteBackward(count: 1))
  }
}
