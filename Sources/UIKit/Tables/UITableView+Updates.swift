import Foundation

/// Row and section updates, with UIKit's consistency check: after an update the data source's
/// counts must equal the old counts plus what was inserted, minus what was deleted, or the app
/// stops with UIKit's "Invalid update" exception.
extension UITableView {
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    MainThreadChecker.checked("-[UITableView insertRowsAtIndexPaths:withRowAnimation:]") {
      applyUpdate(ListUpdate(insertedItems: indexPaths))
    }
  }

  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    MainThreadChecker.checked("-[UITableView deleteRowsAtIndexPaths:withRowAnimation:]") {
      applyUpdate(ListUpdate(deletedItems: indexPaths))
    }
  }

  /// Reloads the rows' cells at once (a cell in view is asked for again); counts must not change.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    MainThreadChecker.checked("-[UITableView reloadRowsAtIndexPaths:withRowAnimation:]") {
      applyUpdate(ListUpdate(reloadedItems: indexPaths))
    }
  }

  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    applyUpdate(ListUpdate(insertedSections: sections))
  }

  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    applyUpdate(ListUpdate(deletedSections: sections))
  }

  /// Moves a row; the data source must have moved it too.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    applyUpdate(ListUpdate(movedItems: [(indexPath, newIndexPath)]))
  }

  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    applyUpdate(ListUpdate(reloadedSections: sections))
  }

  public func moveSection(_ section: Int, toSection newSection: Int) {
    applyUpdate(ListUpdate(movedSections: [(section, newSection)]))
  }

  /// Configures the rows' cells again in place (iOS 15): the data source is asked for each row in
  /// view, and dequeuing hands back the cell the row already has.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    layoutIfNeeded()
    guard let dataSource else { return }
    for indexPath in indexPaths {
      guard let cell = visible[indexPath] else { continue }
      reconfiguring = cell
      _ = dataSource.tableView(self, cellForRowAt: indexPath)
      reconfiguring = nil
    }
  }

  /// Runs `updates` as one update: the consistency check looks at all of them together.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    batch = ListUpdate()
    updates?()
    let collected = batch ?? ListUpdate()
    batch = nil
    applyUpdate(collected)
    completion?(true)
  }

  public func beginUpdates() {
    batch = batch ?? ListUpdate()
  }

  public func endUpdates() {
    let collected = batch ?? ListUpdate()
    batch = nil
    applyUpdate(collected)
  }

  private func applyUpdate(_ update: ListUpdate) {
    if batch != nil {
      batch?.add(update)
      return
    }
    if needsReload { loadCounts() }
    let before = rowCounts
    guard let dataSource else { return }
    let sections = max(dataSource.numberOfSections(in: self), 0)
    let after = (0..<sections).map { max(dataSource.tableView(self, numberOfRowsInSection: $0), 0) }
    update.checkConsistency(before: before, after: after, wording: .table)
    rowCounts = after
    rebuildGeometry(keepingMeasuredHeights: false)
    // The simplest faithful outcome: every cell in view is asked for again at the next layout.
    enqueueVisibleCells()
    removeSectionViews()
    selected = selected.compactMap(update.newIndexPath(for:))
    swipedRow = nil
    setNeedsLayout()
    layoutIfNeeded()
  }
}
