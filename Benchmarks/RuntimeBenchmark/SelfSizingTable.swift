// layout.md's third figure: a 1,000-row self-sizing table scrolled end to end (goal: under 1 s).
import UIKit

/// A cell of two labels pinned to its content view: a one-line title and a wrapping body.
@MainActor
final class NoteCell: UITableViewCell {
  let title = UILabel()
  let body = UILabel()

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    title.font = .boldSystemFont(ofSize: 17)
    body.numberOfLines = 0
    body.font = .systemFont(ofSize: 15)
    for label in [title, body] {
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A thousand notes whose bodies run from one to six lines.
@MainActor
final class Notes: NSObject, UITableViewDataSource {
  static let sentence = "The quick brown fox jumps over the lazy dog again. "

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
    if let note = cell as? NoteCell {
      note.title.text = "Note \(indexPath.row + 1)"
      note.body.text = String(repeating: Self.sentence, count: indexPath.row % 6 + 1)
    }
    return cell
  }
}

/// Launches a full-screen self-sizing table of 1,000 notes on an iPhone 8 and scrolls it from
/// the top to the bottom a screen at a time, as a finger would.
@MainActor
func scrollSelfSizingTable() -> (milliseconds: Double, requested: Int, contentHeight: CGFloat) {
  AppDriver.reset()
  let source = Notes()
  let root = UIViewController()
  let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
  table.register(NoteCell.self, forCellReuseIdentifier: "note")
  table.estimatedRowHeight = 80
  table.rowHeight = UITableView.automaticDimension
  table.dataSource = source
  root.view.addSubview(table)
  let start = ContinuousClock.now
  AppDriver.launch(root: root)
  AppDriver.settle()
  // The bottom moves as rows are measured, so it is asked again after every screen.
  func bottom() -> CGFloat { table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height }
  while table.contentOffset.y < bottom() {
    table.contentOffset = CGPoint(x: 0, y: min(table.contentOffset.y + table.bounds.height, bottom()))
    AppDriver.settle()
  }
  let elapsed = (ContinuousClock.now - start) / .milliseconds(1)
  return (elapsed, table.cellsRequested, table.contentSize.height)
}
