import Foundation

/// UIKit's own layout guides on every view, and the margins they follow.
///
/// - `safeAreaLayoutGuide`: the view's bounds less `safeAreaInsets` (status bar, sensor housing,
///   home indicator, a container's bars).
/// - `layoutMarginsGuide`: the bounds less the margins: 8 points a side for a plain view; for a
///   controller's root view iOS's system minimum, 16 points at the sides on phones narrower than
///   414 points and 20 on wider screens and iPads, 0 at the top and bottom. With
///   `insetsLayoutMarginsFromSafeArea` (the default) the safe area adds to each margin;
///   `preservesSuperviewLayoutMargins` keeps content inside the superview's margins too.
/// - `readableContentGuide`: the margins guide, at most 672 points wide (the readable width for
///   the default text size), centred.
/// - `keyboardLayoutGuide`: the keyboard's part of the view while it is up; below the safe area
///   (or at the bottom edge) while it is down.
extension UIView {
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = layoutState.safeAreaGuide { return guide }
    let guide = makeSystemGuide(.safeArea, "UIViewSafeAreaLayoutGuide")
    layoutState.safeAreaGuide = guide
    return guide
  }

  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = layoutState.marginsGuide { return guide }
    let guide = makeSystemGuide(.layoutMargins, "UIViewLayoutMarginsGuide")
    layoutState.marginsGuide = guide
    return guide
  }

  public var readableContentGuide: UILayoutGuide {
    if let guide = layoutState.readableGuide { return guide }
    let guide = makeSystemGuide(.readableContent, "UIViewReadableContentGuide")
    layoutState.readableGuide = guide
    return guide
  }

  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = layoutState.keyboardGuide { return guide }
    let guide = UIKeyboardLayoutGuide(kind: .keyboard, identifier: "UIViewKeyboardLayoutGuide")
    guide.owningView = self
    layoutState.keyboardGuide = guide
    return guide
  }

  private func makeSystemGuide(_ kind: UILayoutGuide.Kind, _ identifier: String) -> UILayoutGuide {
    let guide = UILayoutGuide(kind: kind, identifier: identifier)
    guide.owningView = self
    return guide
  }

  /// The widest the readable content guide gets, for the default text size.
  static let readableContentWidth: CGFloat = 672

  /// The margins a view has until code sets them.
  var defaultLayoutMargins: NSDirectionalEdgeInsets {
    guard owningViewController != nil else {
      return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }
    let screen = UIScreen.main
    let side: CGFloat = screen.device.model == .iPad || screen.bounds.width >= 414 ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The margins in effect: what code set (or the default), plus the safe area, and at least what
  /// the superview's margins ask when `preservesSuperviewLayoutMargins` is set.
  var effectiveLayoutMargins: UIEdgeInsets {
    var margins = directionalLayoutMargins.absolute
    if insetsLayoutMarginsFromSafeArea { margins = margins.adding(safeAreaInsets) }
    if preservesSuperviewLayoutMargins, let superview {
      let outer = superview.effectiveLayoutMargins
      let frame = self.frame
      let size = superview.bounds.size
      margins.top = max(margins.top, outer.top - frame.minY)
      margins.left = max(margins.left, outer.left - frame.minX)
      margins.bottom = max(margins.bottom, outer.bottom - (size.height - frame.maxY))
      margins.right = max(margins.right, outer.right - (size.width - frame.maxX))
    }
    return margins
  }

  /// The rectangle of one of UIKit's own guides, in this view's coordinates.
  func systemGuideFrame(_ kind: UILayoutGuide.Kind) -> CGRect {
    let own = CGRect(origin: .zero, size: bounds.size)
    switch kind {
    case .constraints: return .zero
    case .safeArea: return own.inset(by: safeAreaInsets)
    case .layoutMargins: return own.inset(by: effectiveLayoutMargins)
    case .readableContent:
      let margins = own.inset(by: effectiveLayoutMargins)
      guard margins.width > Self.readableContentWidth else { return margins }
      return CGRect(
        x: margins.midX - Self.readableContentWidth / 2, y: margins.minY, width: Self.readableContentWidth,
        height: margins.height)
    case .keyboard:
      var top = own.height - ((layoutState.keyboardGuide?.usesBottomSafeArea ?? true) ? safeAreaInsets.bottom : 0)
      if Keyboard.shared.isShown, window != nil {
        let keyboardTop = convert(Keyboard.shared.frame, from: nil).minY
        top = min(max(keyboardTop, 0), own.height)
      }
      return CGRect(x: 0, y: top, width: own.width, height: own.height - top)
    }
  }
}
