import UIKit

enum Aisle: String, CaseIterable {
    case fruit = "Fruit"
    case vegetables = "Vegetables"
    case dairy = "Dairy"
}

class AislesViewController: UIViewController {
    let items: [Aisle: [String]] = [
        .fruit: ["Apples", "Pears", "Plums"],
        .vegetables: ["Leeks", "Kale"],
        .dairy: ["Milk", "Butter"],
    ]
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Aisle, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shopping"
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Aisle, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = self?.dataSource.sectionIdentifier(for: indexPath.section)?.rawValue
            header.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Aisle, String>()
        snapshot.appendSections(Aisle.allCases)
        for aisle in Aisle.allCases {
            snapshot.appendItems(items[aisle] ?? [], toSection: aisle)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
