import Foundation

/// A colour, as UIKit's `UIColor`: RGBA components, the standard and system colours by name.
///
/// Colours are values for the learner's code and for snapshots; nothing is drawn.
public final class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat
  /// The name UIKit gives a named colour (`systemBlue`), if it is one.
  public let name: String?

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
    self.name = nil
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  init(name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.name = name
  }

  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  public var cgColor: UIColor { self }

  /// `getRed(_:green:blue:alpha:)`, as UIKit offers it; always succeeds for RGB colours.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  /// `systemBlue`, or `#RRGGBBAA` for an unnamed colour.
  public var description: String {
    if let name { return name }
    let bytes = [red, green, blue, alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }
    return "#" + bytes.joined()
  }

  private static func clamp(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }

  // Standard colours (component values as UIKit defines them; system colours in light mode).
  public static let black = UIColor(name: "black", 0, 0, 0)
  public static let white = UIColor(name: "white", 1, 1, 1)
  public static let clear = UIColor(name: "clear", 0, 0, 0, 0)
  public static let darkGray = UIColor(name: "darkGray", 1 / 3, 1 / 3, 1 / 3)
  public static let lightGray = UIColor(name: "lightGray", 2 / 3, 2 / 3, 2 / 3)
  public static let gray = UIColor(name: "gray", 0.5, 0.5, 0.5)
  public static let red = UIColor(name: "red", 1, 0, 0)
  public static let green = UIColor(name: "green", 0, 1, 0)
  public static let blue = UIColor(name: "blue", 0, 0, 1)
  public static let cyan = UIColor(name: "cyan", 0, 1, 1)
  public static let yellow = UIColor(name: "yellow", 1, 1, 0)
  public static let magenta = UIColor(name: "magenta", 1, 0, 1)
  public static let orange = UIColor(name: "orange", 1, 0.5, 0)
  public static let purple = UIColor(name: "purple", 0.5, 0, 0.5)
  public static let brown = UIColor(name: "brown", 0.6, 0.4, 0.2)
  public static let systemRed = UIColor(name: "systemRed", 1, 59 / 255, 48 / 255)
  public static let systemGreen = UIColor(name: "systemGreen", 52 / 255, 199 / 255, 89 / 255)
  public static let systemBlue = UIColor(name: "systemBlue", 0, 122 / 255, 1)
  public static let systemOrange = UIColor(name: "systemOrange", 1, 149 / 255, 0)
  public static let systemYellow = UIColor(name: "systemYellow", 1, 204 / 255, 0)
  public static let systemPink = UIColor(name: "systemPink", 1, 45 / 255, 85 / 255)
  public static let systemPurple = UIColor(name: "systemPurple", 175 / 255, 82 / 255, 222 / 255)
  public static let systemTeal = UIColor(name: "systemTeal", 48 / 255, 176 / 255, 199 / 255)
  public static let systemIndigo = UIColor(name: "systemIndigo", 88 / 255, 86 / 255, 214 / 255)
  public static let systemGray = UIColor(name: "systemGray", 142 / 255, 142 / 255, 147 / 255)
  public static let systemBackground = UIColor(name: "systemBackground", 1, 1, 1)
  public static let secondarySystemBackground = UIColor(
    name: "secondarySystemBackground", 242 / 255, 242 / 255, 247 / 255)
  public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground", 242 / 255, 242 / 255, 247 / 255)
  public static let label = UIColor(name: "label", 0, 0, 0)
  public static let secondaryLabel = UIColor(name: "secondaryLabel", 60 / 255, 60 / 255, 67 / 255, 0.6)
  /// Thin dividers such as a table's separators (light appearance: #3C3C43 at 29 %).
  public static let separator = UIColor(name: "separator", 60 / 255, 60 / 255, 67 / 255, 0.29)
  public static let tintColor = UIColor(name: "tintColor", 0, 122 / 255, 1)
  public static let link = UIColor(name: "link", 0, 122 / 255, 1)
}
