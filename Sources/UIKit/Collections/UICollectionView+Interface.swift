import Foundation
internal import InterfaceModel

/// Collection views from storyboards and xibs, as Interface Builder writes them: the layout is the
/// `<collectionViewFlowLayout key="collectionViewLayout">` (item size, spacing, insets, header and
/// footer sizes, scroll direction, estimated size) or a custom layout class; the prototype cells
/// under `<cells>` and the `sectionHeaderView`/`sectionFooterView` reusable views are registered by
/// their reuse identifiers (InterfaceLoader+Collections.swift).
extension UICollectionView {
  /// The layout the element describes; a flow layout when it names none.
  static func layout(from element: InterfaceElement?) -> UICollectionViewLayout {
    guard let described = element?.children.first(where: { $0.key == "collectionViewLayout" }) else {
      return UICollectionViewFlowLayout()
    }
    if described.name != "collectionViewFlowLayout" {
      let type = described["customClass"].flatMap(InterfaceClasses.lookUp) as? UICollectionViewLayout.Type
      return type?.init(coder: InterfaceCoder(element: described, loader: nil)) ?? UICollectionViewFlowLayout()
    }
    let layout = UICollectionViewFlowLayout()
    if let spacing = described.number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
    if let spacing = described.number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
    if described["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
    if let size = size(described, "itemSize") { layout.itemSize = size }
    if let size = size(described, "estimatedItemSize") { layout.estimatedItemSize = size }
    if let size = size(described, "headerReferenceSize") { layout.headerReferenceSize = size }
    if let size = size(described, "footerReferenceSize") { layout.footerReferenceSize = size }
    if let inset = described.child(named: "inset", key: "sectionInset") {
      layout.sectionInset = UIEdgeInsets(
        top: inset.number("minY") ?? 0, left: inset.number("minX") ?? 0, bottom: inset.number("maxY") ?? 0,
        right: inset.number("maxX") ?? 0)
    }
    return layout
  }

  private static func size(_ element: InterfaceElement, _ key: String) -> CGSize? {
    guard let size = element.child(named: "size", key: key) else { return nil }
    return CGSize(width: size.number("width") ?? 0, height: size.number("height") ?? 0)
  }

  /// Makes supplementary views of `kind` for `identifier` with `make` (a storyboard's header).
  package func registerSupplementaryPrototype(
    _ kind: String, _ identifier: String, make: @escaping @MainActor () -> UICollectionReusableView
  ) {
    supplementarySources[Self.queueKey(kind, identifier)] = .make(make)
  }
}
