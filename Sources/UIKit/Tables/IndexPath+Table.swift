import Foundation

/// UIKit's additions to `IndexPath` for tables: a row in a section.
extension IndexPath {
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
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
}
