import Foundation

/// A finger dragging a scroll view, as UIKit's scroll view pan does it:
/// - the content follows the finger on each axis that has something to scroll (content larger
///   than the view, or `alwaysBounce…`); past an edge it gives way like a rubber band when the
///   view `bounces`, and stops at the edge when it does not;
/// - `.onDrag` keyboard dismissal ends editing as the drag begins; `.interactive` when the finger
///   lifts over the keyboard after moving down;
/// - a pull past the top by a refresh control's height starts the refresh (`.valueChanged`);
/// - when the finger lifts, the delegate may change where the content comes to rest; a flick
///   carries it on (UIKit's normal deceleration projects about half a second of the finger's
///   speed), paging snaps it to the nearest page (the next one after a flick), and content past
///   an edge springs back — each a deceleration on the virtual clock (ScrollAnimation).
extension UIScrollView {
  /// The runtime's own pan, quiet in the event log.
  func makePanGestureRecognizer() -> UIPanGestureRecognizer {
    let pan = UIPanGestureRecognizer(target: self, action: Selector(UIScrollView.handlePan(_:), name: "handlePan:"))
    pan.logsTransitions = false
    return pan
  }

  var canScrollHorizontally: Bool {
    let inset = adjustedContentInset
    return isScrollEnabled && (contentSize.width + inset.left + inset.right > bounds.width || alwaysBounceHorizontal)
  }

  var canScrollVertically: Bool {
    let inset = adjustedContentInset
    return isScrollEnabled
      && (contentSize.height + inset.top + inset.bottom > bounds.height || bouncesVerticallyWhenShort)
  }

  /// The refresh control a pull works: `refreshControl`, or one added as a subview, as code
  /// written before iOS 10 does (`tableView.addSubview(refreshControl)`).
  var pullRefreshControl: UIRefreshControl? {
    refreshControl ?? subviews.lazy.compactMap { $0 as? UIRefreshControl }.first
  }

  /// The offsets the content may rest at; a refreshing control adds its height above the top.
  var restingRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let inset = adjustedContentInset
    let top = -inset.top - (pullRefreshControl?.isRefreshing == true ? UIRefreshControl.height : 0)
    return (-inset.left...max(maximumOffsetX, -inset.left), top...max(maximumOffsetY, top))
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      scrollAnimation?.stop()
      scrollAnimation = nil
      isDecelerating = false
      dragOrigin = contentOffset
      isDragging = true
      pullRefreshControl?.refreshedThisDrag = false
      delegate?.scrollViewWillBeginDragging(self)
      if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory { window?.endEditing(true) }
      follow(pan.translation(in: nil))
    case .changed:
      follow(pan.translation(in: nil))
    case .ended, .cancelled:
      endDragging(pan, velocity: pan.state == .ended ? pan.velocity(in: nil) : .zero)
    default:
      break
    }
  }

  /// The content under a finger that has moved `translation` since the drag began.
  private func follow(_ translation: CGPoint) {
    let range = restingRange
    var offset = contentOffset
    if canScrollHorizontally {
      offset.x = rubberBanded(dragOrigin.x - translation.x, within: range.x, dimension: bounds.width)
    }
    if canScrollVertically {
      offset.y = rubberBanded(dragOrigin.y - translation.y, within: range.y, dimension: bounds.height)
    }
    contentOffset = offset
    if let control = pullRefreshControl, contentOffset.y <= -adjustedContentInset.top - UIRefreshControl.height {
      control.userPulled()
    }
  }

  /// Past an edge the content moves less than the finger: UIKit's rubber band,
  /// `(1 - 1 / (distance × 0.55 / dimension + 1)) × dimension`.
  private func rubberBanded(_ value: CGFloat, within range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
    guard bounces, dimension > 0 else { return min(max(value, range.lowerBound), range.upperBound) }
    func band(_ distance: CGFloat) -> CGFloat { (1 - 1 / (distance * 0.55 / dimension + 1)) * dimension }
    if value < range.lowerBound { return range.lowerBound - band(range.lowerBound - value) }
    if value > range.upperBound { return range.upperBound + band(value - range.upperBound) }
    return value
  }

  private func endDragging(_ pan: UIPanGestureRecognizer, velocity finger: CGPoint) {
    let velocity = CGPoint(x: canScrollHorizontally ? -finger.x : 0, y: canScrollVertically ? -finger.y : 0)
    let natural = restingOffset(velocity: velocity)
    var target = natural
    withUnsafeMutablePointer(to: &target) { pointer in
      delegate?.scrollViewWillEndDragging(
        self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: pointer)
    }
    let range = restingRange
    target = CGPoint(
      x: min(max(target.x, range.x.lowerBound), range.x.upperBound),
      y: min(max(target.y, range.y.lowerBound), range.y.upperBound))
    isDragging = false
    if keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory, Keyboard.shared.isShown,
      Keyboard.shared.frame.contains(pan.location(in: nil)), pan.translation(in: nil).y > 0
    {
      window?.endEditing(true)
    }
    let distance = max(abs(target.x - contentOffset.x), abs(target.y - contentOffset.y))
    let decelerates = distance >= 0.5
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    guard decelerates else { return }
    let speed = max(abs(velocity.x), abs(velocity.y))
    let isMomentum = !isPagingEnabled && target == natural && contentOffsetIsInside(range)
    move(to: target, duration: isMomentum ? ScrollAnimation.momentumDuration(distance: distance, speed: speed) : 0.3)
  }

  /// Where the content comes to rest after a release at `velocity` (points per second).
  private func restingOffset(velocity: CGPoint) -> CGPoint {
    let range = restingRange
    guard !isPagingEnabled else {
      return CGPoint(
        x: pageOffset(contentOffset.x, origin: dragOrigin.x, speed: velocity.x, page: bounds.width, range: range.x),
        y: pageOffset(contentOffset.y, origin: dragOrigin.y, speed: velocity.y, page: bounds.height, range: range.y))
    }
    // Speed left after each millisecond: rate; the distance it carries the content is v·r/(1−r).
    let rate = decelerationRate.rawValue
    let carry = rate / (1 - rate) / 1000
    return CGPoint(
      x: min(max(contentOffset.x + velocity.x * carry, range.x.lowerBound), range.x.upperBound),
      y: min(max(contentOffset.y + velocity.y * carry, range.y.lowerBound), range.y.upperBound))
  }

  /// The page the content snaps to: the next or previous one after a flick (faster than 200
  /// points per second), otherwise the nearest.
  private func pageOffset(
    _ offset: CGFloat, origin: CGFloat, speed: CGFloat, page: CGFloat, range: ClosedRange<CGFloat>
  ) -> CGFloat {
    guard page > 0 else { return offset }
    let startPage = (origin / page).rounded()
    var chosen = (offset / page).rounded()
    if speed > 200 { chosen = startPage + 1 } else if speed < -200 { chosen = startPage - 1 }
    let last = max(((range.upperBound) / page).rounded(.up), 0)
    return min(max(chosen, 0), last) * page
  }

  private func contentOffsetIsInside(_ range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>)) -> Bool {
    range.x.contains(contentOffset.x) && range.y.contains(contentOffset.y)
  }

  /// Moves the content to `target` on the clock: after a drag, a deceleration the delegate
  /// hears about; for a refresh control, quietly.
  func move(to target: CGPoint, duration: TimeInterval, decelerating: Bool = true) {
    scrollAnimation?.stop()
    if decelerating {
      isDecelerating = true
      delegate?.scrollViewWillBeginDecelerating(self)
    }
    let animation = ScrollAnimation(self, to: target, duration: duration) { [weak self] in
      guard let self else { return }
      self.scrollAnimation = nil
      guard decelerating else { return }
      self.isDecelerating = false
      self.delegate?.scrollViewDidEndDecelerating(self)
    }
    scrollAnimation = animation
    animation.run()
  }

  /// A refresh control began or ended: the content makes room for it, or closes the gap.
  func refreshControlDidChange() {
    guard !isDragging else { return }
    let top = restingRange.y.lowerBound
    if pullRefreshControl?.isRefreshing == true, contentOffset.y <= -adjustedContentInset.top, contentOffset.y != top {
      move(to: CGPoint(x: contentOffset.x, y: top), duration: 0.3, decelerating: false)
    } else if contentOffset.y < top {
      move(to: CGPoint(x: contentOffset.x, y: top), duration: 0.3, decelerating: false)
    }
  }
}
