import Foundation

/// Row heights, and self-sizing cells as UIKit sizes them (layout.md "Tables"; Apple's "Working
/// with Self-Sizing Table View Cells").
///
/// A row's height is the delegate's `tableView(_:heightForRowAt:)` when it gives one, else
/// `rowHeight`. When that is `UITableView.automaticDimension` (the default), the row sizes itself:
/// it starts at its estimate (`tableView(_:estimatedHeightForRowAt:)`, else `estimatedRowHeight`,
/// else 44 points) and, once its cell is made for display, takes the height of the cell's content
/// view fitted to the table's width — `systemLayoutSizeFitting` at the required horizontal
/// priority and `fittingSizeLevel` vertically, so the constraints from the content view's top to
/// its bottom decide. A cell of a built-in style without constraints fits its labels' text
/// (`builtInFittingHeight`); any other cell without constraints in its content view gets 44 points;
/// constraints that leave the height at zero get it too, with UIKit's "Warning once only" message.
/// `estimatedRowHeight = 0` turns self-sizing off (automatic rows are 44 points). Measured heights
/// last until the rows are reloaded or the table's width changes (a rotation), which measures the
/// rows in view again.
extension UITableView {
  /// What decides a row's height, read from the table once per geometry rather than once per row.
  struct RowHeightRules {
    let rowHeight: CGFloat
    let estimatedRowHeight: CGFloat
    let delegate: UITableViewDelegate?
    /// The geometry being replaced, when its rows are the same ones: their measured heights hold.
    let previous: TableGeometry?
  }

  /// The height of a row as a new geometry starts with it.
  func height(ofRow row: Int, inSection section: Int, rules: RowHeightRules) -> (CGFloat, TableGeometry.RowSizing) {
    // Without a delegate no IndexPath is made for each row.
    var asked = UITableView.automaticDimension
    if let delegate = rules.delegate {
      asked = delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
    }
    if asked >= 0 { return (asked, .fixed) }
    if rules.rowHeight >= 0 { return (rules.rowHeight, .fixed) }
    if rules.estimatedRowHeight == 0 { return (Self.standardRowHeight, .fixed) }
    if let measured = rules.previous?.measuredHeight(ofRow: row, inSection: section) { return (measured, .measured) }
    var estimate = rules.estimatedRowHeight > 0 ? rules.estimatedRowHeight : Self.standardRowHeight
    if let delegate = rules.delegate {
      let asked = delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: row, section: section))
      if asked >= 0 { estimate = asked }
    }
    return (estimate, .estimated)
  }

  /// `rowHeight` or `estimatedRowHeight` changed: the rows take their new heights at once.
  func rowHeightsDidChange() {
    guard !needsReload else { return setNeedsLayout() }
    rebuildGeometry()
    remeasureVisibleRows()
    setNeedsLayout()
  }

  /// Puts a cell on every row in view (making, measuring and showing the missing ones) and
  /// gives every visible cell its row's frame. Returns whether a cell sized its row anew, which
  /// moves the rows below it and may change what is in view.
  func layoutRowsInView() -> Bool {
    if bounds.width != measuredWidth { widthDidChange() }
    let top = contentOffset.y
    let bottom = top + bounds.height
    let inView = geometry.rows(from: top, to: bottom)
    let delegate = tableDelegate  // one cast per pass, not one per row
    // The rows in view are one run in (section, row) order, so a bounds test tells which of the
    // visible cells left the screen.
    if let first = inView.first, let last = inView.last {
      enqueueVisibleCells { $0 < first || $0 > last }
    } else {
      enqueueVisibleCells()
    }
    var resized = false
    for indexPath in inView {
      guard var frame = geometry.rect(forRow: indexPath, width: bounds.width) else { continue }
      if let cell = visible[indexPath] {
        if !resized { cell.frame = frame }
        continue
      }
      // A row pushed below the screen by the rows above it growing is not shown.
      guard let dataSource, frame.minY < bottom else { break }
      cellsRequested += 1
      let cell = dataSource.tableView(self, cellForRowAt: indexPath)
      cell.tableView = self
      cell.isHidden = false
      cell.setSelected(selected.contains(indexPath), animated: false)
      if cell.superview !== self { addSubview(cell) }
      visible[indexPath] = cell
      // A height equal to the estimate is not recorded: a rebuild gives the row that height anyway.
      if geometry.isSelfSizing(indexPath) {
        let height = selfSizedHeight(of: cell)
        if height != frame.height {
          geometry.setMeasuredHeight(height, forRow: indexPath)
          frame.size.height = height
          resized = true
        }
      }
      cell.frame = frame
      delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      cell.layoutIfNeeded()
    }
    guard resized else { return false }
    updateContentSize()
    for (indexPath, cell) in visible {
      if let frame = geometry.rect(forRow: indexPath, width: bounds.width) { cell.frame = frame }
    }
    return true
  }

  /// The height a self-sizing row takes from its cell.
  func selfSizedHeight(of cell: UITableViewCell) -> CGFloat {
    guard Self.hasConstraints(cell.contentView) else {
      return cell.builtInFittingHeight(width: bounds.width) ?? Self.standardRowHeight
    }
    let fitted = cell.systemLayoutSizeFitting(
      CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    guard fitted.height <= 0 else { return fitted.height }
    if !Self.warnedAboutZeroHeight {
      Self.warnedAboutZeroHeight = true
      EventLog.shared.warn(
        "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a tableview "
          + "cell's content view. We're considering the collapse unintentional and using standard height instead.")
    }
    return Self.standardRowHeight
  }

  /// Whether a view or anything inside it has constraints installed.
  private static func hasConstraints(_ view: UIView) -> Bool {
    !view.layoutState.constraints.isEmpty || view.subviews.contains(where: hasConstraints)
  }

  /// The table's width changed: heights measured at the old width no longer hold; the rows in
  /// view are measured again at the new one, the others go back to their estimates.
  private func widthDidChange() {
    let first = measuredWidth == 0
    measuredWidth = bounds.width
    guard !first, geometry.hasSelfSizingRows else { return }
    rebuildGeometry(keepingMeasuredHeights: false)
    remeasureVisibleRows()
  }

  /// Measures the self-sizing rows on screen again (their cells stay).
  private func remeasureVisibleRows() {
    for (indexPath, cell) in visible where geometry.isSelfSizing(indexPath) {
      geometry.setMeasuredHeight(selfSizedHeight(of: cell), forRow: indexPath)
    }
    updateContentSize()
  }
}
