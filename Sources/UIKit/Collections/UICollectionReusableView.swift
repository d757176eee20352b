import Foundation
internal import InterfaceModel

/// A view a collection view reuses, as UIKit's `UICollectionReusableView`: the base of cells and of
/// supplementary views (headers, footers). The collection view sets its `reuseIdentifier` when it
/// makes it, applies the layout's attributes to it (`apply(_:)`), calls `prepareForReuse()` before
/// handing it out again, and — when the layout lets it size itself — asks its
/// `preferredLayoutAttributesFitting(_:)`, which fits its content's constraints to the layout's
/// size along the axes the layout estimates.
@MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with.
  open internal(set) var reuseIdentifier: String?
  /// The kind of supplementary view it was dequeued as (nil for a cell).
  var supplementaryKind: String?
  /// The queue the view goes back to (the identifier, qualified by the kind for supplementary views).
  var queueKey: String?
  /// The collection view showing it (set while it is on screen). Unretained, like a table cell's
  /// table: the collection view clears it on every view it holds when it goes.
  unowned(unsafe) var collectionView: UICollectionView?

  override public init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    reuseIdentifier = coder.interfaceElement?["reuseIdentifier"]
  }

  /// Called before the collection view hands the view out again; reset what the last item set.
  open func prepareForReuse() {}

  /// Receives the layout's attributes for the element the view shows.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
  open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

  /// The attributes the view would like: the layout's, with the size its content needs along the
  /// axes the layout lets it choose (its constraints fitted with the other axis fixed).
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let axes = layoutAttributes.selfSizingAxes
    guard !axes.isEmpty, let size = fittingSize(for: layoutAttributes.size, axes: axes) else { return layoutAttributes }
    var fitted = layoutAttributes.size
    if axes.contains(.width) { fitted.width = size.width }
    if axes.contains(.height) { fitted.height = size.height }
    layoutAttributes.frame.size = fitted
    return layoutAttributes
  }

  /// The size the view's content needs, the axes not in `axes` fixed at `size`; nil when nothing
  /// in it says (no constraints).
  func fittingSize(for size: CGSize, axes: UICollectionViewLayoutAttributes.SelfSizingAxes) -> CGSize? {
    measuredFittingSize(of: self, size: size, axes: axes)
  }

  /// `view`'s constraints fitted to `size` with the axes not in `axes` fixed.
  func measuredFittingSize(of view: UIView, size: CGSize, axes: UICollectionViewLayoutAttributes.SelfSizingAxes)
    -> CGSize?
  {
    guard Self.hasConstraints(view) else { return nil }
    let fitted = view.systemLayoutSizeFitting(
      CGSize(
        width: axes.contains(.width) ? UIView.layoutFittingCompressedSize.width : size.width,
        height: axes.contains(.height) ? UIView.layoutFittingCompressedSize.height : size.height),
      withHorizontalFittingPriority: axes.contains(.width) ? .fittingSizeLevel : .required,
      verticalFittingPriority: axes.contains(.height) ? .fittingSizeLevel : .required)
    return fitted.width > 0 || fitted.height > 0 ? fitted : nil
  }

  /// Whether a view or anything inside it has constraints installed.
  static func hasConstraints(_ view: UIView) -> Bool {
    !view.layoutState.constraints.isEmpty || view.subviews.contains(where: hasConstraints)
  }

  /// Takes the layout's attributes: frame, alpha, hidden state; then `apply(_:)`.
  func applyAttributes(_ attributes: UICollectionViewLayoutAttributes) {
    if frame != attributes.frame { frame = attributes.frame }
    alpha = attributes.alpha
    apply(attributes)
  }
}
