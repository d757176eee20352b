import Foundation

/// Where things go in an update: an index path before the update and the one the same element
/// has after it. The cells on screen and the selection follow their elements through an update,
/// as in UIKit, where a row that stays keeps its cell and its selection.
extension ListUpdate {
  /// The section an old section becomes: nil when it is deleted; a moved section goes where it
  /// was moved; any other keeps its order among the sections that stay, in the places that new
  /// and moved-in sections leave free.
  func newSection(forOldSection old: Int) -> Int? {
    if deletedSections.contains(old) { return nil }
    if let move = movedSections.first(where: { $0.from == old }) { return move.to }
    let leaving = deletedSections.count { $0 < old } + movedSections.count { $0.from < old }
    let taken = Array(insertedSections) + movedSections.map(\.to)
    return Self.freeSlot(old - leaving, skipping: taken)
  }

  /// The index path an old one has after the update, or nil when its element is deleted (or its
  /// section is). A reloaded element keeps its place.
  func newIndexPath(for old: IndexPath) -> IndexPath? {
    guard let section = newSection(forOldSection: old.section) else { return nil }
    if deletedItems.contains(old) { return nil }
    if let move = movedItems.first(where: { $0.from == old }) { return move.to }
    if movedSections.contains(where: { $0.from == old.section }) { return IndexPath(row: old.row, section: section) }
    let leaving =
      deletedItems.count { $0.section == old.section && $0.row < old.row }
      + movedItems.count { $0.from.section == old.section && $0.from.row < old.row }
    let taken =
      insertedItems.filter { $0.section == section }.map(\.row)
      + movedItems.filter { $0.to.section == section }.map(\.to.row)
    return IndexPath(row: Self.freeSlot(old.row - leaving, skipping: taken), section: section)
  }

  /// The index of the `rank`-th place (from 0) that is not in `taken`.
  private static func freeSlot(_ rank: Int, skipping taken: [Int]) -> Int {
    var slot = rank
    for index in taken.sorted() where index <= slot { slot += 1 }
    return slot
  }

  /// Whether nothing is in it.
  var isEmpty: Bool {
    insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
      && insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
  }
}
