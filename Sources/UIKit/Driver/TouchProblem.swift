import Foundation

/// Why a finger on an element would not reach it — the classic "my tap gesture does nothing" —
/// so a gesture step can say so instead of passing with nothing happening.
extension AppDriver {
  /// The reason a touch at the centre of `view` would land elsewhere, when it matters: the view
  /// wants touches (it is a control, or it or a view inside it has gesture recognizers) and
  /// hit-testing would not reach it. Nil when the touch reaches it or it wants none (a touch on
  /// a plain label rightly goes to the view behind it).
  package static func touchProblem(for view: UIView) -> String? {
    guard let window = view.window, view is UIControl || hasGestureRecognizers(in: view) else { return nil }
    let point = view.frameInWindow.center
    if Keyboard.shared.isShown, Keyboard.shared.frame.contains(point) {
      return "the keyboard covers \(describe(view))"
    }
    let hit = window.hitTest(point, with: nil)
    if let hit, hit.isDescendant(of: view) { return nil }
    var current: UIView? = view
    while let candidate = current, candidate !== window {
      if !candidate.isUserInteractionEnabled {
        if candidate === view { return "\(describe(view)) ignores touches: isUserInteractionEnabled is false" }
        return "\(describe(view)) is inside \(describe(candidate)), which ignores touches: "
          + "isUserInteractionEnabled is false"
      }
      current = candidate.superview
    }
    guard let hit else { return "no view takes a touch at the middle of \(describe(view))" }
    return "\(describe(hit)) in front of \(describe(view)) takes the touch"
  }

  /// Whether the view is a scroll view, or it or a view inside it has a gesture recognizer of the
  /// app's (a scroll view inside it does not count for its own pan).
  private static func hasGestureRecognizers(in view: UIView) -> Bool {
    if view is UIScrollView { return true }
    return allViews(in: view).contains { inner in
      (inner.gestureRecognizers ?? []).contains { $0 !== (inner as? UIScrollView)?.panGestureRecognizer }
    }
  }

  /// "the image view #photo", "the label", "the CardView": what a person calls the view.
  static func describe(_ view: UIView) -> String {
    let framework = EventLog.frameworkClassName(of: view)
    let own = EventLog.className(of: view)
    let names = [
      "UIImageView": "image view", "UILabel": "label", "UIButton": "button", "UIStackView": "stack view",
      "UIView": "view", "UIScrollView": "scroll view", "UITableView": "table", "UITableViewCell": "cell",
      "UISwitch": "switch", "UISlider": "slider", "UITextField": "text field", "UITextView": "text view",
    ]
    let name = own == framework ? names[framework] ?? framework : own
    return "the \(name)" + (view.accessibilityIdentifier.map { " #\($0)" } ?? "")
  }
}
