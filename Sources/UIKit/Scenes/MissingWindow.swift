import Foundation

/// Why no window is on screen after launch, in words a learner can act on: the screen shows it
/// where the app's interface would be (AppSnapshot.missingWindow).
@MainActor
enum MissingWindow {
  /// What went wrong while the app was connecting its interface.
  enum Problem: Equatable {
    case noInitialController(name: String, key: String)
    case delegateClassMissing(name: String)
    case delegateNotConforming(name: String)
    case noConfiguration(name: String)
  }

  /// The explanation for the launched app's empty screen, or nil when a window is on screen or
  /// the app has not launched.
  static func explanation() -> String? {
    let application = UIApplication.shared
    guard !application.connectedScenes.isEmpty, application.keyWindow == nil else { return nil }
    var reasons: [String] = []
    if application.usesScenes, application.windows.contains(where: { $0.wasShownWithoutScene }) {
      reasons.append(
        "The app made a window without a scene (UIWindow(frame:) or UIWindow()) and made it key and "
          + "visible, but in an app with a scene manifest only a window that belongs to a UIWindowScene is shown. "
          + "Make the window in the scene delegate's scene(_:willConnectTo:options:) with "
          + "UIWindow(windowScene: windowScene), and keep it in the delegate's window property.")
    }
    if let problem = SceneConnector.problem { reasons.append(describe(problem)) }
    if reasons.isEmpty { reasons.append(nothingMade(in: application)) }
    return reasons.joined(separator: "\n")
  }

  /// Why nothing at all was made: where the app should make its window.
  private static func nothingMade(in application: UIApplication) -> String {
    guard application.usesScenes else {
      return "The app made no window: in application(_:didFinishLaunchingWithOptions:), make a UIWindow, set "
        + "its rootViewController and call makeKeyAndVisible(), and keep it in the app delegate's window property."
    }
    guard let delegate = application.connectedScenes.first?.delegate else {
      return "The scene has no delegate (the configuration names no UISceneDelegateClassName), so nothing made "
        + "a window for it."
    }
    let name = EventLog.className(of: delegate)
    return "The scene connected, but \(name) made no window on screen: in scene(_:willConnectTo:options:), make "
      + "UIWindow(windowScene: windowScene), set its rootViewController, call makeKeyAndVisible(), and keep it "
      + "in the delegate's window property."
  }

  private static func describe(_ problem: Problem) -> String {
    switch problem {
    case .noInitialController(let name, let key):
      "The storyboard \"\(name)\" (\(key)) has no initial view controller, so UIKit made no window: in "
        + "Interface Builder, select the first scene's controller and tick \"Is Initial View Controller\"."
    case .delegateClassMissing(let name):
      "The scene manifest names the delegate class \"\(name)\" (UISceneDelegateClassName), and the app has "
        + "no class of that name, so the scene has no delegate and no window. Write it as "
        + "$(PRODUCT_MODULE_NAME).SceneDelegate, with the class name your scene delegate has."
    case .delegateNotConforming(let name):
      "\(name), named as the scene's delegate, does not adopt UIWindowSceneDelegate, so the scene has no delegate."
    case .noConfiguration(let name):
      "The app delegate chose the scene configuration \"\(name)\", which the Info.plist's scene manifest does not "
        + "list, so the scene has no delegate and no window. Use the UISceneConfigurationName the manifest gives."
    }
  }
}
