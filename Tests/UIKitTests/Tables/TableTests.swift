import Foundation
import Testing

@testable import UIKit

/// UITableView as UIKit documents it (docs/runtime.md rules 9 and 10, and its tables).
@MainActor
@Suite("UITableView", .serialized)
struct TableTests {
  @Test("rule 10: cellForRowAt is asked only for the rows in view (667 − 20 status bar → 15 rows of 44)")
  func onlyVisibleRows() {
    TestApp.reset()
    let source = CountingDataSource(count: 1000)
    let table = TableFixture.table(source)
    table.layoutIfNeeded()
    #expect(source.cellRequests.count == 15)
    #expect(table.visibleCells.count == 15)
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 14, section: 0))
    #expect(table.contentSize.height == 44_000)
  }

  @Test("contentInsetAdjustmentBehavior .automatic: content starts below the safe area; .never at the top")
  func adjustedInset() {
    TestApp.reset()
    let source = CountingDataSource(count: 100)
    let table = TableFixture.table(source)
    table.layoutIfNeeded()
    #expect(table.adjustedContentInset.top == 20)
    #expect(table.contentOffset.y == -20)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.convert(CGPoint.zero, to: nil).y == 20)
    table.contentInsetAdjustmentBehavior = .never
    #expect(table.adjustedContentInset.top == 0)
  }

  @Test("rule 10: reloadData asks the counts at once and the cells at the next layout pass")
  func reloadData() {
    TestApp.reset()
    let source = CountingDataSource(count: 3)
    let table = TableFixture.table(source)
    table.layoutIfNeeded()
    source.rows = [["a", "b", "c", "d", "e"]]
    source.cellRequests = []
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 5)
    #expect(source.cellRequests.isEmpty)
    table.layoutIfNeeded()
    #expect(source.cellRequests.count == 5)
    #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.textLabel?.text == "e")
  }

  @Test("rule 10: cells scrolled out of view are reused after prepareForReuse; cellForRow(at:) is nil off screen")
  func reuse() {
    TestApp.reset()
    CountingCell.prepared = 0
    let source = CountingDataSource(count: 100)
    let table = TableFixture.table(source)
    table.layoutIfNeeded()
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
    table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    #expect(CountingCell.prepared >= 15)
    #expect(table.visibleCells.contains { $0 === first }, "the first cell came back for another row")
    #expect(table.subviews.filter { $0 is UITableViewCell }.count <= 17)
  }

  @Test("rule 10: cells leave the screen in row order, so the same scroll reuses the same cells every run")
  func reuseOrder() {
    TestApp.reset()
    let source = CountingDataSource(count: 100)
    let table = TableFixture.table(source)
    table.layoutIfNeeded()
    let before = table.indexPathsForVisibleRows ?? []
    let cells = Dictionary(
      uniqueKeysWithValues: before.compactMap { row in table.cellForRow(at: row).map { (row, $0) } })
    table.contentOffset.y += 4 * 44
    table.layoutIfNeeded()
    let after = table.indexPathsForVisibleRows ?? []
    let leaving = before.filter { !after.contains($0) }.compactMap { cells[$0] }
    let arriving = after.filter { !before.contains($0) }.compactMap { table.cellForRow(at: $0) }
    // The rows that left went into the queue top row first; the queue hands out the last one in
    // first, whatever order a dictionary of the visible cells would have given.
    #expect(leaving.count == 3)  // row 3 still shows its bottom
    #expect(arriving.count == 4)  // one more row than left: a new cell for the last
    #expect(zip(arriving, leaving.reversed()).allSatisfy { $0 === $1 })
  }

  @Test("rule 9: dequeue for: with an unregistered identifier is UIKit's crash; without for: it is nil")
  func unregisteredIdentifier() async {
    TestApp.reset()
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = UITableView(frame: .zero).dequeueReusableCell(withIdentifier: "nothing", for: IndexPath(row: 0, section: 0))
      }
    }
  }

  @Test("deleteRows with a data source that did not change is UIKit's invalid-update crash")
  func inconsistentDelete() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TestApp.reset()
        let source = CountingDataSource(count: 4)
        let table = TableFixture.table(source)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      }
    }
  }

  @Test("insert and delete with matching data changes pass the consistency check, also in a batch")
  func consistentUpdates() {
    TestApp.reset()
    let source = CountingDataSource(count: 4)
    let table = TableFixture.table(source)
    source.rows[0].append("new")
    table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
    #expect(table.numberOfRows(inSection: 0) == 5)
    table.performBatchUpdates {
      source.rows[0].remove(at: 0)
      source.rows[0].remove(at: 0)
      table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
      source.rows[0].insert("first", at: 0)
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "first")
  }

  @Test("a tap selects: willSelect, didSelect; another tap deselects the first; code selection calls nothing")
  func selection() {
    TestApp.reset()
    let source = CountingDataSource(count: 10)
    let table = TableFixture.table(source)
    table.layoutIfNeeded()
    if let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) { AppDriver.tap(cell) }
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    if let cell = table.cellForRow(at: IndexPath(row: 5, section: 0)) { AppDriver.tap(cell) }
    #expect(source.selections == ["will 2", "did 2", "will 5", "deselect 2", "did 5"])
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
    #expect(source.selections.count == 5)
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test("sections with title headers; rows lay out below each header")
  func sections() {
    TestApp.reset()
    let source = CountingDataSource(rows: [["a", "b"], ["c"]])
    source.titles = ["First", "Second"]
    let table = TableFixture.table(source)
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 2)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 375, height: 44))
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 28 + 88 + 28, width: 375, height: 44))
    let labels = table.subviews.compactMap { ($0 as? SectionHeaderView)?.label.text }
    #expect(Set(labels) == ["First", "Second"])
  }

  @Test("a swipe shows Delete when the row can be edited; Delete commits .delete")
  func swipeToDelete() {
    TestApp.reset()
    let source = CountingDataSource(count: 3)
    let table = TableFixture.table(source)
    table.layoutIfNeeded()
    guard let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) else {
      Issue.record("no cell in view")
      return
    }
    #expect(AppDriver.swipe(cell))
    let delete = cell.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Delete" }
    if let delete { AppDriver.tap(delete) }
    #expect(source.deleted == [IndexPath(row: 1, section: 0)])
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  @Test("cell styles: subtitle and value1 have a detail label; default has none")
  func cellStyles() {
    TestApp.reset()
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    subtitle.textLabel?.text = "Title"
    subtitle.detailTextLabel?.text = "Detail"
    subtitle.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
    subtitle.layoutIfNeeded()
    #expect((subtitle.textLabel?.frame.minY ?? 0) < (subtitle.detailTextLabel?.frame.minY ?? 0))
    let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
    #expect(value1.detailTextLabel != nil)
  }

  @Test("UITableViewController is its table's data source and delegate and reloads it when it first appears")
  func tableViewController() {
    TestApp.reset()
    final class Numbers: UITableViewController {
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 7 }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
      }
    }
    let controller = Numbers()
    TestApp.launch(controller)
    #expect(controller.tableView.dataSource === controller)
    #expect(controller.tableView.numberOfRows(inSection: 0) == 7)
    #expect(controller.tableView.visibleCells.count == 7)
  }
}

/// The delegate's shaping of a table: row heights, footers, swipe actions; reloading rows.
@MainActor
@Suite("UITableView — delegate and updates", .serialized)
struct TableDelegateTests {
  final class Shaped: NSObject, UITableViewDataSource, UITableViewDelegate {
    var handled: [String] = []
    var texts = ["a", "b", "c"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = texts[indexPath.row]
      return cell
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "3 items" }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      indexPath.row == 0 ? 80 : UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
        self?.handled.append("flag \(indexPath.row)")
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [flag])
    }
  }

  @Test("heightForRowAt sets a row's height; automaticDimension falls back to rowHeight")
  func heights() {
    TestApp.reset()
    let source = Shaped()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
    table.dataSource = source
    table.delegate = source
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 80, width: 375, height: 44))
  }

  @Test("a footer title is drawn below the section's last row")
  func footer() {
    TestApp.reset()
    let source = Shaped()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
    table.dataSource = source
    let root = UIViewController()
    root.view.addSubview(table)
    TestApp.launch(root)
    table.layoutIfNeeded()
    let footer = table.subviews.compactMap { $0 as? SectionHeaderView }.first
    #expect(footer?.label.text == "3 items")
    #expect(footer?.frame.minY == 132)
  }

  @Test("trailing swipe actions replace Delete; tapping one runs its handler and hides the actions")
  func contextualActions() {
    TestApp.reset()
    let source = Shaped()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
    table.dataSource = source
    table.delegate = source
    let root = UIViewController()
    root.view.addSubview(table)
    TestApp.launch(root)
    guard let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) else {
      Issue.record("no cell")
      return
    }
    #expect(AppDriver.swipe(cell))
    let titles = cell.subviews.compactMap { ($0 as? UIButton)?.currentTitle }
    #expect(titles == ["Flag"])
    if let flag = cell.subviews.compactMap({ $0 as? UIButton }).first { AppDriver.tap(flag) }
    #expect(source.handled == ["flag 2"])
    #expect(cell.subviews.compactMap { $0 as? UIButton }.isEmpty)
  }

  @Test("reloadRows asks again for a row in view; its count must not change")
  func reloadRows() {
    TestApp.reset()
    let source = Shaped()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
    table.dataSource = source
    let root = UIViewController()
    root.view.addSubview(table)
    TestApp.launch(root)
    source.texts[1] = "B"
    table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "B")
  }

  @Test("scrollToRow past the last row is UIKit's out-of-bounds crash")
  func scrollOutOfBounds() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TestApp.reset()
        let source = Shaped()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        table.dataSource = source
        table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .top, animated: false)
      }
    }
  }
}
