import Foundation

// STAND-IN, to be unified on merge: the content and background configurations of iOS 14 that
// collection view cells need. Issue 19 (standard controls) defines `UIContentConfiguration`,
// `UIContentView`, `UIConfigurationState`, `UICellConfigurationState`,
// `UIListContentConfiguration` and `UIListContentView` for table cells in Sources/UIKit/Tables;
// when both branches are on main, delete this file and keep theirs (the collection code uses only
// the names below, which theirs has too: `texts`, `fittingHeight(width:)`). `UIBackgroundConfiguration`
// is only here so far.

/// What a content view shows, as UIKit's `UIContentConfiguration` (iOS 14).
@MainActor
public protocol UIContentConfiguration {
  func makeContentView() -> UIView & UIContentView
  func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration, as UIKit's `UIContentView`.
@MainActor
public protocol UIContentView: AnyObject {
  var configuration: UIContentConfiguration { get set }
  func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
  public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// The state configurations are updated for, as UIKit's `UIConfigurationState`.
@MainActor
public protocol UIConfigurationState {
  var traitCollection: UITraitCollection { get set }
}

/// A cell's state, as UIKit's `UICellConfigurationState`.
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

/// The content of a list row, as UIKit's `UIListContentConfiguration` (iOS 14): a text, a
/// secondary text and an image in one of the standard layouts.
public struct UIListContentConfiguration: UIContentConfiguration, Equatable, Sendable {
  /// How a text looks.
  public struct TextProperties: Equatable, Sendable {
    public var font: UIFont
    public var color: UIColor
    public var numberOfLines = 0
  }

  /// How the image looks.
  public struct ImageProperties: Equatable, Sendable {
    public var tintColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var maximumSize: CGSize = .zero
  }

  enum Layout: Equatable, Sendable {
    case cell, subtitleCell, valueCell, header, footer
  }

  let layout: Layout
  public var text: String?
  public var secondaryText: String?
  public var image: UIImage?
  public var textProperties: TextProperties
  public var secondaryTextProperties: TextProperties
  public var imageProperties = ImageProperties()
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  public var prefersSideBySideTextAndSecondaryText: Bool
  public var textToSecondaryTextVerticalPadding: CGFloat = 3

  init(layout: Layout, textSize: CGFloat = 17, secondarySize: CGFloat = 15, sideBySide: Bool = false) {
    self.layout = layout
    let secondaryColor: UIColor = .secondaryLabel
    textProperties = TextProperties(
      font: .systemFont(ofSize: textSize), color: layout == .header || layout == .footer ? secondaryColor : .label)
    secondaryTextProperties = TextProperties(font: .systemFont(ofSize: secondarySize), color: secondaryColor)
    prefersSideBySideTextAndSecondaryText = sideBySide
  }

  public static func cell() -> Self { Self(layout: .cell) }
  public static func subtitleCell() -> Self { Self(layout: .subtitleCell) }
  public static func valueCell() -> Self { Self(layout: .valueCell, secondarySize: 17, sideBySide: true) }
  public static func sidebarCell() -> Self { cell() }
  public static func sidebarSubtitleCell() -> Self { subtitleCell() }
  public static func accompaniedSidebarCell() -> Self { cell() }
  public static func header() -> Self { Self(layout: .header, textSize: 13, secondarySize: 13) }
  public static func footer() -> Self { Self(layout: .footer, textSize: 13, secondarySize: 13) }
  public static func plainHeader() -> Self { header() }
  public static func plainFooter() -> Self { footer() }
  public static func groupedHeader() -> Self { header() }
  public static func groupedFooter() -> Self { footer() }
  public static func prominentInsetGroupedHeader() -> Self { header() }
  public static func extraProminentInsetGroupedHeader() -> Self { header() }
  public static func sidebarHeader() -> Self { header() }

  public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

  public func updated(for state: UIConfigurationState) -> Self { self }
}

/// The view that shows a `UIListContentConfiguration`, as UIKit's `UIListContentView`: an image
/// and two labels inside the configuration's margins.
@MainActor
open class UIListContentView: UIView, UIContentView {
  private var list: UIListContentConfiguration
  let imageView = UIImageView(frame: .zero)
  let textLabel = UILabel(frame: .zero)
  let secondaryTextLabel = UILabel(frame: .zero)

  public init(configuration: UIListContentConfiguration) {
    list = configuration
    super.init(frame: .zero)
    show()
  }

  public required init?(coder: NSCoder) {
    list = .cell()
    super.init(coder: coder)
  }

  open var configuration: UIContentConfiguration {
    get { list }
    set {
      guard let configuration = newValue as? UIListContentConfiguration else { return }
      list = configuration
      show()
    }
  }

  public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

  private func show() {
    place(imageView, list.image != nil)
    imageView.image = list.image
    for (label, text, properties) in [
      (textLabel, list.text, list.textProperties),
      (secondaryTextLabel, list.secondaryText, list.secondaryTextProperties),
    ] {
      place(label, text != nil)
      label.text = text
      label.font = properties.font
      label.textColor = properties.color
      label.numberOfLines = properties.numberOfLines
    }
    secondaryTextLabel.textAlignment = list.prefersSideBySideTextAndSecondaryText ? .right : .natural
    setNeedsLayout()
  }

  private func place(_ view: UIView, _ shown: Bool) {
    if shown, view.superview !== self { addSubview(view) }
    if !shown { view.removeFromSuperview() }
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    let margins = list.directionalLayoutMargins
    var left = margins.leading
    if list.image != nil {
      imageView.frame = CGRect(x: left, y: (bounds.height - 28) / 2, width: 28, height: 28)
      left += 28 + 16
    }
    let width = max(bounds.width - left - margins.trailing, 0)
    let lineHeight = list.textProperties.font.lineHeight
    if list.prefersSideBySideTextAndSecondaryText {
      textLabel.frame = CGRect(x: left, y: 0, width: width / 2, height: bounds.height)
      secondaryTextLabel.frame = CGRect(x: left + width / 2, y: 0, width: width / 2, height: bounds.height)
    } else if list.secondaryText != nil {
      let secondary = list.secondaryTextProperties.font.lineHeight
      let top = (bounds.height - lineHeight - secondary - list.textToSecondaryTextVerticalPadding) / 2
      textLabel.frame = CGRect(x: left, y: top, width: width, height: lineHeight)
      secondaryTextLabel.frame = CGRect(
        x: left, y: top + lineHeight + list.textToSecondaryTextVerticalPadding, width: width, height: secondary)
    } else {
      textLabel.frame = CGRect(x: left, y: 0, width: width, height: bounds.height)
    }
  }

  /// The height the content needs: its lines and the margins above and below, at least 44.
  func fittingHeight(width: CGFloat) -> CGFloat {
    var content = list.text != nil ? list.textProperties.font.lineHeight : 0
    if list.secondaryText != nil, !list.prefersSideBySideTextAndSecondaryText {
      content += list.secondaryTextProperties.font.lineHeight + list.textToSecondaryTextVerticalPadding
    }
    let margins = list.directionalLayoutMargins
    let scale = UIScreen.main.scale
    return max(UITableView.standardRowHeight, ((content + margins.top + margins.bottom) * scale).rounded(.up) / scale)
  }

  /// What the row reads: its text and secondary text (for the snapshot).
  var texts: (text: String?, secondary: String?) { (textLabel.text, secondaryTextLabel.text) }
}

/// A cell's background, as UIKit's `UIBackgroundConfiguration` (iOS 14): a colour, corners and a
/// stroke, with the list styles' presets. Only its colour is shown (the runtime draws nothing).
public struct UIBackgroundConfiguration: Equatable, Sendable {
  public var backgroundColor: UIColor?
  public var cornerRadius: CGFloat = 0
  public var strokeColor: UIColor?
  public var strokeWidth: CGFloat = 0
  public var backgroundInsets = NSDirectionalEdgeInsets()

  init(backgroundColor: UIColor?) {
    self.backgroundColor = backgroundColor
  }

  public static func clear() -> Self { Self(backgroundColor: .clear) }
  public static func listCell() -> Self { Self(backgroundColor: .systemBackground) }
  public static func listPlainCell() -> Self { Self(backgroundColor: .systemBackground) }
  public static func listGroupedCell() -> Self { Self(backgroundColor: .systemBackground) }
  public static func listSidebarCell() -> Self { Self(backgroundColor: .clear) }
  public static func listPlainHeaderFooter() -> Self { Self(backgroundColor: .systemBackground) }
  public static func listGroupedHeaderFooter() -> Self { Self(backgroundColor: .clear) }

  /// The configuration for a cell's state: a selected or highlighted cell is tinted grey.
  public func updated(for state: UIConfigurationState) -> Self {
    guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted else { return self }
    var updated = self
    updated.backgroundColor = UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)  // systemGray4
    return updated
  }
}
