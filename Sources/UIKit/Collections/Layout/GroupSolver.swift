import Foundation

/// Where a compositional group puts its items, relative to the group's origin (UIKit's rules for
/// `NSCollectionLayoutGroup`): the group's size resolves against its container; its subitems, inside
/// its content insets, resolve against that inner size and follow one another along the group's
/// axis, `interItemSpacing` apart — repeated while they fit, or exactly `count` of them sharing the
/// length. An estimated dimension takes the size the item's cell measured, and a group estimated
/// along an axis takes the size its items need along it.
@MainActor
struct GroupSolver {
  /// One solved group: its leaf items' frames and self-sizing axes, and its own size.
  struct Solved {
    var slots: [CGRect] = []
    var sizing: [UICollectionViewLayoutAttributes.SelfSizingAxes] = []
    var size: CGSize = .zero
  }

  /// The size measured for the group's leaf `n`, if any.
  let measured: (Int) -> CGSize?

  /// Solves `group` in a container of `container`, with at most `limit` items.
  func solve(_ group: NSCollectionLayoutGroup, in container: CGSize, limit: Int) -> Solved {
    solve(group, size: group.layoutSize.resolved(in: container), limit: limit, firstLeaf: 0)
  }

  private func solve(_ group: NSCollectionLayoutGroup, size proposed: CGSize, limit: Int, firstLeaf: Int) -> Solved {
    let horizontal = group.axis == .horizontal
    let insets = group.contentInsets
    var size = proposed
    let inner = CGSize(
      width: max(size.width - insets.leading - insets.trailing, 0),
      height: max(size.height - insets.top - insets.bottom, 0))
    let innerLength = horizontal ? inner.width : inner.height
    let spacing = group.interItemSpacing?.spacing ?? 0
    var result = Solved()
    // Each placed subitem: where it starts along the axis, its size, and its own solution.
    var placed: [(start: CGFloat, size: CGSize, solved: Solved, item: NSCollectionLayoutItem?)] = []
    var cursor: CGFloat = 0
    var leaves = 0
    var index = 0
    while leaves < limit {
      if let count = group.count, placed.count >= count { break }
      let subitem = group.subitems[index % group.subitems.count]
      index += 1
      var itemSize = subitem.layoutSize.resolved(in: inner)
      if let count = group.count {
        let share = (innerLength - spacing * CGFloat(count - 1)) / CGFloat(count)
        if horizontal { itemSize.width = share } else { itemSize.height = share }
      }
      var solved: Solved
      var leaf: NSCollectionLayoutItem?
      if let nested = subitem as? NSCollectionLayoutGroup {
        solved = solve(nested, size: itemSize, limit: limit - leaves, firstLeaf: firstLeaf + leaves)
        itemSize = solved.size
      } else {
        itemSize = leafSize(subitem, proposed: itemSize, leaf: firstLeaf + leaves)
        solved = Solved(slots: [.zero], sizing: [subitem.layoutSize.selfSizingAxes], size: itemSize)
        leaf = subitem
      }
      let edge = subitem.edgeSpacing
      let before = (horizontal ? edge?.leading : edge?.top)?.spacing ?? 0
      let after = (horizontal ? edge?.trailing : edge?.bottom)?.spacing ?? 0
      let length = horizontal ? itemSize.width : itemSize.height
      let start = cursor + (placed.isEmpty ? 0 : spacing) + before
      if group.count == nil, !placed.isEmpty, start + length > innerLength + 0.0001 { break }
      if solved.slots.isEmpty { break }
      placed.append((start, itemSize, solved, leaf))
      cursor = start + length + after
      leaves += solved.slots.count
      // A subitem with no length would repeat forever.
      if group.count == nil, length <= 0, index >= group.subitems.count { break }
    }
    // Flexible spacing shares the spare length out between the items.
    var extra: CGFloat = 0
    if let spacing = group.interItemSpacing, spacing.isFlexibleSpacing, placed.count > 1 {
      extra = max((innerLength - cursor) / CGFloat(placed.count - 1), 0)
    }
    // Estimated group dimensions take what the items need.
    let across = placed.map { horizontal ? $0.size.height : $0.size.width }.max() ?? 0
    if group.layoutSize.widthDimension.isEstimated {
      size.width = (horizontal ? cursor : across) + insets.leading + insets.trailing
    }
    if group.layoutSize.heightDimension.isEstimated {
      size.height = (horizontal ? across : cursor) + insets.top + insets.bottom
    }
    for (number, entry) in placed.enumerated() {
      let along = entry.start + extra * CGFloat(number)
      let origin =
        horizontal
        ? CGPoint(x: insets.leading + along, y: insets.top) : CGPoint(x: insets.leading, y: insets.top + along)
      if let item = entry.item {
        result.slots.append(inset(CGRect(origin: origin, size: entry.size), by: item))
        result.sizing.append(entry.solved.sizing.first ?? [])
      } else {
        result.slots += entry.solved.slots.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        result.sizing += entry.solved.sizing
      }
    }
    result.size = size
    return result
  }

  /// An item's size: its measured size along estimated dimensions.
  private func leafSize(_ item: NSCollectionLayoutItem, proposed: CGSize, leaf: Int) -> CGSize {
    guard let measured = measured(leaf) else { return proposed }
    var size = proposed
    if item.layoutSize.widthDimension.isEstimated { size.width = measured.width }
    if item.layoutSize.heightDimension.isEstimated { size.height = measured.height }
    return size
  }

  /// The item's frame inside the space it takes: its content insets off, except along an estimated
  /// dimension (UIKit ignores them there).
  private func inset(_ rect: CGRect, by item: NSCollectionLayoutItem) -> CGRect {
    let insets = item.contentInsets
    var frame = rect
    if !item.layoutSize.widthDimension.isEstimated {
      frame.origin.x += insets.leading
      frame.size.width = max(frame.width - insets.leading - insets.trailing, 0)
    }
    if !item.layoutSize.heightDimension.isEstimated {
      frame.origin.y += insets.top
      frame.size.height = max(frame.height - insets.top - insets.bottom, 0)
    }
    return frame
  }
}
