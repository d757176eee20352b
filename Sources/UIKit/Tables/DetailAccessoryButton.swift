import Foundation

/// The info button a cell shows for the `.detailButton` and `.detailDisclosureButton`
/// accessories, as UIKit's: VoiceOver reads it as "More Info", and a tap on it does not select
/// the row — the table tells its delegate `tableView(_:accessoryButtonTappedForRowWith:)`, and a
/// storyboard segue whose trigger is the cell's accessory action (`trigger="accessoryAction"`)
/// is performed.
@MainActor
final class DetailAccessoryButton: UIControl {
  /// The glyph the screen draws for it.
  static let glyph = "ⓘ"

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityLabel = "More Info"
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    accessibilityLabel = "More Info"
  }

  override var visibleTitle: String? { Self.glyph }

  override func controlWasTapped() {
    guard let cell = superview as? UITableViewCell else { return }
    cell.tableView?.accessoryButtonTapped(in: cell)
  }
}

extension UITableView {
  /// A tap on a cell's info button: its accessory-action segue, then the delegate's
  /// `tableView(_:accessoryButtonTappedForRowWith:)`. The row is not selected.
  func accessoryButtonTapped(in cell: UITableViewCell) {
    guard let indexPath = indexPath(for: cell) else { return }
    if let segue = cell.accessorySegue { segue(cell) }
    tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
  }
}
