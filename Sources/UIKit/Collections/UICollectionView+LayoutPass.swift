import Foundation

/// The layout pass, as UIKit's: the layout prepares when it is out of date, says what lies in the
/// visible rectangle, and only those items get cells — made by the data source, placed at their
/// layout attributes' frames; cells of items that left the view go back to their queues. A cell
/// the layout lets size itself (an estimated size) is measured with
/// `preferredLayoutAttributesFitting(_:)` when it is made; when that changes the layout, the pass
/// runs again (a few rounds settle it, as for a table's self-sizing rows).
extension UICollectionView {
  /// The collection view's own layout pass (its `layoutSubviews`).
  func layOutContent() {
    if needsReload { loadCounts() }
    backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
    var rounds = 0
    while rounds < 4, layoutElementsInView() { rounds += 1 }
    orderVisibleCells()
  }

  /// Puts the visible cells in index-path order among the collection view's subviews (in the
  /// places cells already hold), so the view tree reads in the items' order.
  private func orderVisibleCells() {
    let cells = visible.keys.sorted().compactMap { visible[$0] }
    let shown = Set(cells.map(ObjectIdentifier.init))
    let places = subviews.indices.filter { shown.contains(ObjectIdentifier(subviews[$0])) }
    guard places.count == cells.count else { return }
    for (offset, place) in places.enumerated() where subviews[place] !== cells[offset] {
      guard let current = subviews.firstIndex(where: { $0 === cells[offset] }) else { continue }
      exchangeSubview(at: place, withSubviewAt: current)
    }
    // Headers and footers stay above the cells (a pinned header covers the rows under it).
    for key in supplementaries.keys.sorted(by: Self.order) {
      if let view = supplementaries[key] { bringSubviewToFront(view) }
    }
  }

  /// Prepares the layout if it must, puts a cell on every item in view and a view on every
  /// supplementary element in view. Returns whether a cell's own size changed the layout.
  private func layoutElementsInView() -> Bool {
    let layout = collectionViewLayout
    layout.prepareIfNeeded(for: bounds)
    let size = layout.collectionViewContentSize
    if contentSize != size { contentSize = size }
    let elements = layout.layoutAttributesForElements(in: bounds) ?? []
    var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var views: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    for attributes in elements where !attributes.isHidden {
      switch attributes.representedElementCategory {
      case .cell where contains(attributes.indexPath): items[attributes.indexPath] = attributes
      case .supplementaryView:
        guard let kind = attributes.representedElementKind else { continue }
        views[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
      default: continue
      }
    }
    enqueueVisibleCells { items[$0] == nil }
    var changed = false
    let delegate = collectionDelegate
    for indexPath in items.keys.sorted() {
      guard let attributes = items[indexPath] else { continue }
      if let cell = visible[indexPath] {
        cell.applyAttributes(attributes)
        continue
      }
      guard let cell = makeCell(at: indexPath, attributes: attributes) else { continue }
      if measure(cell, attributes) { changed = true }
      delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
      cell.layoutIfNeeded()
    }
    if layoutSupplementaryViews(views) { changed = true }
    return changed
  }

  /// Asks the data source for the cell of an item coming into view and shows it.
  private func makeCell(at indexPath: IndexPath, attributes: UICollectionViewLayoutAttributes) -> UICollectionViewCell?
  {
    guard let dataSource else { return nil }
    cellsRequested += 1
    attributesBeingDequeued = attributes
    Self.cellRequestDepth += 1
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    Self.cellRequestDepth -= 1
    attributesBeingDequeued = nil
    guard cell.reuseIdentifier != nil else {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells "
            + "must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"))
    }
    cell.collectionView = self
    cell.isHidden = false
    cell.applyAttributes(attributes)
    cell.setSelectedFromCollection(selected.contains(indexPath))
    if cell.superview !== self { addSubview(cell) }
    visible[indexPath] = cell
    cell.editingDidChange(isEditing)
    return cell
  }

  /// Gives a self-sizing cell's preferred size to the layout; true when the layout changed.
  func measure(_ cell: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) -> Bool {
    guard let original = attributes.copy() as? UICollectionViewLayoutAttributes else { return false }
    let preferred = cell.preferredLayoutAttributesFitting(original)
    guard preferred.frame.size != attributes.frame.size,
      collectionViewLayout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    else { return false }
    return collectionViewLayout.takePreferredAttributes(preferred)
  }

  /// The cells of the items that match `leaves` (all of them by default) leave the screen, in
  /// index-path order, so which cell an item gets back from the queue never depends on hashing.
  func enqueueVisibleCells(where leaves: (IndexPath) -> Bool = { _ in true }) {
    let delegate = collectionDelegate
    for indexPath in visible.keys.sorted() where leaves(indexPath) {
      guard let cell = visible[indexPath] else { continue }
      visible[indexPath] = nil
      if swipedItem == indexPath { swipedItem = nil }
      enqueue(cell, in: &cellQueues)
      delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }
  }

  /// A view leaves the screen: it waits, hidden, in its queue (staying a subview saves moving it
  /// in and out of the hierarchy on every scroll); one that was not dequeued is removed.
  func enqueue(_ view: UICollectionReusableView, in queue: inout ReuseQueues<UICollectionReusableView>) {
    view.collectionView = nil
    (view as? UICollectionViewCell)?.leaveScreen()
    guard let identifier = view.queueKey else {
      view.removeFromSuperview()
      return
    }
    view.isHidden = true
    queue.push(view, identifier)
  }
}
