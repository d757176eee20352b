import Foundation
import Testing

@testable import UIKit

/// Selection as UIKit's collection view does it (UICollectionViewDelegate's "Managing the selected
/// cells"): a tap asks shouldHighlight, highlights, asks shouldSelect (or shouldDeselect), removes
/// the highlight, deselects the previous item in single selection and selects; selecting in code
/// calls no delegate method.
@MainActor
@Suite("UICollectionView — selection", .serialized)
struct CollectionSelectionTests {
  private func tap(_ collection: UICollectionView, _ item: Int) {
    guard let cell = collection.cellForItem(at: IndexPath(item: item, section: 0)) else { return }
    collection.userTapped(cell)
  }

  @Test("a tap: shouldHighlight, didHighlight, shouldSelect, didUnhighlight, didSelect; the cell is selected")
  func tapSequence() {
    TestApp.reset()
    let source = CountingItems(count: 4)
    let collection = CollectionFixture.collection(source)
    tap(collection, 2)
    #expect(
      source.calls == ["shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "didUnhighlight 2", "didSelect 2"])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.isHighlighted == false)
  }

  @Test("single selection: selecting another item deselects the first, with didDeselectItemAt")
  func singleSelection() {
    TestApp.reset()
    let source = CountingItems(count: 4)
    let collection = CollectionFixture.collection(source)
    tap(collection, 0)
    source.calls = []
    tap(collection, 1)
    #expect(source.calls.contains("didDeselect 0"))
    #expect(source.calls.last == "didSelect 1")
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
  }

  @Test("allowsMultipleSelection: taps add items; tapping a selected item asks shouldDeselect and deselects it")
  func multipleSelection() {
    TestApp.reset()
    let source = CountingItems(count: 4)
    let collection = CollectionFixture.collection(source) { $0.allowsMultipleSelection = true }
    tap(collection, 0)
    tap(collection, 3)
    #expect(
      Set(collection.indexPathsForSelectedItems ?? []) == [
        IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0),
      ])
    source.calls = []
    tap(collection, 0)
    #expect(
      source.calls == ["shouldHighlight 0", "didHighlight 0", "shouldDeselect 0", "didUnhighlight 0", "didDeselect 0"])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
  }

  @Test("shouldSelectItemAt false: no selection; shouldHighlightItemAt false: not even asked to select")
  func refused() {
    TestApp.reset()
    let source = CountingItems(count: 4)
    source.refuseSelection = [1]
    source.refuseHighlight = [2]
    let collection = CollectionFixture.collection(source)
    tap(collection, 1)
    tap(collection, 2)
    #expect(
      source.calls == [
        "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1", "shouldHighlight 2",
      ])
    #expect(collection.indexPathsForSelectedItems == nil)
  }

  @Test("selectItem and deselectItem in code call no delegate method; allowsSelection false ignores taps")
  func selectingInCode() {
    TestApp.reset()
    let source = CountingItems(count: 4)
    let collection = CollectionFixture.collection(source)
    collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    collection.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
    #expect(source.calls.isEmpty)
    collection.allowsSelection = false
    tap(collection, 0)
    #expect(source.calls.isEmpty)
  }

  @Test("a UICollectionViewController clears its selection when it appears again")
  func controllerClearsSelection() {
    TestApp.reset()
    final class Grid: UICollectionViewController {
      override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
      override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      { collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) }
      override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
      }
    }
    let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
    let navigation = UINavigationController(rootViewController: grid)
    TestApp.launch(navigation)
    grid.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    navigation.pushViewController(UIViewController(), animated: false)
    AppDriver.settle()
    navigation.popViewController(animated: false)
    AppDriver.settle()
    #expect(grid.collectionView.indexPathsForSelectedItems == nil)
    #expect(grid.collectionView.numberOfItems(inSection: 0) == 3)
  }
}
