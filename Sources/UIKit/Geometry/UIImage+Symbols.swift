import Foundation

/// What an image is drawn with, as UIKit's `UIImageConfiguration`; symbols use the subclass
/// `UIImage.SymbolConfiguration`.
open class UIImageConfiguration: NSObject, @unchecked Sendable {}

extension UIImage {
  /// How an image is drawn, as UIKit's `UIImage.RenderingMode`: as its own colours, or as a
  /// template filled with the tint colour (symbols are templates by default).
  public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// The same image tinted `color` (kept in its rendering mode; nothing is drawn).
  public func withTintColor(_ color: UIColor) -> UIImage { self }

  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    withRenderingMode(renderingMode)
  }

  /// A symbol's weight, as UIKit's `UIImage.SymbolWeight`.
  public enum SymbolWeight: Int, Sendable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// A symbol's size relative to its point size, as UIKit's `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1
    case unspecified, small, medium, large
  }

  /// How a symbol is drawn: its point size, weight and scale (or a text style's size), as UIKit's
  /// `UIImage.SymbolConfiguration`. A symbol made with one is sized from it.
  public final class SymbolConfiguration: UIImageConfiguration, @unchecked Sendable {
    public let pointSize: CGFloat
    public let weight: SymbolWeight
    public let scale: SymbolScale
    public let textStyle: UIFont.TextStyle?

    init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
    }

    public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }
    public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }
    public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(
        pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified, scale: .unspecified,
        textStyle: textStyle)
    }
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(
        pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified, scale: scale,
        textStyle: textStyle)
    }
    public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
    public convenience init(font: UIFont, scale: SymbolScale) {
      self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
    }

    /// A configuration that changes nothing.
    public static let unspecified = SymbolConfiguration(pointSize: 0, weight: .unspecified)

    /// This configuration with what `other` specifies put over it.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      return SymbolConfiguration(
        pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
        weight: other.weight != .unspecified ? other.weight : weight,
        scale: other.scale != .unspecified ? other.scale : scale, textStyle: other.textStyle ?? textStyle)
    }

    /// The side of a symbol drawn with this configuration: the point size (17 unless given),
    /// 0.8 of it small and 1.3 of it large.
    var symbolSide: CGFloat {
      let base = pointSize > 0 ? pointSize : 17
      switch scale {
      case .small: return (base * 0.8).rounded()
      case .large: return (base * 1.3).rounded()
      case .default, .unspecified, .medium: return base
      }
    }
  }

  /// The SF Symbol `name` drawn with `configuration`, or nil when no symbol has that name: the
  /// names are SF Symbols' own (SymbolNames), not anything at all.
  public convenience init?(systemName name: String, withConfiguration configuration: UIImageConfiguration?) {
    guard SymbolNames.all.contains(name) else { return nil }
    let symbol = configuration as? SymbolConfiguration
    let side = symbol?.symbolSide ?? 17
    self.init(
      name: name, isSymbolImage: true, size: CGSize(width: side, height: side),
      scale: ImageLookup.screenScale.read { $0 }, contents: nil, symbolConfiguration: symbol)
  }

  public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The same symbol with `configuration` (for an image that is not a symbol, the image itself).
  public func withConfiguration(_ configuration: UIImageConfiguration) -> UIImage {
    guard isSymbolImage, let symbol = configuration as? SymbolConfiguration else { return self }
    return UIImage(systemName: name, withConfiguration: symbol)?.withRenderingMode(renderingMode) ?? self
  }

  /// The same symbol with `configuration` put over the one it has.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard isSymbolImage else { return nil }
    let combined = symbolConfiguration?.applying(configuration) ?? configuration
    return UIImage(systemName: name, withConfiguration: combined)
  }
}
