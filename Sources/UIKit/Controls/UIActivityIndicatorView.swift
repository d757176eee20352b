import Foundation

/// A spinner that shows a task is under way, as UIKit's `UIActivityIndicatorView`.
///
/// `startAnimating()` spins it (`isAnimating`); `stopAnimating()` stops it, and while
/// `hidesWhenStopped` is true (the default) a stopped indicator sets its own `isHidden` — so a new
/// one is hidden until it starts. The style is `.medium` (20 × 20 points) unless `.large`
/// (37 × 37); the pre-iOS 13 styles map onto them.
@MainActor
open class UIActivityIndicatorView: UIView {
  /// The look of the indicator, as UIKit's `UIActivityIndicatorView.Style`, with its raw values.
  public enum Style: Int, Sendable {
    case whiteLarge = 0
    case white = 1
    case gray = 2
    case medium = 100
    case large = 101
  }

  open var style: Style = .medium {
    didSet {
      bounds.size = Self.size(of: style)
      invalidateIntrinsicContentSize()
    }
  }
  /// The pre-iOS 13 name of `style`.
  open var activityIndicatorViewStyle: Style {
    get { style }
    set { style = newValue }
  }
  open var color: UIColor! = .systemGray
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  open private(set) var isAnimating = false

  override public init(frame: CGRect) {
    super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: Self.size(of: .medium)) : frame)
    isHidden = true
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    if !isAnimating && hidesWhenStopped { isHidden = true }
  }

  public convenience init(style: Style) {
    self.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
    self.style = style
  }

  /// The pre-iOS 13 initializer.
  public convenience init(activityIndicatorStyle style: Style) {
    self.init(style: style)
  }

  open func startAnimating() {
    MainThreadChecker.checked("-[UIActivityIndicatorView startAnimating]") {
      isAnimating = true
      isHidden = false
    }
  }

  open func stopAnimating() {
    MainThreadChecker.checked("-[UIActivityIndicatorView stopAnimating]") {
      isAnimating = false
      if hidesWhenStopped { isHidden = true }
    }
  }

  override open var intrinsicContentSize: CGSize { Self.size(of: style) }

  static func size(of style: Style) -> CGSize {
    switch style {
    case .large, .whiteLarge: CGSize(width: 37, height: 37)
    case .medium, .white, .gray: CGSize(width: 20, height: 20)
    }
  }

  /// VoiceOver reads "In progress" while it spins and "Progress halted" when it stops.
  override open var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? (isAnimating ? "In progress" : "Progress halted") }
    set { super.accessibilityLabel = newValue }
  }
}
