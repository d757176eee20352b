import Foundation
import Testing

@testable import UIKit

/// UICollectionView as UIKit documents it (docs/runtime.md "Collection views" and rule 10, which
/// applies to items as to rows).
@MainActor
@Suite("UICollectionView", .serialized)
struct CollectionViewTests {
  @Test("rule 10: cellForItemAt is asked only for items in view (6 rows of 3 on an iPhone 8 screen)")
  func onlyVisibleItems() {
    TestApp.reset()
    let source = CountingItems(count: 1000)
    let collection = CollectionFixture.collection(
      source, layout: CollectionFixture.flow(CGSize(width: 100, height: 100)))
    #expect(source.cellRequests.count == 18)
    #expect(collection.visibleCells.count == 18)
    #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
    #expect(collection.indexPathsForVisibleItems.last == IndexPath(item: 17, section: 0))
    // 334 rows of 100 points, 10 apart.
    #expect(collection.contentSize == CGSize(width: 375, height: 334 * 100 + 333 * 10))
  }

  @Test("rule 10: reloadData asks the counts at once and the cells at the next layout pass")
  func reloadData() {
    TestApp.reset()
    let source = CountingItems(count: 2)
    let collection = CollectionFixture.collection(source)
    source.items = [["a", "b", "c"]]
    source.cellRequests = []
    collection.reloadData()
    #expect(collection.numberOfItems(inSection: 0) == 3)
    #expect(source.cellRequests.isEmpty)
    collection.layoutIfNeeded()
    #expect(source.cellRequests.count == 3)
    #expect((collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? LabelCell)?.label.text == "c")
  }

  @Test("rule 10: cells scrolled out of view are reused after prepareForReuse; cellForItem(at:) is nil off screen")
  func reuse() {
    TestApp.reset()
    LabelCell.prepared = 0
    let source = CountingItems(count: 300)
    let collection = CollectionFixture.collection(
      source, layout: CollectionFixture.flow(CGSize(width: 100, height: 100)))
    let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
    collection.scrollToItem(at: IndexPath(item: 150, section: 0), at: .top, animated: false)
    #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(LabelCell.prepared > 0)
    #expect(collection.visibleCells.contains { $0 === first })
    // .top puts item 150 just below the status bar; the row above peeks out under it.
    #expect(collection.cellForItem(at: IndexPath(item: 150, section: 0))?.convert(CGPoint.zero, to: nil).y == 20)
    #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 147, section: 0))
    #expect(collection.subviews.count { $0 is LabelCell } <= 24)
  }

  @Test("a learner's cell with override init(frame:) is made by the collection view, with its reuse identifier")
  func registeredClassIsMade() {
    TestApp.reset()
    let source = CountingItems(count: 1)
    let collection = CollectionFixture.collection(source)
    let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(cell is LabelCell)
    #expect(cell?.reuseIdentifier == "item")
    #expect((cell as? LabelCell)?.label.text == "Item 0")
    #expect(cell?.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
  }

  @Test("dequeue with an identifier nothing is registered for is UIKit's crash")
  func unregisteredIdentifier() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TestApp.reset()
        let source = CountingItems(count: 1)
        source.identifier = "nothing"
        _ = CollectionFixture.collection(source)
      }
    }
  }

  @Test("a cell that was not dequeued is UIKit's missing reuseIdentifier crash")
  func cellNotDequeued() async {
    final class Careless: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      { UICollectionViewCell() }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TestApp.reset()
        let source = Careless()
        let collection = UICollectionView(
          frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collection.dataSource = source
        collection.layoutIfNeeded()
      }
    }
  }

  @Test("UICollectionView(frame:) without a layout is UIKit's non-nil layout crash")
  func missingLayout() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { _ = UICollectionView(frame: .zero) }
    }
  }
}
