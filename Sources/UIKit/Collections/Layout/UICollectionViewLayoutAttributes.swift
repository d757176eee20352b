import Foundation

/// Where a layout puts one element of a collection view, as UIKit's
/// `UICollectionViewLayoutAttributes`: a cell's, a supplementary view's (a header, a footer) or a
/// decoration view's frame, with its index path, alpha, z-index and hidden state. The collection
/// view places its views from these; a cell's `apply(_:)` and
/// `preferredLayoutAttributesFitting(_:)` receive them.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// What an element is.
  public enum ElementCategory: UInt, Sendable {
    case cell, supplementaryView, decorationView
  }

  open var frame: CGRect = .zero
  open var indexPath: IndexPath
  open var alpha: CGFloat = 1
  open var zIndex = 0
  open var isHidden = false
  open var transform: CGAffineTransform = .identity
  public let representedElementCategory: ElementCategory
  /// The kind of a supplementary or decoration view; nil for a cell.
  public let representedElementKind: String?
  /// The axes along which a built-in layout lets the element size itself (an estimated
  /// dimension): what the cell's `preferredLayoutAttributesFitting(_:)` fits; the other axis is
  /// fixed at the layout's value.
  var selfSizingAxes: SelfSizingAxes = []

  struct SelfSizingAxes: OptionSet {
    let rawValue: UInt8
    static let width = SelfSizingAxes(rawValue: 1)
    static let height = SelfSizingAxes(rawValue: 2)
  }

  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  open var size: CGSize {
    get { frame.size }
    set {
      let center = center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }

  public required init(
    category: ElementCategory = .cell, kind: String? = nil, indexPath: IndexPath = IndexPath(item: 0, section: 0)
  ) {
    representedElementCategory = category
    representedElementKind = kind
    self.indexPath = indexPath
    super.init()
  }

  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(category: .cell, indexPath: indexPath)
  }

  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
  }

  public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
  }

  /// A copy of the same class, as `NSCopying`'s `copy()`.
  nonisolated override open func copy() -> Any {
    MainActor.assumeIsolated { makeCopy() }
  }

  private func makeCopy() -> UICollectionViewLayoutAttributes {
    let copy = Self(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    copy.frame = frame
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.transform = transform
    copy.selfSizingAxes = selfSizingAxes
    return copy
  }

  nonisolated override open var description: String {
    MainActor.assumeIsolated { describe() }
  }

  private func describe() -> String {
    let what = representedElementKind.map { "kind: \($0); " } ?? ""
    return "<\(EventLog.className(of: self))> index path: (\(indexPath.section)-\(indexPath.item)); \(what)"
      + "frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))"
  }
}
