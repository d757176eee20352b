import Foundation

/// A view whose content is larger than itself and moves under it, as UIKit's `UIScrollView`:
/// `contentOffset` is the bounds' origin, so subviews placed in content coordinates move as
/// it changes; `contentSize` and `contentInset` bound it. It scrolls when code sets the offset,
/// when the driver scrolls a table to a row, and under a finger: its `panGestureRecognizer`
/// drags the content, past the edges with a rubber band when it `bounces`, snapping to pages
/// when `isPagingEnabled`, moving on after a flick (UIScrollView+Dragging.swift).
@MainActor
open class UIScrollView: UIView {
  /// How the keyboard goes away when the user drags the scroll view, as UIKit's enum.
  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }

  /// How quickly content slows down after a flick: the fraction of its speed left after each
  /// millisecond, as UIKit's `DecelerationRate`.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  open var contentSize: CGSize = .zero
  open var contentInset: UIEdgeInsets = .zero
  open var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var bounces = true
  open var isPagingEnabled = false
  open var isDirectionalLockEnabled = false
  open var scrollsToTop = true
  open var keyboardDismissMode: KeyboardDismissMode = .none
  open var decelerationRate: DecelerationRate = .normal
  /// Whether touches in the content wait to see if they are a drag (not modelled: content gets
  /// them at once and loses them with `touchesCancelled` when the drag begins).
  open var delaysContentTouches = true
  open var canCancelContentTouches = true
  open weak var delegate: UIScrollViewDelegate?

  /// Whether the user's finger is dragging the content.
  public internal(set) var isDragging = false
  /// Whether the content is moving on by itself after the finger lifted.
  public internal(set) var isDecelerating = false
  /// Whether a finger is on the scroll view and may be about to drag it.
  open var isTracking: Bool { !panGestureRecognizer.touchesDown.isEmpty }

  /// The recognizer that drags the content; UIKit's, attached to the scroll view.
  public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = makePanGestureRecognizer()

  /// The control a pull past the top reveals (`UIRefreshControl`), added as a subview.
  open var refreshControl: UIRefreshControl? {
    didSet {
      if oldValue !== refreshControl { oldValue?.removeFromSuperview() }
      if let refreshControl { insertSubview(refreshControl, at: 0) }
      setNeedsLayout()
    }
  }

  /// The offset when the drag began, and the animation moving the content, if one is.
  var dragOrigin: CGPoint = .zero
  var scrollAnimation: ScrollAnimation?

  override public init(frame: CGRect) {
    super.init(frame: frame)
    addGestureRecognizer(panGestureRecognizer)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addGestureRecognizer(panGestureRecognizer)
  }

  /// The scroll view's own pan begins only when there is something to scroll (UIScrollView+Dragging).
  override open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if gestureRecognizer === panGestureRecognizer { return canScrollHorizontally || canScrollVertically }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// Whether the content bounces along the vertical axis even when it fits (a table always does).
  var bouncesVerticallyWhenShort: Bool { alwaysBounceVertical }

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
    if let refreshControl = pullRefreshControl {
      refreshControl.frame = CGRect(
        x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
    }
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

  /// The largest horizontal offset the content allows.
  var maximumOffsetX: CGFloat {
    let inset = adjustedContentInset
    return max(contentSize.width + inset.right - bounds.width, -inset.left)
  }

  func clampedOffsetY(_ y: CGFloat) -> CGFloat {
    min(max(y, -adjustedContentInset.top), maximumOffsetY)
  }

  func clampedOffsetX(_ x: CGFloat) -> CGFloat {
    min(max(x, -adjustedContentInset.left), maximumOffsetX)
  }
}
