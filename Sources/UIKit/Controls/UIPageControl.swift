import Foundation

/// A row of dots, one per page, the current one filled, as UIKit's `UIPageControl`.
///
/// `numberOfPages` is 0 and `currentPage` 0 until set; `currentPage` is pinned to
/// `0…numberOfPages - 1`. A tap on the control moves one page toward the side of the current dot
/// it lands on and sends `.valueChanged`; setting `currentPage` from code sends nothing. With
/// `hidesForSinglePage`, a control with one page (or none) shows nothing.
@MainActor
open class UIPageControl: UIControl {
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(numberOfPages, 0)
      currentPage = min(currentPage, max(numberOfPages - 1, 0))
      invalidateIntrinsicContentSize()
    }
  }
  open var currentPage = 0 {
    didSet {
      let pinned = min(max(currentPage, 0), max(numberOfPages - 1, 0))
      if pinned != currentPage { currentPage = pinned }
    }
  }
  open var hidesForSinglePage = false
  open var defersCurrentPageDisplay = false
  open var pageIndicatorTintColor: UIColor?
  open var currentPageIndicatorTintColor: UIColor?
  /// Where the last touch ended, in the control's coordinates.
  private var trackedPoint: CGPoint?

  /// Each dot takes 26 points across (iOS 14), the control 28 points of height.
  static let dotPitch: CGFloat = 26
  static let height: CGFloat = 28

  override public init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The smallest size that shows `pageCount` dots.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(max(pageCount, 0)) * UIPageControl.dotPitch, height: UIPageControl.height)
  }

  open func updateCurrentPageDisplay() {}

  override open var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// Whether the dots show: not when `hidesForSinglePage` and there is at most one page.
  var showsDots: Bool { !(hidesForSinglePage && numberOfPages <= 1) }

  /// The centre of the current page's dot, in the control's coordinates (the dots are centred).
  var currentDotCentre: CGFloat {
    let width = CGFloat(numberOfPages) * UIPageControl.dotPitch
    return (bounds.width - width) / 2 + (CGFloat(currentPage) + 0.5) * UIPageControl.dotPitch
  }

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackedPoint = touches.first?.location(in: self)
    super.touchesEnded(touches, with: event)
  }

  /// A tap right of the current dot goes to the next page, left of it to the previous one.
  override func controlWasTapped() {
    guard let point = trackedPoint, showsDots else { return }
    userMovePage(forward: point.x > currentDotCentre)
  }

  /// One page forward or back, as a tap does; nothing at either end.
  func userMovePage(forward: Bool) {
    let target = currentPage + (forward ? 1 : -1)
    guard target >= 0, target < numberOfPages else { return }
    currentPage = target
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  /// VoiceOver reads "page 2 of 3".
  override open var accessibilityValue: String? {
    get { super.accessibilityValue ?? "page \(currentPage + 1) of \(numberOfPages)" }
    set { super.accessibilityValue = newValue }
  }
}
