import Foundation

@testable import UIKit

/// A data source that counts what the table asks it, for the table conformance tests.
@MainActor
final class CountingDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var rows: [[String]]
  var cellRequests: [IndexPath] = []
  var selections: [String] = []
  var titles: [String?] = []
  var deleted: [IndexPath] = []
  var identifier = "row"

  init(rows: [[String]]) {
    self.rows = rows
  }

  convenience init(count: Int) {
    self.init(rows: [(0..<count).map { "Row \($0)" }])
  }

  func numberOfSections(in tableView: UITableView) -> Int { rows.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellRequests.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.textLabel?.text = rows[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles.indices.contains(section) ? titles[section] : nil
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    selections.append("will \(indexPath.row)")
    return indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selections.append("did \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    selections.append("deselect \(indexPath.row)")
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    deleted.append(indexPath)
    rows[indexPath.section].remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}

/// A cell that counts `prepareForReuse`.
final class CountingCell: UITableViewCell {
  static var prepared = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    CountingCell.prepared += 1
  }
}

@MainActor
enum TableFixture {
  /// A 375×667 table in a shown window, with `source` as data source and delegate; `configure`
  /// runs before the data source is set.
  static func table(
    _ source: CountingDataSource, style: UITableView.Style = .plain, configure: (UITableView) -> Void = { _ in }
  ) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: style)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    configure(table)
    table.dataSource = source
    table.delegate = source
    let controller = UIViewController()
    controller.view.addSubview(table)
    TestApp.launch(controller)
    return table
  }
}
