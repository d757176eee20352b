import UIKit

struct Contact: Hashable {
    let name: String
    let phone: String
}

class ContactsViewController: UIViewController {
    enum Section { case main }

    let contacts = [
        Contact(name: "Ada", phone: "555-0101"),
        Contact(name: "Grace", phone: "555-0102"),
        Contact(name: "Alan", phone: "555-0103"),
        Contact(name: "Katherine", phone: "555-0104"),
        Contact(name: "Linus", phone: "555-0105"),
    ]
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Contact>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self else { return nil }
            let contact = self.contacts[indexPath.item]
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                var snapshot = self.dataSource.snapshot()
                snapshot.deleteItems([contact])
                self.dataSource.apply(snapshot)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> { cell, _, contact in
            var content = cell.defaultContentConfiguration()
            content.text = contact.name
            content.secondaryText = contact.phone
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Contact>(collectionView: collectionView) {
            collectionView, indexPath, contact in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: contact)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.main])
        snapshot.appendItems(contacts)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
