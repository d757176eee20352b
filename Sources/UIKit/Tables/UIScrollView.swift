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

  /// Whether the safe area is added to `contentInset`, as UIKit's
  /// `contentInsetAdjustmentBehavior`; `.automatic` (the default) adds it, so content starts below
  /// a navigation bar and the status bar.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }

  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { setNeedsLayout() }
  }

  /// `contentInset` plus the safe area the adjustment behavior adds.
  open var adjustedContentInset: UIEdgeInsets {
    guard contentInsetAdjustmentBehavior != .never else { return contentInset }
    let safe = safeAreaInsets
    return UIEdgeInsets(
      top: contentInset.top + safe.top, left: contentInset.left, bottom: contentInset.bottom + safe.bottom,
      right: contentInset.right)
  }

  /// Until something scrolls it, the content rests at its top, just below the adjusted inset.
  private var restsAtTop = true
  private var isSettingOffset = false

  override open func layoutSubviews() {
    if restsAtTop {
      let top = -adjustedContentInset.top
      if bounds.origin.y != top {
        isSettingOffset = true
        contentOffset = CGPoint(x: contentOffset.x, y: top)
        isSettingOffset = false
      }
    }
    super.layoutSubviews()
  }

  /// The point of the content at the view's top-left corner.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      if !isSettingOffset { restsAtTop = false }
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

  /// Scrolls just enough to show `rect` (content coordinates) clear of the adjusted insets,
  /// within the content's bounds.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let inset = adjustedContentInset
    var offset = contentOffset
    if rect.maxY > offset.y + bounds.height - inset.bottom { offset.y = rect.maxY - bounds.height + inset.bottom }
    if rect.minY < offset.y + inset.top { offset.y = rect.minY - inset.top }
    contentOffset = CGPoint(x: offset.x, y: clampedOffsetY(offset.y))
  }

  /// The largest vertical offset the content allows.
  var maximumOffsetY: CGFloat {
    let inset = adjustedContentInset
    return max(contentSize.height + inset.bottom - bounds.height, -inset.top)
  }

  func clampedOffsetY(_ y: CGFloat) -> CGFloat {
    min(max(y, -adjustedContentInset.top), maximumOffsetY)
  }
}
