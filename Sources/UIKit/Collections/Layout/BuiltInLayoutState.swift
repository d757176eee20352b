import Foundation

/// What the built-in layouts (flow and compositional) keep between passes: the frames of the
/// last `prepare()`, and the sizes self-sizing cells and supplementary views asked for, which the
/// next `prepare()` uses instead of their estimates. Answers the layout's attribute queries from
/// the frames.
@MainActor
final class BuiltInLayoutState {
  var frames = LayoutFrames()
  /// Sizes that self-sizing items measured, by packed index path.
  private(set) var measuredItems: [Int: CGSize] = [:]
  /// Sizes that self-sizing supplementary views measured, by kind and packed index path.
  private(set) var measuredSupplementaries: [String: [Int: CGSize]] = [:]

  static func key(_ indexPath: IndexPath) -> Int { indexPath.section << 32 | indexPath.item }

  func measuredSize(ofItem indexPath: IndexPath) -> CGSize? {
    measuredItems.isEmpty ? nil : measuredItems[Self.key(indexPath)]
  }

  func measuredSize(of kind: String, at indexPath: IndexPath) -> CGSize? {
    measuredSupplementaries[kind]?[Self.key(indexPath)]
  }

  /// Keeps a self-sizing element's preferred size; true when it differs from its frame.
  func take(_ preferred: UICollectionViewLayoutAttributes) -> Bool {
    let indexPath = preferred.indexPath
    switch preferred.representedElementCategory {
    case .cell:
      guard let frame = frames.itemFrame(indexPath), !frames.selfSizing(indexPath).isEmpty,
        frame.size != preferred.size
      else { return false }
      measuredItems[Self.key(indexPath)] = preferred.size
      return true
    case .supplementaryView:
      guard let kind = preferred.representedElementKind, let view = frames.supplementary(kind, at: indexPath),
        !view.selfSizing.isEmpty, view.frame.size != preferred.size
      else { return false }
      measuredSupplementaries[kind, default: [:]][Self.key(indexPath)] = preferred.size
      return true
    case .decorationView:
      return false
    }
  }

  /// Forgets every measured size (a reload: cells measure again as they show).
  func forgetMeasuredSizes() {
    measuredItems = [:]
    measuredSupplementaries = [:]
  }

  /// Measured sizes follow their items through an update.
  func carryMeasuredSizes(through update: ListUpdate) {
    guard !measuredItems.isEmpty || !measuredSupplementaries.isEmpty else { return }
    func moved(_ sizes: [Int: CGSize]) -> [Int: CGSize] {
      var result: [Int: CGSize] = [:]
      for (key, size) in sizes {
        let old = IndexPath(item: key & 0xFFFF_FFFF, section: key >> 32)
        if update.reloadedItems.contains(old) { continue }
        if let new = update.newIndexPath(for: old) { result[Self.key(new)] = size }
      }
      return result
    }
    measuredItems = moved(measuredItems)
    measuredSupplementaries = measuredSupplementaries.mapValues(moved)
  }

  // MARK: Attributes

  func attributes(in rect: CGRect, of layout: UICollectionViewLayout, pinEdge: CGFloat, shift: (Int) -> CGPoint)
    -> [UICollectionViewLayoutAttributes]
  {
    var result: [UICollectionViewLayoutAttributes] = []
    for (indexPath, frame) in frames.items(in: rect, shift: shift) {
      result.append(make(layout, .cell, nil, indexPath, frame, frames.selfSizing(indexPath)))
    }
    for view in frames.supplementaries(in: rect, pinEdge: pinEdge) {
      let attributes = make(layout, .supplementaryView, view.kind, view.indexPath, view.frame, view.selfSizing)
      attributes.zIndex = view.zIndex
      result.append(attributes)
    }
    return result
  }

  func itemAttributes(_ indexPath: IndexPath, of layout: UICollectionViewLayout, shift: CGPoint)
    -> UICollectionViewLayoutAttributes?
  {
    guard let frame = frames.itemFrame(indexPath) else { return nil }
    return make(
      layout, .cell, nil, indexPath, frame.offsetBy(dx: shift.x, dy: shift.y), frames.selfSizing(indexPath))
  }

  func supplementaryAttributes(_ kind: String, _ indexPath: IndexPath, of layout: UICollectionViewLayout)
    -> UICollectionViewLayoutAttributes?
  {
    guard let view = frames.supplementary(kind, at: indexPath) else { return nil }
    return make(layout, .supplementaryView, kind, indexPath, view.frame, view.selfSizing)
  }

  private func make(
    _ layout: UICollectionViewLayout, _ category: UICollectionViewLayoutAttributes.ElementCategory, _ kind: String?,
    _ indexPath: IndexPath, _ frame: CGRect, _ sizing: UICollectionViewLayoutAttributes.SelfSizingAxes
  ) -> UICollectionViewLayoutAttributes {
    let type =
      (type(of: layout).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
      ?? UICollectionViewLayoutAttributes.self
    let attributes = type.init(category: category, kind: kind, indexPath: indexPath)
    attributes.frame = frame
    attributes.selfSizingAxes = sizing
    return attributes
  }
}
