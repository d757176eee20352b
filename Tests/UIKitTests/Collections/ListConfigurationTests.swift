import Foundation
import Testing

@testable import UIKit

/// Lists made with a compositional layout (UICollectionLayoutListConfiguration, iOS 14): full-width
/// rows that size themselves — 44 points for one line of `UIListContentConfiguration` text —
/// inset-grouped rows inset by the layout margins, headers as supplementary views, list cells'
/// accessories, and the trailing swipe actions each row shows.
@MainActor
@Suite("UICollectionLayoutListConfiguration", .serialized)
struct ListConfigurationTests {
  enum Section: Hashable { case fruit, vegetables }

  /// A list of `items` by section on a diffable data source, made the modern way.
  @MainActor
  final class ListScreen {
    let collection: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Section, String>
    var deleted: [String] = []

    init(_ configuration: UICollectionLayoutListConfiguration, items: [(Section, [String])], subtitle: Bool = false) {
      var configuration = configuration
      collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 667),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
      let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        if subtitle { content.secondaryText = "Fresh" }
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator(), .delete()]
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collection, indexPath, item in
        collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
      }
      let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { [items] header, _, indexPath in
        var content = header.defaultContentConfiguration()
        content.text = "\(items[indexPath.section].0)".capitalized
        header.contentConfiguration = content
      }
      dataSource.supplementaryViewProvider = { collection, _, indexPath in
        collection.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
      }
      _ = configuration
      configuration.headerMode = .none
      var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
      for (section, names) in items {
        snapshot.appendSections([section])
        snapshot.appendItems(names, toSection: section)
      }
      let controller = UIViewController()
      controller.view.addSubview(collection)
      TestApp.launch(controller)
      dataSource.apply(snapshot, animatingDifferences: false)
      collection.layoutIfNeeded()
    }

    func frame(_ item: Int, section: Int = 0) -> CGRect? {
      collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
  }

  @Test("plain list: full-width rows of 44 points for one line of text")
  func plainRows() {
    TestApp.reset()
    let screen = ListScreen(.init(appearance: .plain), items: [(.fruit, ["Apple", "Pear", "Fig"])])
    #expect(screen.frame(0) == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(screen.frame(2) == CGRect(x: 0, y: 88, width: 375, height: 44))
    let cell = screen.collection.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect(cell?.primaryText == "Pear")
  }

  @Test("a two-line row (text and secondary text) is taller than 44 points")
  func subtitleRows() {
    TestApp.reset()
    let screen = ListScreen(.init(appearance: .plain), items: [(.fruit, ["Apple", "Pear"])], subtitle: true)
    let height = screen.frame(0)?.height ?? 0
    #expect(height > 44)
    #expect(screen.frame(1)?.minY == height)
  }

  @Test("rows measured as they scroll into view: the rows below move, and at the end the content is their sum")
  func measuredAsTheyScroll() {
    TestApp.reset()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(item)"
      content.secondaryText = item % 2 == 1 ? "Second line" : nil
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, path, item in
      view.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
    }
    let controller = UIViewController()
    controller.view.addSubview(collection)
    TestApp.launch(controller)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<100))
    dataSource.apply(snapshot, animatingDifferences: false)
    collection.layoutIfNeeded()
    let twoLines = collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height ?? 0
    #expect(twoLines > 44)
    // A jump measures only the rows it shows; scrolled a screen at a time, every row is measured.
    func bottom() -> CGFloat { collection.contentSize.height - collection.bounds.height }
    while collection.contentOffset.y < bottom() {
      collection.contentOffset.y = min(collection.contentOffset.y + collection.bounds.height, bottom())
      collection.layoutIfNeeded()
    }
    #expect(collection.contentSize.height == 50 * 44 + 50 * twoLines)
    let frames = (0..<100).compactMap { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxY == $1.minY })
  }

  @Test("inset grouped: rows inset 16 points from each side on an iPhone 8, 35 points above a section")
  func insetGrouped() {
    TestApp.reset()
    let screen = ListScreen(
      .init(appearance: .insetGrouped), items: [(.fruit, ["Apple"]), (.vegetables, ["Leek"])])
    #expect(screen.frame(0) == CGRect(x: 16, y: 35, width: 343, height: 44))
    #expect(screen.frame(0, section: 1) == CGRect(x: 16, y: 35 + 44 + 35, width: 343, height: 44))
  }

  @Test("headerMode .supplementary: each section gets a header view from the supplementary provider")
  func headers() {
    TestApp.reset()
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let screen = ListScreen(configuration, items: [(.fruit, ["Apple"]), (.vegetables, ["Leek"])])
    let header = screen.collection.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect((header as? UICollectionViewListCell)?.primaryText == "Vegetables")
    // The header sized itself to its 13-point text and margins; the rows follow it.
    let first = screen.collection.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    let height = ((UIFont.systemFont(ofSize: 13).lineHeight + 22) * 2).rounded(.up) / 2
    #expect(first?.frame == CGRect(x: 0, y: 0, width: 375, height: height))
    #expect(screen.frame(0)?.minY == height)
  }

  @Test("list cell accessories: the disclosure indicator shows; delete shows only while editing")
  func accessories() {
    TestApp.reset()
    let screen = ListScreen(.init(appearance: .plain), items: [(.fruit, ["Apple"])])
    let cell = screen.collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
    #expect(cell?.trailingAccessoryName == "disclosureIndicator")
    #expect(cell?.subviews.contains { $0 is CellAccessoryButton } == false)
    screen.collection.isEditing = true
    screen.collection.layoutIfNeeded()
    #expect(cell?.subviews.contains { $0 is CellAccessoryButton } == true)
    #expect(cell.map { $0.contentView.frame.minX > 0 } == true)
  }

  @Test("a swipe shows the provider's trailing actions; tapping Delete runs its handler")
  func swipeToDelete() {
    TestApp.reset()
    var deleted: [String] = []
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    var screen: ListScreen?
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
        guard let dataSource = screen?.dataSource, let item = dataSource.itemIdentifier(for: indexPath) else { return }
        deleted.append(item)
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([item])
        dataSource.apply(snapshot)
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
    screen = ListScreen(configuration, items: [(.fruit, ["Apple", "Pear"])])
    let collection = screen?.collection
    #expect(collection?.showSwipeActions(at: IndexPath(item: 0, section: 0)) == true)
    let button = collection?.cellForItem(at: IndexPath(item: 0, section: 0))?.subviews.compactMap {
      $0 as? SwipeActionButton
    }.first
    #expect(button?.title(for: .normal) == "Delete")
    button?.sendActions(for: .touchUpInside)
    #expect(deleted == ["Apple"])
    #expect(collection?.numberOfItems(inSection: 0) == 1)
    #expect(collection?.cellForItem(at: IndexPath(item: 0, section: 0))?.primaryText == "Pear")
  }

  @Test("a plain list without swipe actions has nothing to swipe")
  func nothingToSwipe() {
    TestApp.reset()
    let screen = ListScreen(.init(appearance: .plain), items: [(.fruit, ["Apple"])])
    #expect(screen.collection.showSwipeActions(at: IndexPath(item: 0, section: 0)) == false)
  }
}
