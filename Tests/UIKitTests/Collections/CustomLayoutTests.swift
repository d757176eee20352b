import Foundation
import Testing

@testable import UIKit

/// A layout of the app's own, as Apple's "Creating a custom collection view layout" describes:
/// the collection view calls `prepare()`, reads `collectionViewContentSize`, and places only the
/// cells `layoutAttributesForElements(in:)` returns for its visible rectangle.
@MainActor
@Suite("UICollectionViewLayout — a custom layout", .serialized)
struct CustomLayoutTests {
  /// Two columns of 80-point rows, worked out once in `prepare()` (the usual cache).
  final class ColumnLayout: UICollectionViewLayout {
    var cache: [UICollectionViewLayoutAttributes] = []
    var contentHeight: CGFloat = 0
    var prepared = 0

    override func prepare() {
      super.prepare()
      prepared += 1
      guard let collectionView, cache.isEmpty else { return }
      let width = collectionView.bounds.width / 2
      let count = collectionView.numberOfItems(inSection: 0)
      for item in 0..<count {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(x: CGFloat(item % 2) * width, y: CGFloat(item / 2) * 80, width: width, height: 80)
        cache.append(attributes)
      }
      contentHeight = CGFloat((count + 1) / 2) * 80
    }

    override var collectionViewContentSize: CGSize {
      CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
  }

  @Test("prepare runs before the first pass; cells go where the layout says, only those in view")
  func customLayout() {
    TestApp.reset()
    let layout = ColumnLayout()
    let source = CountingItems(count: 100)
    let collection = CollectionFixture.collection(source, layout: layout)
    #expect(layout.prepared == 1)
    #expect(collection.contentSize == CGSize(width: 375, height: 50 * 80))
    // 667 points from -20: rows 0 to 8 (the ninth starts at 640) are in view.
    #expect(collection.indexPathsForVisibleItems.count == 18)
    #expect(
      collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 187.5, y: 80, width: 187.5, height: 80))
  }

  @Test("invalidateLayout runs prepare again at the next pass; scrollToItem uses the layout's frames")
  func invalidateAndScroll() {
    TestApp.reset()
    let layout = ColumnLayout()
    let collection = CollectionFixture.collection(CountingItems(count: 100), layout: layout)
    layout.invalidateLayout()
    collection.layoutIfNeeded()
    #expect(layout.prepared == 2)
    collection.scrollToItem(at: IndexPath(item: 99, section: 0), at: .bottom, animated: false)
    #expect(collection.cellForItem(at: IndexPath(item: 99, section: 0)) != nil)
    #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
  }
}
