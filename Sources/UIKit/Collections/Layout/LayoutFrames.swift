import Foundation

/// Where a built-in layout put every item and supplementary view, in content coordinates, with a
/// lookup by rectangle that costs a binary search however many items there are — the collection
/// view asks for the elements in its visible rectangle on every layout pass.
///
/// Items follow one another along the scroll axis (`axis`), nearly in order: an item can start
/// before the one ahead of it ends (two columns side by side), so the lookup keeps, for each item,
/// the farthest end of the items up to it and the nearest start of the items from it on, and scans
/// only between the first item that reaches the rectangle and the first from which nothing starts
/// before its end.
struct LayoutFrames {
  /// The scroll axis.
  enum Axis {
    case vertical, horizontal
  }

  struct Supplementary {
    let kind: String
    let indexPath: IndexPath
    var frame: CGRect
    var selfSizing: UICollectionViewLayoutAttributes.SelfSizingAxes = []
    /// Stays in view at the top (or leading edge) while its section scrolls by.
    var pinned = false
    var zIndex = 0
  }

  struct Section {
    var items: [CGRect] = []
    var selfSizing: [UICollectionViewLayoutAttributes.SelfSizingAxes] = []
    var supplementaries: [Supplementary] = []
    /// Where the section starts and ends along the scroll axis (with its supplementary views).
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Whether the section scrolls across the main axis by itself (orthogonal scrolling).
    var isOrthogonal = false
    /// How far the section's own content reaches across the main axis (orthogonal sections).
    var crossExtent: CGFloat = 0
    /// A compositional section's groups: how many items each holds, where each starts along the
    /// main axis and how long it is (to solve one group again when its items measure themselves).
    var itemsPerGroup = 0
    var groupStarts: [CGFloat] = []
    var groupLengths: [CGFloat] = []
    /// How many of `supplementaries` come before the items (the rest come after them).
    var leadingSupplementaries = 0
    fileprivate var reach: [CGFloat] = []
    fileprivate var nearestStart: [CGFloat] = []
  }

  var axis: Axis = .vertical
  var sections: [Section] = []
  var contentSize: CGSize = .zero

  func start(_ rect: CGRect) -> CGFloat { axis == .vertical ? rect.minY : rect.minX }
  func end(_ rect: CGRect) -> CGFloat { axis == .vertical ? rect.maxY : rect.maxX }

  /// Computes the lookup tables once the frames are in place (of the sections from `first` on).
  mutating func finish(from first: Int = 0) {
    for index in sections.indices where index >= first {
      var section = sections[index]
      let count = section.items.count
      section.reach = Array(repeating: 0, count: count)
      section.nearestStart = Array(repeating: 0, count: count)
      var farthest = -CGFloat.greatestFiniteMagnitude
      for item in 0..<count {
        farthest = max(farthest, end(section.items[item]))
        section.reach[item] = farthest
      }
      var nearest = CGFloat.greatestFiniteMagnitude
      for item in stride(from: count - 1, through: 0, by: -1) {
        nearest = min(nearest, start(section.items[item]))
        section.nearestStart[item] = nearest
      }
      sections[index] = section
    }
  }

  /// A frame on the screen's pixel grid, as UIKit aligns layout attributes: edges rounded to the
  /// nearest pixel (half a point on a 2× screen), so a third of 345 points is 115, not 114.99….
  @MainActor
  static func aligned(_ rect: CGRect) -> CGRect {
    let scale = UIScreen.main.scale
    func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    let minX = round(rect.minX)
    let minY = round(rect.minY)
    return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
  }

  func itemFrame(_ indexPath: IndexPath) -> CGRect? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let items = sections[indexPath.section].items
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  func selfSizing(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes.SelfSizingAxes {
    guard sections.indices.contains(indexPath.section) else { return [] }
    let sizing = sections[indexPath.section].selfSizing
    return sizing.indices.contains(indexPath.item) ? sizing[indexPath.item] : []
  }

  /// The items whose frames meet `rect`, each section's `shift` applied (an orthogonal section's
  /// scroll), in index-path order.
  func items(in rect: CGRect, shift: (Int) -> CGPoint) -> [(indexPath: IndexPath, frame: CGRect)] {
    var found: [(IndexPath, CGRect)] = []
    let low = start(rect)
    let high = end(rect)
    for (number, section) in sections.enumerated() where section.end >= low && section.start <= high {
      let offset = shift(number)
      if section.isOrthogonal {
        for (item, frame) in section.items.enumerated() {
          let shown = frame.offsetBy(dx: offset.x, dy: offset.y)
          if Self.meets(shown, rect) { found.append((IndexPath(item: item, section: number), shown)) }
        }
        continue
      }
      var lower = 0
      var upper = section.items.count
      while lower < upper {  // the first item that reaches past `low`
        let middle = (lower + upper) / 2
        if section.reach[middle] <= low { lower = middle + 1 } else { upper = middle }
      }
      var item = lower
      while item < section.items.count, section.nearestStart[item] < high {
        let frame = section.items[item]
        if Self.meets(frame, rect) { found.append((IndexPath(item: item, section: number), frame)) }
        item += 1
      }
    }
    return found
  }

  /// The supplementary views that meet `rect`; pinned ones held at `pinEdge` while their section
  /// is in view.
  func supplementaries(in rect: CGRect, pinEdge: CGFloat) -> [Supplementary] {
    var found: [Supplementary] = []
    for section in sections where section.end >= start(rect) && section.start <= end(rect) {
      for var supplementary in section.supplementaries {
        if supplementary.pinned { supplementary.frame = pinned(supplementary.frame, in: section, at: pinEdge) }
        if Self.meets(supplementary.frame, rect) { found.append(supplementary) }
      }
    }
    return found
  }

  func supplementary(_ kind: String, at indexPath: IndexPath) -> Supplementary? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    return sections[indexPath.section].supplementaries.first { $0.kind == kind && $0.indexPath == indexPath }
  }

  /// A pinned view's frame: no earlier than `edge`, no later than its section's end allows.
  private func pinned(_ frame: CGRect, in section: Section, at edge: CGFloat) -> CGRect {
    var moved = frame
    if axis == .vertical {
      moved.origin.y = min(max(frame.minY, edge), section.end - frame.height)
      moved.origin.y = max(moved.origin.y, frame.minY)
    } else {
      moved.origin.x = min(max(frame.minX, edge), section.end - frame.width)
      moved.origin.x = max(moved.origin.x, frame.minX)
    }
    return moved
  }

  /// Whether two rectangles meet (an empty frame on the edge of the rectangle counts as outside).
  private static func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.minX < rect.maxX && frame.maxX > rect.minX && frame.minY < rect.maxY && frame.maxY > rect.minY
  }
}
