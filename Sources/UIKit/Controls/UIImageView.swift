import Foundation

/// A view that displays an image, as UIKit's `UIImageView`; user interaction is off by default.
@MainActor
open class UIImageView: UIView {
  open var image: UIImage? {
    didSet { MainThreadChecker.checked("-[UIImageView setImage:]") { invalidateIntrinsicContentSize() } }
  }
  open var highlightedImage: UIImage?
  open var isHighlighted = false

  override public init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func prepareForDecoding() { isUserInteractionEnabled = false }

  /// An image view sized to its image, as UIKit's `init(image:)` does.
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  override open var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}
