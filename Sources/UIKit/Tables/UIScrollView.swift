import Foundation

/// Receives a scroll view's scrolling, as UIKit's `UIScrollViewDelegate` (all optional).
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A view whose content is larger than itself and moves under it, as UIKit's `UIScrollView`:
/// `contentOffset` is the bounds' origin, so subviews placed in content coordinates move as
/// it changes; `contentSize` and `contentInset` bound it. Scrolling happens when code sets the
/// offset or when the driver scrolls (there are no drags without a finger).
@MainActor
open class UIScrollView: UIView {
  open var contentSize: CGSize = .zero
  open var contentInset: UIEdgeInsets = .zero
  open var isScrollEnabled = true
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var alwaysBounceVertical = false
  open var bounces = true
  open weak var delegate: UIScrollViewDelegate?

  /// The point of the content at the view's top-left corner.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      var moved = bounds
      moved.origin = newValue
      bounds = moved
      setNeedsLayout()
      delegate?.scrollViewDidScroll(self)
    }
  }

  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Scrolls just enough to show `rect` (content coordinates), within the content's bounds.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    contentOffset = CGPoint(x: offset.x, y: clampedOffsetY(offset.y))
  }

  /// The largest vertical offset the content allows.
  var maximumOffsetY: CGFloat {
    max(contentSize.height + contentInset.bottom - bounds.height, -contentInset.top)
  }

  func clampedOffsetY(_ y: CGFloat) -> CGFloat {
    min(max(y, -contentInset.top), maximumOffsetY)
  }
}
