import Foundation

/// Swiping a list cell, as UIKit shows it: the trailing actions of the list configuration's
/// `trailingSwipeActionsConfigurationProvider` (UICollectionLayoutListConfiguration) appear at the
/// cell's trailing edge; tapping one calls its handler, whose completion hides them. A collection
/// view without list sections has nothing to swipe.
extension UICollectionView {
  /// Shows the trailing swipe actions of the item in view at `indexPath`; false when it has none.
  @discardableResult
  package func showSwipeActions(at indexPath: IndexPath) -> Bool {
    hideSwipeActions()
    guard let cell = cellForItem(at: indexPath),
      let configuration = collectionViewLayout.trailingSwipeActions(at: indexPath), !configuration.actions.isEmpty
    else { return false }
    var x = cell.bounds.width
    for action in configuration.actions.reversed() {
      let button = SwipeActionButton(title: action.title ?? "") { [weak self, weak cell] in
        guard let cell else { return }
        action.handler(action, cell) { _ in self?.hideSwipeActions() }
      }
      x -= 74
      button.frame = CGRect(x: x, y: 0, width: 74, height: cell.bounds.height)
      cell.addSubview(button)
    }
    swipedItem = indexPath
    cell.setNeedsUpdateConfiguration()
    EventLog.shared.record("UICollectionView.swipe \(indexPath.section):\(indexPath.item)")
    return true
  }

  func hideSwipeActions() {
    guard let item = swipedItem else { return }
    swipedItem = nil
    if let cell = visible[item] {
      for view in cell.subviews where view is SwipeActionButton { view.removeFromSuperview() }
      cell.setNeedsUpdateConfiguration()
    }
  }

  /// Editing started or stopped: list cells show or hide their editing accessories.
  func editingDidChange() {
    hideSwipeActions()
    for cell in visible.values { cell.editingDidChange(isEditing) }
    setNeedsLayout()
  }
}
