import Foundation

/// The storyboard an app starts from (`UIMainStoryboardFile`, or a scene configuration's
/// `UISceneStoryboardFile`), as UIApplicationMain loads it: its initial controller becomes the
/// window's root. A storyboard the bundle lacks is UIKit's exception; one without an initial
/// controller logs UIKit's message and the app runs without a window.
@MainActor
enum MainStoryboard {
  static func initialController(named name: String, key: String) -> UIViewController? {
    let storyboard = UIStoryboard(name: name, bundle: nil)
    guard let controller = storyboard.instantiateInitialViewController() else {
      EventLog.shared.warn(
        "Failed to instantiate the default view controller for \(key) '\(name)' - perhaps the designated entry "
          + "point is not set?")
      SceneConnector.problem = .noInitialController(name: name, key: key)
      return nil
    }
    return controller
  }
}
