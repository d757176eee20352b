import Foundation

/// The items of one section as an outline, as UIKit's `NSDiffableDataSourceSectionSnapshot`
/// (iOS 14): items may have children; a collapsed parent hides its children, so the section shows
/// `visibleItems`. Applied with `UICollectionViewDiffableDataSource.apply(_:to:)`.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
  /// Every item, parents before their children, in order.
  public private(set) var items: [ItemIdentifierType] = []
  private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
  private var expanded: Set<ItemIdentifierType> = []

  public init() {}

  public var rootItems: [ItemIdentifierType] { items.filter { parents[$0] == nil } }

  /// The items a user sees: those whose ancestors are all expanded.
  public var visibleItems: [ItemIdentifierType] { items.filter(isVisible) }

  public func contains(_ item: ItemIdentifierType) -> Bool { items.contains(item) }

  public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

  /// How deep an item is: 0 for a root item.
  public func level(of item: ItemIdentifierType) -> Int {
    var level = 0
    var current = parents[item]
    while let parent = current {
      level += 1
      current = parents[parent]
    }
    return level
  }

  public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    var current = parents[item]
    while let parent = current {
      if !expanded.contains(parent) { return false }
      current = parents[parent]
    }
    return true
  }

  /// Appends items at the end of the section, or as the last children of `parent`.
  public mutating func append(_ newItems: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    checkUnique(newItems)
    guard let parent else {
      items += newItems
      return
    }
    guard let position = items.firstIndex(of: parent) else { Self.fail("Parent item does not exist in snapshot") }
    var end = position + 1
    while end < items.count, isDescendant(items[end], of: parent) { end += 1 }
    items.insert(contentsOf: newItems, at: end)
    for item in newItems { parents[item] = parent }
  }

  public mutating func insert(_ newItems: [ItemIdentifierType], before item: ItemIdentifierType) {
    checkUnique(newItems)
    guard let position = items.firstIndex(of: item) else { Self.fail("Item does not exist in snapshot") }
    items.insert(contentsOf: newItems, at: position)
    for new in newItems { parents[new] = parents[item] }
  }

  public mutating func insert(_ newItems: [ItemIdentifierType], after item: ItemIdentifierType) {
    checkUnique(newItems)
    guard var position = items.firstIndex(of: item) else { Self.fail("Item does not exist in snapshot") }
    position += 1
    while position < items.count, isDescendant(items[position], of: item) { position += 1 }
    items.insert(contentsOf: newItems, at: position)
    for new in newItems { parents[new] = parents[item] }
  }

  /// Deletes items and their children.
  public mutating func delete(_ deleted: [ItemIdentifierType]) {
    let gone = Set(deleted)
    let kept = items.filter { item in !gone.contains(item) && !gone.contains { isDescendant(item, of: $0) } }
    items = kept
    parents = parents.filter { items.contains($0.key) }
    expanded = expanded.filter(items.contains)
  }

  public mutating func deleteAll() {
    self = Self()
  }

  public mutating func expand(_ toExpand: [ItemIdentifierType]) { expanded.formUnion(toExpand) }

  public mutating func collapse(_ toCollapse: [ItemIdentifierType]) { expanded.subtract(toCollapse) }

  /// The snapshot of `parent`'s children (and `parent` itself when asked).
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
    var result = Self()
    if includingParent { result.items.append(parent) }
    for item in items where isDescendant(item, of: parent) {
      result.items.append(item)
      if let itemParent = parents[item], itemParent != parent || includingParent { result.parents[item] = itemParent }
    }
    result.expanded = expanded.filter(result.items.contains)
    return result
  }

  private func isDescendant(_ item: ItemIdentifierType, of ancestor: ItemIdentifierType) -> Bool {
    var current = parents[item]
    while let parent = current {
      if parent == ancestor { return true }
      current = parents[parent]
    }
    return false
  }

  private func checkUnique(_ newItems: [ItemIdentifierType]) {
    var seen = Set(items)
    for item in newItems where !seen.insert(item).inserted {
      Self.fail(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \(String(reflecting: item))\n)}"
      )
    }
  }

  private static func fail(_ reason: String) -> Never {
    fatalError(UIKitError.exception("NSInternalInconsistencyException", reason))
  }
}

extension NSDiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}

extension UICollectionViewDiffableDataSource {
  /// The section's items as a section snapshot: the one applied to it, or its items as roots.
  public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    if let applied = sectionSnapshots[section] { return applied }
    var snapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    if current.indexOfSection(section) != nil { snapshot.append(current.itemIdentifiers(inSection: section)) }
    return snapshot
  }

  /// Shows `snapshot` as the section's items (its visible items, in order), adding the section at
  /// the end when the snapshot does not have it.
  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    var whole = current
    if whole.indexOfSection(section) == nil {
      whole.appendSections([section])
    } else {
      whole.deleteItems(whole.itemIdentifiers(inSection: section))
    }
    whole.appendItems(snapshot.visibleItems, toSection: section)
    apply(whole, animatingDifferences: animatingDifferences) { [weak self] in
      self?.sectionSnapshots[section] = snapshot
      completion?()
    }
    sectionSnapshots[section] = snapshot
  }
}

/// A data source whose items can be expanded and collapsed (an outline disclosure accessory's tap).
@MainActor
protocol OutlineExpanding: AnyObject {
  func toggleExpansion(at indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource: OutlineExpanding {
  /// Expands a collapsed parent item or collapses an expanded one, in its section snapshot.
  func toggleExpansion(at indexPath: IndexPath) {
    guard let section = current.section(at: indexPath.section), let item = current.item(at: indexPath),
      var snapshot = sectionSnapshots[section]
    else { return }
    if snapshot.isExpanded(item) { snapshot.collapse([item]) } else { snapshot.expand([item]) }
    apply(snapshot, to: section)
  }

  /// How deep the item at `indexPath` is in its section's outline.
  func outlineLevel(at indexPath: IndexPath) -> Int? {
    guard let section = current.section(at: indexPath.section), let item = current.item(at: indexPath) else {
      return nil
    }
    return sectionSnapshots[section]?.level(of: item)
  }
}

extension UICollectionView {
  /// An outline disclosure's tap: the diffable data source expands or collapses the item.
  func toggleExpansion(at indexPath: IndexPath) {
    (dataSource as? OutlineExpanding)?.toggleExpansion(at: indexPath)
  }
}
