import Foundation

/// UIKit's additions to `IndexPath` for tables and collection views: a row (or item) in a
/// section. `item` and `row` are the same second index, as on iOS.
extension IndexPath {
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section, the first index.
  public var section: Int {
    get { count > 0 ? self[0] : 0 }
    set { self[0] = newValue }
  }

  /// The row, the second index.
  public var row: Int {
    get { count > 1 ? self[1] : 0 }
    set { self[1] = newValue }
  }

  /// The item, the second index (a collection view's name for a table's row).
  public var item: Int {
    get { row }
    set { row = newValue }
  }
}
