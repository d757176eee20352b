import Foundation

/// Traits that code can set, as UIKit's `UIMutableTraits` (iOS 17): what
/// `UITraitCollection(mutations:)` and `modifyingTraits(_:)` hand to their closure.
public protocol UIMutableTraits {
  var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
  var verticalSizeClass: UIUserInterfaceSizeClass { get set }
  var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
  var displayScale: CGFloat { get set }
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
  var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
  var preferredContentSizeCategory: UIContentSizeCategory { get set }
}

/// The values of one trait collection; unspecified until set.
package struct TraitValues: UIMutableTraits, Hashable, Sendable {
  package var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
  package var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
  package var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
  package var displayScale: CGFloat = 0
  package var userInterfaceStyle = UIUserInterfaceStyle.unspecified
  package var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
  package var preferredContentSizeCategory = UIContentSizeCategory.unspecified

  package init(
    horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0,
    userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
    layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
    preferredContentSizeCategory: UIContentSizeCategory = .unspecified
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceIdiom = userInterfaceIdiom
    self.displayScale = displayScale
    self.userInterfaceStyle = userInterfaceStyle
    self.layoutDirection = layoutDirection
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  init(_ traits: any UIMutableTraits) {
    self.init(
      horizontalSizeClass: traits.horizontalSizeClass, verticalSizeClass: traits.verticalSizeClass,
      userInterfaceIdiom: traits.userInterfaceIdiom, displayScale: traits.displayScale,
      userInterfaceStyle: traits.userInterfaceStyle, layoutDirection: traits.layoutDirection,
      preferredContentSizeCategory: traits.preferredContentSizeCategory)
  }

  /// Each trait: its identifier (`UITraitHorizontalSizeClass`), whether it is specified, and a
  /// value to compare.
  private var fields: [(identifier: String, isSpecified: Bool, value: AnyHashable)] {
    [
      (UITraitHorizontalSizeClass.identifier, horizontalSizeClass != .unspecified, horizontalSizeClass),
      (UITraitVerticalSizeClass.identifier, verticalSizeClass != .unspecified, verticalSizeClass),
      (UITraitUserInterfaceIdiom.identifier, userInterfaceIdiom != .unspecified, userInterfaceIdiom),
      (UITraitDisplayScale.identifier, displayScale != 0, displayScale),
      (UITraitUserInterfaceStyle.identifier, userInterfaceStyle != .unspecified, userInterfaceStyle),
      (UITraitLayoutDirection.identifier, layoutDirection != .unspecified, layoutDirection),
      (
        UITraitPreferredContentSizeCategory.identifier, preferredContentSizeCategory != .unspecified,
        preferredContentSizeCategory
      ),
    ]
  }

  /// Takes every trait `other` specifies.
  mutating func overlay(_ other: TraitValues) {
    if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
    if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
    if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
    if other.displayScale != 0 { displayScale = other.displayScale }
    if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
    if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
    if other.preferredContentSizeCategory != .unspecified {
      preferredContentSizeCategory = other.preferredContentSizeCategory
    }
  }

  /// Whether every trait `other` specifies has the same value here.
  func contains(_ other: TraitValues) -> Bool {
    zip(fields, other.fields).allSatisfy { mine, theirs in !theirs.isSpecified || mine.value == theirs.value }
  }

  /// The identifiers of the traits whose values differ.
  func changedTraitIdentifiers(from other: TraitValues) -> Set<String> {
    Set(zip(fields, other.fields).filter { $0.value != $1.value }.map(\.0.identifier))
  }

  /// The specified traits in UIKit's words (`HorizontalSizeClass = Compact`).
  var descriptionFields: [String] {
    var described: [String] = []
    func add(_ name: String, _ value: String?) {
      if let value { described.append("\(name) = \(value)") }
    }
    let idioms: [UIUserInterfaceIdiom: String] = [
      .phone: "Phone", .pad: "Pad", .tv: "TV", .carPlay: "CarPlay", .mac: "Mac", .vision: "Vision",
    ]
    let sizes: [UIUserInterfaceSizeClass: String] = [.compact: "Compact", .regular: "Regular"]
    add("UserInterfaceIdiom", idioms[userInterfaceIdiom])
    add("DisplayScale", displayScale == 0 ? nil : String(format: "%g", Double(displayScale)))
    add("HorizontalSizeClass", sizes[horizontalSizeClass])
    add("VerticalSizeClass", sizes[verticalSizeClass])
    add("UserInterfaceStyle", [UIUserInterfaceStyle.light: "Light", .dark: "Dark"][userInterfaceStyle])
    add(
      "UserInterfaceLayoutDirection",
      [UITraitEnvironmentLayoutDirection.leftToRight: "LTR", .rightToLeft: "RTL"][layoutDirection])
    add("PreferredContentSizeCategory", preferredContentSizeCategory.shortName)
    return described
  }
}

/// The user's preferred text size, as UIKit's `UIContentSizeCategory`; the runtime's is `.large`,
/// iOS's default.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  private static let order: [UIContentSizeCategory] = [
    .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }

  /// The size's short name as UIKit prints it (`L`, `AccessibilityM`), nil when unspecified.
  var shortName: String? {
    guard self != .unspecified else { return nil }
    return String(rawValue.dropFirst("UICTContentSizeCategory".count))
  }
}
