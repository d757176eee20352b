import Foundation

/// Observing trait changes, as UIKit's `UITraitChangeObservable` (iOS 17): views and view
/// controllers call a closure, or an action, when one of the named traits changes.
@MainActor
public protocol UITraitChangeObservable {
  @discardableResult
  func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping @MainActor (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration
  @discardableResult
  func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
  @discardableResult
  func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
  func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// Views take the traits of their superview, and a controller's root view those of its controller;
/// the traits change in the layout pass, top-down (see `TraitDelivery`).
extension UIView: UITraitEnvironment, UITraitChangeObservable {
  /// The traits the view last received, or — before its first layout pass in a window — the ones
  /// it would inherit (iOS 13's predicted traits).
  public var traitCollection: UITraitCollection { traitState.delivered ?? inheritedTraitCollection }

  /// What the view inherits now: its controller's, its superview's, or the screen's traits.
  var inheritedTraitCollection: UITraitCollection {
    if let controller = owningViewController { return controller.traitCollection }
    return superview?.traitCollection ?? UIScreen.main.traitCollection
  }

  /// Updates the traits of this view, its controller and everything below it now, calling the
  /// trait-change callbacks on the way (iOS 17).
  public func updateTraitsIfNeeded() {
    owningViewController?.refreshTraits()
    refreshTraits()
    for subview in subviews { subview.updateTraitsIfNeeded() }
  }

  /// Brings this view's own traits up to date with its environment.
  func refreshTraits() {
    let current = TraitGeneration.current
    guard let previous = traitState.refresh(generation: current, inheriting: { inheritedTraitCollection }) else {
      return
    }
    TraitDelivery.deliver(to: self, previous: previous, registrations: traitState.registrations)
  }

  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping @MainActor (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    traitState.register(traits, TraitDelivery.typed(handler))
  }

  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
    -> any UITraitChangeRegistration
  {
    traitState.register(traits, TraitDelivery.action(action, target: target as AnyObject))
  }

  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
    traitState.register(traits, TraitDelivery.action(action, target: nil))
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitState.unregister(registration)
  }
}

/// A controller takes the traits of the view its root view sits in (iOS 17), or of its parent or
/// the screen while its view is not in a hierarchy.
extension UIViewController: UITraitEnvironment, UITraitChangeObservable {
  public var traitCollection: UITraitCollection { traitState.delivered ?? inheritedTraitCollection }

  var inheritedTraitCollection: UITraitCollection {
    if let superview = viewIfLoaded?.superview { return superview.traitCollection }
    return parent?.traitCollection ?? presenter?.traitCollection ?? UIScreen.main.traitCollection
  }

  /// Updates the traits of this controller, its view and everything below now (iOS 17).
  public func updateTraitsIfNeeded() {
    refreshTraits()
    viewIfLoaded?.updateTraitsIfNeeded()
  }

  func refreshTraits() {
    let current = TraitGeneration.current
    guard let previous = traitState.refresh(generation: current, inheriting: { inheritedTraitCollection }) else {
      return
    }
    EventLog.shared.record(self, "traitCollectionDidChange")
    TraitDelivery.deliver(to: self, previous: previous, registrations: traitState.registrations)
  }

  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping @MainActor (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    traitState.register(traits, TraitDelivery.typed(handler))
  }

  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
    -> any UITraitChangeRegistration
  {
    traitState.register(traits, TraitDelivery.action(action, target: target as AnyObject))
  }

  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
    traitState.register(traits, TraitDelivery.action(action, target: nil))
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitState.unregister(registration)
  }
}

/// The screen's traits are the device's in the current orientation.
extension UIScreen: UITraitEnvironment {
  public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// How a trait change reaches an environment: `traitCollectionDidChange(_:)` first, then each
/// registration that observes one of the traits that changed, in the order they were made.
@MainActor
enum TraitDelivery {
  static func deliver(
    to environment: any UITraitEnvironment, previous: UITraitCollection, registrations: [TraitChangeRegistration]
  ) {
    environment.traitCollectionDidChange(previous)
    guard !registrations.isEmpty else { return }
    let changed = environment.traitCollection.changedTraits(from: previous)
    for registration in registrations where !registration.identifiers.isDisjoint(with: changed) {
      registration.call(environment, previous)
    }
  }

  /// A handler typed for the environment it was registered on.
  static func typed<TraitEnvironment: UITraitEnvironment>(
    _ handler: @escaping @MainActor (TraitEnvironment, UITraitCollection) -> Void
  ) -> (any UITraitEnvironment, UITraitCollection) -> Void {
    { environment, previous in
      if let environment = environment as? TraitEnvironment { handler(environment, previous) }
    }
  }

  /// An action sent to `target`, or to the environment itself when there is none.
  static func action(_ action: Selector, target: AnyObject?) -> (any UITraitEnvironment, UITraitCollection) -> Void {
    { environment, _ in action.perform(on: target ?? environment, sender: environment) }
  }
}
