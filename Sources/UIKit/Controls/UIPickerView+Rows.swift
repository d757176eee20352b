import Foundation

/// A row in view: which row of its component it is and the view showing it.
struct PickerRowView {
  let row: Int
  /// The label made for a titled row, or the delegate's own view.
  let content: UIView
  /// What sits in the picker: the label itself, or a holder around the delegate's view.
  let placed: UIView
}

/// The label a picker makes for a titled row, centred in its component.
@MainActor
final class PickerRowLabel: UILabel {}

/// Holds a delegate's row view in the picker (UIKit's picker cells); takes no touches, so a tap
/// on the row reaches the picker.
@MainActor
final class PickerRowHolder: UIView {}

extension UIPickerView {
  /// Each component's width: the delegate's, or an equal share of the picker's width.
  func componentWidths() -> [CGFloat] {
    let count = components.count
    guard count > 0 else { return [] }
    let answered = (0..<count).map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
    let free = answered.filter { $0 <= 0 }.count
    let share = free > 0 ? max(bounds.width - answered.filter { $0 > 0 }.reduce(0, +), 0) / CGFloat(free) : 0
    return answered.map { $0 > 0 ? $0 : share }
  }

  func rowHeight(forComponent component: Int) -> CGFloat {
    let answered = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
    return answered > 0 ? answered : UIPickerView.standardRowHeight
  }

  /// What a row shows as text: the delegate's title, its attributed title's string, or the text
  /// of the view it gives for the row.
  func title(forRow row: Int, inComponent component: Int) -> String? {
    guard let delegate else { return nil }
    if let title = delegate.pickerView(self, titleForRow: row, forComponent: component) { return title }
    if let attributed = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) {
      return attributed.string
    }
    let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
    return view === UIPickerView.unansweredRowView ? nil : Self.text(in: view)
  }

  private static func text(in view: UIView) -> String? {
    if let label = view as? UILabel { return label.text }
    for subview in view.subviews { if let text = text(in: subview) { return text } }
    return nil
  }

  /// Lays out the rows in view when the selection, the data or the size changed since last time:
  /// in each component the selected row in the middle, and the rows above and below it that fit.
  func layoutRowViews() {
    guard !rowViewsAreCurrent || rowViewsSize != bounds.size else { return }
    rowViewsAreCurrent = true
    rowViewsSize = bounds.size
    for row in rowViews.joined() { row.placed.removeFromSuperview() }
    var x: CGFloat = 0
    rowViews = zip(components, componentWidths()).enumerated().map { component, pair in
      let (loaded, width) = pair
      defer { x += width }
      guard loaded.selectedRow >= 0 else { return [] }
      let height = rowHeight(forComponent: component)
      let middle = (bounds.height - height) / 2
      let reach = Int((middle / height).rounded(.down))
      let first = max(loaded.selectedRow - reach, 0)
      let last = min(loaded.selectedRow + reach, loaded.rowCount - 1)
      return (first...last).map { row in
        let frame = CGRect(x: x, y: middle + CGFloat(row - loaded.selectedRow) * height, width: width, height: height)
        return placeRow(row, component: component, frame: frame)
      }
    }
  }

  private func placeRow(_ row: Int, component: Int, frame: CGRect) -> PickerRowView {
    if let delegate {
      let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
      if view !== UIPickerView.unansweredRowView {
        let holder = PickerRowHolder(frame: frame)
        holder.isUserInteractionEnabled = false
        view.frame = CGRect(origin: .zero, size: frame.size)
        holder.addSubview(view)
        addSubview(holder)
        return PickerRowView(row: row, content: view, placed: holder)
      }
    }
    let label = PickerRowLabel(frame: frame)
    label.text = title(forRow: row, inComponent: component) ?? "?"
    label.textAlignment = .center
    label.font = .systemFont(ofSize: 21)
    addSubview(label)
    return PickerRowView(row: row, content: label, placed: label)
  }

  /// The component and row of the row view under `point`, if any.
  func rowIndex(at point: CGPoint) -> (component: Int, row: Int)? {
    layoutRowViews()
    for (component, rows) in rowViews.enumerated() {
      if let found = rows.first(where: { $0.placed.frame.contains(point) }) { return (component, found.row) }
    }
    return nil
  }

  /// What a user's spin (or tap) to `row` does: the wheel turns to it and the delegate hears
  /// `didSelectRow` — also for the row already selected, as a spin that comes back does.
  func userSelect(row: Int, inComponent component: Int) {
    selectRow(row, inComponent: component, animated: true)
    layoutRowViews()
    EventLog.shared.record("UIPickerView.select \"\(title(forRow: row, inComponent: component) ?? "\(row)")\"")
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
  }

  /// The titles of the selected rows, one per component: what the picker shows as its value.
  var selectedTitles: [String] {
    components.enumerated().map { component, loaded in
      loaded.selectedRow < 0 ? "" : title(forRow: loaded.selectedRow, inComponent: component) ?? "\(loaded.selectedRow)"
    }
  }
}
