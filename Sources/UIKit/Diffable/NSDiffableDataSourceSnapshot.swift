import Foundation

/// The state of a list at one moment, as UIKit's `NSDiffableDataSourceSnapshot`: sections and
/// their items, each known by its identifier (`Hashable` identity, not position). Identifiers
/// must be unique across the snapshot: adding one that is already there is UIKit's "supplied
/// item identifiers are not unique" crash, and adding items with no section is UIKit's "There are
/// currently no sections in the data source" crash.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

  public init() {}

  // MARK: Reading

  public var numberOfSections: Int { sections.count }
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    guard let index = indexOfSection(identifier) else {
      Self.fail(
        "Invalid parameter not satisfying: section != NSNotFound (section \(identifier) is not in the snapshot)")
    }
    return sections[index].items
  }

  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sections.first { $0.items.contains(identifier) }?.id
  }

  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.id == identifier }
  }

  /// The item's position counting across all sections, as UIKit's `indexOfItem(_:)`.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  /// The section and row of an item (for the data sources).
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    for (section, entry) in sections.enumerated() {
      if let row = entry.items.firstIndex(of: identifier) { return IndexPath(row: row, section: section) }
    }
    return nil
  }

  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.row)
    else { return nil }
    return sections[indexPath.section].items[indexPath.row]
  }

  func section(at index: Int) -> SectionIdentifierType? { sections.indices.contains(index) ? sections[index].id : nil }

  // MARK: Sections

  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insertSections(identifiers, at: sections.count)
  }

  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType
  ) {
    insertSections(identifiers, at: requireSection(before))
  }

  public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType)
  {
    insertSections(identifiers, at: requireSection(after) + 1)
  }

  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    sections.removeAll { identifiers.contains($0.id) }
  }

  public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection before: SectionIdentifierType) {
    let moved = sections.remove(at: requireSection(identifier))
    sections.insert(moved, at: requireSection(before))
  }

  public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection after: SectionIdentifierType) {
    let moved = sections.remove(at: requireSection(identifier))
    sections.insert(moved, at: requireSection(after) + 1)
  }

  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers { _ = requireSection(identifier) }
    reloadedSectionIdentifiers += identifiers
  }

  // MARK: Items

  /// Appends items to `section`, or to the last section when nil.
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil)
  {
    guard !sections.isEmpty else {
      Self.fail("There are currently no sections in the data source. Please add a section first.")
    }
    let index = section.map(requireSection) ?? sections.count - 1
    checkUnique(identifiers)
    sections[index].items += identifiers
  }

  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
    checkUnique(identifiers)
    let path = requireItem(before)
    sections[path.section].items.insert(contentsOf: identifiers, at: path.row)
  }

  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
    checkUnique(identifiers)
    let path = requireItem(after)
    sections[path.section].items.insert(contentsOf: identifiers, at: path.row + 1)
  }

  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
  }

  public mutating func deleteAllItems() {
    sections = []
  }

  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem before: ItemIdentifierType) {
    let from = requireItem(identifier)
    sections[from.section].items.remove(at: from.row)
    let to = requireItem(before)
    sections[to.section].items.insert(identifier, at: to.row)
  }

  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem after: ItemIdentifierType) {
    let from = requireItem(identifier)
    sections[from.section].items.remove(at: from.row)
    let to = requireItem(after)
    sections[to.section].items.insert(identifier, at: to.row + 1)
  }

  /// Marks items whose cells are made again when the snapshot is applied.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers { _ = requireItem(identifier) }
    reloadedItemIdentifiers += identifiers
  }

  /// Marks items whose cells are configured again (the same cell, iOS 15).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers { _ = requireItem(identifier) }
    reconfiguredItemIdentifiers += identifiers
  }

  // MARK: Checks

  private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    let existing = Set(sections.map(\.id))
    let duplicates = identifiers.filter { existing.contains($0) } + Self.repeated(identifiers)
    if !duplicates.isEmpty {
      Self.fail("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self.list(duplicates))")
    }
    sections.insert(contentsOf: identifiers.map { (id: $0, items: []) }, at: index)
  }

  private func checkUnique(_ identifiers: [ItemIdentifierType]) {
    let existing = Set(itemIdentifiers)
    let duplicates = identifiers.filter { existing.contains($0) } + Self.repeated(identifiers)
    if !duplicates.isEmpty {
      Self.fail("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.list(duplicates))")
    }
  }

  private func requireSection(_ identifier: SectionIdentifierType) -> Int {
    guard let index = indexOfSection(identifier) else {
      Self.fail("Invalid section identifier: \(identifier) is not in the snapshot")
    }
    return index
  }

  private func requireItem(_ identifier: ItemIdentifierType) -> IndexPath {
    guard let path = indexPath(of: identifier) else {
      Self.fail("Invalid item identifier: \(identifier) is not in the snapshot")
    }
    return path
  }

  private static func repeated<Value: Hashable>(_ values: [Value]) -> [Value] {
    var seen: Set<Value> = []
    return values.filter { !seen.insert($0).inserted }
  }

  /// UIKit prints the duplicates as an NSSet: `{(\n    "a"\n)}`.
  private static func list<Value>(_ values: [Value]) -> String {
    "{(\n" + values.map { "    \(String(reflecting: $0))" }.joined(separator: ",\n") + "\n)}"
  }

  private static func fail(_ reason: String) -> Never {
    fatalError(UIKitError.exception("NSInternalInconsistencyException", reason))
  }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
