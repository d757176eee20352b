import Foundation

/// A table's data source that holds a snapshot, as UIKit's `UITableViewDiffableDataSource`: it
/// answers the table's counts from the snapshot and makes cells with the cell provider;
/// `apply(_:animatingDifferences:completion:)` works out what changed by identity and updates the
/// table's rows and sections (the first apply reloads it). Subclass it for section titles and
/// editing, as on iOS.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
  UITableViewDataSource
{
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  private var hasApplied = false
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// A copy of the snapshot the table shows.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// Shows `snapshot`: the rows and sections that differ from the current one are deleted,
  /// inserted or reloaded; `completion` runs once the table is updated.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let difference = SnapshotDifference(from: current, to: snapshot)
    current = snapshot
    guard let tableView else {
      completion?()
      return
    }
    if !hasApplied {
      hasApplied = true
      tableView.reloadData()
    } else if !difference.isEmpty {
      let animation = defaultRowAnimation
      tableView.performBatchUpdates {
        tableView.deleteSections(difference.deletedSections, with: animation)
        tableView.insertSections(difference.insertedSections, with: animation)
        tableView.deleteRows(at: difference.deletedItems, with: animation)
        tableView.insertRows(at: difference.insertedItems, with: animation)
        tableView.reloadRows(at: difference.reloadedItems, with: animation)
      }
    }
    completion?()
  }

  /// Shows `snapshot` by reloading the table, without working out the differences (iOS 15).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    hasApplied = true
    tableView?.reloadData()
    completion?()
  }

  /// The item shown at `indexPath`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

  /// Where `itemIdentifier` is shown.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

  /// The section shown at `index` (iOS 15).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    current.section(at: section).map { current.numberOfItems(inSection: $0) } ?? 0
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "UITableView dataSource returned a nil cell for row at index path: \(indexPath). Table view: "
            + "\(UIKitError.describe(tableView)), dataSource: \(UIKitError.describe(self))"))
    }
    return cell
  }

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// No row is editable unless a subclass says so (UIKit's diffable data source default).
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
}
