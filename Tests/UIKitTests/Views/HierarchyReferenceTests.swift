import Testing

@testable import UIKit

/// A view's superview is unretained, as in UIKit: the superview owns its subviews, never the
/// other way round. When a superview goes away, its subviews no longer name it (no dangling
/// pointer), and a table's cells no longer name the table.
@MainActor
@Suite("Superview and table references")
struct HierarchyReferenceTests {
  @Test("a subview that outlives its superview has no superview; one still inside has it")
  func superviewCleared() {
    let child = UIView()
    weak var gone: UIView?
    do {
      let parent = UIView()
      parent.addSubview(child)
      #expect(child.superview === parent)
      gone = parent
    }
    #expect(gone == nil, "the subview does not keep its superview alive")
    #expect(child.superview == nil)
  }

  @Test("a cell kept after its table is gone no longer names the table")
  func tableCleared() {
    TestApp.reset()
    final class Source: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
      }
    }
    let source = Source()
    var kept: UITableViewCell?
    do {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
      table.dataSource = source
      table.layoutIfNeeded()
      kept = table.cellForRow(at: IndexPath(row: 0, section: 0))
      #expect(kept?.tableView === table)
    }
    #expect(kept != nil)
    #expect(kept?.tableView == nil)
  }
}
