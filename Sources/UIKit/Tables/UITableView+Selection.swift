import Foundation

/// Selecting rows as UIKit does: a tap asks `willSelectRowAt` (nil cancels), deselects the
/// previous row in single selection (`didDeselectRowAt`), selects and calls `didSelectRowAt`;
/// selecting in code calls no delegate method.
extension UITableView {
  public var indexPathForSelectedRow: IndexPath? { selected.first }

  public var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for row in selected { setCellSelected(row, false) }
      selected = []
      return
    }
    if !allowsMultipleSelection {
      for row in selected where row != indexPath { setCellSelected(row, false) }
      selected = []
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    setCellSelected(indexPath, true)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    setCellSelected(indexPath, false)
  }

  private func setCellSelected(_ indexPath: IndexPath, _ isSelected: Bool) {
    visible[indexPath]?.setSelected(isSelected, animated: false)
  }

  /// A user's tap on a cell in view.
  func userTapped(_ cell: UITableViewCell) {
    guard allowsSelection, let tapped = indexPath(for: cell) else { return }
    if swipedRow != nil {
      hideSwipeActions()
      return
    }
    EventLog.shared.record("UITableView.tap \(tapped.section):\(tapped.row)")
    guard
      let indexPath = tableDelegate?.tableView(self, willSelectRowAt: tapped) ?? (tableDelegate == nil ? tapped : nil)
    else { return }
    if allowsMultipleSelection, selected.contains(indexPath) {
      deselectRow(at: indexPath, animated: true)
      tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
      return
    }
    if !allowsMultipleSelection {
      for previous in selected where previous != indexPath {
        deselectRow(at: previous, animated: true)
        tableDelegate?.tableView(self, didDeselectRowAt: previous)
      }
    }
    selectRow(at: indexPath, animated: true, scrollPosition: .none)
    // A storyboard's selection segue runs before didSelectRowAt, as on iOS.
    if let cell = visible[indexPath], let segue = cell.storyboardSegue { segue(cell) }
    tableDelegate?.tableView(self, didSelectRowAt: indexPath)
  }
}
