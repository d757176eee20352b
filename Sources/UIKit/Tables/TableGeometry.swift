import Foundation

/// Where every section header, row and footer of a table sits, from the counts and heights the
/// data source and delegate gave at the last reload: prefix sums, so finding the rows in view
/// costs a binary search however long the table is.
struct TableGeometry {
  struct Section {
    var top: CGFloat
    var headerHeight: CGFloat
    /// Row tops relative to the table's content, one more than the rows (the last is the end).
    var rowTops: [CGFloat]
    var footerHeight: CGFloat
    var bottom: CGFloat { (rowTops.last ?? top + headerHeight) + footerHeight }
  }

  var sections: [Section] = []

  var contentHeight: CGFloat { sections.last?.bottom ?? 0 }

  init() {}

  /// `top` is where the first section starts (below the table's header view).
  init(
    rowCounts: [Int], top: CGFloat = 0, headerHeight: (Int) -> CGFloat, footerHeight: (Int) -> CGFloat,
    rowHeight: (_ section: Int, _ row: Int) -> CGFloat
  ) {
    var y = top
    for (section, count) in rowCounts.enumerated() {
      let header = headerHeight(section)
      var tops: [CGFloat] = []
      tops.reserveCapacity(count + 1)
      var rowY = y + header
      for row in 0..<count {
        tops.append(rowY)
        rowY += rowHeight(section, row)
      }
      tops.append(rowY)
      let footer = footerHeight(section)
      sections.append(Section(top: y, headerHeight: header, rowTops: tops, footerHeight: footer))
      y = rowY + footer
    }
  }

  func rect(forRow indexPath: IndexPath, width: CGFloat) -> CGRect? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let tops = sections[indexPath.section].rowTops
    guard indexPath.row >= 0, indexPath.row + 1 < tops.count else { return nil }
    return CGRect(x: 0, y: tops[indexPath.row], width: width, height: tops[indexPath.row + 1] - tops[indexPath.row])
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
