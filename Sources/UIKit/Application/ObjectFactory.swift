internal import CRuntimeSupport
import Foundation

/// Makes an object from its class name, as Objective-C's `[[cls alloc] init]` does for the
/// classes UIKit instantiates by name: the app delegate (`UIApplicationMain`) and the scene
/// delegate (`UISceneDelegateClassName`).
@MainActor
enum ObjectFactory {
  /// A new instance of the NSObject subclass `className`, made with its own `init()`; nil when
  /// no class has that name. `role` names who asks, in the message for a class that cannot be
  /// made from its name.
  static func make(className: String, role: String) -> AnyObject? {
    guard let type = NSClassFromString(className) else { return nil }
    // Any NSObject subclass may be made (UIResponder is the usual one, NSObject works too).
    guard type is NSObject.Type else {
      fatalError("\(role): \(className) is not an NSObject subclass, so it cannot be made from its name")
    }
    let metatype = unsafeBitCast(type, to: UnsafeMutableRawPointer.self)
    guard let initializer = tutor_responder_allocating_init(metatype),
      !inheritsInitializerWithoutOverride(type, initializer)
    else {
      fatalError(
        "\(role) cannot make \(className) from its name: its init() is its superclass's, not its own "
          + "(it declares initializers of its own, or inherits a convenience init()). Override init() in "
          + "\(className), or give it no initializers.")
    }
    guard let object = tutor_call_allocating_init(initializer, metatype) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(object).takeRetainedValue()
  }

  /// True when `type`'s `init()` entry is its superclass's: the class has designated
  /// initializers of its own and did not inherit `init()`, so calling the entry would leave its
  /// stored properties uninitialized.
  private static func inheritsInitializerWithoutOverride(_ type: AnyClass, _ initializer: UnsafeRawPointer) -> Bool {
    guard let superclass = _getSuperclass(type) else { return false }
    let superMetatype = unsafeBitCast(superclass, to: UnsafeMutableRawPointer.self)
    return tutor_responder_allocating_init(superMetatype) == initializer
  }
}
