import Foundation

/// Row and section updates, with UIKit's consistency check: after an update the data source's
/// counts must equal the old counts plus what was inserted, minus what was deleted, or the app
/// stops with UIKit's "Invalid update" exception.
extension UITableView {
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    applyUpdate(Update(insertedRows: indexPaths))
  }

  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    applyUpdate(Update(deletedRows: indexPaths))
  }

  /// Reloads the rows' cells at once (a cell in view is asked for again); counts must not change.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    applyUpdate(Update(reloadedRows: indexPaths))
  }

  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    applyUpdate(Update(insertedSections: sections))
  }

  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    applyUpdate(Update(deletedSections: sections))
  }

  /// Runs `updates` as one update: the consistency check looks at all of them together.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    batch = Update()
    updates?()
    let collected = batch ?? Update()
    batch = nil
    applyUpdate(collected)
    completion?(true)
  }

  public func beginUpdates() {
    batch = batch ?? Update()
  }

  public func endUpdates() {
    let collected = batch ?? Update()
    batch = nil
    applyUpdate(collected)
  }

  /// One update: rows and sections inserted, deleted or reloaded.
  struct Update {
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()

    mutating func add(_ other: Update) {
      insertedRows += other.insertedRows
      deletedRows += other.deletedRows
      reloadedRows += other.reloadedRows
      insertedSections.formUnion(other.insertedSections)
      deletedSections.formUnion(other.deletedSections)
    }
  }

  private func applyUpdate(_ update: Update) {
    if batch != nil {
      batch?.add(update)
      return
    }
    if needsReload { loadCounts() }
    let before = rowCounts
    guard let dataSource else { return }
    let sections = max(dataSource.numberOfSections(in: self), 0)
    let after = (0..<sections).map { max(dataSource.tableView(self, numberOfRowsInSection: $0), 0) }
    checkConsistency(before: before, after: after, update: update)
    rowCounts = after
    rebuildGeometry(keepingMeasuredHeights: false)
    // The simplest faithful outcome: every cell in view is asked for again at the next layout.
    enqueueVisibleCells()
    removeSectionViews()
    let deleted = Set(update.deletedRows)
    selected = selected.filter { !deleted.contains($0) }
    swipedRow = nil
    setNeedsLayout()
    layoutIfNeeded()
  }

  private func checkConsistency(before: [Int], after: [Int], update: Update) {
    let expectedSections = before.count + update.insertedSections.count - update.deletedSections.count
    if after.count != expectedSections {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "Invalid update: invalid number of sections. The number of sections contained in the table view after "
            + "the update (\(after.count)) must be equal to the number of sections contained in the table view "
            + "before the update (\(before.count)), plus or minus the number of sections inserted or deleted "
            + "(\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted)."))
    }
    // Sections that existed before and still exist: old index → new index.
    var newIndex = 0
    for oldIndex in before.indices {
      if update.deletedSections.contains(oldIndex) { continue }
      while update.insertedSections.contains(newIndex) { newIndex += 1 }
      let inserted = update.insertedRows.filter { $0.section == newIndex }.count
      let deleted = update.deletedRows.filter { $0.section == oldIndex }.count
      let expected = before[oldIndex] + inserted - deleted
      if after.indices.contains(newIndex), after[newIndex] != expected {
        fatalError(
          UIKitError.exception(
            "NSInternalInconsistencyException",
            "Invalid update: invalid number of rows in section \(newIndex). The number of rows contained in an "
              + "existing section after the update (\(after[newIndex])) must be equal to the number of rows "
              + "contained in that section before the update (\(before[oldIndex])), plus or minus the number of "
              + "rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus "
              + "or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."))
      }
      newIndex += 1
    }
  }
}
