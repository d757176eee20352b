import Foundation

/// An object that can respond to and handle events, as UIKit's `UIResponder`.
///
/// Models the responder chain (`next`) and first-responder status: only a responder that
/// `canBecomeFirstResponder` (and, for a view, is in a window) becomes first responder, and the
/// previous first responder is asked to resign first. Touch methods forward to `next` by default.
@MainActor
open class UIResponder: NSObject {
  override public init() {
    super.init()
  }

  /// Called on every object a storyboard or nib made, once its outlets are connected.
  open func awakeFromNib() {}

  /// The next responder in the chain; a plain responder has none.
  open var next: UIResponder? { nil }

  open var canBecomeFirstResponder: Bool { false }
  open var canResignFirstResponder: Bool { true }

  open var isFirstResponder: Bool { FirstResponderTracker.shared.current === self }

  /// Makes the receiver first responder if it can; the current one must resign first.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    let tracker = FirstResponderTracker.shared
    if tracker.current === self { return true }
    guard canBecomeFirstResponder, isEligibleForFirstResponder else { return false }
    // A hand-over from one responder to the next is one change to the keyboard: it stays up.
    return tracker.holdingKeyboard {
      if let current = tracker.current {
        guard current.resignFirstResponder(), tracker.current == nil else { return false }
      }
      tracker.current = self
      EventLog.shared.record("\(EventLog.className(of: self)).becomeFirstResponder\(logSuffix)")
      tracker.firstResponderDidChange()
      return true
    }
  }

  /// Gives up first-responder status if it holds it and `canResignFirstResponder` allows.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    let tracker = FirstResponderTracker.shared
    guard tracker.current === self else { return true }
    guard canResignFirstResponder else { return false }
    tracker.current = nil
    EventLog.shared.record("\(EventLog.className(of: self)).resignFirstResponder\(logSuffix)")
    tracker.firstResponderDidChange()
    return true
  }

  /// Whether this responder may hold first-responder status at all (views need a window).
  var isEligibleForFirstResponder: Bool { true }

  /// ` #identifier` for views with an accessibility identifier, for log entries.
  var logSuffix: String { "" }

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Whether the responder handles `action`: true when its class implements the selector.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    action.canPerform(on: self)
  }

  /// The responder that handles `action`: self if it can, else whatever the next responder's
  /// `target(forAction:withSender:)` returns (so overrides further up the chain are honoured).
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    if canPerformAction(action, withSender: sender) { return self }
    return next?.target(forAction: action, withSender: sender)
  }
}

/// Who is first responder (UIKit keeps this per window; the runtime has one key window).
@MainActor
package final class FirstResponderTracker {
  package static var shared = FirstResponderTracker()
  package weak var current: UIResponder?
  /// How many `holdingKeyboard` calls are under way; the keyboard waits until none is.
  private var holds = 0

  /// Called after every change: the keyboard follows the first responder (once no hold is on).
  func firstResponderDidChange() {
    guard holds == 0 else { return }
    Keyboard.shared.firstResponderDidChange()
  }

  /// Runs `body`, then brings the keyboard in line with the first responder once. Inside it, a
  /// responder resigning for the next one does not take the keyboard down (moving between two
  /// fields keeps it up, as on iOS), and a text field's begin-editing callbacks come before the
  /// keyboard's notifications (docs/runtime.md rule 13).
  func holdingKeyboard<Result>(_ body: () -> Result) -> Result {
    holds += 1
    let result = body()
    holds -= 1
    firstResponderDidChange()
    return result
  }
}
