import Foundation

/// The traits of the interface environment, as UIKit's `UITraitCollection`: size classes, idiom,
/// display scale, appearance, layout direction and text size.
///
/// An immutable value: a trait a collection does not specify is `unspecified` (`0` for the
/// scale), and `init(traitsFrom:)` lets later collections' specified traits win, as UIKit
/// documents. What iOS reports for each device and orientation is in `Device+Traits.swift`; views,
/// controllers, windows and the screen hand out their collection through `traitCollection`.
open class UITraitCollection: NSObject, @unchecked Sendable {
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  public let displayScale: CGFloat
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// A collection that specifies no trait.
  override public convenience init() {
    self.init(values: TraitValues())
  }

  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(values: TraitValues(horizontalSizeClass: horizontalSizeClass))
  }

  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(values: TraitValues(verticalSizeClass: verticalSizeClass))
  }

  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(values: TraitValues(userInterfaceIdiom: userInterfaceIdiom))
  }

  public convenience init(displayScale: CGFloat) {
    self.init(values: TraitValues(displayScale: displayScale))
  }

  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(values: TraitValues(userInterfaceStyle: userInterfaceStyle))
  }

  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(values: TraitValues(layoutDirection: layoutDirection))
  }

  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(values: TraitValues(preferredContentSizeCategory: preferredContentSizeCategory))
  }

  /// The traits of every collection combined; where several specify a trait, the last one wins.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var values = TraitValues()
    for collection in traitCollections { values.overlay(collection.values) }
    self.init(values: values)
  }

  /// A collection built by changing an empty one (iOS 17).
  public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
    var traits: any UIMutableTraits = TraitValues()
    mutations(&traits)
    self.init(values: TraitValues(traits))
  }

  package init(values: TraitValues) {
    horizontalSizeClass = values.horizontalSizeClass
    verticalSizeClass = values.verticalSizeClass
    userInterfaceIdiom = values.userInterfaceIdiom
    displayScale = values.displayScale
    userInterfaceStyle = values.userInterfaceStyle
    layoutDirection = values.layoutDirection
    preferredContentSizeCategory = values.preferredContentSizeCategory
    super.init()
  }

  /// A copy with some traits changed (iOS 17).
  public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
    var traits: any UIMutableTraits = values
    mutations(&traits)
    return UITraitCollection(values: TraitValues(traits))
  }

  package var values: TraitValues {
    TraitValues(
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
      userInterfaceIdiom: userInterfaceIdiom, displayScale: displayScale, userInterfaceStyle: userInterfaceStyle,
      layoutDirection: layoutDirection, preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// Whether every trait `trait` specifies has the same value here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return values.contains(trait.values)
  }

  /// Whether colours would resolve differently: the appearance (light or dark) differs.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
  }

  /// The traits whose values differ between two collections.
  package func changedTraits(from other: UITraitCollection) -> Set<String> {
    values.changedTraitIdentifiers(from: other.values)
  }

  override open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return values == other.values
  }

  override open var hash: Int { values.hashValue }

  /// UIKit's description, without the address: `<UITraitCollection; UserInterfaceIdiom = Phone, …>`.
  override open var description: String {
    "<UITraitCollection; " + values.descriptionFields.joined(separator: ", ") + ">"
  }

  // MARK: The current collection

  @MainActor private static var currentOverride: UITraitCollection?

  /// The collection UIKit resolves dynamic values against: the main screen's, unless code sets
  /// one or `performAsCurrent(_:)` is running.
  @MainActor public static var current: UITraitCollection {
    get { currentOverride ?? UIScreen.main.traitCollection }
    set { currentOverride = newValue }
  }

  /// Runs `actions` with this collection as `UITraitCollection.current`.
  @MainActor public func performAsCurrent(_ actions: () -> Void) {
    let saved = Self.currentOverride
    Self.currentOverride = self
    actions()
    Self.currentOverride = saved
  }

  @MainActor package static func resetCurrent() { currentOverride = nil }
}

/// Whether the space along one axis is constrained, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0, compact, regular
}

/// The kind of device the interface is laid out for, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone, pad, tv, carPlay
  case mac = 5, vision
}

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0, light, dark
}

/// Left-to-right or right-to-left layout, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1, leftToRight, rightToLeft
}
