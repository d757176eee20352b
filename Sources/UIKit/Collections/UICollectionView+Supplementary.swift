import Foundation

/// Supplementary views — section headers, footers and the layout's other kinds — as UIKit's: the
/// layout places them, the data source's `viewForSupplementaryElementOfKind` makes them from views
/// registered by kind and identifier, and they are reused like cells as they come into and leave
/// the view.
extension UICollectionView {
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    supplementarySources[Self.queueKey(elementKind, identifier)] =
      (viewClass as? UICollectionReusableView.Type).map(ReusableSource.type)
  }

  public func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    supplementarySources[Self.queueKey(kind, identifier)] = nib.map { nib in
      .make { nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UICollectionReusableView }.first }
    }
  }

  /// A supplementary view of `elementKind` for `indexPath`, reused or made from its registration;
  /// nothing registered is UIKit's crash.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = Self.queueKey(elementKind, identifier)
    let view = dequeue(
      identifier, key: key, queue: &supplementaryQueues, sources: supplementarySources, kind: elementKind)
    view.supplementaryKind = elementKind
    if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
      view.applyAttributes(attributes)
    }
    return view
  }

  /// The supplementary view of that kind in view at `indexPath`, if any.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    layoutIfNeeded()
    return supplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
  }

  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    layoutIfNeeded()
    return supplementaries.keys.filter { $0.kind == elementKind }.sorted { $0.indexPath < $1.indexPath }
      .compactMap { supplementaries[$0] }
  }

  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    layoutIfNeeded()
    return supplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
  }

  /// Shows a view for every supplementary element in view and lets the others go. Returns whether
  /// a view's own size (a self-sizing header) changed the layout.
  func layoutSupplementaryViews(_ inView: [SupplementaryKey: UICollectionViewLayoutAttributes]) -> Bool {
    for key in supplementaries.keys.sorted(by: Self.order) where inView[key] == nil {
      guard let view = supplementaries.removeValue(forKey: key) else { continue }
      enqueue(view, in: &supplementaryQueues)
      collectionDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
    }
    guard let dataSource else { return false }
    var changed = false
    for key in inView.keys.sorted(by: Self.order) {
      guard let attributes = inView[key] else { continue }
      if let view = supplementaries[key] {
        view.applyAttributes(attributes)
        continue
      }
      let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
      guard !(view is UnprovidedSupplementaryView) else { continue }
      guard view.reuseIdentifier != nil else {
        fatalError(
          UIKitError.exception(
            "NSInternalInconsistencyException",
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(key.kind), "
              + "\(Self.describe(key.indexPath))) was not retrieved by calling "
              + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:"))
      }
      view.collectionView = self
      view.isHidden = false
      view.applyAttributes(attributes)
      if view.superview !== self { addSubview(view) }
      bringSubviewToFront(view)
      supplementaries[key] = view
      if measure(view, attributes) { changed = true }
      collectionDelegate?.collectionView(
        self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
      view.layoutIfNeeded()
    }
    return changed
  }

  /// Removes the supplementary views in view (they are made again at the next layout).
  func removeSupplementaryViews() {
    for key in supplementaries.keys.sorted(by: Self.order) {
      if let view = supplementaries.removeValue(forKey: key) { enqueue(view, in: &supplementaryQueues) }
    }
  }

  /// Supplementary views by kind, then index path: a deterministic order for making and reusing.
  static func order(_ first: SupplementaryKey, _ second: SupplementaryKey) -> Bool {
    first.kind != second.kind ? first.kind < second.kind : first.indexPath < second.indexPath
  }

  static func queueKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

  /// An index path as UIKit prints it: `<NSIndexPath: 0x…> {length = 2, path = 0 - 3}`, without the address.
  static func describe(_ indexPath: IndexPath) -> String {
    "<NSIndexPath> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
  }
}

/// What a data source that does not make supplementary views answers (UIKit's method is optional):
/// the collection view shows nothing for such elements.
final class UnprovidedSupplementaryView: UICollectionReusableView {}
