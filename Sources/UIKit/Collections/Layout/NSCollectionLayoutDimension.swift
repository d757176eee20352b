import Foundation

/// One side of a compositional layout element's size, as UIKit's `NSCollectionLayoutDimension`:
/// a fraction of its container's width or height, an absolute number of points, or an estimate the
/// element's own view replaces once it is measured (self-sizing).
@MainActor
public final class NSCollectionLayoutDimension: NSObject {
  enum Kind: Equatable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let kind: Kind
  public let dimension: CGFloat

  init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
    super.init()
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }

  /// A fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }

  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }

  /// A first guess; the element's view sizes itself along this dimension.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }

  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  public var isAbsolute: Bool { kind == .absolute }
  public var isEstimated: Bool { kind == .estimated }

  /// The points this dimension comes to in a container of `size`.
  func resolved(in size: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: dimension * size.width
    case .fractionalHeight: dimension * size.height
    case .absolute, .estimated: dimension
    }
  }
}

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
@MainActor
public final class NSCollectionLayoutSize: NSObject {
  public let widthDimension: NSCollectionLayoutDimension
  public let heightDimension: NSCollectionLayoutDimension

  public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  func resolved(in size: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
  }

  /// The axes whose dimension is an estimate.
  var selfSizingAxes: UICollectionViewLayoutAttributes.SelfSizingAxes {
    var axes: UICollectionViewLayoutAttributes.SelfSizingAxes = []
    if widthDimension.isEstimated { axes.insert(.width) }
    if heightDimension.isEstimated { axes.insert(.height) }
    return axes
  }
}

/// The space between items of a group, as UIKit's `NSCollectionLayoutSpacing`: fixed, or flexible
/// (at least that much, the group's spare room shared out between its items).
@MainActor
public final class NSCollectionLayoutSpacing: NSObject {
  public let spacing: CGFloat
  public let isFixedSpacing: Bool
  public var isFlexibleSpacing: Bool { !isFixedSpacing }

  init(spacing: CGFloat, fixed: Bool) {
    self.spacing = spacing
    isFixedSpacing = fixed
    super.init()
  }

  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true)
  }

  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false)
  }
}

/// Space around an item along the group's axis, as UIKit's `NSCollectionLayoutEdgeSpacing`.
@MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
  public let leading: NSCollectionLayoutSpacing?
  public let top: NSCollectionLayoutSpacing?
  public let trailing: NSCollectionLayoutSpacing?
  public let bottom: NSCollectionLayoutSpacing?

  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
    bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
    super.init()
  }
}
