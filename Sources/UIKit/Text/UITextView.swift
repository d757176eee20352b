import Foundation

/// Hears about and decides a text view's editing, as UIKit's `UITextViewDelegate` (all
/// optional; the defaults allow everything).
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  func textViewDidEndEditing(_ textView: UITextView)
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  {
    true
  }
  public func textViewDidChange(_ textView: UITextView) {}
}

/// Multi-line editable text, as UIKit's `UITextView`: first responder and keyboard as a text
/// field, except that the keyboard's will-show notifications come before
/// `textViewDidBeginEditing` (docs/runtime.md rule 13); the return key types a newline (through
/// `shouldChangeTextIn`), and each change ends with `textViewDidChange`.
@MainActor
open class UITextView: UIScrollView, UIKeyInput {
  public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
  public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

  /// The text; setting it in code calls no delegate method, as in UIKit.
  open var text: String! {
    get { storedText }
    set { MainThreadChecker.checked("-[UITextView setText:]") { storedText = newValue ?? "" } }
  }
  open var isEditable = true
  open var isSelectable = true
  open var font: UIFont? = .systemFont(ofSize: 17)
  open var textColor: UIColor? = .label
  open var textAlignment: NSTextAlignment = .natural
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  private var storedText = ""

  /// The text view's delegate (the scroll view's delegate slot, as in UIKit).
  open var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

  override open var canBecomeFirstResponder: Bool { isEditable }

  open var hasText: Bool { !storedText.isEmpty }

  @discardableResult
  override open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    textViewDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    return true
  }

  @discardableResult
  override open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
    guard super.resignFirstResponder() else { return false }
    textViewDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    return true
  }

  /// A typed character; the return key ("\n") is a character like any other here.
  open func insertText(_ text: String) {
    replace(NSRange(location: (storedText as NSString).length, length: 0), with: text)
  }

  open func deleteBackward() {
    guard let last = storedText.last else { return }
    let length = String(last).utf16.count
    replace(NSRange(location: (storedText as NSString).length - length, length: length), with: "")
  }

  private func replace(_ range: NSRange, with replacement: String) {
    guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else {
      return
    }
    storedText = (storedText as NSString).replacingCharacters(in: range, with: replacement)
    textViewDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
  }

  /// A tap makes an editable text view first responder.
  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if isEditable { becomeFirstResponder() } else { super.touchesEnded(touches, with: event) }
  }

  /// An editable text view keeps its single tap from the tap recognizers of the views around it,
  /// as its own text-interaction recognizers claim it on iOS.
  override open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if isEditable, gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
      tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
    {
      return false
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }
}
