/// The app's compiled Core Data models (`NAME.momd`), which Core Data reads by name. On a device
/// they are files of the app bundle; here the runner also generates the models' classes into the
/// app's code, so it registers each compiled model there too, before the app starts. Every other
/// resource (JSON, images, storyboards) is a file of the app's bundle, read through `Bundle.main`.
package enum AppResources {
  private static let files = Locked<[String: String]>([:])

  /// Every registered resource by its path relative to the bundle (`Todo.momd`).
  package static var all: [String: String] { files.read { $0 } }

  package static func register(_ path: String, contents: String) {
    files.change { $0[path] = contents }
  }

  package static func removeAll() { files.change { $0 = [:] } }
}

/// Registers a compiled model (used by the code Tutor generates; not part of UIKit's API).
/// Accepted only while the app host runs that code (RegistrationWindow).
public func _tutorRegisterResource(_ path: String, _ contents: String) {
  guard RegistrationWindow.app.admits("_tutorRegisterResource") else { return }
  AppResources.register(path, contents: contents)
}
