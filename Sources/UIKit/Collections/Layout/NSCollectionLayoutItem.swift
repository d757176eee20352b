import Foundation

/// The smallest piece of a compositional layout, as UIKit's `NSCollectionLayoutItem`: the size of
/// one cell relative to its group, with `contentInsets` taken off inside that size.
@MainActor
open class NSCollectionLayoutItem: NSObject {
  public let layoutSize: NSCollectionLayoutSize
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  /// Space taken off inside the item's size (not along an estimated dimension).
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Space kept around the item, along its group's axis and across it.
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
    super.init()
  }

  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}

/// Items side by side or one above the other, as UIKit's `NSCollectionLayoutGroup`: a group
/// repeats its subitems while they fit in its size (`horizontal(layoutSize:subitems:)`), or holds
/// exactly `count` copies of one, sized to fill it (`horizontal(layoutSize:repeatingSubitem:count:)`).
/// A section repeats its group until its items run out.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis {
    case horizontal, vertical
  }

  public let subitems: [NSCollectionLayoutItem]
  let axis: Axis
  /// The number of copies of the one subitem, when the group was made with a count.
  let count: Int?
  /// The space between subitems along the group's axis.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
    self.axis = axis
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
  }

  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: max(count, 1))
  }

  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
  }

  public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
  }

  public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: max(count, 1))
  }

  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    vertical(layoutSize: layoutSize, subitem: subitem, count: count)
  }

  /// A description of the group's items for debugging.
  public func visualDescription() -> String {
    "NSCollectionLayoutGroup \(axis) of \(count.map { "\($0) × " } ?? "")\(subitems.count) subitem(s)"
  }
}

/// Where a boundary supplementary item sits on its section, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A point of an item a supplementary item is anchored to, as UIKit's `NSCollectionLayoutAnchor`.
@MainActor
public final class NSCollectionLayoutAnchor: NSObject {
  public let edges: NSDirectionalRectEdge
  public let offset: CGPoint

  public init(edges: NSDirectionalRectEdge) {
    self.edges = edges
    offset = .zero
    super.init()
  }

  public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.edges = edges
    offset = absoluteOffset
    super.init()
  }
}

/// A view attached to an item (a badge), as UIKit's `NSCollectionLayoutSupplementaryItem`.
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  public let elementKind: String
  open var zIndex = 1

  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}

/// A header or footer of a section (or of the whole layout), as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`: it sits at an edge of the section, and a pinned
/// one stays in view while its section scrolls by.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  public let alignment: NSRectAlignment
  public let offset: CGPoint
  open var pinToVisibleBounds = false
  open var extendsBoundary = true

  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }

  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  /// Whether it comes before the section's items along `axis` (a top or leading item).
  func leads(along axis: LayoutFrames.Axis) -> Bool {
    switch axis {
    case .vertical: [.top, .topLeading, .topTrailing].contains(alignment)
    case .horizontal: [.leading, .topLeading, .bottomLeading].contains(alignment)
    }
  }
}

/// A view behind a section (its background), as UIKit's `NSCollectionLayoutDecorationItem`; the
/// runtime draws nothing for it.
@MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  public let elementKind: String
  open var zIndex = -1

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
