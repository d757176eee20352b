import Foundation

/// The list styles' cell backgrounds of `UIBackgroundConfiguration` (iOS 14), as collection view
/// list cells use them, and the grey a selected or highlighted cell takes.
extension UIBackgroundConfiguration {
  private static func filled(_ color: UIColor?) -> UIBackgroundConfiguration {
    var background = UIBackgroundConfiguration()
    background.backgroundColor = color
    return background
  }

  public static func listCell() -> UIBackgroundConfiguration { filled(.systemBackground) }
  public static func listGroupedCell() -> UIBackgroundConfiguration { filled(.systemBackground) }
  public static func listSidebarCell() -> UIBackgroundConfiguration { filled(.clear) }
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { filled(.systemBackground) }
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { filled(.clear) }

  /// The configuration for a cell's state: a selected or highlighted cell is tinted grey.
  @MainActor
  public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
    guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted else { return self }
    var updated = self
    updated.backgroundColor = UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)  // systemGray4
    return updated
  }
}
