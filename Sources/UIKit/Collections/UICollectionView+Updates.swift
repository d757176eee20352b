import Foundation

/// Item and section updates with UIKit's consistency check (ListUpdate.swift, shared with tables):
/// after an update the data source's counts must follow from the old counts and the update, or the
/// app stops with UIKit's "Invalid update" exception. Items that stay keep their cells and their
/// selection (moved to their new index paths); inserted and reloaded items in view get new cells
/// at once; deleted ones' cells go back to their queues.
extension UICollectionView {
  public func insertItems(at indexPaths: [IndexPath]) {
    applyUpdate(ListUpdate(insertedItems: indexPaths))
  }

  public func deleteItems(at indexPaths: [IndexPath]) {
    applyUpdate(ListUpdate(deletedItems: indexPaths))
  }

  /// Makes the items' cells again (the data source is asked for them); counts must not change.
  public func reloadItems(at indexPaths: [IndexPath]) {
    applyUpdate(ListUpdate(reloadedItems: indexPaths))
  }

  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    applyUpdate(ListUpdate(movedItems: [(indexPath, newIndexPath)]))
  }

  public func insertSections(_ sections: IndexSet) {
    applyUpdate(ListUpdate(insertedSections: sections))
  }

  public func deleteSections(_ sections: IndexSet) {
    applyUpdate(ListUpdate(deletedSections: sections))
  }

  public func reloadSections(_ sections: IndexSet) {
    applyUpdate(ListUpdate(reloadedSections: sections))
  }

  public func moveSection(_ section: Int, toSection newSection: Int) {
    applyUpdate(ListUpdate(movedSections: [(section, newSection)]))
  }

  /// Runs `updates` as one update: the consistency check looks at all of them together;
  /// `completion` runs with `true` once they are applied.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    let outer = batch
    batch = ListUpdate()
    updates?()
    let collected = batch ?? ListUpdate()
    batch = outer
    applyUpdate(collected)
    completion?(true)
  }

  /// The configured cells of the items are configured again in place (iOS 15's
  /// `reconfigureItems`): the data source is asked for them and gets the same cells back.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    layoutIfNeeded()
    guard let dataSource else { return }
    for indexPath in indexPaths {
      guard let cell = visible[indexPath] else { continue }
      reconfiguring = cell
      _ = dataSource.collectionView(self, cellForItemAt: indexPath)
      reconfiguring = nil
    }
  }

  private func applyUpdate(_ update: ListUpdate) {
    if batch != nil {
      batch?.add(update)
      return
    }
    if needsReload { loadCounts() }
    let before = itemCounts
    guard let dataSource else { return }
    let sections = max(dataSource.numberOfSections(in: self), 0)
    let after = (0..<sections).map { max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0) }
    update.checkConsistency(before: before, after: after, wording: .collection)
    itemCounts = after
    // Cells follow their items; the deleted and reloaded ones leave.
    var kept: VisibleCells<UICollectionViewCell> = [:]
    let reloadedSections = update.reloadedSections
    for indexPath in visible.keys.sorted() {
      guard let cell = visible[indexPath] else { continue }
      if !update.reloadedItems.contains(indexPath), !reloadedSections.contains(indexPath.section),
        let moved = update.newIndexPath(for: indexPath)
      {
        kept[moved] = cell
      } else {
        visible[indexPath] = nil
        enqueue(cell, in: &cellQueues)
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
      }
    }
    visible = kept
    selected = selected.compactMap(update.newIndexPath(for:))
    orthogonalOffsets = [:]
    swipedItem = nil
    removeSupplementaryViews()
    layoutState(of: collectionViewLayout)?.carryMeasuredSizes(through: update)
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// The built-in layout's kept state, if the layout is one of them.
  func layoutState(of layout: UICollectionViewLayout) -> BuiltInLayoutState? {
    (layout as? UICollectionViewFlowLayout)?.state ?? (layout as? UICollectionViewCompositionalLayout)?.state
  }
}
