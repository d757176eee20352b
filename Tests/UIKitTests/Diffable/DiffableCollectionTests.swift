import Foundation
import Testing

@testable import UIKit

/// Diffable data sources on collection views, as UIKit's `UICollectionViewDiffableDataSource`:
/// applying a snapshot updates only the items that differ (Apple: "computes the differences
/// between the current state and the new state and automatically animates the changes"), with the
/// same snapshot and difference as tables; cell registrations configure the cells; a registration
/// made inside the cell provider is UIKit's crash; reconfigured items keep their cells.
@MainActor
@Suite("Diffable data sources — collection views", .serialized)
struct DiffableCollectionTests {
  enum Section: Hashable { case main, more }

  struct Contact: Hashable {
    let id: Int
    var name: String
    static func == (lhs: Contact, rhs: Contact) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  @MainActor
  final class Screen {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    var configured: [String] = []
    lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> {
      [unowned self] cell, _, contact in
      configured.append(contact.name)
      var content = cell.defaultContentConfiguration()
      content.text = contact.name
      cell.contentConfiguration = content
    }
    lazy var dataSource = UICollectionViewDiffableDataSource<Section, Contact>(collectionView: collection) {
      [unowned self] collection, indexPath, contact in
      collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: contact)
    }

    init() {
      // Made up front: a registration made inside the cell provider (as a lazy one would be) is
      // UIKit's crash.
      _ = registration
      let controller = UIViewController()
      controller.view.addSubview(collection)
      TestApp.launch(controller)
    }

    func text(_ item: Int, section: Int = 0) -> String? {
      collection.cellForItem(at: IndexPath(item: item, section: section))?.primaryText
    }
  }

  @Test("the first apply reloads; later applies insert and delete only what changed, cells staying with their items")
  func applyUpdates() {
    TestApp.reset()
    let screen = Screen()
    var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
    snapshot.appendSections([.main])
    snapshot.appendItems([Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace"), Contact(id: 3, name: "Linus")])
    screen.dataSource.apply(snapshot, animatingDifferences: false)
    #expect(screen.text(1) == "Grace")
    let graceCell = screen.collection.cellForItem(at: IndexPath(item: 1, section: 0))
    screen.configured = []
    snapshot.deleteItems([Contact(id: 1, name: "")])
    snapshot.appendItems([Contact(id: 4, name: "Margaret")])
    var completed = false
    screen.dataSource.apply(snapshot) { completed = true }
    #expect(completed)
    #expect(screen.collection.numberOfItems(inSection: 0) == 3)
    #expect(screen.text(0) == "Grace")
    #expect(screen.collection.cellForItem(at: IndexPath(item: 0, section: 0)) === graceCell)
    #expect(screen.configured == ["Margaret"])
    #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0))?.name == "Margaret")
    #expect(screen.dataSource.indexPath(for: Contact(id: 3, name: "")) == IndexPath(item: 1, section: 0))
  }

  @Test("sections by identity: a new section is inserted with its items")
  func sections() {
    TestApp.reset()
    let screen = Screen()
    var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
    snapshot.appendSections([.main])
    snapshot.appendItems([Contact(id: 1, name: "Ada")])
    screen.dataSource.apply(snapshot)
    snapshot.appendSections([.more])
    snapshot.appendItems([Contact(id: 2, name: "Grace")], toSection: .more)
    screen.dataSource.apply(snapshot)
    #expect(screen.collection.numberOfSections == 2)
    #expect(screen.text(0, section: 1) == "Grace")
    #expect(screen.dataSource.sectionIdentifier(for: 1) == .more)
  }

  @Test("reconfigureItems runs the registration again on the same cell; reloadItems makes the cell again")
  func reconfigure() {
    TestApp.reset()
    let screen = Screen()
    var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
    snapshot.appendSections([.main])
    snapshot.appendItems([Contact(id: 1, name: "Ada")])
    screen.dataSource.apply(snapshot)
    let cell = screen.collection.cellForItem(at: IndexPath(item: 0, section: 0))
    // The same identity with a new name: reconfigure shows it in the same cell.
    snapshot.deleteItems([Contact(id: 1, name: "")])
    snapshot.appendItems([Contact(id: 1, name: "Ada Lovelace")])
    screen.dataSource.apply(snapshot)
    var next = screen.dataSource.snapshot()
    next.reconfigureItems([Contact(id: 1, name: "")])
    screen.configured = []
    screen.dataSource.apply(next)
    #expect(screen.configured == ["Ada Lovelace"])
    #expect(screen.collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
    #expect(screen.text(0) == "Ada Lovelace")
  }

  @Test("a cell registration made inside the cell provider is UIKit's crash when it is used")
  func registrationInsideProvider() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TestApp.reset()
        let collection = UICollectionView(
          frame: UIScreen.main.bounds,
          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
          collection, indexPath, item in
          let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
          return collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a"])
        dataSource.apply(snapshot)
        collection.layoutIfNeeded()
      }
    }
  }

  @Test("section snapshots: children of a collapsed parent are hidden; expanding shows them")
  func outline() {
    TestApp.reset()
    let screen = Screen()
    let fruit = Contact(id: 10, name: "Fruit")
    var section = NSDiffableDataSourceSectionSnapshot<Contact>()
    section.append([fruit])
    section.append([Contact(id: 11, name: "Apple"), Contact(id: 12, name: "Pear")], to: fruit)
    #expect(section.visibleItems == [fruit])
    #expect(section.level(of: Contact(id: 12, name: "")) == 1)
    screen.dataSource.apply(section, to: .main)
    #expect(screen.collection.numberOfItems(inSection: 0) == 1)
    section.expand([fruit])
    screen.dataSource.apply(section, to: .main)
    #expect(screen.collection.numberOfItems(inSection: 0) == 3)
    #expect(screen.text(2) == "Pear")
    #expect(
      (screen.collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)?.indentationLevel
        == 1)
  }
}
