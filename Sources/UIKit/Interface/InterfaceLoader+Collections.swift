import Foundation
internal import InterfaceModel

/// A storyboard's collection view: its prototype cells (`<cells>`) and its section header and
/// footer views, registered under their reuse identifiers and made anew from the document for each
/// dequeue, as the table's prototypes are.
extension InterfaceLoader {
  func registerPrototypes(of element: InterfaceElement, in collection: UICollectionView) {
    for prototype in element.child(named: "cells")?.children(named: "collectionViewCell") ?? [] {
      guard let identifier = prototype["reuseIdentifier"] else { continue }
      let make = maker(for: prototype)
      collection.registerPrototype(identifier) { make() as? UICollectionViewCell ?? UICollectionViewCell() }
    }
    let kinds = [
      "sectionHeaderView": UICollectionView.elementKindSectionHeader,
      "sectionFooterView": UICollectionView.elementKindSectionFooter,
    ]
    for view in element.children(named: "collectionReusableView") {
      guard let key = view.key, let kind = kinds[key], let identifier = view["reuseIdentifier"] else { continue }
      let make = maker(for: view)
      collection.registerSupplementaryPrototype(kind, identifier) {
        make() as? UICollectionReusableView ?? UICollectionReusableView()
      }
    }
  }

  /// Makes the view of `prototype` with a loader of its own, its connections made.
  private func maker(for prototype: InterfaceElement) -> @MainActor () -> UIView? {
    let document = document
    let storyboard = storyboard
    let known = objects.nonViews
    let controller = sceneController.map { Weak<UIViewController>($0) }
    return {
      let loader = InterfaceLoader(document: document, storyboard: storyboard)
      loader.sceneController = controller?.value
      for (id, object) in known { if let value = object.value { loader.objects[id] = value } }
      let made = loader.makeView(prototype)
      loader.finish(connecting: prototype.allElements)
      return made
    }
  }
}
