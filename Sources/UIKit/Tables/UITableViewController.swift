import Foundation

/// A controller whose view is a table it serves, as UIKit's `UITableViewController`: it is
/// the table's data source and delegate, reloads the table when it first appears, and clears
/// the selection each time it appears again (`clearsSelectionOnViewWillAppear`). Subclasses
/// override the data source and delegate methods below.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  public let tableViewStyle: UITableView.Style
  open var clearsSelectionOnViewWillAppear = true
  private var hasAppeared = false

  public init(style: UITableView.Style) {
    tableViewStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableViewStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    tableViewStyle = .plain
    super.init(coder: coder)
  }

  /// The controller's view, a table.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// The table's refresh control (`tableView.refreshControl`), as UIKit's table view controller
  /// offers it.
  open var refreshControl: UIRefreshControl? {
    get { tableView?.refreshControl }
    set { tableView?.refreshControl = newValue }
  }

  override open func loadView() {
    // A storyboard's table view controller loads its table from the scene.
    if loadInterfaceView() { return }
    let table = UITableView(frame: UIScreen.main.bounds, style: tableViewStyle)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.dataSource = self
    table.delegate = self
    view = table
  }

  override open func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if !hasAppeared {
      hasAppeared = true
      tableView?.reloadData()
    } else if clearsSelectionOnViewWillAppear, let table = tableView {
      for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }
  }

  // MARK: Data source (override these)

  // A storyboard's static table (`dataMode="static"`) answers with its sections and cells, as
  // UIKit's UITableViewController does when these are not overridden.
  open func numberOfSections(in tableView: UITableView) -> Int { tableView.staticSections?.count ?? 1 }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tableView.staticSections.map { $0.indices.contains(section) ? $0[section].cells.count : 0 } ?? 0
  }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let sections = tableView.staticSections, sections.indices.contains(indexPath.section),
      sections[indexPath.section].cells.indices.contains(indexPath.row)
    {
      return sections[indexPath.section].cells[indexPath.row]
    }
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    tableView.staticSections.flatMap { $0.indices.contains(section) ? $0[section].header : nil }
  }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    tableView.staticSections.flatMap { $0.indices.contains(section) ? $0[section].footer : nil }
  }
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}

  // MARK: Delegate (override these)

  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { nil }
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  // UIKit's importer gives UITableViewController every UIScrollViewDelegate method, so a subclass
  // writes `override func scrollViewWillBeginDragging…`, as in Xcode.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
