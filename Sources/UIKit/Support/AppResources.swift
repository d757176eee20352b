/// The files an app bundle carries besides its code — on a device, what Xcode copies into the
/// `.app` (a Core Data model, JSON, property lists). Here the runner compiles each of a lesson's
/// or learner's non-Swift files into the app, and registers it by its path before the app
/// starts, so the app is self-contained like a bundle.
package enum AppResources {
  private static let files = Locked<[String: String]>([:])

  /// Every resource by its path relative to the bundle (`Todo.momd`, `greeting.json`).
  package static var all: [String: String] { files.read { $0 } }

  package static func register(_ path: String, contents: String) {
    files.change { $0[path] = contents }
  }

  package static func removeAll() { files.change { $0 = [:] } }
}

/// Registers a resource file (used by the code Tutor generates; not part of UIKit's API).
/// Accepted only while the app host runs that code (RegistrationWindow).
public func _tutorRegisterResource(_ path: String, _ contents: String) {
  guard RegistrationWindow.app.admits("_tutorRegisterResource") else { return }
  AppResources.register(path, contents: contents)
}
