import Foundation
import Testing

@testable import UIKit

/// UICollectionViewCompositionalLayout's geometry as UIKit lays it out: items sized relative to
/// their group, groups relative to the section's container (the collection view's width less the
/// section's insets), groups repeating until the items run out, inter-group spacing, content
/// insets, estimated dimensions sized by the cells, boundary supplementary items and orthogonal
/// sections.
@MainActor
@Suite("UICollectionViewCompositionalLayout", .serialized)
struct CompositionalLayoutTests {
  private func frames(_ collection: UICollectionView, section: Int = 0) -> [CGRect] {
    (0..<collection.numberOfItems(inSection: section)).compactMap {
      collection.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
    }
  }

  /// A grid: items a third of the group's width, square groups of 3, 10 points between groups.
  private static func grid(insets: NSDirectionalEdgeInsets = .zero, itemInsets: NSDirectionalEdgeInsets = .zero)
    -> UICollectionViewCompositionalLayout
  {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    item.contentInsets = itemInsets
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = insets
    return UICollectionViewCompositionalLayout(section: section)
  }

  @Test("a group repeats its subitem while it fits: three items of a third across, one group per row")
  func gridRows() {
    TestApp.reset()
    let collection = CollectionFixture.collection(CountingItems(count: 7), layout: Self.grid())
    #expect(frames(collection)[0] == CGRect(x: 0, y: 0, width: 125, height: 125))
    #expect(frames(collection)[2] == CGRect(x: 250, y: 0, width: 125, height: 125))
    #expect(frames(collection)[3] == CGRect(x: 0, y: 135, width: 125, height: 125))
    // The last group holds one item; the content ends with it.
    #expect(frames(collection)[6] == CGRect(x: 0, y: 270, width: 125, height: 125))
    #expect(collection.contentSize == CGSize(width: 375, height: 395))
  }

  @Test("section content insets shrink the container the group resolves against; item insets shrink the item")
  func insets() {
    TestApp.reset()
    let layout = Self.grid(
      insets: NSDirectionalEdgeInsets(top: 8, leading: 15, bottom: 8, trailing: 15),
      itemInsets: NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
    let collection = CollectionFixture.collection(CountingItems(count: 3), layout: layout)
    // 345 wide: items 115 across, less 2 on each side.
    #expect(frames(collection)[0] == CGRect(x: 17, y: 10, width: 111, height: 111))
    #expect(frames(collection)[1].minX == 132)  // 15 + 115 + 2
    #expect(collection.contentSize.height == 131)  // 8 + 115 + 8
  }

  @Test("a group with a count shares its width between exactly that many items, with the item spacing")
  func countedGroup() {
    TestApp.reset()
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      repeatingSubitem: item, count: 2)
    group.interItemSpacing = .fixed(15)
    let collection = CollectionFixture.collection(
      CountingItems(count: 4),
      layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    #expect(
      frames(collection) == [
        CGRect(x: 0, y: 0, width: 180, height: 100), CGRect(x: 195, y: 0, width: 180, height: 100),
        CGRect(x: 0, y: 100, width: 180, height: 100), CGRect(x: 195, y: 100, width: 180, height: 100),
      ])
  }

  @Test("nested groups: a big item beside a vertical pair")
  func nestedGroups() {
    TestApp.reset()
    let big = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
    let small = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    let pair = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
      repeatingSubitem: small, count: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
      subitems: [big, pair])
    let collection = CollectionFixture.collection(
      CountingItems(count: 6),
      layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    #expect(
      frames(collection).prefix(4) == [
        CGRect(x: 0, y: 0, width: 250, height: 200), CGRect(x: 250, y: 0, width: 125, height: 100),
        CGRect(x: 250, y: 100, width: 125, height: 100), CGRect(x: 0, y: 200, width: 250, height: 200),
      ])
  }

  @Test("estimated heights: rows start at the estimate and take the height their cells measure")
  func estimatedHeights() {
    TestApp.reset()
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let collection = CollectionFixture.collection(CountingItems(count: 3), layout: layout)
    let line = TextMetrics.size(of: "Item 0", font: .systemFont(ofSize: 17), numberOfLines: 1, maxWidth: 1000).height
    #expect(frames(collection)[0] == CGRect(x: 0, y: 0, width: 375, height: line + 16))
    #expect(frames(collection)[1].minY == line + 16)
    #expect(collection.contentSize.height == 3 * (line + 16))
  }

  @Test("a boundary header sits above the section's items and sizes itself; a footer below")
  func boundaryItems() {
    TestApp.reset()
    let layout = Self.grid()
    let section = NSCollectionLayoutSection(
      group: NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
        subitems: [
          NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        ]))
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
    ]
    _ = layout
    let collection = CollectionFixture.collection(
      CountingItems(count: 3), layout: UICollectionViewCompositionalLayout(section: section))
    #expect(frames(collection)[0] == CGRect(x: 0, y: 30, width: 187.5, height: 50))
    let footer = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame == CGRect(x: 0, y: 130, width: 375, height: 20))
  }

  @Test("an orthogonal section lays its groups out in one row that scrolls sideways by itself")
  func orthogonal() {
    TestApp.reset()
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(150)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 10
    let source = CountingItems(count: 5)
    let collection = CollectionFixture.collection(source, layout: UICollectionViewCompositionalLayout(section: section))
    #expect(
      frames(collection).prefix(2) == [
        CGRect(x: 0, y: 0, width: 300, height: 150), CGRect(x: 310, y: 0, width: 300, height: 150),
      ])
    #expect(collection.contentSize.height == 150)
    #expect(collection.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    collection.scrollToItem(at: IndexPath(item: 4, section: 0), at: .right, animated: false)
    #expect(collection.indexPathsForVisibleItems.contains(IndexPath(item: 4, section: 0)))
    #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.maxX == 375)
    #expect(collection.contentOffset.x == 0)
  }

  @Test("a section provider is asked for each section, with the container's size")
  func sectionProvider() {
    TestApp.reset()
    var widths: [CGFloat] = []
    let layout = UICollectionViewCompositionalLayout { index, environment in
      widths.append(environment.container.effectiveContentSize.width)
      let columns = index == 0 ? 2 : 4
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
        repeatingSubitem: item, count: columns)
      return NSCollectionLayoutSection(group: group)
    }
    let collection = CollectionFixture.collection(CountingItems(items: [["a", "b"], ["c", "d"]]), layout: layout)
    #expect(widths.first == 375)
    #expect(frames(collection, section: 0)[1].width == 187.5)
    // A quarter of 375 is 93.75: frames fall on the 2× screen's half points.
    #expect(frames(collection, section: 1)[1] == CGRect(x: 94, y: 60, width: 93.5, height: 60))
  }
}
