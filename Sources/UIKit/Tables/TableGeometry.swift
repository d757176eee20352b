import Foundation

/// Where every section header, row and footer of a table sits, from the counts and heights the
/// data source and delegate gave at the last reload: prefix sums, so finding the rows in view
/// costs a binary search however long the table is.
///
/// A self-sizing row (`rowHeight = UITableView.automaticDimension`) starts at its estimated
/// height and takes its cell's height once the cell has been made and measured; the rows below it
/// move by the difference (`setHeight(_:forRow:)`).
struct TableGeometry {
  struct Section {
    var top: CGFloat
    var headerHeight: CGFloat
    /// Row tops relative to the table's content, one more than the rows (the last is the end).
    var rowTops: [CGFloat]
    var footerHeight: CGFloat
    /// Which rows size themselves from their cells (empty when none do).
    var selfSizing: [Bool] = []
    var bottom: CGFloat { (rowTops.last ?? top + headerHeight) + footerHeight }
  }

  /// A row's height as the table knows it when it builds the geometry.
  enum RowHeight {
    /// Given by `rowHeight` or the delegate.
    case fixed(CGFloat)
    /// A self-sizing row: its estimate, or the height its cell measured.
    case selfSizing(CGFloat)
  }

  var sections: [Section] = []

  var contentHeight: CGFloat { sections.last?.bottom ?? 0 }

  init() {}

  /// `top` is where the first section starts (below the table's header view).
  init(
    rowCounts: [Int], top: CGFloat = 0, headerHeight: (Int) -> CGFloat, footerHeight: (Int) -> CGFloat,
    rowHeight: (_ section: Int, _ row: Int) -> RowHeight
  ) {
    var y = top
    for (section, count) in rowCounts.enumerated() {
      let header = headerHeight(section)
      var tops: [CGFloat] = []
      tops.reserveCapacity(count + 1)
      var selfSizing: [Bool] = []
      var rowY = y + header
      for row in 0..<count {
        tops.append(rowY)
        switch rowHeight(section, row) {
        case .fixed(let height):
          rowY += height
          if !selfSizing.isEmpty { selfSizing.append(false) }
        case .selfSizing(let height):
          rowY += height
          if selfSizing.isEmpty { selfSizing = Array(repeating: false, count: row) }
          selfSizing.append(true)
        }
      }
      tops.append(rowY)
      let footer = footerHeight(section)
      sections.append(
        Section(top: y, headerHeight: header, rowTops: tops, footerHeight: footer, selfSizing: selfSizing))
      y = rowY + footer
    }
  }

  func rect(forRow indexPath: IndexPath, width: CGFloat) -> CGRect? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let tops = sections[indexPath.section].rowTops
    guard indexPath.row >= 0, indexPath.row + 1 < tops.count else { return nil }
    return CGRect(x: 0, y: tops[indexPath.row], width: width, height: tops[indexPath.row + 1] - tops[indexPath.row])
  }

  /// Whether the row takes its height from its cell.
  func isSelfSizing(_ indexPath: IndexPath) -> Bool {
    guard sections.indices.contains(indexPath.section) else { return false }
    let flags = sections[indexPath.section].selfSizing
    return flags.indices.contains(indexPath.row) && flags[indexPath.row]
  }

  /// Gives a row a new height; everything below it moves by the difference.
  mutating func setHeight(_ height: CGFloat, forRow indexPath: IndexPath) {
    guard let rect = rect(forRow: indexPath, width: 0), rect.height != height else { return }
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
