import Foundation

/// A trait that code can observe, as UIKit's `UITraitDefinition` (iOS 17): the system's traits are
/// the `UITrait…` types below, named in `registerForTraitChanges(_:handler:)`. Custom traits are
/// not modelled.
public protocol UITraitDefinition {
  /// The trait's stable name (`UITraitHorizontalSizeClass`).
  static var identifier: String { get }
  /// The trait's name for people.
  static var name: String { get }
  /// Whether a change of this trait changes how colours resolve.
  static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
  public static var identifier: String { String(describing: Self.self) }
  public static var name: String { String(describing: Self.self).replacingOccurrences(of: "UITrait", with: "") }
  public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as UIKit's `UITrait` (`[UITraitVerticalSizeClass.self]`).
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class trait (`UITraitCollection.horizontalSizeClass`).
public enum UITraitHorizontalSizeClass: UITraitDefinition {}

/// The vertical size class trait (`UITraitCollection.verticalSizeClass`).
public enum UITraitVerticalSizeClass: UITraitDefinition {}

/// The interface idiom trait (`UITraitCollection.userInterfaceIdiom`).
public enum UITraitUserInterfaceIdiom: UITraitDefinition {}

/// The display scale trait (`UITraitCollection.displayScale`).
public enum UITraitDisplayScale: UITraitDefinition {}

/// The light or dark appearance trait (`UITraitCollection.userInterfaceStyle`).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static var affectsColorAppearance: Bool { true }
}

/// The layout direction trait (`UITraitCollection.layoutDirection`).
public enum UITraitLayoutDirection: UITraitDefinition {}

/// The preferred text size trait (`UITraitCollection.preferredContentSizeCategory`).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}

/// An environment with traits, as UIKit's `UITraitEnvironment`: the screen, windows, views and
/// view controllers.
@MainActor
public protocol UITraitEnvironment: AnyObject {
  var traitCollection: UITraitCollection { get }
  /// Called when the traits changed; deprecated in iOS 17 in favour of
  /// `registerForTraitChanges(_:handler:)`, and still called.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// What `registerForTraitChanges` returns, as UIKit's `UITraitChangeRegistration`: pass it to
/// `unregisterForTraitChanges(_:)` to stop observing.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits it observes and what to call when one of them changes.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
  let identifiers: Set<String>
  let call: (any UITraitEnvironment, UITraitCollection) -> Void

  init(traits: [UITrait], call: @escaping (any UITraitEnvironment, UITraitCollection) -> Void) {
    identifiers = Set(traits.map { $0.identifier })
    self.call = call
  }
}

/// Where an environment keeps its traits: the collection it last received, the world's trait
/// generation it is up to date with, and its registrations.
@MainActor
struct TraitState {
  var delivered: UITraitCollection?
  var generation = 0
  var registrations: [TraitChangeRegistration] = []

  /// Records a registration and returns it.
  mutating func register(
    _ traits: [UITrait], _ call: @escaping (any UITraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits, call: call)
    registrations.append(registration)
    return registration
  }

  mutating func unregister(_ registration: any UITraitChangeRegistration) {
    registrations.removeAll { $0 === registration }
  }

  /// Brings the environment up to the world's trait `generation` with the traits it now inherits;
  /// answers the traits it had before when they changed (so it is told), else nil.
  mutating func refresh(generation current: Int, inheriting inherited: () -> UITraitCollection)
    -> UITraitCollection?
  {
    guard generation != current else { return nil }
    generation = current
    let traits = inherited()
    let previous = delivered
    delivered = traits
    guard let previous, previous != traits else { return nil }
    return previous
  }
}

/// The world's trait generation: it moves whenever the screen's traits change (a device is
/// chosen, the screen turns), so each environment can tell cheaply whether it is behind.
@MainActor
enum TraitGeneration {
  static private(set) var current = 1

  static func advance() { current += 1 }
}
