/// Controllers the app host can make by class name, for `launch Class` and an exercise's `host:`.
///
/// Swift on Linux cannot make an instance from a class name alone, so the code Tutor compiles
/// with the learner's registers a factory for each class a check may launch.
@MainActor
package enum HostControllerRegistry {
  private static var factories: [String: () -> UIViewController] = [:]

  package static func register(_ name: String, factory: @escaping () -> UIViewController) {
    factories[name] = factory
  }

  package static func make(named name: String) -> UIViewController? {
    factories[name]?()
  }
}

/// Registers a host controller factory (used by the registration code Tutor generates; not
/// part of UIKit's API). Accepted only while the app host runs that code (RegistrationWindow).
public func _tutorRegisterHostController(_ name: String, _ factory: @escaping @MainActor () -> UIViewController) {
  guard RegistrationWindow.app.admits("_tutorRegisterHostController") else { return }
  MainActor.assumeIsolated { HostControllerRegistry.register(name, factory: factory) }
}
