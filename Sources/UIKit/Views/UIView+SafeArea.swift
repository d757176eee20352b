import Foundation

extension UIView {
  /// Safe-area insets as UIKit derives them:
  /// - a window's are what the device's status bar, sensor housing and home indicator take in
  ///   the current orientation (20 points at the top of an iPhone 8 in portrait, none in
  ///   landscape where the status bar is hidden);
  /// - a view's are the part of its superview's safe area it does not cover, clamped to its own
  ///   bounds (a view placed below the status bar has none at the top);
  /// - a controller's root view also gets what its container's bars cover (a navigation bar,
  ///   a toolbar, a tab bar) and the controller's `additionalSafeAreaInsets`.
  var derivedSafeAreaInsets: UIEdgeInsets {
    if self is UIWindow {
      return UIScreen.main.safeAreaInsets
    }
    var insets = insetsInheritedFromSuperview
    if let controller = owningViewController {
      if let parent = controller.parent { insets = parent.safeAreaInsets(forChild: controller, inherited: insets) }
      insets = insets.adding(controller.additionalSafeAreaInsets)
    }
    return insets
  }

  private var insetsInheritedFromSuperview: UIEdgeInsets {
    guard let superview else { return .zero }
    let safe = superview.bounds.inset(by: superview.safeAreaInsets)
    let mine = frame  // both in the superview's bounds coordinates
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
    return UIEdgeInsets(
      top: clamp(safe.minY - mine.minY, mine.height), left: clamp(safe.minX - mine.minX, mine.width),
      bottom: clamp(mine.maxY - safe.maxY, mine.height), right: clamp(mine.maxX - safe.maxX, mine.width))
  }

  /// Tells a controller's root view (and its controller) when its safe-area insets changed;
  /// called from the layout pass, before the view lays out.
  func noteSafeAreaChange() {
    guard let controller = owningViewController else { return }
    let insets = safeAreaInsets
    guard insets != lastReportedSafeAreaInsets else { return }
    lastReportedSafeAreaInsets = insets
    safeAreaInsetsDidChange()
    controller.viewSafeAreaInsetsDidChange()
  }
}

extension UIEdgeInsets {
  func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
  }
}
