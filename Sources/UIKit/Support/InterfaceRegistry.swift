import Foundation

/// Outlets and actions by name, as Interface Builder connects them through the Objective-C
/// runtime on iOS (`setValue:forKey:` for an outlet, a selector for an action). Here the runner
/// generates, from the learner's `@IBOutlet` and `@IBAction` declarations, code that registers
/// each one with a typed setter or call (docs/runtime.md, "Interface files"); a storyboard's
/// loader connects through it, and a name nobody registered fails as UIKit fails.
@MainActor
package enum InterfaceRegistry {
  /// Sets an outlet on its owner; false when the value is not of the outlet's type.
  package typealias OutletSetter = @MainActor (AnyObject, Any) -> Bool
  /// Calls an action on its owner with the sender and event; false when the sender is not of
  /// the parameter's type.
  package typealias ActionCall = @MainActor (AnyObject, Any?, UIEvent?) -> Bool

  private static var outlets: [ObjectIdentifier: [String: OutletSetter]] = [:]
  private static var collections: Set<String> = []
  private static var actions: [ObjectIdentifier: [String: ActionCall]] = [:]
  private static var inspectables: [ObjectIdentifier: [String: OutletSetter]] = [:]

  static func registerInspectable(_ owner: AnyClass, _ name: String, _ setter: @escaping OutletSetter) {
    inspectables[ObjectIdentifier(owner), default: [:]][name] = setter
  }

  /// The setter of `@IBInspectable` property `name` of `object`'s class or a superclass.
  package static func inspectable(_ name: String, of object: AnyObject) -> OutletSetter? {
    lookUp(in: inspectables, name, for: type(of: object))
  }

  static func registerOutlet(_ owner: AnyClass, _ name: String, isCollection: Bool, _ setter: @escaping OutletSetter) {
    outlets[ObjectIdentifier(owner), default: [:]][name] = setter
    if isCollection { collections.insert("\(ObjectIdentifier(owner)).\(name)") }
  }

  static func registerAction(_ owner: AnyClass, _ selector: String, _ call: @escaping ActionCall) {
    actions[ObjectIdentifier(owner), default: [:]][selector] = call
  }

  /// The setter of outlet `name` of `object`'s class or the nearest superclass that declares it.
  package static func outlet(_ name: String, of object: AnyObject) -> OutletSetter? {
    lookUp(in: outlets, name, for: type(of: object))
  }

  /// Whether outlet `name` of `object`'s class is a collection (`[UIButton]!`).
  package static func isCollection(_ name: String, of object: AnyObject) -> Bool {
    var type: AnyClass? = Swift.type(of: object)
    while let current = type {
      if collections.contains("\(ObjectIdentifier(current)).\(name)") { return true }
      type = _getSuperclass(current)
    }
    return false
  }

  /// The call of action `selector` (`startTimer:`) of `object`'s class or a superclass.
  package static func action(_ selector: String, of object: AnyObject) -> ActionCall? {
    lookUp(in: actions, selector, for: type(of: object))
  }

  private static func lookUp<Value>(in table: [ObjectIdentifier: [String: Value]], _ name: String, for type: AnyClass)
    -> Value?
  {
    var current: AnyClass? = type
    while let type = current {
      if let found = table[ObjectIdentifier(type)]?[name] { return found }
      current = _getSuperclass(type)
    }
    return nil
  }
}

/// Registers an outlet (used by the code Tutor generates; not part of UIKit's API).
@MainActor
public func _tutorRegisterOutlet(
  _ owner: AnyClass, _ name: String, isCollection: Bool = false, _ setter: @escaping @MainActor (AnyObject, Any) -> Bool
) {
  InterfaceRegistry.registerOutlet(owner, name, isCollection: isCollection, setter)
}

/// Registers an action by its Objective-C selector name, `startTimer:` (used by the code Tutor
/// generates; not part of UIKit's API).
@MainActor
public func _tutorRegisterAction(
  _ owner: AnyClass, _ selector: String, _ call: @escaping @MainActor (AnyObject, Any?, UIEvent?) -> Bool
) {
  InterfaceRegistry.registerAction(owner, selector, call)
}

/// Connects outlet `name` of `owner` to `value` (an `[AnyObject]` for an outlet collection) as a
/// storyboard's loader does: false when `owner`'s class has no such outlet or `value` is not of
/// its type. For lessons' Swift checks and Tutor's tests, which cannot reach the package's
/// registry; not part of UIKit's API.
@MainActor
public func _tutorConnectOutlet(_ owner: AnyObject, _ name: String, _ value: Any) -> Bool {
  InterfaceRegistry.outlet(name, of: owner)?(owner, value) ?? false
}

/// Sends action `selector` (`startTimerButton:`) to `owner` as a storyboard's control does: nil
/// when `owner`'s class has no such action, else whether the sender and event were of the
/// method's parameter types. For lessons' Swift checks and Tutor's tests; not part of UIKit's API.
@MainActor
public func _tutorSendAction(_ owner: AnyObject, _ selector: String, sender: Any?, event: UIEvent? = nil) -> Bool? {
  InterfaceRegistry.action(selector, of: owner).map { $0(owner, sender, event) }
}

/// Sets `@IBInspectable` property `name` of `owner` as a storyboard's runtime attribute does:
/// whether `owner`'s class has it and took the value. For Swift checks and Tutor's tests.
@MainActor
public func _tutorSetInspectable(_ owner: AnyObject, _ name: String, _ value: Any) -> Bool {
  InterfaceRegistry.inspectable(name, of: owner)?(owner, value) ?? false
}

/// Registers an `@IBInspectable` property (used by the code Tutor generates; not UIKit's API).
@MainActor
public func _tutorRegisterInspectable(
  _ owner: AnyClass, _ name: String, _ setter: @escaping @MainActor (AnyObject, Any) -> Bool
) {
  InterfaceRegistry.registerInspectable(owner, name, setter)
}

/// A storyboard's runtime attribute value as the inspectable property's type: a number as any
/// numeric type (`CGFloat`, `Int`, `Double`, `Float`), as key-value coding converts an
/// `NSNumber`; anything else as it is. Nil when it cannot be that type.
public func _tutorInspectableValue<Value>(_ value: Any, as type: Value.Type) -> Value? {
  if let value = value as? Value { return value }
  guard let number = value as? Double else { return nil }
  switch type {
  case is CGFloat.Type: return CGFloat(number) as? Value
  case is Float.Type: return Float(number) as? Value
  case is Int.Type: return Int(exactly: number.rounded()) as? Value
  case is Bool.Type: return (number != 0) as? Value
  default: return nil
  }
}
