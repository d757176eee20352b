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
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let light = Weight(rawValue: -0.4)
  }

  public let fontName: String
  public let pointSize: CGFloat

  public init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    self.fontName = fontName
    self.pointSize = fontSize
  }

  private init(systemName: String, size: CGFloat) {
    self.fontName = systemName
    self.pointSize = size
  }

  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemName: ".SFUI-Regular", size: fontSize)
  }

  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemName: weight.rawValue >= Weight.bold.rawValue ? ".SFUI-Bold" : ".SFUI-Regular", size: fontSize)
  }

  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemName: ".SFUI-Bold", size: fontSize)
  }

  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemName: ".SFUI-Italic", size: fontSize)
  }

  public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemName: ".SFUI-Monospaced", size: fontSize)
  }

  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(systemName: ".SFUI-Regular", size: style.defaultPointSize)
  }

  public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(systemName: fontName, size: fontSize) }

  public class var systemFontSize: CGFloat { 14 }
  public class var labelFontSize: CGFloat { 17 }

  /// Height of a line in this font, as the runtime measures text (1.2 × point size).
  public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

  public var description: String { "\(fontName) \(pointSize)pt" }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
  }
}
