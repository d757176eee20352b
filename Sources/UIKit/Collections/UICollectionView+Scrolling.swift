import Foundation

/// Scrolling to an item, as UIKit's `scrollToItem(at:at:animated:)`: the content moves so the item
/// sits at the position asked for (none: just enough to show it), within the content's bounds; an
/// item in a section that scrolls by itself across the main axis (orthogonal scrolling) scrolls
/// that section too. An index path the collection view does not have is UIKit's crash.
extension UICollectionView {
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    layoutIfNeeded()
    guard contains(indexPath), collectionViewLayout.layoutAttributesForItem(at: indexPath) != nil else {
      fatalError(
        UIKitError.exception(
          "NSInvalidArgumentException", "attempt to scroll to invalid index path: \(Self.describe(indexPath))"))
    }
    // Items sized by their cells on the way move the target, so aim again until it stays put.
    var previous: CGRect?
    for _ in 0..<4 {
      guard let frame = unscrolledFrame(of: indexPath), frame != previous else { return }
      previous = frame
      if isOrthogonal(indexPath.section) {
        scrollSection(indexPath.section, toShow: frame, at: scrollPosition)
      }
      scroll(toShow: frame, at: scrollPosition)
      layoutIfNeeded()
    }
  }

  /// The item's frame in the content, before any orthogonal scroll of its section.
  private func unscrolledFrame(of indexPath: IndexPath) -> CGRect? {
    guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
    guard let offset = orthogonalOffsets[indexPath.section] else { return frame }
    return sectionsScrollVertically ? frame.offsetBy(dx: 0, dy: offset) : frame.offsetBy(dx: offset, dy: 0)
  }

  /// Whether sections scroll vertically by themselves (a horizontal layout's orthogonal sections).
  private var sectionsScrollVertically: Bool {
    (collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection == .horizontal
  }

  func isOrthogonal(_ section: Int) -> Bool {
    layoutState(of: collectionViewLayout)?.frames.sections.indices.contains(section) == true
      && layoutState(of: collectionViewLayout)?.frames.sections[section].isOrthogonal == true
  }

  /// Scrolls an orthogonal section along its own axis so `frame` shows at the position asked.
  private func scrollSection(_ section: Int, toShow frame: CGRect, at position: ScrollPosition) {
    guard let sections = layoutState(of: collectionViewLayout)?.frames.sections else { return }
    let vertical = sectionsScrollVertically
    let visibleLength = vertical ? bounds.height : bounds.width
    let (start, length) = vertical ? (frame.minY, frame.height) : (frame.minX, frame.width)
    let current = orthogonalOffsets[section] ?? 0
    var offset: CGFloat
    if position.contains(.centeredHorizontally) || position.contains(.centeredVertically) {
      offset = start + length / 2 - visibleLength / 2
    } else if position.contains(.right) || position.contains(.bottom) {
      offset = start + length - visibleLength
    } else if position.contains(.left) || position.contains(.top) {
      offset = start
    } else if start < current {
      offset = start
    } else if start + length > current + visibleLength {
      offset = start + length - visibleLength
    } else {
      offset = current
    }
    let largest = max(sections[section].crossExtent - visibleLength, 0)
    offset = min(max(offset, 0), largest)
    orthogonalOffsets[section] = offset == 0 ? nil : offset
    setNeedsLayout()
  }

  /// Moves the content so `frame` shows at `position` along both axes.
  private func scroll(toShow frame: CGRect, at position: ScrollPosition) {
    let inset = adjustedContentInset
    var offset = contentOffset
    if position.contains(.top) {
      offset.y = frame.minY - inset.top
    } else if position.contains(.centeredVertically) {
      offset.y = frame.midY - (bounds.height - inset.top - inset.bottom) / 2 - inset.top
    } else if position.contains(.bottom) {
      offset.y = frame.maxY - bounds.height + inset.bottom
    } else if frame.maxY > offset.y + bounds.height - inset.bottom {
      offset.y = frame.maxY - bounds.height + inset.bottom
    } else if frame.minY < offset.y + inset.top {
      offset.y = frame.minY - inset.top
    }
    if position.contains(.left) {
      offset.x = frame.minX - inset.left
    } else if position.contains(.centeredHorizontally) {
      offset.x = frame.midX - (bounds.width - inset.left - inset.right) / 2 - inset.left
    } else if position.contains(.right) {
      offset.x = frame.maxX - bounds.width + inset.right
    } else if frame.maxX > offset.x + bounds.width - inset.right {
      offset.x = frame.maxX - bounds.width + inset.right
    } else if frame.minX < offset.x + inset.left {
      offset.x = frame.minX - inset.left
    }
    let maximumX = max(contentSize.width + inset.right - bounds.width, -inset.left)
    offset.x = min(max(offset.x, -inset.left), maximumX)
    offset.y = clampedOffsetY(offset.y)
    contentOffset = offset
  }
}
