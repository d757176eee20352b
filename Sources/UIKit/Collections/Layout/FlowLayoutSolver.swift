import Foundation

/// Works out a flow layout's frames (UICollectionViewFlowLayout.swift says the rules), in terms of
/// the scroll axis ("main") and the axis across it ("cross"): a vertical layout's lines run across
/// the width and follow one another down; a horizontal one's run down and follow one another to
/// the right.
@MainActor
struct FlowLayoutSolver {
  let layout: UICollectionViewFlowLayout
  let collectionView: UICollectionView
  private let vertical: Bool
  private let delegate: UICollectionViewDelegateFlowLayout?

  init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
    self.layout = layout
    self.collectionView = collectionView
    vertical = layout.scrollDirection == .vertical
    delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
  }

  func solve() -> LayoutFrames {
    var frames = LayoutFrames()
    frames.axis = vertical ? .vertical : .horizontal
    let inset = collectionView.adjustedContentInset
    let bounds = collectionView.bounds.size
    // The content's extent across the scroll direction: the collection view less its insets.
    let crossExtent = vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
    let reference = referenceInsets()
    var main: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      var frame = LayoutFrames.Section()
      frame.start = main
      main = layOut(section, into: &frame, from: main, crossExtent: crossExtent, reference: reference)
      frame.end = main
      frames.sections.append(frame)
    }
    frames.contentSize = vertical ? CGSize(width: crossExtent, height: main) : CGSize(width: main, height: crossExtent)
    frames.finish()
    return frames
  }

  /// Lays out one section from `start` along the scroll axis; returns where it ends.
  private func layOut(
    _ section: Int, into frame: inout LayoutFrames.Section, from start: CGFloat, crossExtent: CGFloat,
    reference: (leading: CGFloat, trailing: CGFloat)
  ) -> CGFloat {
    var main = start
    let insets = sectionInset(section)
    let (insetLeading, insetTrailing, insetBefore, insetAfter) =
      vertical
      ? (insets.left + reference.leading, insets.right + reference.trailing, insets.top, insets.bottom)
      : (insets.top + reference.leading, insets.bottom + reference.trailing, insets.left, insets.right)
    let header = referenceSize(
      delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section),
      layout.headerReferenceSize)
    if length(header, main: true) > 0 {
      frame.supplementaries.append(
        supplementary(
          UICollectionView.elementKindSectionHeader, section, at: main, length: length(header, main: true),
          crossExtent: crossExtent, pinned: layout.sectionHeadersPinToVisibleBounds))
      main += length(header, main: true)
    }
    main += insetBefore
    let available = crossExtent - insetLeading - insetTrailing
    let lineSpacing = spacing(
      delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section),
      layout.minimumLineSpacing)
    let itemSpacing = spacing(
      delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section),
      layout.minimumInteritemSpacing)
    let count = collectionView.numberOfItems(inSection: section)
    let sizing: UICollectionViewLayoutAttributes.SelfSizingAxes =
      layout.estimatedItemSize == .zero ? [] : [.width, .height]
    var sizes: [CGSize] = []
    sizes.reserveCapacity(count)
    for item in 0..<count {
      sizes.append(size(of: IndexPath(item: item, section: section), estimated: !sizing.isEmpty))
    }
    frame.items = Array(repeating: .zero, count: count)
    frame.selfSizing = Array(repeating: sizing, count: count)
    var first = 0
    while first < count {
      // A line takes items while they fit; always at least one.
      var end = first + 1
      var used = length(sizes[first], main: false)
      while end < count, used + itemSpacing + length(sizes[end], main: false) <= available + 0.0001 {
        used += itemSpacing + length(sizes[end], main: false)
        end += 1
      }
      let lineLength = sizes[first..<end].map { length($0, main: true) }.max() ?? 0
      place(first..<end, sizes: sizes, isLast: end == count, available: available, spacing: itemSpacing)
        .enumerated().forEach { offset, cross in
          let item = first + offset
          let itemMain = main + (lineLength - length(sizes[item], main: true)) / 2
          frame.items[item] = rect(cross: insetLeading + cross, main: itemMain, size: sizes[item])
        }
      main += lineLength
      first = end
      if first < count { main += lineSpacing }
    }
    main += insetAfter
    let footer = referenceSize(
      delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section),
      layout.footerReferenceSize)
    if length(footer, main: true) > 0 {
      frame.supplementaries.append(
        supplementary(
          UICollectionView.elementKindSectionFooter, section, at: main, length: length(footer, main: true),
          crossExtent: crossExtent, pinned: layout.sectionFootersPinToVisibleBounds))
      main += length(footer, main: true)
    }
    return main
  }

  /// Where the items of a line start across it, from the inset: justified, the last line spaced
  /// as if full of items like its last, a lone item centred (UIKit's row alignment).
  private func place(
    _ items: Range<Int>, sizes: [CGSize], isLast: Bool, available: CGFloat, spacing: CGFloat
  ) -> [CGFloat] {
    var leftOver = available
    var used = 0
    var index = items.lowerBound
    while index < items.upperBound || isLast {
      let size = sizes[min(index, items.upperBound - 1)]
      let needed = length(size, main: false) + (used > 0 ? spacing : 0)
      if leftOver < needed - 0.0001 { break }
      leftOver -= needed
      used += 1
      index += 1
    }
    let start: CGFloat = used == 1 ? leftOver / 2 : 0
    let extra: CGFloat = used <= 1 ? 0 : leftOver / CGFloat(used - 1)
    var positions: [CGFloat] = []
    var cross = start
    for item in items {
      positions.append(cross)
      cross += length(sizes[item], main: false) + spacing + extra
    }
    return positions
  }

  // MARK: Sizes

  private func size(of indexPath: IndexPath, estimated: Bool) -> CGSize {
    if estimated, let measured = layout.state.measuredSize(ofItem: indexPath) { return measured }
    let asked = delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
    if let asked, asked != FlowLayoutUnanswered.size { return asked }
    if estimated {
      return layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize
        ? CGSize(width: 50, height: 50) : layout.estimatedItemSize
    }
    return layout.itemSize
  }

  private func sectionInset(_ section: Int) -> UIEdgeInsets {
    let asked = delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section)
    if let asked, asked != FlowLayoutUnanswered.inset { return asked }
    return layout.sectionInset
  }

  private func spacing(_ asked: CGFloat?, _ property: CGFloat) -> CGFloat {
    if let asked, asked != FlowLayoutUnanswered.spacing { return asked }
    return property
  }

  private func referenceSize(_ asked: CGSize?, _ property: CGSize) -> CGSize {
    if let asked, asked != FlowLayoutUnanswered.size { return asked }
    return property
  }

  /// The extra inset `sectionInsetReference` adds across the scroll direction.
  private func referenceInsets() -> (leading: CGFloat, trailing: CGFloat) {
    let extra: UIEdgeInsets
    switch layout.sectionInsetReference {
    case .fromContentInset: return (0, 0)
    case .fromSafeArea: extra = collectionView.safeAreaInsets
    case .fromLayoutMargins: extra = collectionView.layoutMargins
    }
    return vertical ? (extra.left, extra.right) : (extra.top, extra.bottom)
  }

  // MARK: Axes

  private func length(_ size: CGSize, main: Bool) -> CGFloat {
    vertical == main ? size.height : size.width
  }

  private func rect(cross: CGFloat, main: CGFloat, size: CGSize) -> CGRect {
    vertical
      ? CGRect(x: cross, y: main, width: size.width, height: size.height)
      : CGRect(x: main, y: cross, width: size.width, height: size.height)
  }

  /// A header or footer: `length` along the scroll axis, the whole content across it.
  private func supplementary(
    _ kind: String, _ section: Int, at main: CGFloat, length: CGFloat, crossExtent: CGFloat, pinned: Bool
  ) -> LayoutFrames.Supplementary {
    let frame =
      vertical
      ? CGRect(x: 0, y: main, width: crossExtent, height: length)
      : CGRect(x: main, y: 0, width: length, height: crossExtent)
    return LayoutFrames.Supplementary(
      kind: kind, indexPath: IndexPath(item: 0, section: section), frame: frame, pinned: pinned, zIndex: pinned ? 10 : 0
    )
  }
}
