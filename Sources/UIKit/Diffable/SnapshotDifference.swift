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
    // the items both snapshots share in that section changed.
    let oldItems = Set(old.itemIdentifiers)
    let newItems = Set(new.itemIdentifiers)
    for section in oldSections where kept.contains(section) {
      guard let oldIndex = old.indexOfSection(section) else { continue }
      let items = old.itemIdentifiers(inSection: section)
      let staying = Self.staying(items, in: new, section: section)
      for (row, item) in items.enumerated() where !newItems.contains(item) || !staying.contains(item) {
        deletedItems.append(IndexPath(row: row, section: oldIndex))
      }
    }
    for section in newSections where kept.contains(section) {
      guard let newIndex = new.indexOfSection(section) else { continue }
      let items = new.itemIdentifiers(inSection: section)
      let staying = Self.staying(old.itemIdentifiers(inSection: section), in: new, section: section)
      for (row, item) in items.enumerated() where !oldItems.contains(item) || !staying.contains(item) {
        insertedItems.append(IndexPath(row: row, section: newIndex))
      }
      for (row, item) in items.enumerated() where new.reloadedItemIdentifiers.contains(item) && staying.contains(item) {
        reloadedItems.append(IndexPath(row: row, section: newIndex))
      }
    }
  }

  /// The items of `oldItems` that stay in `section` in the same order: the longest run the two
  /// orders share (the rest have moved).
  private static func staying<Section: Hashable, Item: Hashable>(
    _ oldItems: [Item], in new: NSDiffableDataSourceSnapshot<Section, Item>, section: Section
  ) -> Set<Item> {
    let newItems = new.itemIdentifiers(inSection: section)
    let shared = Set(oldItems).intersection(newItems)
    let before = oldItems.filter { shared.contains($0) }
    let after = newItems.filter { shared.contains($0) }
    let difference = after.difference(from: before)
    var moved: Set<Item> = []
    for change in difference {
      switch change {
      case .insert(_, let item, _), .remove(_, let item, _): moved.insert(item)
      }
    }
    return shared.subtracting(moved)
  }
}
