import Foundation
import Testing
import TutorTestSupport

@testable import UIKit

/// Self-sizing cells (layout.md "Tables"; Apple's "Working with Self-Sizing Table View Cells" and
/// `UITableView.rowHeight`/`estimatedRowHeight`): with `rowHeight = automaticDimension` — the
/// default since iOS 11 — each row takes the height its content view's constraints need at the
/// table's width, measured when its cell is shown; rows not shown yet keep their estimate; a
/// reload measures again.
@MainActor
@Suite("UITableView — self-sizing cells", .serialized)
struct SelfSizingCellTests {
  /// A cell whose wrapping label is pinned 16 points in from the sides and 12 from the top and
  /// bottom of the content view.
  final class NoteCell: UITableViewCell {
    let body = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      body.numberOfLines = 0
      body.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(body)
      NSLayoutConstraint.activate([
        body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
        body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  /// Notes, one per row, in `NoteCell`s.
  final class Notes: NSObject, UITableViewDataSource, UITableViewDelegate {
    var notes: [String]
    var requests: [Int] = []
    var fixedHeight: CGFloat?

    init(_ notes: [String]) { self.notes = notes }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      requests.append(indexPath.row)
      let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
      (cell as? NoteCell)?.body.text = notes[indexPath.row]
      return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      fixedHeight ?? UITableView.automaticDimension
    }
  }

  static let short = "Milk"
  static let medium = "Buy flour, eggs and butter for the cake we promised to bake on Sunday"
  static let long =
    "Call the plumber about the kitchen tap, then book the car in for its service, and remember to water the plants"

  /// A full-screen table of `notes` on an iPhone 8, laid out.
  private static func table(_ source: Notes, configure: (UITableView) -> Void = { _ in }) -> UITableView {
    let controller = UIViewController()
    let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.register(NoteCell.self, forCellReuseIdentifier: "note")
    table.dataSource = source
    table.delegate = source
    configure(table)
    controller.view.addSubview(table)
    TestApp.launch(controller)
    table.layoutIfNeeded()
    return table
  }

  /// The height a label of 17-point text needs at `width`, plus the cell's 24 points of padding.
  private static func expectedHeight(_ text: String, width: CGFloat = 375 - 32) -> CGFloat {
    TextMetrics.size(of: text, font: .systemFont(ofSize: 17), numberOfLines: 0, maxWidth: width).height + 24
  }

  private static func heights(_ table: UITableView, rows: Int) -> [CGFloat] {
    (0..<rows).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
  }

  @Test("rows of different text lengths get different heights, from the content view's constraints")
  func differentHeights() throws {
    TestApp.reset()
    let source = Notes([Self.short, Self.medium, Self.long])
    let table = Self.table(source) { $0.estimatedRowHeight = 60 }
    #expect(table.rowHeight == UITableView.automaticDimension)
    let heights = Self.heights(table, rows: 3)
    #expect(heights[0] == 44.5)  // 12 + one line of 20.5 + 12
    #expect(heights == [Self.short, Self.medium, Self.long].map { Self.expectedHeight($0) })
    #expect(Set(heights).count == 3)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? NoteCell)
    #expect(cell.frame.height == heights[2])
    #expect(cell.body.frame == CGRect(x: 16, y: 12, width: 343, height: heights[2] - 24))
    #expect(table.contentSize.height == heights.reduce(0, +))
    let window = try #require(AppDriver.snapshot().window)
    expectGolden(window.treeDescription, named: "self-sizing-notes-iphone-8.txt")
    #expect(AppDriver.snapshot().layoutWarnings.isEmpty)
  }

  @Test("reloadData measures the rows again")
  func reloadRecomputes() {
    TestApp.reset()
    let source = Notes([Self.short, Self.long])
    let table = Self.table(source)
    #expect(Self.heights(table, rows: 2) == [44.5, Self.expectedHeight(Self.long)])
    source.notes = [Self.long, Self.short]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(Self.heights(table, rows: 2) == [Self.expectedHeight(Self.long), 44.5])
  }

  @Test("rows not shown keep their estimate; scrolling to the end measures them and shows the last row whole")
  func estimatesUntilShown() {
    TestApp.reset()
    let source = Notes((0..<100).map { $0.isMultiple(of: 2) ? Self.short : Self.long })
    let table = Self.table(source) { $0.estimatedRowHeight = 50 }
    let shown = source.requests.count
    #expect(source.requests == Array(0..<shown), "cells only for the rows in view")
    #expect(table.rectForRow(at: IndexPath(row: 99, section: 0)).height == 50)
    let actual = (0..<100).map { Self.expectedHeight(source.notes[$0]) }
    #expect(table.contentSize.height == actual[..<shown].reduce(0, +) + CGFloat(100 - shown) * 50)
    for row in stride(from: 0, to: 100, by: 7) + [99] {
      #expect(AppDriver.scroll(table, toRow: row, inSection: 0))
      let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
      #expect(rect.height == actual[row])
      #expect(rect.minY >= table.contentOffset.y + table.adjustedContentInset.top - 0.001)
      #expect(rect.maxY <= table.contentOffset.y + table.bounds.height - table.adjustedContentInset.bottom + 0.001)
    }
    #expect(table.contentSize.height == actual.reduce(0, +))
    #expect(Set(source.requests).count == 100)
  }

  @Test("fixed heights win: the delegate's height, then rowHeight; estimatedRowHeight = 0 turns self-sizing off")
  func fixedHeights() {
    TestApp.reset()
    let source = Notes([Self.long])
    source.fixedHeight = 70
    #expect(Self.heights(Self.table(source), rows: 1) == [70])
    TestApp.reset()
    let unsized = Notes([Self.long])
    #expect(Self.heights(Self.table(unsized) { $0.rowHeight = 60 }, rows: 1) == [60])
    TestApp.reset()
    #expect(Self.heights(Self.table(Notes([Self.long])) { $0.estimatedRowHeight = 0 }, rows: 1) == [44])
  }

  @Test("a new estimate moves the rows not yet shown; the rows on screen keep their measured heights")
  func newEstimate() {
    TestApp.reset()
    let source = Notes((0..<50).map { _ in Self.short })
    let table = Self.table(source) { $0.estimatedRowHeight = 44.5 }
    let shown = source.requests.count
    table.estimatedRowHeight = 100
    table.layoutIfNeeded()
    #expect(Self.heights(table, rows: 2) == [44.5, 44.5])
    #expect(table.rectForRow(at: IndexPath(row: 49, section: 0)).height == 100)
    #expect(table.contentSize.height == CGFloat(shown) * 44.5 + CGFloat(50 - shown) * 100)
  }

  @Test("a cell with no constraints keeps 44 points; constraints that suggest zero height get 44 and a warning once")
  func standardHeight() {
    TestApp.reset()
    let plain = CountingDataSource(count: 3)
    let table = TableFixture.table(plain)
    table.layoutIfNeeded()
    #expect(Self.heights(table, rows: 3) == [44, 44, 44])
    TestApp.reset()
    final class Loose: UITableViewCell {
      required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let dot = UIView()
        dot.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(dot)
        dot.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
      }
      required init?(coder: NSCoder) { nil }
    }
    let loose = CountingDataSource(count: 3)
    let looseTable = TableFixture.table(loose) { $0.register(Loose.self, forCellReuseIdentifier: "row") }
    looseTable.layoutIfNeeded()
    #expect(Self.heights(looseTable, rows: 3) == [44, 44, 44])
    let warnings = TestApp.log.filter { $0.contains("ambiguously suggest a height of zero") }
    #expect(
      warnings == [
        "Warning: Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a "
          + "tableview cell's content view. We're considering the collapse unintentional and using standard height "
          + "instead."
      ])
  }

  /// Rows of built-in `.default` cells showing `notes` in a label of any number of lines.
  final class PlainNotes: NSObject, UITableViewDataSource {
    let notes: [String]
    init(_ notes: [String]) { self.notes = notes }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
      cell.textLabel?.numberOfLines = 0
      cell.textLabel?.text = notes[indexPath.row]
      return cell
    }
  }

  @Test("a built-in style fits its text: a label of several lines grows the row, 11 points above and below")
  func builtInStyleFitsText() {
    TestApp.reset()
    let source = PlainNotes([Self.short, Self.long])
    let controller = UIViewController()
    let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
    table.dataSource = source
    controller.view.addSubview(table)
    TestApp.launch(controller)
    table.layoutIfNeeded()
    let heights = Self.heights(table, rows: 2)
    #expect(heights[0] == 44)  // one line of 20.5 + 22 is less than the standard row
    let text = TextMetrics.size(of: Self.long, font: .systemFont(ofSize: 17), numberOfLines: 0, maxWidth: 375 - 32)
    #expect(heights[1] == (((text.height + 22) * 2).rounded(.up) / 2))
    #expect(heights[1] > 64)
  }

  @Test("turning the device measures the rows in view again at the new width")
  func rotationRemeasures() {
    TestApp.reset()
    let source = Notes([Self.long, Self.short])
    let table = Self.table(source)
    #expect(Self.heights(table, rows: 1) == [Self.expectedHeight(Self.long)])
    source.requests = []
    AppDriver.rotate(landscape: true)
    #expect(table.bounds.width == 667)
    #expect(Self.heights(table, rows: 2) == [Self.expectedHeight(Self.long, width: 667 - 32), 44.5])
    #expect(source.requests.isEmpty, "the cells in view are measured again, not asked for again")
  }
}
