import Foundation

/// A one-line editable text, as UIKit's `UITextField` (docs/runtime.md rule 13). Becoming first
/// responder asks `textFieldShouldBeginEditing` (false refuses), then `textFieldDidBeginEditing`,
/// the begin notification and `.editingDidBegin`, and only then brings the keyboard up
/// (`keyboardWillShow`; again when editing moves here from another field with the keyboard up).
/// Every change asks `shouldChangeCharactersIn` with the range it replaces (false blocks it; the
/// delete key asks about the last character with an empty replacement), then sends
/// `.editingChanged` and the change notification. The return key
/// asks `textFieldShouldReturn`, which does not resign by itself; when it allows, `.editingDidEndOnExit`
/// is sent, and a field with targets for that event resigns. Resigning asks
/// `textFieldShouldEndEditing`, takes the keyboard down (`keyboardWillHide`), then
/// `textFieldDidEndEditing`, the end notification and `.editingDidEnd`.
@MainActor
open class UITextField: UIControl, UIKeyInput {
  public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
  public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

  /// When the clear button shows, as UIKit's `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always
  }

  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }

  open weak var delegate: UITextFieldDelegate?
  /// The text; setting it in code sends no event, as in UIKit. Never nil when read.
  open var text: String? {
    get { storedText }
    set { MainThreadChecker.checked("-[UITextField setText:]") { storedText = newValue ?? "" } }
  }
  open var placeholder: String? {
    didSet { if layoutState.isInEngine { invalidateIntrinsicContentSize() } }
  }
  open var isSecureTextEntry = false
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var clearButtonMode: ViewMode = .never
  open var borderStyle: BorderStyle = .none {
    didSet { if layoutState.isInEngine { invalidateIntrinsicContentSize() } }
  }
  open var font: UIFont? = .systemFont(ofSize: 17)
  open var textColor: UIColor? = .label
  open var textAlignment: NSTextAlignment = .natural
  open var clearsOnBeginEditing = false
  open private(set) var isEditing = false
  private var storedText = "" {
    didSet { if layoutState.isInEngine, storedText != oldValue { invalidateIntrinsicContentSize() } }
  }

  override public init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override open var canBecomeFirstResponder: Bool { isEnabled }

  /// The text's (or, when empty, the placeholder's) measured width, and a line's height; a
  /// rounded-rect field adds 7 points a side and is 34 points tall at 17 points, as UIKit's.
  override open var intrinsicContentSize: CGSize {
    let font = self.font ?? .systemFont(ofSize: 17)
    let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
    let width = TextMetrics.width(of: shown, font: font)
    guard borderStyle == .roundedRect else {
      return CGSize(width: width, height: TextMetrics.pixelCeiling(font.lineHeight))
    }
    return CGSize(width: width + 14, height: max(34, (font.lineHeight + 13).rounded(.up)))
  }

  open var hasText: Bool { !storedText.isEmpty }

  @discardableResult
  override open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    // The keyboard comes up after the field has begun editing, as a text field's does on iOS.
    return FirstResponderTracker.shared.holdingKeyboard {
      guard super.becomeFirstResponder() else { return false }
      isEditing = true
      if clearsOnBeginEditing { storedText = "" }
      delegate?.textFieldDidBeginEditing(self)
      NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
      sendActions(for: .editingDidBegin)
      return true
    }
  }

  @discardableResult
  override open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    guard super.resignFirstResponder() else { return false }
    isEditing = false
    delegate?.textFieldDidEndEditing(self)
    NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    sendActions(for: .editingDidEnd)
    return true
  }

  /// A typed character, or the return key ("\n").
  open func insertText(_ text: String) {
    if text == "\n" {
      pressReturn()
      return
    }
    replace(NSRange(location: (storedText as NSString).length, length: 0), with: text)
  }

  /// The delete key: the last character (its whole UTF-16 length), through the delegate.
  open func deleteBackward() {
    guard let last = storedText.last else { return }
    let length = String(last).utf16.count
    replace(NSRange(location: (storedText as NSString).length - length, length: length), with: "")
  }

  /// The clear button: asks `textFieldShouldClear`, then empties the field.
  package func clearFromButton() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    guard !storedText.isEmpty else { return }
    storedText = ""
    changed()
  }

  private func replace(_ range: NSRange, with replacement: String) {
    guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true else {
      return
    }
    storedText = (storedText as NSString).replacingCharacters(in: range, with: replacement)
    changed()
  }

  private func changed() {
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
  }

  private func pressReturn() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    let endsOnExit = allControlEvents.contains(.editingDidEndOnExit)
    sendActions(for: .editingDidEndOnExit)
    if endsOnExit { resignFirstResponder() }
  }

  /// A tap makes the field first responder (the touch's end, as UIKit's text fields).
  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    if isEnabled { becomeFirstResponder() }
  }
}
