import Foundation

/// What changes between two snapshots, by identity, as UIKit's diffable data sources work it
/// out to update a list: sections and items that are gone (at their old positions), new (at their
/// new positions), and the items that stayed but moved, whose rows are taken out and put back.
struct SnapshotDifference {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var deletedItems: [IndexPath] = []
  var insertedItems: [IndexPath] = []
  var reloadedItems: [IndexPath] = []

  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
      && reloadedItems.isEmpty
  }

  init<Section: Hashable, Item: Hashable>(
    from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
  ) {
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    let kept = Set(oldSections).intersection(newSections)
    for (index, section) in oldSections.enumerated() where !kept.contains(section) { deletedSections.insert(index) }
    for (index, section) in newSections.enumerated() where !kept.contains(section) { insertedSections.insert(index) }
    // Items of kept sections: an item counts as moved when its section changed or its order among
    // the items both snapshots share in that section changed; it is deleted from its old place
    // and inserted at its new one.
    for section in newSections where kept.contains(section) {
      guard let oldIndex = old.indexOfSection(section), let newIndex = new.indexOfSection(section) else { continue }
      let before = old.itemIdentifiers(inSection: section)
      let after = new.itemIdentifiers(inSection: section)
      let staying = Self.staying(before, after)
      for row in before.indices where !staying.contains(before[row]) {
        deletedItems.append(IndexPath(row: row, section: oldIndex))
      }
      for row in after.indices where !staying.contains(after[row]) {
        insertedItems.append(IndexPath(row: row, section: newIndex))
      }
      for item in new.reloadedItemIdentifiers where staying.contains(item) {
        if let row = after.firstIndex(of: item) { reloadedItems.append(IndexPath(row: row, section: newIndex)) }
      }
    }
    deletedItems.sort()
    reloadedItems.sort()
  }

  /// The items that stay in a section in the same order: the longest run the two orders share
  /// (the rest have moved). Among the items in both orders, that run is the longest increasing
  /// subsequence of their old positions taken in the new order, found by patience sorting in
  /// O(n log n) — a snapshot that moves a thousand of ten thousand items is worked out in a few
  /// milliseconds.
  private static func staying<Item: Hashable>(_ before: [Item], _ after: [Item]) -> Set<Item> {
    var oldPosition: [Item: Int] = [:]
    oldPosition.reserveCapacity(before.count)
    for index in before.indices { oldPosition[before[index]] = index }
    // The items of `after` that were in `before`, and their old positions.
    var sharedItems: [Item] = []
    var sharedOld: [Int] = []
    sharedItems.reserveCapacity(after.count)
    sharedOld.reserveCapacity(after.count)
    for index in after.indices {
      guard let position = oldPosition[after[index]] else { continue }
      sharedItems.append(after[index])
      sharedOld.append(position)
    }
    // tails[k]: the entry ending the increasing run of length k + 1 with the smallest last old
    // position; previous[i]: the entry before entry i in the best run ending at it.
    var tails: [Int] = []
    var previous = Array(repeating: -1, count: sharedOld.count)
    for index in sharedOld.indices {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if sharedOld[tails[middle]] < sharedOld[index] { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var result: Set<Item> = []
    result.reserveCapacity(tails.count)
    var index = tails.last ?? -1
    while index >= 0 {
      result.insert(sharedItems[index])
      index = previous[index]
    }
    return result
  }
}
