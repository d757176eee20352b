import Foundation

/// The section header and footer views: a view from the delegate's `viewForHeaderInSection`, or a
/// plain title band for `titleForHeaderInSection` (upper-cased in grouped tables) and
/// `titleForFooterInSection`, made for the sections in view and dropped when they scroll away.
extension UITableView {
  func layoutHeaders(from top: CGFloat, to bottom: CGFloat) {
    for (section, geometrySection) in geometry.sections.enumerated() {
      let inView =
        geometrySection.headerHeight > 0 && geometrySection.top < bottom
        && geometrySection.top + geometrySection.headerHeight > top
      if !inView {
        headers[section]?.removeFromSuperview()
        headers[section] = nil
        continue
      }
      guard headers[section] == nil, let frame = geometry.headerRect(forSection: section, width: bounds.width) else {
        continue
      }
      let header: UIView
      if let custom = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
        header = custom
      } else {
        let title = dataSource?.tableView(self, titleForHeaderInSection: section)
        header = SectionHeaderView(title: style == .plain ? title : title?.uppercased())
      }
      header.frame = frame
      addSubview(header)
      headers[section] = header
    }
    layoutFooters(from: top, to: bottom)
  }

  /// Section footers from `titleForFooterInSection`, below each section's last row.
  func layoutFooters(from top: CGFloat, to bottom: CGFloat) {
    for (section, geometrySection) in geometry.sections.enumerated() {
      let footerTop = geometrySection.rowTops.last ?? geometrySection.top
      let inView =
        geometrySection.footerHeight > 0 && footerTop < bottom && footerTop + geometrySection.footerHeight > top
      guard inView else {
        footers[section]?.removeFromSuperview()
        footers[section] = nil
        continue
      }
      guard footers[section] == nil else { continue }
      let footer = SectionHeaderView(title: dataSource?.tableView(self, titleForFooterInSection: section))
      footer.frame = CGRect(x: 0, y: footerTop, width: bounds.width, height: geometrySection.footerHeight)
      addSubview(footer)
      footers[section] = footer
    }
  }

  /// Removes the section header and footer views (they are made again at the next layout).
  func removeSectionViews() {
    for (_, view) in headers { view.removeFromSuperview() }
    for (_, view) in footers { view.removeFromSuperview() }
    headers = [:]
    footers = [:]
  }
}

/// The plain title header UIKit draws for `titleForHeaderInSection`.
final class SectionHeaderView: UIView {
  let label = UILabel(frame: .zero)

  init(title: String?) {
    super.init(frame: .zero)
    label.text = title
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(x: 16, y: 0, width: max(bounds.width - 32, 0), height: bounds.height)
  }
}
