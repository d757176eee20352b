import Foundation

/// A bar that fills as a task advances, as UIKit's `UIProgressView`.
///
/// `progress` runs from 0 (the default) to 1; values outside are pinned, as UIKit pins them.
/// `setProgress(_:animated:)` sets the value at once (an animation's model value is its end);
/// nothing is sent, as a progress view is not a control. The bar is 4 points tall in the default
/// style and 2.5 in the bar style (toolbars), whatever height it is given.
@MainActor
open class UIProgressView: UIView {
  /// The look of the bar, as UIKit's `UIProgressView.Style`.
  public enum Style: Int, Sendable {
    case `default`, bar
  }

  open var progressViewStyle: Style = .default {
    didSet { invalidateIntrinsicContentSize() }
  }
  open var progress: Float = 0 {
    didSet {
      MainThreadChecker.checked("-[UIProgressView setProgress:]") {
        let pinned = min(max(progress.isNaN ? 0 : progress, 0), 1)
        if pinned != progress { progress = pinned }
      }
    }
  }
  open var progressTintColor: UIColor?
  open var trackTintColor: UIColor?
  open var progressImage: UIImage?
  open var trackImage: UIImage?
  /// An object reporting the progress of a task (iOS 9); kept for the app to read back.
  open var observedProgress: Progress?

  override public init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
    frame.size = CGSize(width: 150, height: intrinsicContentSize.height)
  }

  open func setProgress(_ progress: Float, animated: Bool) {
    MainThreadChecker.checked("-[UIProgressView setProgress:animated:]") { self.progress = progress }
  }

  override open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
  }

  /// A progress view keeps its width and takes its style's height (`sizeToFit()`).
  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : bounds.width, height: intrinsicContentSize.height)
  }

  /// VoiceOver reads the progress as a percentage.
  override open var accessibilityValue: String? {
    get { super.accessibilityValue ?? "\(Int((progress * 100).rounded()))%" }
    set { super.accessibilityValue = newValue }
  }
}
