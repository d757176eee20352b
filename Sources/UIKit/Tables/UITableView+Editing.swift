import Foundation

/// Swiping a row, as UIKit shows it: the delegate's trailing swipe actions, or else a Delete
/// button when the row can be edited with the delete style; tapping Delete calls the data
/// source's `commit` with `.delete`, tapping an action calls its handler.
extension UITableView {
  public var isEditing: Bool {
    get { editingMode }
    set { setEditing(newValue, animated: false) }
  }

  public func setEditing(_ editing: Bool, animated: Bool) {
    editingMode = editing
    setNeedsLayout()
  }

  /// Shows the swipe actions of the row in view at `indexPath`; false when it has none.
  @discardableResult
  package func showSwipeActions(at indexPath: IndexPath) -> Bool {
    hideSwipeActions()
    guard let cell = cellForRow(at: indexPath) else { return false }
    var buttons: [SwipeActionButton] = []
    if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath),
      !configuration.actions.isEmpty
    {
      for action in configuration.actions {
        buttons.append(
          SwipeActionButton(title: action.title ?? "") { [weak self] in self?.perform(action, at: indexPath, cell: cell)
          })
      }
    } else if dataSource?.tableView(self, canEditRowAt: indexPath) ?? false,
      (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
    {
      buttons.append(SwipeActionButton(title: "Delete") { [weak self] in self?.commitDelete(at: indexPath) })
    }
    guard !buttons.isEmpty else { return false }
    var x = cell.bounds.width
    for button in buttons.reversed() {
      x -= 74
      button.frame = CGRect(x: x, y: 0, width: 74, height: cell.bounds.height)
      cell.addSubview(button)
    }
    swipedRow = indexPath
    EventLog.shared.record("UITableView.swipe \(indexPath.section):\(indexPath.row)")
    return true
  }

  func hideSwipeActions() {
    if let row = swipedRow, let cell = visible[row] {
      for view in cell.subviews where view is SwipeActionButton { view.removeFromSuperview() }
    }
    swipedRow = nil
  }

  private func commitDelete(at indexPath: IndexPath) {
    hideSwipeActions()
    dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
  }

  private func perform(_ action: UIContextualAction, at indexPath: IndexPath, cell: UITableViewCell) {
    action.handler(action, cell) { [weak self] _ in self?.hideSwipeActions() }
  }
}

/// A button a swipe reveals at the trailing edge of a row.
final class SwipeActionButton: UIButton {
  private var onTap: () -> Void = {}

  convenience init(title: String, onTap: @escaping () -> Void) {
    self.init(type: .system)
    setTitle(title, for: .normal)
    self.onTap = onTap
    addAction(UIAction { [weak self] _ in self?.onTap() }, for: .touchUpInside)
  }
}
