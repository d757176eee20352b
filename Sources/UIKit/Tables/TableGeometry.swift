import Foundation

/// Where every section header, row and footer of a table sits, from the counts and heights the
/// data source and delegate gave at the last reload: prefix sums, so finding the rows in view
/// costs a binary search however long the table is.
///
/// A self-sizing row (`rowHeight = UITableView.automaticDimension`) starts at its estimated
/// height and takes its cell's height once the cell has been made and measured; the rows below it
/// move by the difference (`setMeasuredHeight(_:forRow:)`).
struct TableGeometry {
  struct Section {
    var top: CGFloat
    var headerHeight: CGFloat
    /// Row tops relative to the table's content, one more than the rows (the last is the end).
    var rowTops: [CGFloat]
    var footerHeight: CGFloat
    /// How each row got its height (empty when every row's is fixed).
    var sizing: [RowSizing] = []
    var bottom: CGFloat { (rowTops.last ?? top + headerHeight) + footerHeight }
  }

  /// Where a row's height comes from.
  enum RowSizing: UInt8 {
    /// `rowHeight` or the delegate.
    case fixed
    /// A self-sizing row whose cell has not been measured: its estimate.
    case estimated
    /// A self-sizing row whose cell has been measured.
    case measured
  }

  var sections: [Section] = []
  /// Whether any row sizes itself, and whether any of them has been measured.
  private(set) var hasSelfSizingRows = false
  private(set) var hasMeasuredRows = false

  var contentHeight: CGFloat { sections.last?.bottom ?? 0 }

  init() {}

  /// `top` is where the first section starts (below the table's header view).
  init(
    rowCounts: [Int], top: CGFloat = 0, headerHeight: (Int) -> CGFloat, footerHeight: (Int) -> CGFloat,
    rowHeight: (_ section: Int, _ row: Int) -> (CGFloat, RowSizing)
  ) {
    var y = top
    for (section, count) in rowCounts.enumerated() {
      let header = headerHeight(section)
      var tops: [CGFloat] = []
      tops.reserveCapacity(count + 1)
      var sizing: [RowSizing] = []
      var rowY = y + header
      for row in 0..<count {
        tops.append(rowY)
        let (height, kind) = rowHeight(section, row)
        rowY += height
        // Kept only once a row sizes itself: tables of fixed rows need no array.
        if kind != .fixed, sizing.count < row { sizing = Array(repeating: .fixed, count: row) }
        if kind != .fixed || !sizing.isEmpty { sizing.append(kind) }
        if kind != .fixed { hasSelfSizingRows = true }
        if kind == .measured { hasMeasuredRows = true }
      }
      tops.append(rowY)
      let footer = footerHeight(section)
      sections.append(
        Section(top: y, headerHeight: header, rowTops: tops, footerHeight: footer, sizing: sizing))
      y = rowY + footer
    }
  }

  func rect(forRow indexPath: IndexPath, width: CGFloat) -> CGRect? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let tops = sections[indexPath.section].rowTops
    guard indexPath.row >= 0, indexPath.row + 1 < tops.count else { return nil }
    return CGRect(x: 0, y: tops[indexPath.row], width: width, height: tops[indexPath.row + 1] - tops[indexPath.row])
  }

  /// Where the row's height comes from.
  func sizing(of indexPath: IndexPath) -> RowSizing {
    guard sections.indices.contains(indexPath.section) else { return .fixed }
    let sizing = sections[indexPath.section].sizing
    return sizing.indices.contains(indexPath.row) ? sizing[indexPath.row] : .fixed
  }

  /// Whether the row takes its height from its cell.
  func isSelfSizing(_ indexPath: IndexPath) -> Bool { sizing(of: indexPath) != .fixed }

  /// The height a row's cell measured, if it was measured and this geometry has the row.
  func measuredHeight(ofRow row: Int, inSection section: Int) -> CGFloat? {
    let indexPath = IndexPath(row: row, section: section)
    guard sizing(of: indexPath) == .measured else { return nil }
    return rect(forRow: indexPath, width: 0)?.height
  }

  /// Gives a self-sizing row the height its cell measured; everything below it moves by the
  /// difference.
  mutating func setMeasuredHeight(_ height: CGFloat, forRow indexPath: IndexPath) {
    guard let rect = rect(forRow: indexPath, width: 0) else { return }
    if sections[indexPath.section].sizing.indices.contains(indexPath.row) {
      sections[indexPath.section].sizing[indexPath.row] = .measured
      hasMeasuredRows = true
    }
    guard rect.height != height else { return }
    let delta = height - rect.height
    for row in (indexPath.row + 1)..<sections[indexPath.section].rowTops.count {
      sections[indexPath.section].rowTops[row] += delta
    }
    for section in (indexPath.section + 1)..<sections.count {
      sections[section].top += delta
      for row in sections[section].rowTops.indices { sections[section].rowTops[row] += delta }
    }
  }

  func headerRect(forSection section: Int, width: CGFloat) -> CGRect? {
    guard sections.indices.contains(section), sections[section].headerHeight > 0 else { return nil }
    return CGRect(x: 0, y: sections[section].top, width: width, height: sections[section].headerHeight)
  }

  /// The index paths of rows that intersect `top..<bottom`, in order.
  func rows(from top: CGFloat, to bottom: CGFloat) -> [IndexPath] {
    var result: [IndexPath] = []
    for (number, section) in sections.enumerated() where section.bottom > top && section.top < bottom {
      let tops = section.rowTops
      guard tops.count > 1 else { continue }
      var low = 0
      var high = tops.count - 2
      while low < high {  // the first row whose bottom is below `top`
        let middle = (low + high) / 2
        if tops[middle + 1] <= top { low = middle + 1 } else { high = middle }
      }
      var row = low
      while row < tops.count - 1, tops[row] < bottom {
        if tops[row + 1] > top { result.append(IndexPath(row: row, section: number)) }
        row += 1
      }
    }
    return result
  }
}
