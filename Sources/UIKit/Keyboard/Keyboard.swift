import Foundation

/// The on-screen keyboard: up while a `UIKeyInput` responder is first responder.
///
/// Showing posts `keyboardWillShow` and `keyboardWillChangeFrame` at once and the `Did` pair when
/// the slide-in animation (0.25 s on the virtual clock) ends; hiding mirrors it. Every
/// notification carries UIKit's userInfo keys, boxed as UIKit boxes them: begin and end frames in
/// screen coordinates (`NSValue`, which also casts to `CGRect`: NSValue+Geometry.swift), the
/// animation duration and curve (`NSNumber`s: 0.25 and 7, the keyboard's own curve, which cast to
/// `Double`, `Int` and `UInt`) and `isLocal`.
/// The frame is the device's (see `Device.keyboardHeights`): on an iPhone 8, 260 points tall in
/// portrait with the predictive bar, 200 in landscape.
@MainActor
package final class Keyboard {
  package static var shared = Keyboard()

  package private(set) var isShown = false
  static let animationDuration: TimeInterval = 0.25
  static let animationCurve = 7

  /// The keyboard's frame in screen coordinates when it is up.
  package var frame: CGRect {
    let screen = UIScreen.main.bounds
    let heights = UIScreen.main.device.keyboardHeights
    let height = screen.width > screen.height ? heights.landscape : heights.portrait
    return CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
  }

  /// The frame when it is down: just below the screen.
  var hiddenFrame: CGRect {
    CGRect(origin: CGPoint(x: 0, y: UIScreen.main.bounds.height), size: frame.size)
  }

  /// Brings the keyboard up or down to match the first responder. When another text input takes
  /// over while the keyboard is up, it stays up and posts its show notifications again, from
  /// where it is to where it is, as iOS does.
  func firstResponderDidChange() {
    let responder = FirstResponderTracker.shared.current
    let wantsKeyboard = responder is UIKeyInput
    if wantsKeyboard == isShown {
      guard wantsKeyboard, responder !== input else { return }
      input = responder
      announce(showing: true, begin: frame, end: frame)
      return
    }
    isShown = wantsKeyboard
    input = wantsKeyboard ? responder : nil
    announce(
      showing: wantsKeyboard, begin: wantsKeyboard ? hiddenFrame : frame, end: wantsKeyboard ? frame : hiddenFrame)
  }

  /// The text input the keyboard is up for.
  private weak var input: UIResponder?

  /// Posts the `Will` notifications now and the `Did` ones when the slide ends.
  private func announce(showing wantsKeyboard: Bool, begin: CGRect, end: CGRect) {
    let (will, did) =
      wantsKeyboard
      ? (UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification)
      : (UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification)
    EventLog.shared.record(wantsKeyboard ? "Keyboard.willShow" : "Keyboard.willHide")
    post(UIResponder.keyboardWillChangeFrameNotification, begin: begin, end: end)
    post(will, begin: begin, end: end)
    let generation = changeCount + 1
    changeCount = generation
    MainThread.current.schedule(afterNanoseconds: MainThread.nanoseconds(Self.animationDuration)) { [self] in
      MainActor.assumeIsolated {
        guard changeCount == generation else { return }
        EventLog.shared.record(wantsKeyboard ? "Keyboard.didShow" : "Keyboard.didHide")
        post(did, begin: begin, end: end)
        post(UIResponder.keyboardDidChangeFrameNotification, begin: begin, end: end)
      }
    }
  }

  private var changeCount = 0

  private func post(_ name: Notification.Name, begin: CGRect, end: CGRect) {
    NotificationCenter.default.post(
      name: name, object: nil,
      userInfo: [
        UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
        UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve),
        UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
      ])
  }
}
