import Foundation

/// Works out a compositional layout's frames, section after section along the scroll direction
/// ("main"): a section's leading boundary items (a header), its content insets, its group repeated
/// until its items run out — one after another along the main axis, or side by side in one row
/// that scrolls by itself for an orthogonal section — then its trailing items (a footer);
/// `interSectionSpacing` between sections. Groups resolve against the section's width less its
/// insets (the container), as in UIKit.
///
/// A section's group is solved once and its frames repeated; only a group with measured
/// self-sizing items, or the last one when it is not full, is solved again.
@MainActor
struct CompositionalLayoutSolver {
  let layout: UICollectionViewCompositionalLayout
  let collectionView: UICollectionView
  let sections: [NSCollectionLayoutSection]
  let vertical: Bool

  init(
    layout: UICollectionViewCompositionalLayout, collectionView: UICollectionView, sections: [NSCollectionLayoutSection]
  ) {
    self.layout = layout
    self.collectionView = collectionView
    self.sections = sections
    vertical = layout.configuration.scrollDirection == .vertical
  }

  /// The collection view's size less its adjusted insets: what sections are laid out in.
  var containerSize: CGSize {
    let inset = collectionView.adjustedContentInset
    let bounds = collectionView.bounds.size
    return CGSize(
      width: max(bounds.width - inset.left - inset.right, 0), height: max(bounds.height - inset.top - inset.bottom, 0))
  }

  func solve() -> LayoutFrames {
    var frames = LayoutFrames()
    frames.axis = vertical ? .vertical : .horizontal
    let container = containerSize
    var main: CGFloat = 0
    let global = layout.configuration.boundarySupplementaryItems
    var globalViews: [LayoutFrames.Supplementary] = []
    for item in global where item.leads(along: frames.axis) {
      globalViews.append(boundary(item, section: 0, at: &main, width: cross(container), crossStart: 0, frames: frames))
    }
    for (number, section) in sections.enumerated() {
      if number > 0 { main += layout.configuration.interSectionSpacing }
      var frame = LayoutFrames.Section()
      frame.start = main
      layOut(section, number: number, into: &frame, at: &main, container: container, frames: frames)
      frame.end = main
      frames.sections.append(frame)
    }
    for item in global where !item.leads(along: frames.axis) {
      globalViews.append(boundary(item, section: 0, at: &main, width: cross(container), crossStart: 0, frames: frames))
    }
    if !frames.sections.isEmpty {
      frames.sections[0].supplementaries += globalViews
      frames.sections[0].start = 0
      frames.sections[frames.sections.count - 1].end = main
    }
    let end = LayoutFrames.aligned(CGRect(x: 0, y: 0, width: main, height: main)).width
    frames.contentSize =
      vertical ? CGSize(width: container.width, height: end) : CGSize(width: end, height: container.height)
    frames.finish()
    return frames
  }

  /// The size a section's group resolves against: the container less the section's insets.
  func innerSize(of section: NSCollectionLayoutSection) -> CGSize {
    let insets = section.contentInsets
    let container = containerSize
    return CGSize(
      width: max(container.width - insets.leading - insets.trailing, 0),
      height: max(container.height - insets.top - insets.bottom, 0))
  }

  private func layOut(
    _ section: NSCollectionLayoutSection, number: Int, into frame: inout LayoutFrames.Section, at main: inout CGFloat,
    container: CGSize, frames: LayoutFrames
  ) {
    let insets = section.contentInsets
    let (before, after, crossLeading, crossTrailing) =
      vertical
      ? (insets.top, insets.bottom, insets.leading, insets.trailing)
      : (insets.leading, insets.trailing, insets.top, insets.bottom)
    let inner = CGSize(
      width: max(container.width - insets.leading - insets.trailing, 0),
      height: max(container.height - insets.top - insets.bottom, 0))
    let followInsets = section.supplementariesFollowContentInsets
    let viewWidth = followInsets ? cross(inner) : cross(container)
    let viewStart = followInsets ? crossLeading : 0
    main += section.leadingPadding
    for item in section.boundarySupplementaryItems where item.leads(along: frames.axis) {
      frame.supplementaries.append(
        boundary(item, section: number, at: &main, width: viewWidth, crossStart: viewStart, frames: frames))
    }
    frame.leadingSupplementaries = frame.supplementaries.count
    main += before
    let count = collectionView.numberOfItems(inSection: number)
    frame.items = Array(repeating: .zero, count: count)
    frame.selfSizing = Array(repeating: [], count: count)
    let state = layout.state
    let template = GroupSolver(measured: { _ in nil }).solve(section.group, in: inner, limit: .max)
    let perGroup = template.slots.count
    let orthogonal = section.orthogonalScrollingBehavior != .none
    frame.isOrthogonal = orthogonal
    frame.itemsPerGroup = perGroup
    var along = crossLeading  // an orthogonal row's position across the main axis
    var rowLength: CGFloat = 0
    var first = 0
    while first < count, perGroup > 0 {
      let end = min(first + perGroup, count)
      let anyMeasured =
        !state.measuredItems.isEmpty
        && (first..<end).contains { state.measuredSize(ofItem: IndexPath(item: $0, section: number)) != nil }
      let solved =
        end - first < perGroup || anyMeasured
        ? GroupSolver(measured: { state.measuredSize(ofItem: IndexPath(item: first + $0, section: number)) })
          .solve(section.group, in: inner, limit: end - first)
        : template
      let origin = orthogonal ? point(main: main, cross: along) : point(main: main, cross: crossLeading)
      for (offset, slot) in solved.slots.enumerated() where first + offset < count {
        frame.items[first + offset] = LayoutFrames.aligned(slot.offsetBy(dx: origin.x, dy: origin.y))
        frame.selfSizing[first + offset] = solved.sizing[offset]
      }
      first = end
      if orthogonal {
        along += cross(solved.size) + (first < count ? section.interGroupSpacing : 0)
        rowLength = max(rowLength, length(solved.size))
      } else {
        frame.groupStarts.append(main)
        frame.groupLengths.append(length(solved.size))
        main += length(solved.size) + (first < count ? section.interGroupSpacing : 0)
      }
    }
    if orthogonal {
      main += rowLength
      frame.crossExtent = along + crossTrailing
    }
    main += after
    for item in section.boundarySupplementaryItems where !item.leads(along: frames.axis) {
      frame.supplementaries.append(
        boundary(item, section: number, at: &main, width: viewWidth, crossStart: viewStart, frames: frames))
    }
  }

  /// A boundary supplementary item at `main`, `width` across from `crossStart`; moves `main` past
  /// it when it extends the boundary.
  private func boundary(
    _ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, at main: inout CGFloat, width: CGFloat,
    crossStart: CGFloat, frames: LayoutFrames
  ) -> LayoutFrames.Supplementary {
    let indexPath = IndexPath(item: 0, section: section)
    let space =
      vertical ? CGSize(width: width, height: containerSize.height) : CGSize(width: containerSize.width, height: width)
    var size = item.layoutSize.resolved(in: space)
    let sizing = item.layoutSize.selfSizingAxes
    if !sizing.isEmpty, let measured = layout.state.measuredSize(of: item.elementKind, at: indexPath) {
      if sizing.contains(.width) { size.width = measured.width }
      if sizing.contains(.height) { size.height = measured.height }
    }
    let origin = point(main: main, cross: crossStart)
    let frame = LayoutFrames.aligned(CGRect(origin: origin, size: size).offsetBy(dx: item.offset.x, dy: item.offset.y))
    if item.extendsBoundary { main += length(size) }
    return LayoutFrames.Supplementary(
      kind: item.elementKind, indexPath: indexPath, frame: frame, selfSizing: sizing, pinned: item.pinToVisibleBounds,
      zIndex: item.zIndex)
  }

  // MARK: Axes

  func length(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
  func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
  func point(main: CGFloat, cross: CGFloat) -> CGPoint {
    vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
  }
}
