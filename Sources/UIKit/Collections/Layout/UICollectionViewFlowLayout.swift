import Foundation

extension UICollectionView {
  /// The direction a layout scrolls in.
  public enum ScrollDirection: Int, Sendable {
    case vertical, horizontal
  }
}

/// A line-by-line layout, as UIKit's `UICollectionViewFlowLayout`: items of `itemSize` (or the
/// delegate's `sizeForItemAt`) fill a line across the scroll direction, `minimumInteritemSpacing`
/// apart, then wrap to the next line `minimumLineSpacing` below; each section is inset by
/// `sectionInset` and may have a header and a footer of their reference sizes, as wide as the
/// collection view. The delegate's per-section methods (`UICollectionViewDelegateFlowLayout`)
/// take precedence over the properties.
///
/// Lines are spread as UIKit spreads them: the items of a full line are justified (the first at
/// the inset, the last at the far inset, the space shared out between them); the last line is
/// spaced as if it were full of items like its last one, so a grid's last row lines up with the
/// rows above; a line that holds a single item centres it. Items shorter than their line are
/// centred across it. With an `estimatedItemSize`, each cell sizes itself
/// (`preferredLayoutAttributesFitting(_:)`, its constraints) once it is shown.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// What a section is inset from.
  public enum SectionInsetReference: Int, Sendable {
    case fromContentInset, fromSafeArea, fromLayoutMargins
  }

  /// The estimated size that asks cells to size themselves.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
  open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
  open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

  let state = BuiltInLayoutState()

  override public init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override open func prepare() {
    super.prepare()
    guard let collectionView else {
      state.frames = LayoutFrames()
      return
    }
    state.frames = FlowLayoutSolver(layout: self, collectionView: collectionView).solve()
  }

  override open var collectionViewContentSize: CGSize { state.frames.contentSize }

  override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    state.attributes(in: rect, of: self, pinEdge: pinEdge, shift: { _ in .zero })
  }

  override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    state.itemAttributes(indexPath, of: self, shift: .zero)
  }

  override open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    state.supplementaryAttributes(elementKind, indexPath, of: self)
  }

  /// A flow layout lays out again when the collection view's size changes (its lines depend on it),
  /// not when it scrolls.
  override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != preparedSize
  }

  /// With an estimated item size, a cell's own size replaces the estimate.
  override open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    !originalAttributes.selfSizingAxes.isEmpty && preferredAttributes.size != originalAttributes.size
  }

  override func takePreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    guard state.take(attributes) else { return false }
    needsPrepare = true
    return true
  }

  /// Where pinned headers stay: just below the collection view's top inset.
  var pinEdge: CGFloat {
    guard let collectionView else { return 0 }
    return scrollDirection == .vertical
      ? collectionView.contentOffset.y + collectionView.adjustedContentInset.top
      : collectionView.contentOffset.x + collectionView.adjustedContentInset.left
  }
}
