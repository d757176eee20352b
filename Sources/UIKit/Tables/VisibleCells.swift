import Foundation

/// The cells on screen, by index path. Kept in a dictionary keyed by one integer per row
/// (section and row packed together): a table's layout pass looks rows up, adds and removes
/// them for every row that scrolls by, and hashing Foundation's `IndexPath` costs several times
/// more than hashing an integer.
struct VisibleCells: Sequence, ExpressibleByDictionaryLiteral {
  private var cells: [Int: (indexPath: IndexPath, cell: UITableViewCell)] = [:]

  init(dictionaryLiteral elements: (IndexPath, UITableViewCell)...) {
    for (indexPath, cell) in elements { self[indexPath] = cell }
  }

  private static func key(_ indexPath: IndexPath) -> Int { indexPath.section << 32 | indexPath.row }

  subscript(indexPath: IndexPath) -> UITableViewCell? {
    get { cells[Self.key(indexPath)]?.cell }
    set { cells[Self.key(indexPath)] = newValue.map { (indexPath, $0) } }
  }

  var keys: [IndexPath] { cells.values.map(\.indexPath) }
  var values: [UITableViewCell] { cells.values.map(\.cell) }

  func makeIterator() -> some IteratorProtocol<(key: IndexPath, value: UITableViewCell)> {
    cells.values.lazy.map { (key: $0.indexPath, value: $0.cell) }.makeIterator()
  }
}
