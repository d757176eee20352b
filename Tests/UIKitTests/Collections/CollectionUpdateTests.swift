import Foundation
import Testing

@testable import UIKit

/// Item and section updates as UIKit checks them: the data source's counts after an update must
/// equal the counts before it plus what was inserted or moved in, minus what was deleted or moved
/// out ("Invalid update", NSInternalInconsistencyException); items that stay keep their cells and
/// their selection.
@MainActor
@Suite("UICollectionView — updates", .serialized)
struct CollectionUpdateTests {
  @Test("deleteItems with a data source that did not change is UIKit's invalid-update crash")
  func inconsistentDelete() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TestApp.reset()
        let source = CountingItems(count: 4)
        let collection = CollectionFixture.collection(source)
        collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        _ = source
      }
    }
  }

  @Test("insertItems past the end is UIKit's 'attempt to insert item' crash")
  func insertOutOfRange() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TestApp.reset()
        let source = CountingItems(count: 2)
        let collection = CollectionFixture.collection(source)
        source.items[0].append("new")
        collection.insertItems(at: [IndexPath(item: 5, section: 0)])
      }
    }
  }

  @Test("the invalid-update message is UIKit's, worded for items")
  func message() {
    // The check itself is shared with tables; its words for a collection view:
    let update = ListUpdate(deletedItems: [IndexPath(item: 0, section: 0)])
    let shift = update.newIndexPath(for: IndexPath(item: 3, section: 0))
    #expect(shift == IndexPath(item: 2, section: 0))
    #expect(ListUpdate.Wording.collection.element == "item")
    #expect(ListUpdate.Wording.collection.list == "collection view")
  }

  @Test("a batch of insert and delete that matches the data passes; cells and selection follow their items")
  func consistentBatch() {
    TestApp.reset()
    let source = CountingItems(items: [["a", "b", "c", "d"]])
    let collection = CollectionFixture.collection(source)
    let cellOfC = collection.cellForItem(at: IndexPath(item: 2, section: 0))
    collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    source.cellRequests = []
    var completed = false
    collection.performBatchUpdates({
      source.items[0].remove(at: 0)
      source.items[0].insert("x", at: 1)
      source.items[0].append("y")
      collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
      collection.insertItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0)])
    }) { completed = $0 }
    #expect(completed)
    // b x c d y: c keeps its cell at its new place; only the new items are asked for.
    #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === cellOfC)
    #expect(Set(source.cellRequests) == [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0)])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
  }

  @Test("moveItem counts as moved out of one section and into another")
  func moveBetweenSections() {
    TestApp.reset()
    let source = CountingItems(items: [["a", "b"], ["c"]])
    let collection = CollectionFixture.collection(source)
    let moved = source.items[0].remove(at: 0)
    source.items[1].append(moved)
    collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
    #expect(collection.numberOfItems(inSection: 0) == 1)
    #expect((collection.cellForItem(at: IndexPath(item: 1, section: 1)) as? LabelCell)?.label.text == "a")
  }

  @Test("insertSections and deleteSections with matching data; reloadItems asks for the cell again")
  func sectionsAndReloads() {
    TestApp.reset()
    let source = CountingItems(items: [["a"], ["b"]])
    let collection = CollectionFixture.collection(source)
    source.items.insert(["new"], at: 0)
    collection.insertSections([0])
    #expect(collection.numberOfSections == 3)
    source.items.remove(at: 2)
    collection.deleteSections([2])
    #expect(collection.numberOfSections == 2)
    source.items[1][0] = "A"
    source.cellRequests = []
    collection.reloadItems(at: [IndexPath(item: 0, section: 1)])
    #expect(source.cellRequests == [IndexPath(item: 0, section: 1)])
    #expect((collection.cellForItem(at: IndexPath(item: 0, section: 1)) as? LabelCell)?.label.text == "A")
  }

  @Test("scrollToItem to an index path the collection view lacks is UIKit's invalid index path crash")
  func scrollOutOfRange() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TestApp.reset()
        let source = CountingItems(count: 3)
        let collection = CollectionFixture.collection(source)
        collection.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: false)
        _ = source
      }
    }
  }
}
