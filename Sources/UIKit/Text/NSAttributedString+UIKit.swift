import Foundation

/// UIKit's attribute keys for attributed strings, with the raw values UIKit gives them
/// (`NSAttributedString.Key.font` is `"NSFont"`): Foundation on Linux has the type, not the keys.
extension NSAttributedString.Key {
  /// A `UIFont`; default Helvetica 12 on iOS, the system font here.
  public static let font = NSAttributedString.Key("NSFont")
  /// A `UIColor` for the text; default black.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A `UIColor` behind the text; default none.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// An `NSParagraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// An `NSUnderlineStyle` raw value as an `Int` (`NSUnderlineStyle.single.rawValue`).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// A `URL` or `String`: the text is a link.
  public static let link = NSAttributedString.Key("NSLink")
  public static let kern = NSAttributedString.Key("NSKern")
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
}

/// How text is underlined or struck through, as UIKit's `NSUnderlineStyle`.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A paragraph's layout, as UIKit's `NSParagraphStyle` (immutable; `default` is the standard one).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
  public static let `default` = NSParagraphStyle()

  open fileprivate(set) var alignment: NSTextAlignment = .natural
  open fileprivate(set) var lineSpacing: CGFloat = 0
  open fileprivate(set) var paragraphSpacing: CGFloat = 0
  open fileprivate(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  open fileprivate(set) var firstLineHeadIndent: CGFloat = 0
  open fileprivate(set) var headIndent: CGFloat = 0
  open fileprivate(set) var lineHeightMultiple: CGFloat = 0

  override public init() { super.init() }
}

/// A paragraph style whose values can be set, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  override open var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  override open var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  override open var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  override open var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  override open var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
  override open var headIndent: CGFloat {
    get { super.headIndent }
    set { super.headIndent = newValue }
  }
  override open var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }
}

extension NSAttributedString {
  /// The attributes at the first character, as a view shows the whole text's style from them.
  var leadingAttributes: [NSAttributedString.Key: Any] {
    length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
  }
}
