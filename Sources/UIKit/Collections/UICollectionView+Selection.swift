import Foundation

/// Selecting items as UIKit does. A tap asks `shouldHighlightItemAt` (false ends it: no highlight,
/// no selection), highlights (`didHighlightItemAt`), then on touch up asks `shouldSelectItemAt` —
/// or, for an item already selected in multiple selection, `shouldDeselectItemAt` — removes the
/// highlight (`didUnhighlightItemAt`), deselects the previous item in single selection
/// (`didDeselectItemAt`) and selects (`didSelectItemAt`). Selecting in code calls no delegate
/// method.
extension UICollectionView {
  /// The selected items' index paths; nil when none is selected (Apple's documentation).
  public var indexPathsForSelectedItems: [IndexPath]? {
    selected.isEmpty ? nil : selected
  }

  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for item in selected { setCellSelected(item, false) }
      selected = []
      return
    }
    if !allowsMultipleSelection {
      for item in selected where item != indexPath { setCellSelected(item, false) }
      selected.removeAll { $0 != indexPath }
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    setCellSelected(indexPath, true)
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    setCellSelected(indexPath, false)
  }

  private func setCellSelected(_ indexPath: IndexPath, _ isSelected: Bool) {
    visible[indexPath]?.setSelectedFromCollection(isSelected)
  }

  /// Whether taps select now (`allowsSelectionDuringEditing` while editing).
  private var selectsOnTap: Bool {
    isEditing ? allowsSelectionDuringEditing : allowsSelection
  }

  private var selectsMany: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// A user's tap on a cell in view.
  func userTapped(_ cell: UICollectionViewCell) {
    guard let indexPath = indexPath(for: cell) else { return }
    if swipedItem != nil {
      hideSwipeActions()
      return
    }
    guard selectsOnTap else { return }
    EventLog.shared.record("UICollectionView.tap \(indexPath.section):\(indexPath.item)")
    let delegate = collectionDelegate
    guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
    cell.isHighlighted = true
    delegate?.collectionView(self, didHighlightItemAt: indexPath)
    let deselecting = selectsMany && selected.contains(indexPath)
    let allowed =
      deselecting
      ? delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
      : delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    cell.isHighlighted = false
    delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    guard allowed else { return }
    if deselecting {
      deselectItem(at: indexPath, animated: true)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    if !selectsMany {
      for previous in selected where previous != indexPath {
        deselectItem(at: previous, animated: true)
        delegate?.collectionView(self, didDeselectItemAt: previous)
      }
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    setCellSelected(indexPath, true)
    // A storyboard's selection segue runs before didSelectItemAt, as on iOS.
    if let segue = cell.storyboardSegue { segue(cell) }
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }
}
