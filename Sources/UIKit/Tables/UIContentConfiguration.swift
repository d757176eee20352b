import Foundation

/// What a content view shows, as UIKit's `UIContentConfiguration` (iOS 14): a value that makes
/// its view and can be updated for a state.
@MainActor
public protocol UIContentConfiguration {
  func makeContentView() -> UIView & UIContentView
  func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration, as UIKit's `UIContentView`.
@MainActor
public protocol UIContentView: AnyObject {
  var configuration: UIContentConfiguration { get set }
  /// Whether the view can show `configuration` (else the cell makes a new view).
  func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
  public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// A view's state that configurations are updated for, as UIKit's `UIConfigurationState`.
@MainActor
public protocol UIConfigurationState {
  var traitCollection: UITraitCollection { get set }
}

/// A cell's state, as UIKit's `UICellConfigurationState`: selection, highlight, editing.
public struct UICellConfigurationState: UIConfigurationState {
  public var traitCollection: UITraitCollection
  public var isSelected = false
  public var isHighlighted = false
  public var isDisabled = false
  public var isFocused = false
  public var isEditing = false
  public var isSwiped = false
  public var isExpanded = false

  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }
}

extension UITableViewCell {
  /// The list content configuration for the cell's style, with nothing set: `.cell()` for the
  /// default style, `.subtitleCell()`, or `.valueCell()` for the value styles (iOS 14).
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }

  /// The cell's state now, for `updated(for:)`.
  public var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  /// Shows the content configuration: its view (made the first time, or again when the current
  /// one cannot show it) fills the content view; the style's own labels step aside.
  func applyContentConfiguration() {
    contentConfigurationView = UIContentViewSlot.show(
      contentConfiguration, in: contentView, replacing: contentConfigurationView)
    setNeedsLayout()
  }

  /// The configuration's text, when the cell shows a list content configuration.
  var listConfiguration: UIListContentConfiguration? { contentConfiguration as? UIListContentConfiguration }
}

/// The one content view a cell's `contentConfiguration` puts in its `contentView`, shared by table
/// and collection view cells: UIKit keeps the view while it `supports` the new configuration
/// (updating it in place) and replaces it otherwise; a nil configuration removes it.
@MainActor
enum UIContentViewSlot {
  static func show(
    _ configuration: UIContentConfiguration?, in contentView: UIView, replacing current: (UIView & UIContentView)?
  ) -> (UIView & UIContentView)? {
    guard let configuration else {
      current?.removeFromSuperview()
      return nil
    }
    let shown: UIView & UIContentView
    if let current, current.supports(configuration) {
      current.configuration = configuration
      shown = current
    } else {
      current?.removeFromSuperview()
      shown = configuration.makeContentView()
      contentView.addSubview(shown)
    }
    shown.frame = contentView.bounds
    return shown
  }
}
