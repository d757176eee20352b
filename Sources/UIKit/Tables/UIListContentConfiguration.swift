import Foundation

/// The content of a list row, as UIKit's `UIListContentConfiguration` (iOS 14): a text, a
/// secondary text and an image, with their properties, in the layout of a standard cell
/// (`.cell()`, `.subtitleCell()`, `.valueCell()`, `.sidebarCell()`) or header and footer. What
/// `UITableViewCell.defaultContentConfiguration()` returns, and what replaces the deprecated
/// `textLabel` and `detailTextLabel`: a cell's text in checks is its configuration's text.
public struct UIListContentConfiguration: UIContentConfiguration, Equatable, Sendable {
  /// How a text looks, as UIKit's `UIListContentConfiguration.TextProperties`.
  public struct TextProperties: Equatable, Sendable {
    /// Text alignment as list content knows it.
    public enum TextAlignment: Int, Sendable {
      case natural, center, justified
    }

    /// A change of case applied to the text.
    public enum TextTransform: Int, Sendable {
      case none, uppercase, lowercase, capitalized
    }

    public var font: UIFont
    public var color: UIColor
    public var alignment: TextAlignment = .natural
    public var numberOfLines = 0
    public var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var transform: TextTransform = .none

    init(font: UIFont, color: UIColor) {
      self.font = font
      self.color = color
    }
  }

  /// How the image looks, as UIKit's `UIListContentConfiguration.ImageProperties`.
  public struct ImageProperties: Equatable, Sendable {
    public var tintColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var maximumSize: CGSize = .zero
    public var reservedLayoutSize: CGSize = .zero
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
  }

  /// The standard layouts.
  enum Layout: Equatable, Sendable {
    case cell, subtitleCell, valueCell, sidebarCell, header, footer
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
  public var imageToTextPadding: CGFloat = 16
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  public var textToSecondaryTextVerticalPadding: CGFloat = 3

  init(layout: Layout, text: TextProperties, secondary: TextProperties, sideBySide: Bool = false) {
    self.layout = layout
    textProperties = text
    secondaryTextProperties = secondary
    prefersSideBySideTextAndSecondaryText = sideBySide
  }

  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      layout: .cell, text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
      secondary: TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel))
  }

  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      layout: .subtitleCell, text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
      secondary: TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel))
  }

  public static func valueCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      layout: .valueCell, text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
      secondary: TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel), sideBySide: true)
  }

  public static func sidebarCell() -> UIListContentConfiguration {
    var configuration = cell()
    configuration.imageToTextPadding = 12
    return configuration
  }

  public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
  public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }

  public static func plainHeader() -> UIListContentConfiguration { header() }
  public static func groupedHeader() -> UIListContentConfiguration { header() }
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { header() }
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { header() }
  public static func plainFooter() -> UIListContentConfiguration { footer() }
  public static func groupedFooter() -> UIListContentConfiguration { footer() }

  public static func header() -> UIListContentConfiguration {
    UIListContentConfiguration(
      layout: .header, text: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
      secondary: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel))
  }

  public static func footer() -> UIListContentConfiguration {
    UIListContentConfiguration(
      layout: .footer, text: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
      secondary: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel))
  }

  public func makeContentView() -> UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// List content looks the same in every state.
  public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }

  /// The text as shown: `transform` applied.
  static func shown(_ text: String?, _ properties: TextProperties) -> String? {
    guard let text else { return nil }
    switch properties.transform {
    case .none: return text
    case .uppercase: return text.uppercased()
    case .lowercase: return text.lowercased()
    case .capitalized: return text.capitalized
    }
  }
}
