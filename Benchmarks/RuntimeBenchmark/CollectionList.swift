// issue 20's figures: a 100,000-item compositional list applied from a snapshot and scrolled end
// to end (goal: under 1.5 s, peak memory under 64 MiB, fewer than 50 cells made), and applying a
// snapshot that moves 1,000 of 10,000 items (goal: under 20 ms).
import UIKit

/// Counts the list cells its registration makes.
final class CountedListCell: UICollectionViewListCell {
  nonisolated(unsafe) static var made = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    CountedListCell.made += 1
  }

  required init?(coder: NSCoder) { nil }
}

/// A full-screen plain list on an iPhone 8, on a diffable data source of `Int`s whose cells show
/// "Item N" with a list content configuration.
@MainActor
func makeList() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
  AppDriver.reset()
  CountedListCell.made = 0
  let root = UIViewController()
  let collection = UICollectionView(
    frame: UIScreen.main.bounds,
    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
  root.view.addSubview(collection)
  AppDriver.launch(root: root)
  AppDriver.settle()
  let registration = UICollectionView.CellRegistration<CountedListCell, Int> { cell, _, item in
    var content = cell.defaultContentConfiguration()
    content.text = "Item \(item)"
    cell.contentConfiguration = content
  }
  let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
    collection, indexPath, item in
    collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
  }
  return (collection, dataSource)
}

/// Applies a snapshot of 100,000 items, then scrolls the list from top to bottom a screen at a time.
@MainActor
func scrollHundredThousandItemList() -> (milliseconds: Double, cellsMade: Int, requested: Int, contentHeight: CGFloat) {
  let (collection, dataSource) = makeList()
  let start = ContinuousClock.now
  var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
  snapshot.appendSections([0])
  snapshot.appendItems(Array(0..<100_000))
  dataSource.apply(snapshot, animatingDifferences: false)
  collection.layoutIfNeeded()
  func bottom() -> CGFloat {
    collection.contentSize.height + collection.adjustedContentInset.bottom - collection.bounds.height
  }
  while collection.contentOffset.y < bottom() {
    collection.contentOffset = CGPoint(x: 0, y: min(collection.contentOffset.y + collection.bounds.height, bottom()))
    collection.layoutIfNeeded()
  }
  let elapsed = (ContinuousClock.now - start) / .milliseconds(1)
  return (elapsed, CountedListCell.made, collection.cellsRequested, collection.contentSize.height)
}

/// A list of 10,000 items; then a snapshot with 1,000 of them moved (every tenth item to the end)
/// is applied, and that apply is timed.
@MainActor
func applyThousandMoves() -> (milliseconds: Double, items: Int) {
  let (collection, dataSource) = makeList()
  var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
  snapshot.appendSections([0])
  snapshot.appendItems(Array(0..<10_000))
  dataSource.apply(snapshot, animatingDifferences: false)
  collection.layoutIfNeeded()
  let moved = stride(from: 0, to: 10_000, by: 10).map { $0 }
  var next = NSDiffableDataSourceSnapshot<Int, Int>()
  next.appendSections([0])
  next.appendItems((0..<10_000).filter { $0 % 10 != 0 } + moved)
  let start = ContinuousClock.now
  dataSource.apply(next)
  collection.layoutIfNeeded()
  let elapsed = (ContinuousClock.now - start) / .milliseconds(1)
  return (elapsed, collection.numberOfItems(inSection: 0))
}
