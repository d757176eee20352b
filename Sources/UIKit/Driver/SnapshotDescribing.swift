internal import DriverProtocol
import Foundation

/// A view that tells the snapshot more than every view does: the standard controls their kind and
/// value (`valueText`, `value`, `valueRange`), images their name, configured buttons their
/// subtitle and fill. SnapshotBuilder asks after filling in what all views have.
@MainActor
protocol SnapshotDescribing: UIView {
  func describe(into node: inout ViewNode)
}

extension UISegmentedControl: SnapshotDescribing {
  func describe(into node: inout ViewNode) {
    node.kind = .segmentedControl
    node.value = Double(selectedSegmentIndex)
    node.valueText = selectedTitle
  }
}

extension UISegment: SnapshotDescribing {
  func describe(into node: inout ViewNode) {
    node.kind = .segment
    node.title = title ?? image?.name
    node.isSelected = isSelected
    node.isEnabled = isEnabled
    node.imageName = image?.snapshotName
  }
}

extension UIStepper: SnapshotDescribing {
  func describe(into node: inout ViewNode) {
    node.kind = .stepper
    node.value = value
    node.valueRange = [minimumValue, maximumValue]
    node.valueText = UIStepper.format(value)
  }
}

extension UIDatePicker: SnapshotDescribing {
  func describe(into node: inout ViewNode) {
    let reading = DatePickerText(self)
    node.kind = .datePicker
    node.text = reading.displayed.joined(separator: "  ")
    node.valueText = reading.canonical
    node.value = datePickerMode == .countDownTimer ? countDownDuration : date.timeIntervalSince1970
  }
}

extension UIPickerView: SnapshotDescribing {
  func describe(into node: inout ViewNode) {
    node.kind = .picker
    node.value = Double(selectedRow(inComponent: 0))
    node.valueText = selectedTitles.joined(separator: ", ")
  }
}

extension UIProgressView: SnapshotDescribing {
  func describe(into node: inout ViewNode) {
    node.kind = .progress
    node.value = Double(progress)
    node.valueRange = [0, 1]
    node.valueText = accessibilityValue
  }
}

extension UIActivityIndicatorView: SnapshotDescribing {
  func describe(into node: inout ViewNode) {
    node.kind = .activityIndicator
    node.isOn = isAnimating
  }
}

extension UIPageControl: SnapshotDescribing {
  /// The value is the current page; the range runs over the pages, or is absent when no dots show.
  func describe(into node: inout ViewNode) {
    node.kind = .pageControl
    node.value = Double(currentPage)
    node.valueRange = showsDots ? [0, Double(max(numberOfPages - 1, 0))] : nil
    node.valueText = String(currentPage)
  }
}

extension UISearchBar: SnapshotDescribing {
  func describe(into node: inout ViewNode) {
    node.kind = .searchBar
  }
}

extension SearchDimmingView: SnapshotDescribing {
  func describe(into node: inout ViewNode) {
    node.kind = .dimming
  }
}

extension UIImageView: SnapshotDescribing {
  func describe(into node: inout ViewNode) {
    node.imageName = image?.snapshotName
  }
}

extension UIButton: SnapshotDescribing {
  /// A configured button shows its subtitle under the title and, in the filled styles, its fill.
  func describe(into node: inout ViewNode) {
    node.imageName = currentImage?.snapshotName
    guard let configuration else { return }
    node.detail = configuration.subtitle
    if backgroundColor == nil, let fill = configuration.resolvedBackgroundColor {
      node.backgroundColor = fill.hexDescription
    }
  }
}

extension UIImage {
  /// `symbol:star.fill` or `image:logo`.
  var snapshotName: String? {
    if isSymbolImage { return "symbol:\(name)" }
    return name.isEmpty ? nil : "image:\(name)"
  }
}

extension UIColor {
  /// `#RRGGBBAA`, whether or not the colour has a name.
  var hexDescription: String {
    "#" + [red, green, blue, alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
  }
}

extension UITableViewCell: SnapshotDescribing {
  /// A table with `separatorStyle = .none` draws no line under its rows.
  func describe(into node: inout ViewNode) {
    if tableView?.separatorStyle == SeparatorStyle.none { node.hidesSeparator = true }
  }
}
