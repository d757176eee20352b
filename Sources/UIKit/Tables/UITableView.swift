import Foundation
internal import InterfaceModel

/// A scrolling list of rows in sections, as UIKit's `UITableView`. Counts are asked at once by
/// `reloadData`, cells at the next layout pass and only for rows in view; a cell scrolled out
/// of view goes back to a reuse queue and is handed out again by `dequeueReusableCell`, after
/// `prepareForReuse()`. Selection, insert/delete with UIKit's consistency check, and swiped
/// rows' actions are in the extensions.
@MainActor
open class UITableView: UIScrollView {
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }

  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle, automatic
  }

  /// "Let the table choose": a row sized by its cell's constraints (`rowHeight`), an estimate the
  /// table picks (`estimatedRowHeight`), or the table's own value from the delegate's methods.
  public static let automaticDimension: CGFloat = -1
  /// The height UIKit gives a row it cannot size otherwise.
  static let standardRowHeight: CGFloat = 44

  public let style: Style
  open weak var dataSource: UITableViewDataSource? {
    didSet { needsReload = true; setNeedsLayout() }
  }
  /// The rows' height; `automaticDimension` (the default since iOS 11) sizes each row from its
  /// cell's content view (see UITableView+SelfSizing.swift).
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { if oldValue != rowHeight { rowHeightsDidChange() } }
  }
  /// The height self-sizing rows have until their cells are measured; `automaticDimension` (the
  /// default) lets the table choose (44 points), 0 turns self-sizing off.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { if oldValue != estimatedRowHeight { rowHeightsDidChange() } }
  }
  open var sectionHeaderHeight: CGFloat = 28
  open var sectionFooterHeight: CGFloat = 28
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  /// Whether rows are divided by a line (UIKit's default is `.singleLine`).
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  open var separatorColor: UIColor? = .separator
  open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  /// A view above the first section, as wide as the table, as tall as its own frame.
  open var tableHeaderView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      rebuildGeometry()
      setNeedsLayout()
    }
  }
  /// A view below the last section.
  open var tableFooterView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      rebuildGeometry()
      setNeedsLayout()
    }
  }

  /// Row counts per section as the table last asked them.
  var rowCounts: [Int] = []
  var geometry = TableGeometry()
  var needsReload = true
  var visible: VisibleCells<UITableViewCell> = [:]
  var headers: [Int: UIView] = [:]
  var footers: [Int: UIView] = [:]
  private var reuseQueues = ReuseQueues<UITableViewCell>()

  isolated deinit {
    for cell in visible.values { cell.tableView = nil }
    for cell in reuseQueues.all { cell.tableView = nil }
  }
  private var registered: [String: UITableViewCell.Type] = [:]
  var selected: [IndexPath] = []
  /// The row whose swipe actions are showing.
  var swipedRow: IndexPath?
  /// Updates collected by `performBatchUpdates` or `beginUpdates`.
  var batch: ListUpdate?
  var editingMode = false
  /// How many cells the table has asked its data source for (a benchmark figure).
  package var cellsRequested = 0
  /// The table width self-sizing rows were measured at.
  var measuredWidth: CGFloat = 0
  /// Whether UIKit's zero-height warning was logged (it is logged once per app run).
  static var warnedAboutZeroHeight = false

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  override public convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  public required init?(coder: NSCoder) {
    style = coder.interfaceElement.map(Self.style(of:)) ?? .plain
    super.init(coder: coder)
  }

  var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

  /// A table bounces when pulled, however few its rows (so a short list can still be refreshed).
  override var bouncesVerticallyWhenShort: Bool { true }

  // MARK: Cells

  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass as? UITableViewCell.Type
    prototypes[identifier] = nil
  }

  /// A storyboard's static sections (`dataMode="static"`): their titles and cells, made once.
  package var staticSections: [(header: String?, footer: String?, cells: [UITableViewCell])]?

  /// Cells made from a storyboard's prototype or a registered nib, by reuse identifier.
  private var prototypes: [String: @MainActor () -> UITableViewCell] = [:]

  /// Makes cells for `identifier` with `make` (a storyboard's prototype cell, a nib's cell).
  package func registerPrototype(_ identifier: String, make: @escaping @MainActor () -> UITableViewCell) {
    prototypes[identifier] = make
    registered[identifier] = nil
  }

  /// The cell `reconfigureRows` is configuring again: dequeuing its identifier hands it back.
  var reconfiguring: UITableViewCell?

  /// A cell from the reuse queue, or nil when there is none and no class is registered.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reconfiguring, cell.reuseIdentifier == identifier {
      reconfiguring = nil
      return cell
    }
    if let cell = reuseQueues.pop(identifier) {
      cell.prepareForReuse()
      return cell
    }
    if let make = prototypes[identifier] { return make() }
    return registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
  }

  /// A cell for `indexPath`; an identifier with nothing registered is UIKit's crash.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
            + "identifier or connect a prototype cell in a storyboard"))
    }
    return cell
  }

  // MARK: Counts and reloading

  /// Asks the data source for its counts at once; cells follow at the next layout pass.
  open func reloadData() {
    MainThreadChecker.checked("-[UITableView reloadData]") {
      loadCounts()
      enqueueVisibleCells()
      removeSectionViews()
      selected = []
      swipedRow = nil
      setNeedsLayout()
    }
  }

  open var numberOfSections: Int {
    if needsReload { loadCounts() }
    return rowCounts.count
  }

  open func numberOfRows(inSection section: Int) -> Int {
    if needsReload { loadCounts() }
    return rowCounts.indices.contains(section) ? rowCounts[section] : 0
  }

  /// The cell of a row in view; nil for a row off screen.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    return visible[indexPath]
  }

  open var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return visible.keys.sorted().compactMap { visible[$0] }
  }

  open var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return visible.keys.sorted()
  }

  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visible.indexPath(of: cell)
  }

  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    if needsReload { loadCounts() }
    return geometry.rect(forRow: indexPath, width: bounds.width) ?? .zero
  }

  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    geometry.rows(from: point.y, to: point.y + 0.5).first
  }

  func loadCounts() {
    needsReload = false
    guard let dataSource else {
      rowCounts = []
      geometry = TableGeometry()
      contentSize = CGSize(width: bounds.width, height: 0)
      return
    }
    let sections = max(dataSource.numberOfSections(in: self), 0)
    rowCounts = (0..<sections).map { max(dataSource.tableView(self, numberOfRowsInSection: $0), 0) }
    rebuildGeometry(keepingMeasuredHeights: false)
  }

  /// Lays the rows out again from the counts. Heights the rows' cells measured are kept unless the
  /// rows were reloaded (`keepingMeasuredHeights: false`).
  func rebuildGeometry(keepingMeasuredHeights: Bool = true) {
    let delegate = tableDelegate
    let source = dataSource
    let rules = RowHeightRules(
      rowHeight: rowHeight, estimatedRowHeight: estimatedRowHeight, delegate: delegate,
      previous: keepingMeasuredHeights && geometry.hasMeasuredRows ? geometry : nil)
    geometry = TableGeometry(
      rowCounts: rowCounts, top: tableHeaderView?.frame.height ?? 0,
      headerHeight: { section in
        let asked = delegate?.tableView(self, heightForHeaderInSection: section) ?? Self.automaticDimension
        if asked >= 0 { return asked }
        let hasHeader =
          source?.tableView(self, titleForHeaderInSection: section) != nil
          || delegate?.tableView(self, viewForHeaderInSection: section) != nil
        return hasHeader ? self.sectionHeaderHeight : (self.style == .plain ? 0 : 18)
      },
      footerHeight: { section in
        source?.tableView(self, titleForFooterInSection: section) != nil ? self.sectionFooterHeight : 0
      },
      rowHeight: { section, row in self.height(ofRow: row, inSection: section, rules: rules) })
    updateContentSize()
  }

  /// The content: the header view, the sections, the footer view.
  func updateContentSize() {
    let footer = tableFooterView?.frame.height ?? 0
    contentSize = CGSize(
      width: bounds.width, height: max(geometry.contentHeight, tableHeaderView?.frame.height ?? 0) + footer)
  }

  // MARK: Layout

  override open func layoutSubviews() {
    super.layoutSubviews()
    if needsReload { loadCounts() }
    // Cells that size themselves move the rows below them, which can change what is in view:
    // a few rounds settle it.
    var rounds = 0
    while rounds < 4, layoutRowsInView() { rounds += 1 }
    let top = contentOffset.y
    layoutHeaders(from: top, to: top + bounds.height)
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(x: 0, y: geometry.contentHeight, width: bounds.width, height: footer.frame.height)
    }
  }

  /// The visible cells of the rows that match `leaves` (all of them by default) leave the screen,
  /// in row order, so that which cell a row gets back from the queue never depends on hashing:
  /// the same steps reuse the same cells on every run.
  func enqueueVisibleCells(where leaves: (IndexPath) -> Bool = { _ in true }) {
    for indexPath in visible.keys.sorted() where leaves(indexPath) {
      guard let cell = visible[indexPath] else { continue }
      visible[indexPath] = nil
      enqueue(cell)
    }
  }

  /// A cell leaves the screen: a reusable one waits, hidden, in its queue (staying a subview
  /// saves moving it in and out of the hierarchy on every scroll); any other is removed.
  func enqueue(_ cell: UITableViewCell) {
    cell.tableView = nil
    for view in cell.subviews where view is SwipeActionButton { view.removeFromSuperview() }
    guard let identifier = cell.reuseIdentifier else {
      cell.removeFromSuperview()
      return
    }
    cell.isHidden = true
    reuseQueues.push(cell, identifier)
  }

  // MARK: Scrolling

  /// Scrolls so the row sits at `scrollPosition` (`.none`: just enough to show it). Rows sized by
  /// their cells on the way move it, so the table aims again until it stays put.
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    if needsReload { loadCounts() }
    guard var rect = geometry.rect(forRow: indexPath, width: bounds.width) else {
      fatalError(
        UIKitError.exception(
          "NSRangeException",
          "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only "
            + "\(numberOfRows(inSection: indexPath.section)) rows in section \(indexPath.section)."))
    }
    for _ in 0..<4 {
      scroll(toShow: rect, at: scrollPosition, animated: animated)
      layoutIfNeeded()
      guard let moved = geometry.rect(forRow: indexPath, width: bounds.width), moved != rect else { return }
      rect = moved
    }
  }

  private func scroll(toShow rect: CGRect, at scrollPosition: ScrollPosition, animated: Bool) {
    let inset = adjustedContentInset
    let y: CGFloat
    switch scrollPosition {
    case .top: y = rect.minY - inset.top
    case .middle: y = rect.midY - (bounds.height + inset.top - inset.bottom) / 2 - inset.top
    case .bottom: y = rect.maxY - bounds.height + inset.bottom
    case .none:
      scrollRectToVisible(rect, animated: animated)
      return
    }
    contentOffset = CGPoint(x: contentOffset.x, y: clampedOffsetY(y))
  }
}
