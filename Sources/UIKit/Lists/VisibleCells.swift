import Foundation

/// The cells on screen, by index path: a table's rows or a collection view's items. Kept in a
/// dictionary keyed by one integer per index path (section and row packed together): a layout
/// pass looks index paths up, adds and removes them for every row that scrolls by, and hashing
/// Foundation's `IndexPath` costs several times more than hashing an integer.
struct VisibleCells<Cell: AnyObject>: Sequence, ExpressibleByDictionaryLiteral {
  private var cells: [Int: (indexPath: IndexPath, cell: Cell)] = [:]

  init(dictionaryLiteral elements: (IndexPath, Cell)...) {
    for (indexPath, cell) in elements { self[indexPath] = cell }
  }

  private static func key(_ indexPath: IndexPath) -> Int { indexPath.section << 32 | indexPath.row }

  subscript(indexPath: IndexPath) -> Cell? {
    get { cells[Self.key(indexPath)]?.cell }
    set { cells[Self.key(indexPath)] = newValue.map { (indexPath, $0) } }
  }

  var keys: [IndexPath] { cells.values.map(\.indexPath) }
  var values: [Cell] { cells.values.map(\.cell) }
  var count: Int { cells.count }
  var isEmpty: Bool { cells.isEmpty }

  /// The index path showing `cell`, if it is on screen.
  func indexPath(of cell: Cell) -> IndexPath? {
    cells.values.first { $0.cell === cell }?.indexPath
  }

  func makeIterator() -> some IteratorProtocol<(key: IndexPath, value: Cell)> {
    cells.values.lazy.map { (key: $0.indexPath, value: $0.cell) }.makeIterator()
  }
}

/// The cells that left the screen, waiting by reuse identifier to be handed out again (last in,
/// first out, as UIKit's queues), for tables and collection views alike.
struct ReuseQueues<Cell: AnyObject> {
  private var queues: [String: [Cell]] = [:]

  /// The most recently queued cell for `identifier`, taken out of its queue.
  mutating func pop(_ identifier: String) -> Cell? {
    queues[identifier]?.popLast()  // in place: no copy of the queue
  }

  mutating func push(_ cell: Cell, _ identifier: String) {
    queues[identifier, default: []].append(cell)
  }

  /// Every queued cell.
  var all: [Cell] { queues.values.flatMap { $0 } }

  /// How many cells wait, across identifiers.
  var count: Int { queues.values.reduce(0) { $0 + $1.count } }
}
