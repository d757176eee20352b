import Foundation

/// Decides where a collection view's cells and supplementary views go, as UIKit's abstract
/// `UICollectionViewLayout`: the collection view calls `prepare()` after the layout is invalidated
/// (and before its first pass), reads `collectionViewContentSize`, and asks
/// `layoutAttributesForElements(in:)` for what lies in its visible rectangle on every layout pass,
/// so a subclass written as for UIKit works here. `UICollectionViewFlowLayout` and
/// `UICollectionViewCompositionalLayout` are the built-in subclasses.
@MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view using the layout; set when the layout is given to one.
  open internal(set) weak var collectionView: UICollectionView?
  /// Whether `prepare()` must run before the layout is read again.
  var needsPrepare = true
  /// The bounds size the layout was last prepared for.
  var preparedSize: CGSize?

  override public init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The class of the attributes this layout makes (UIKit's hook for custom attributes).
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// Works out the layout; called before the first layout pass and after each invalidation.
  open func prepare() {}

  /// Marks the layout out of date: `prepare()` runs again at the collection view's next layout pass.
  open func invalidateLayout() {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }

  /// The size of everything the layout places.
  open var collectionViewContentSize: CGSize { .zero }

  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// Whether a change of the collection view's bounds (a scroll, a resize) invalidates the layout;
  /// UIKit's default is false.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Whether a cell's own preferred size (self-sizing) invalidates the layout; false by default.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }

  /// Where scrolling should stop, given where it would; unchanged by default.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint { proposedContentOffset }

  /// Registers a decoration view class (decoration views are not drawn here).
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

  // MARK: What the built-in layouts add

  /// Runs `prepare()` when the layout is out of date or the collection view changed size and the
  /// layout says that invalidates it.
  func prepareIfNeeded(for bounds: CGRect) {
    if let preparedSize, preparedSize != bounds.size, shouldInvalidateLayout(forBoundsChange: bounds) {
      needsPrepare = true
    }
    guard needsPrepare || preparedSize == nil else {
      applyPendingMeasurements()
      return
    }
    needsPrepare = false
    preparedSize = bounds.size
    prepare()
  }

  /// Takes in the sizes self-sizing cells measured since the last pass without a whole `prepare()`
  /// (the compositional layout solves only the groups that changed).
  func applyPendingMeasurements() {}

  /// Takes a cell's preferred size (self-sizing); built-in layouts keep it and lay out again.
  /// Returns whether the layout changed.
  func takePreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) -> Bool { false }

  /// The actions a swipe across the item shows (list sections of a compositional layout).
  func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }

  func leadingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }

  /// Whether the section is a list (its cells are rows with separators).
  func isListSection(_ section: Int) -> Bool { false }
}
