import Foundation

/// How a section scrolls across the layout's own direction, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: `.none` wraps the groups into the
/// layout's direction; any other value lays them out in one row that scrolls by itself (paging is
/// not modelled: the row scrolls continuously).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// Called with a section's visible items as it scrolls, as UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler` (kept, not called: the runtime
/// does not animate items as they scroll).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  @MainActor ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

/// An item a section shows, as the invalidation handler sees it (UIKit's `NSCollectionLayoutVisibleItem`).
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  var alpha: CGFloat { get set }
  var frame: CGRect { get }
  var indexPath: IndexPath { get }
}

/// What a section's content insets are measured from, as UIKit's `UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, Sendable {
  case automatic, none, safeArea, layoutMargins, readableContent
}

/// One section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: its group,
/// repeated until the section's items run out, `interGroupSpacing` apart, inside `contentInsets`,
/// with boundary supplementary items (headers, footers) at its edges. A list section
/// (`list(using:layoutEnvironment:)`) keeps its list configuration for its swipe actions.
@MainActor
open class NSCollectionLayoutSection: NSObject {
  public let group: NSCollectionLayoutGroup
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  open var interGroupSpacing: CGFloat = 0
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  open var supplementariesFollowContentInsets = true
  open var contentInsetsReference: UIContentInsetsReference = .automatic
  open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// The list configuration of a list section.
  var listConfiguration: UICollectionLayoutListConfiguration?
  /// Space before the section's leading supplementary items (a list's `headerTopPadding`).
  var leadingPadding: CGFloat = 0

  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  /// A section laid out as a list (iOS 14): one row per item, the configuration's appearance,
  /// headers, footers and swipe actions.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    ListSectionBuilder(configuration: configuration, environment: layoutEnvironment).section()
  }
}

/// The space a layout has, as UIKit's `NSCollectionLayoutContainer`.
@MainActor
public protocol NSCollectionLayoutContainer {
  var contentSize: CGSize { get }
  var effectiveContentSize: CGSize { get }
  var contentInsets: NSDirectionalEdgeInsets { get }
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows of where the layout is, as UIKit's `NSCollectionLayoutEnvironment`.
@MainActor
public protocol NSCollectionLayoutEnvironment {
  var container: NSCollectionLayoutContainer { get }
  var traitCollection: UITraitCollection { get }
}

/// The collection view's size less its insets.
struct LayoutContainer: NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets

  var effectiveContentSize: CGSize {
    CGSize(
      width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
  }

  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
  let container: NSCollectionLayoutContainer
  let traitCollection: UITraitCollection
}

/// How a compositional layout as a whole is arranged, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  open var interSectionSpacing: CGFloat = 0
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  open var contentInsetsReference: UIContentInsetsReference = .automatic

  override public init() {
    super.init()
  }
}
