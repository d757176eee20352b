import Foundation

/// A view that displays read-only text, as UIKit's `UILabel`.
///
/// Its intrinsic content size is the measured size of its text (see `TextMetrics`); an empty
/// label has zero size.
@MainActor
open class UILabel: UIView {
  open var text: String? {
    didSet {
      MainThreadChecker.checked("-[UILabel setText:]") {
        attributedStorage = nil
        textDidChange()
      }
    }
  }
  /// The styled text, as UIKit's `attributedText`: setting it sets `text` to its characters and
  /// `font`, `textColor` and `textAlignment` to its first character's attributes; setting `text`
  /// drops the styles, and reading it then gives the text in the label's font and colour.
  open var attributedText: NSAttributedString? {
    get { attributedStorage ?? text.map { NSAttributedString(string: $0, attributes: plainAttributes) } }
    set {
      text = newValue?.string
      attributedStorage = newValue
      adopt(newValue?.leadingAttributes ?? [:])
    }
  }
  private var attributedStorage: NSAttributedString?
  open var font: UIFont! = .systemFont(ofSize: 17) {
    didSet { textDidChange() }
  }
  open var textColor: UIColor! = .label
  open var textAlignment: NSTextAlignment = .natural
  open var numberOfLines = 1 {
    didSet { textDidChange() }
  }
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  open var adjustsFontSizeToFitWidth = false
  open var minimumScaleFactor: CGFloat = 0
  open var isEnabled = true
  open var isHighlighted = false
  open var highlightedTextColor: UIColor?
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { textDidChange() }
  }
  /// The text's size at the width it was last measured at: Auto Layout asks for the intrinsic
  /// size at every solve that touches the label, and text only changes with these properties.
  private var measured: (maxWidth: CGFloat?, scale: CGFloat, size: CGSize)?

  override public init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func prepareForDecoding() { isUserInteractionEnabled = false }

  /// The text's measured size (TextMetrics). A label of several lines wraps at
  /// `preferredMaxLayoutWidth`, or — when that is 0, as Auto Layout sets it automatically — at its
  /// current width once a layout pass has given it one.
  override open var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return .zero }
    var maxWidth = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
    let width = layoutState.fittingTextWidth ?? bounds.width
    if maxWidth == nil, numberOfLines != 1, width > 0 { maxWidth = width }
    let scale = UIScreen.main.scale
    if let measured, measured.maxWidth == maxWidth, measured.scale == scale { return measured.size }
    let size = TextMetrics.size(of: text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth)
    measured = (maxWidth, scale, size)
    return size
  }

  private func textDidChange() {
    measured = nil
    invalidateIntrinsicContentSize()
  }

  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let maxWidth = numberOfLines == 1 ? nil : (size.width > 0 ? size.width : nil)
    return TextMetrics.size(of: text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth)
  }

}
