import Foundation
import Testing

@testable import UIKit

/// Diffable data sources as UIKit's: a snapshot holds sections and items by identity; applying
/// one to a `UITableViewDiffableDataSource` updates only the rows that differ (Apple: "the
/// diffable data source computes the differences between the current state and the new state and
/// automatically animates the changes"); identifiers must be unique.
@MainActor
@Suite("Diffable data sources — tables", .serialized)
struct DiffableTableTests {
  enum Section: Hashable { case fruit, vegetables }

  @Test("a snapshot's sections and items, moved and inserted by identity")
  func snapshot() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.fruit, .vegetables])
    snapshot.appendItems(["Apple", "Pear"], toSection: .fruit)
    snapshot.appendItems(["Leek"])
    snapshot.insertItems(["Fig"], beforeItem: "Pear")
    snapshot.moveItem("Apple", afterItem: "Leek")
    #expect(snapshot.itemIdentifiers == ["Fig", "Pear", "Leek", "Apple"])
    #expect(snapshot.sectionIdentifier(containingItem: "Apple") == .vegetables)
    #expect(snapshot.indexOfItem("Leek") == 2)
    #expect(snapshot.numberOfItems(inSection: .fruit) == 2)
    snapshot.deleteSections([.fruit])
    #expect(snapshot.numberOfItems == 2)
  }

  @Test("the difference: deleted at old positions, inserted at new ones, a move as both")
  func difference() {
    var old = NSDiffableDataSourceSnapshot<Section, String>()
    old.appendSections([.fruit])
    old.appendItems(["A", "B", "C", "D"])
    var new = old
    new.deleteItems(["B"])
    new.appendItems(["E"])
    new.moveItem("D", beforeItem: "A")
    let difference = SnapshotDifference(from: old, to: new)
    #expect(difference.deletedItems == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
    #expect(difference.insertedItems == [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)])
  }

  @Test("applying a snapshot updates the table's rows; the cell provider makes each cell")
  func apply() throws {
    TestApp.reset()
    let controller = UIViewController()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
    controller.view.addSubview(table)
    TestApp.launch(controller)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.fruit])
    snapshot.appendItems(["Apple", "Pear"])
    dataSource.apply(snapshot, animatingDifferences: false)
    AppDriver.advance(seconds: 0.1)
    #expect(table.numberOfRows(inSection: 0) == 2)
    snapshot.deleteItems(["Apple"])
    snapshot.appendSections([.vegetables])
    snapshot.appendItems(["Leek", "Kale"], toSection: .vegetables)
    var completed = false
    dataSource.apply(snapshot) { completed = true }
    AppDriver.advance(seconds: 1)
    #expect(completed)
    #expect(table.numberOfSections == 2)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Kale")
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "Pear")
    #expect(dataSource.indexPath(for: "Leek") == IndexPath(row: 0, section: 1))
  }

  @Test("an identifier added twice is UIKit's crash")
  func duplicates() async {
    await #expect(processExitsWith: .failure) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["Tea", "Tea"])
    }
  }

  @Test("items with no section is UIKit's crash")
  func noSection() async {
    await #expect(processExitsWith: .failure) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendItems(["Tea"])
    }
  }
}
