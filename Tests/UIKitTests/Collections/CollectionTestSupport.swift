import Foundation

@testable import UIKit

/// A data source and delegate that count what the collection view asks, for the collection view
/// conformance tests.
@MainActor
final class CountingItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var items: [[String]]
  var cellRequests: [IndexPath] = []
  var calls: [String] = []
  var sizes: [IndexPath: CGSize] = [:]
  var refuseSelection: Set<Int> = []
  var refuseHighlight: Set<Int> = []
  var identifier = "item"

  init(items: [[String]]) {
    self.items = items
  }

  convenience init(count: Int) {
    self.init(items: [(0..<count).map { "Item \($0)" }])
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    items[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    cellRequests.append(indexPath)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    (cell as? LabelCell)?.label.text = items[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    calls.append("shouldHighlight \(indexPath.item)")
    return !refuseHighlight.contains(indexPath.item)
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    calls.append("didHighlight \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    calls.append("didUnhighlight \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    calls.append("shouldSelect \(indexPath.item)")
    return !refuseSelection.contains(indexPath.item)
  }

  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    calls.append("shouldDeselect \(indexPath.item)")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    calls.append("didDeselect \(indexPath.item)")
  }
}

/// A cell as a learner writes one: `override init(frame:)` (not `required`), a label pinned
/// inside its content view, and a count of `prepareForReuse` calls.
final class LabelCell: UICollectionViewCell {
  static var prepared = 0
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    LabelCell.prepared += 1
    label.text = nil
  }
}

@MainActor
enum CollectionFixture {
  /// The data sources of the fixtures made so far (a collection view holds its data source weakly).
  static var kept: [AnyObject] = []

  /// A 375×667 collection view in a shown window (no bars: 20 points of status bar at the top),
  /// with `source` as data source and delegate.
  static func collection(
    _ source: CountingItems, layout: UICollectionViewLayout = UICollectionViewFlowLayout(),
    configure: (UICollectionView) -> Void = { _ in }
  ) -> UICollectionView {
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collection.register(LabelCell.self, forCellWithReuseIdentifier: "item")
    configure(collection)
    collection.dataSource = source
    collection.delegate = source
    kept.append(source)
    let controller = UIViewController()
    controller.view.addSubview(collection)
    TestApp.launch(controller)
    collection.layoutIfNeeded()
    return collection
  }

  /// A flow layout of `size` items.
  static func flow(_ size: CGSize, spacing: CGFloat = 10, inset: UIEdgeInsets = .zero) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = size
    layout.minimumInteritemSpacing = spacing
    layout.minimumLineSpacing = spacing
    layout.sectionInset = inset
    return layout
  }
}
