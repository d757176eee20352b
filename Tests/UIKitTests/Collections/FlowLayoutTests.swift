import Foundation
import Testing

@testable import UIKit

/// UICollectionViewFlowLayout's geometry as UIKit lays it out: lines fill across the scroll
/// direction and wrap; full lines are justified, the last line is spaced like a full one, a line
/// of one item centres it; items are centred across their line; section insets, headers and
/// footers, the delegate's sizes and estimated (self-sizing) items.
@MainActor
@Suite("UICollectionViewFlowLayout", .serialized)
struct FlowLayoutTests {
  private func frames(_ collection: UICollectionView, section: Int = 0) -> [CGRect] {
    (0..<collection.numberOfItems(inSection: section)).compactMap {
      collection.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
    }
  }

  @Test("defaults: itemSize 50×50, spacing 10 and 10, no insets, vertical, no estimate (UIKit's documented values)")
  func defaults() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.scrollDirection == .vertical)
    #expect(layout.estimatedItemSize == .zero)
    #expect(layout.headerReferenceSize == .zero)
  }

  @Test("a full line is justified: the spare width is shared between its items")
  func justified() {
    TestApp.reset()
    let collection = CollectionFixture.collection(
      CountingItems(count: 6), layout: CollectionFixture.flow(CGSize(width: 100, height: 100)))
    // 375 wide: 3 items of 100 fit; the 55 points left over beyond the 10-point spacing go between them.
    #expect(frames(collection).map(\.minX) == [0, 137.5, 275, 0, 137.5, 275])
    #expect(frames(collection).map(\.minY) == [0, 0, 0, 110, 110, 110])
  }

  @Test("the last line is spaced as if full, so a grid's last row lines up with the rows above")
  func lastLineLikeAGrid() {
    TestApp.reset()
    let collection = CollectionFixture.collection(
      CountingItems(count: 5), layout: CollectionFixture.flow(CGSize(width: 100, height: 100)))
    #expect(frames(collection).map(\.minX) == [0, 137.5, 275, 0, 137.5])
  }

  @Test("a line that holds only one item centres it")
  func loneItemCentred() {
    TestApp.reset()
    let collection = CollectionFixture.collection(
      CountingItems(count: 2), layout: CollectionFixture.flow(CGSize(width: 200, height: 80)))
    #expect(
      frames(collection) == [
        CGRect(x: 87.5, y: 0, width: 200, height: 80), CGRect(x: 87.5, y: 90, width: 200, height: 80),
      ])
  }

  @Test("section insets, header and footer reference sizes: the header spans the width above the inset")
  func insetsHeaderFooter() {
    TestApp.reset()
    let layout = CollectionFixture.flow(
      CGSize(width: 100, height: 100), inset: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 20))
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 25)
    let collection = CollectionFixture.collection(CountingItems(items: [["a", "b", "c", "d"], ["e"]]), layout: layout)
    // 335 points between the insets: 3 items, 117.5 apart.
    #expect(
      frames(collection).map(\.origin) == [
        CGPoint(x: 20, y: 50), CGPoint(x: 137.5, y: 50), CGPoint(x: 255, y: 50), CGPoint(x: 20, y: 160),
      ])
    let header = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    // Section 0: header 40, inset 10, two lines (210), inset 30, footer 25 = 315.
    #expect(header?.frame == CGRect(x: 0, y: 315, width: 375, height: 40))
    let footer = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame == CGRect(x: 0, y: 290, width: 375, height: 25))
  }

  @Test("the delegate's sizeForItemAt wins over itemSize; shorter items are centred across their line")
  func delegateSizes() {
    TestApp.reset()
    let source = CountingItems(count: 3)
    source.sizes = [
      IndexPath(item: 0, section: 0): CGSize(width: 150, height: 60),
      IndexPath(item: 1, section: 0): CGSize(width: 150, height: 100),
    ]
    let collection = CollectionFixture.collection(source, layout: CollectionFixture.flow(CGSize(width: 50, height: 50)))
    let all = frames(collection)
    #expect(all[0] == CGRect(x: 0, y: 20, width: 150, height: 60))
    // 150 + 10 + 150 + 10 + 50 fit in 375: the 5 left over is shared out.
    #expect(all[1] == CGRect(x: 162.5, y: 0, width: 150, height: 100))
    #expect(all[2] == CGRect(x: 325, y: 25, width: 50, height: 50))
  }

  @Test("horizontal scrolling: items fill columns top to bottom, columns follow to the right")
  func horizontal() {
    TestApp.reset()
    let layout = CollectionFixture.flow(CGSize(width: 100, height: 200))
    layout.scrollDirection = .horizontal
    let collection = CollectionFixture.collection(CountingItems(count: 7), layout: layout) { collection in
      collection.frame = CGRect(x: 0, y: 0, width: 375, height: 430)
      collection.contentInsetAdjustmentBehavior = .never
    }
    // 430 high: two items of 200 a column, 30 left over between them.
    #expect(
      frames(collection).prefix(3).map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 230), CGPoint(x: 110, y: 0)])
    #expect(collection.contentSize == CGSize(width: 4 * 100 + 3 * 10, height: 430))
  }

  @Test("estimatedItemSize: each cell sizes itself from its constraints once shown")
  func selfSizing() {
    TestApp.reset()
    let layout = CollectionFixture.flow(CGSize(width: 50, height: 50))
    layout.estimatedItemSize = CGSize(width: 80, height: 40)
    let source = CountingItems(items: [["Hi", "A longer title"]])
    let collection = CollectionFixture.collection(source, layout: layout)
    let all = frames(collection)
    let hi = TextMetrics.size(of: "Hi", font: .systemFont(ofSize: 17), numberOfLines: 1, maxWidth: 1000)
    #expect(all[0].width == hi.width + 16)
    #expect(all[0].height == hi.height + 16)
    #expect(all[1].width > all[0].width)
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == all[1])
  }
}
