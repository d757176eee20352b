import UIKit

/// Core Data's uncaught exceptions, which terminate the app with their name and reason, as on a
/// device.
enum CoreDataException {
  static func raise(_ name: String, _ reason: String) -> Never {
    fatalError("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
  }
}

/// The NSManagedObject subclasses of the app by class name, so fetched objects are made with
/// their entity's class. Swift on Linux cannot look a class up by a plain name, so the code Tutor
/// generates registers the classes a model names, and every subclass instance made in code
/// registers its own class too.
enum ManagedClassRegistry {
  private static let classes = Locked<[String: NSManagedObject.Type]>([:])

  static func register(_ type: NSManagedObject.Type) {
    classes.change {
      $0[shortName(of: type)] = type
      $0[String(reflecting: type)] = type
    }
  }

  static func objectClass(for entity: NSEntityDescription) -> NSManagedObject.Type {
    let name = entity.managedObjectClassName ?? "NSManagedObject"
    let shortName = name.split(separator: ".").last.map(String.init) ?? name
    if let known = classes.read({ $0[name] ?? $0[shortName] }) { return known }
    if let found = _typeByName(name) as? NSManagedObject.Type {
      register(found)
      return found
    }
    return NSManagedObject.self
  }

  /// `TodoItem` for `app.TodoItem`.
  static func shortName(of type: AnyClass) -> String {
    String(describing: type).split(separator: ".").last.map(String.init) ?? String(describing: type)
  }
}

/// Registers an NSManagedObject subclass by name (used by the code Tutor generates; not part of
/// Core Data's API). A type of the same name that is not a managed object is left out, as Core
/// Data would fall back to NSManagedObject for it. Accepted only while the app host runs that
/// code (RegistrationWindow).
public func _tutorRegisterManagedObjectClass(_ type: Any.Type) {
  guard RegistrationWindow.app.admits("_tutorRegisterManagedObjectClass") else { return }
  if let managed = type as? NSManagedObject.Type { ManagedClassRegistry.register(managed) }
}
