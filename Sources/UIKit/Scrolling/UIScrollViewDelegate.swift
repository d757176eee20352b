import Foundation

/// Hears a scroll view's scrolling, as UIKit's `UIScrollViewDelegate` (every method optional).
///
/// A user's drag calls, in UIKit's order: `scrollViewWillBeginDragging`, `scrollViewDidScroll`
/// for every move, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (the velocity
/// in points per millisecond; the delegate may change where the content comes to rest),
/// `scrollViewDidEndDragging(_:willDecelerate:)`, and when the content moves on after the finger
/// lifts (momentum, a page snapping into place, a bounce back), `scrollViewWillBeginDecelerating`
/// then `scrollViewDidEndDecelerating` once it rests.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
