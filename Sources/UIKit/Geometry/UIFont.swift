import Foundation

/// A font, as UIKit's `UIFont`: a name and a point size (nothing is rendered).
public final class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// A text style for Dynamic Type, with the default (large) size of each style.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    var defaultPointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }

  /// Font weights, with UIKit's raw values.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }

  public let fontName: String
  public let pointSize: CGFloat
  /// The weight text is measured at (TextMetrics): the system font's, or bold for a named font
  /// whose name says so.
  let weight: Weight

  public init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    self.fontName = fontName
    self.pointSize = fontSize
    self.weight = fontName.lowercased().contains("bold") ? .bold : .regular
  }

  private init(systemName: String, size: CGFloat, weight: Weight) {
    self.fontName = systemName
    self.pointSize = size
    self.weight = weight
  }

  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemName: ".SFUI-Regular", size: fontSize, weight: .regular)
  }

  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    let name = weight.rawValue >= Weight.bold.rawValue ? ".SFUI-Bold" : ".SFUI-Regular"
    return UIFont(systemName: name, size: fontSize, weight: weight)
  }

  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemName: ".SFUI-Bold", size: fontSize, weight: .bold)
  }

  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemName: ".SFUI-Italic", size: fontSize, weight: .regular)
  }

  public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemName: ".SFUI-Monospaced", size: fontSize, weight: weight)
  }

  /// A text style's font at the default text size; `headline` is semibold, as in UIKit.
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(systemName: ".SFUI-Regular", size: style.defaultPointSize, weight: style == .headline ? .semibold : .regular)
  }

  public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(systemName: fontName, size: fontSize, weight: weight) }

  public class var systemFontSize: CGFloat { 14 }
  public class var labelFontSize: CGFloat { 17 }

  /// Height of a line: ascender plus descender, the system font's vertical metrics (San
  /// Francisco: 1950 and 494 units of 2048 per em, no line gap), so 20.29 points at 17 points.
  public var lineHeight: CGFloat { ascender - descender }

  /// How far the tallest letters rise above the baseline: 1950/2048 of the point size.
  public var ascender: CGFloat { pointSize * 1950 / 2048 }

  /// How far letters reach below the baseline, negative: 494/2048 of the point size.
  public var descender: CGFloat { -pointSize * 494 / 2048 }

  /// The height of capital letters: 1443/2048 of the point size.
  public var capHeight: CGFloat { pointSize * 1443 / 2048 }

  /// The height of lowercase x: 1077/2048 of the point size.
  public var xHeight: CGFloat { pointSize * 1077 / 2048 }

  public var description: String { "\(fontName) \(pointSize)pt" }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
  }
}
