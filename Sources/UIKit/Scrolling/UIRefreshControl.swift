import Foundation

/// The spinner a pull past a scroll view's top reveals, as UIKit's `UIRefreshControl`.
///
/// Set as a table's or scroll view's `refreshControl`, it sits above the content. When the user
/// drags the content down past the top by the control's height (60 points of overscroll, about
/// 120 points of finger travel against the rubber band), it begins refreshing and sends
/// `.valueChanged`; the content then rests below it until the app calls `endRefreshing()`.
/// `beginRefreshing()` called by code shows it without sending the event, as in UIKit.
@MainActor
open class UIRefreshControl: UIControl {
  /// The control's height, and how far past the top a pull must go to refresh.
  static let height: CGFloat = 60

  public private(set) var isRefreshing = false
  open var attributedTitle: NSAttributedString?

  override public init(frame: CGRect) {
    super.init(frame: frame)
  }

  public convenience init() {
    self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Shows the control spinning; the content makes room for it unless a finger is dragging.
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    scrollView?.refreshControlDidChange()
  }

  /// Stops the spinner; the content goes back to its top.
  open func endRefreshing() {
    MainThreadChecker.checked("-[UIRefreshControl endRefreshing]") {
      guard isRefreshing else { return }
      isRefreshing = false
      scrollView?.refreshControlDidChange()
    }
  }

  var scrollView: UIScrollView? { superview as? UIScrollView }
  /// Whether this drag already started a refresh: one pull refreshes once, even if the app ends
  /// the refresh while the finger is still down.
  var refreshedThisDrag = false

  /// A pull reached past the threshold: the user asked to refresh.
  func userPulled() {
    guard !isRefreshing, !refreshedThisDrag else { return }
    refreshedThisDrag = true
    isRefreshing = true
    EventLog.shared.record("UIRefreshControl.pulled")
    sendActions(for: .valueChanged)
  }
}
