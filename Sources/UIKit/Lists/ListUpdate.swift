import Foundation

/// One update of a table's rows or a collection view's items, as UIKit collects it between
/// `performBatchUpdates`' start and end: deletions, reloads and the starts of moves name index
/// paths before the update, insertions and the ends of moves name them after it.
///
/// `checkConsistency` is UIKit's check that the data source changed as the update says: every
/// index path must exist on its side of the update, and each section's new count must equal its
/// old count plus what was inserted or moved in, minus what was deleted or moved out — else the
/// app stops with UIKit's "Invalid update" `NSInternalInconsistencyException`, worded for tables
/// (rows) or collection views (items).
struct ListUpdate {
  var insertedItems: [IndexPath] = []
  var deletedItems: [IndexPath] = []
  var reloadedItems: [IndexPath] = []
  var movedItems: [(from: IndexPath, to: IndexPath)] = []
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []

  /// What the messages call the list and its elements.
  struct Wording {
    /// "table view" or "collection view".
    let list: String
    /// "row" or "item".
    let element: String

    static let table = Wording(list: "table view", element: "row")
    static let collection = Wording(list: "collection view", element: "item")
  }

  mutating func add(_ other: ListUpdate) {
    insertedItems += other.insertedItems
    deletedItems += other.deletedItems
    reloadedItems += other.reloadedItems
    movedItems += other.movedItems
    insertedSections.formUnion(other.insertedSections)
    deletedSections.formUnion(other.deletedSections)
    reloadedSections.formUnion(other.reloadedSections)
    movedSections += other.movedSections
  }

  /// Stops the app, as UIKit does, unless the counts `after` the update follow from the counts
  /// `before` it and this update.
  func checkConsistency(before: [Int], after: [Int], wording: Wording) {
    let list = wording.list
    let element = wording.element
    let sectionsMovedIn = movedSections.count
    let expectedSections = before.count + insertedSections.count - deletedSections.count
    if after.count != expectedSections {
      Self.fail(
        "Invalid update: invalid number of sections. The number of sections contained in the \(list) after the "
          + "update (\(after.count)) must be equal to the number of sections contained in the \(list) before the "
          + "update (\(before.count)), plus or minus the number of sections inserted or deleted "
          + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted)"
          + (sectionsMovedIn > 0 ? " and plus or minus the number of sections moved (\(sectionsMovedIn) moved)." : "."))
    }
    for indexPath in deletedItems + reloadedItems + movedItems.map(\.from) {
      let count = before.indices.contains(indexPath.section) ? before[indexPath.section] : 0
      guard before.indices.contains(indexPath.section), indexPath.row < count, indexPath.row >= 0 else {
        let verb = reloadedItems.contains(indexPath) ? "reload" : deletedItems.contains(indexPath) ? "delete" : "move"
        Self.fail(
          "attempt to \(verb) \(element) \(indexPath.row) from section \(indexPath.section) which only contains "
            + "\(count) \(element)s before the update")
      }
    }
    for indexPath in insertedItems + movedItems.map(\.to) {
      let count = after.indices.contains(indexPath.section) ? after[indexPath.section] : 0
      guard after.indices.contains(indexPath.section), indexPath.row < count, indexPath.row >= 0 else {
        let verb = insertedItems.contains(indexPath) ? "insert" : "move"
        Self.fail(
          "attempt to \(verb) \(element) \(indexPath.row) into section \(indexPath.section), but there are only "
            + "\(count) \(element)s in section \(indexPath.section) after the update")
      }
    }
    for (oldIndex, count) in before.enumerated() {
      guard let newIndex = newSection(forOldSection: oldIndex), after.indices.contains(newIndex) else { continue }
      let inserted = insertedItems.count { $0.section == newIndex }
      let deleted = deletedItems.count { $0.section == oldIndex }
      let movedIn = movedItems.count {
        $0.to.section == newIndex && newSection(forOldSection: $0.from.section) != newIndex
      }
      let movedOut = movedItems.count { $0.from.section == oldIndex && $0.to.section != newIndex }
      let expected = count + inserted - deleted + movedIn - movedOut
      guard after[newIndex] != expected else { continue }
      Self.fail(
        "Invalid update: invalid number of \(element)s in section \(newIndex). The number of \(element)s contained "
          + "in an existing section after the update (\(after[newIndex])) must be equal to the number of "
          + "\(element)s contained in that section before the update (\(count)), plus or minus the number of "
          + "\(element)s inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus "
          + "or minus the number of \(element)s moved into or out of that section (\(movedIn) moved in, "
          + "\(movedOut) moved out).")
    }
  }

  private static func fail(_ reason: String) -> Never {
    fatalError(UIKitError.exception("NSInternalInconsistencyException", reason))
  }
}
