import DriverProtocol
import Foundation
import Testing
import TutorTestSupport

@testable import UIKit

/// `UITableView.separatorStyle` (Apple: "The style for table cells used as separators"): with
/// `.none` the table draws no line between its rows, so the snapshot marks its cells and the
/// screens leave the line out; `.singleLine`, the default, draws it.
@MainActor
@Suite("UITableView — separator style", .serialized)
struct SeparatorStyleTests {
  final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  private func cells(separatorStyle: UITableViewCell.SeparatorStyle) -> [ViewNode] {
    TestApp.reset()
    let rows = Rows()
    let controller = UIViewController()
    let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.separatorStyle = separatorStyle
    table.dataSource = rows
    controller.view.addSubview(table)
    TestApp.launch(controller)
    table.layoutIfNeeded()
    return AppDriver.snapshot().window?.allNodes.filter { $0.kind == .cell } ?? []
  }

  @Test("cells of a table with separatorStyle .none are marked as drawing no separator")
  func noneHidesSeparators() {
    let cells = cells(separatorStyle: .none)
    #expect(cells.count == 2)
    #expect(cells.allSatisfy { $0.hidesSeparator == true })
  }

  @Test("cells of a table with the default single line keep their separator")
  func singleLineKeepsSeparators() {
    let cells = cells(separatorStyle: .singleLine)
    #expect(cells.count == 2)
    #expect(cells.allSatisfy { $0.hidesSeparator == nil })
  }
}
