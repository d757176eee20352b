import Foundation

/// A collection view's data source that holds a snapshot, as UIKit's
/// `UICollectionViewDiffableDataSource` (iOS 13): it answers the collection view's counts from the
/// snapshot, makes cells with the cell provider and supplementary views with the
/// `supplementaryViewProvider`; `apply(_:animatingDifferences:completion:)` works out what changed
/// by identity (SnapshotDifference, shared with tables) and updates the collection view's items
/// and sections — the first apply reloads it. Reloaded items get new cells; reconfigured items
/// (iOS 15) keep theirs and are configured again. Section snapshots
/// (`apply(_:to:animatingDifferences:)`) give a section its items, with outlines.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  NSObject, UICollectionViewDataSource
{
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  /// Makes the section headers and footers; nil shows none.
  open var supplementaryViewProvider: SupplementaryViewProvider?
  var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  private var hasApplied = false
  /// Each section's section snapshot, when one was applied to it.
  var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// A copy of the snapshot the collection view shows.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// Shows `snapshot`: the items and sections that differ from the current ones are deleted,
  /// inserted, reloaded or reconfigured; `completion` runs once the collection view is updated.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let difference = SnapshotDifference(from: current, to: snapshot)
    current = snapshot.withoutMarks()
    sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
    guard let collectionView else {
      completion?()
      return
    }
    if !hasApplied {
      hasApplied = true
      collectionView.reloadData()
    } else if !difference.isEmpty {
      collectionView.performBatchUpdates {
        collectionView.deleteSections(difference.deletedSections)
        collectionView.insertSections(difference.insertedSections)
        collectionView.deleteItems(at: difference.deletedItems)
        collectionView.insertItems(at: difference.insertedItems)
        collectionView.reloadItems(at: difference.reloadedItems)
      }
    }
    let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { snapshot.indexPath(of: $0) }
    if !reconfigured.isEmpty { collectionView.reconfigureItems(at: reconfigured) }
    completion?()
  }

  /// Shows `snapshot` by reloading the collection view, without working out the differences (iOS 15).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    current = snapshot.withoutMarks()
    hasApplied = true
    collectionView?.reloadData()
    completion?()
  }

  /// The item shown at `indexPath`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

  /// Where `itemIdentifier` is shown.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

  /// The section shown at `index` (iOS 15).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

  /// The section's index (iOS 15).
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    current.section(at: section).map { current.numberOfItems(inSection: $0) } ?? 0
  }

  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "UICollectionView dataSource returned a nil cell for item at index path: "
            + "\(UICollectionView.describe(indexPath)), collectionView: \(UIKitError.describe(collectionView)), "
            + "dataSource: \(UIKitError.describe(self))"))
    }
    if let level = outlineLevel(at: indexPath) { (cell as? UICollectionViewListCell)?.indentationLevel = level }
    return cell
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath) ?? UnprovidedSupplementaryView(frame: .zero)
  }

  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}
