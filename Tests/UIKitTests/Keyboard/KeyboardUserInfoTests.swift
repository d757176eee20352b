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

  /// The userInfo of one keyboard-will-show notification.
  private func willShowInfo() -> [AnyHashable: Any] {
    TestApp.reset()
    let controller = UIViewController()
    let input = TypingView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    controller.view.addSubview(input)
    TestApp.launch(controller)
    let notes = Notes()
    let observer = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
    ) { note in notes.received.append((note.name.rawValue, note.userInfo ?? [:])) }
    defer { NotificationCenter.default.removeObserver(observer) }
    _ = input.becomeFirstResponder()
    return notes.received.first?.info ?? [:]
  }

  // On iOS the frames are NSValues and the duration and curve NSNumbers, and Swift's bridge casts
  // them to CGRect, Double, Int and UInt as well as to their own classes: each form learners write.
  @Test("the end frame casts as CGRect and as NSValue (then cgRectValue), as on iOS")
  func frameCasts() {
    let info = willShowInfo()
    let up = CGRect(x: 0, y: 407, width: 375, height: 260)
    #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == up)
    #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == up)
    #expect(info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == CGRect(x: 0, y: 667, width: 375, height: 260))
    // `as! CGRect` too, the form that crashes when it does not hold.
    let forced = info[UIResponder.keyboardFrameEndUserInfoKey].map { $0 as! CGRect }
    #expect(forced == up)
  }

  @Test("the duration casts as Double and NSNumber; the curve as Int, UInt and NSNumber, and makes a curve")
  func numberCasts() {
    let info = willShowInfo()
    #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
    #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
    #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
    #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt == 7)
    #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
    let raw = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? -1
    // NS_ENUMs are imported open: a raw value with no case of its own still makes a curve.
    let curve = UIView.AnimationCurve(rawValue: raw)
    #expect(curve?.rawValue == 7)
    #expect(UIView.AnimationCurve(rawValue: 3) == .linear)
    let options = UIView.AnimationOptions(
      rawValue: (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0) << 16)
    #expect(options.rawValue == 7 << 16)
  }

  @Test("NSValue bridges to CGRect, CGPoint and CGSize only when it holds that type")
  func bridgingIsTyped() {
    let rect: Any = NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
    let point: Any = NSValue(cgPoint: CGPoint(x: 5, y: 6))
    let size: Any = NSValue(cgSize: CGSize(width: 7, height: 8))
    #expect(rect as? CGRect == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(point as? CGPoint == CGPoint(x: 5, y: 6))
    #expect(size as? CGSize == CGSize(width: 7, height: 8))
    #expect(point as? CGRect == nil)
    #expect(rect as? CGSize == nil)
    #expect((NSNumber(value: 1) as Any) as? CGRect == nil)
    // And back: a CGRect in an `Any` casts to NSValue.
    let boxed: Any = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect((boxed as? NSValue)?.cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
  }
}
