import Foundation

/// What the system keeps about one of the app's scenes, as UIKit's `UISceneSession`: its role,
/// its configuration and the scene while it is connected.
@MainActor
open class UISceneSession: NSObject {
  /// The kind of interface a scene provides, as UIKit's `UISceneSession.Role`.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The app's main interface on the device's screen (the manifest's
    /// `UIWindowSceneSessionRoleApplication`).
    public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
    /// An interface on an external display, which the runtime never connects.
    public static let windowExternalDisplayNonInteractive = Role(
      "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  public let role: Role
  public internal(set) var configuration: UISceneConfiguration
  public let persistentIdentifier: String
  /// The connected scene; UIKit does not keep it alive through the session.
  public internal(set) weak var scene: UIScene?
  open var userInfo: [String: Any]?

  init(role: Role, configuration: UISceneConfiguration) {
    self.role = role
    self.configuration = configuration
    persistentIdentifier = "Session-\(UISceneSession.nextIdentifier)"
    UISceneSession.nextIdentifier += 1
    super.init()
  }

  private static var nextIdentifier = 1
}

/// How to make a scene, as UIKit's `UISceneConfiguration`.
///
/// Made with a name that the Info.plist's scene manifest lists for the role, it takes that
/// entry's delegate class (`UISceneDelegateClassName`), scene class and storyboard, as UIKit
/// does; `delegateClass` may then be set in code instead.
@MainActor
open class UISceneConfiguration: NSObject {
  public let name: String?
  public let role: UISceneSession.Role
  open var delegateClass: AnyClass?
  open var sceneClass: AnyClass?
  /// The manifest's `UISceneDelegateClassName` when it names a class the app does not have.
  package private(set) var missingDelegateClassName: String?
  /// The manifest's `UISceneStoryboardFile`.
  package private(set) var storyboardName: String?
  /// Whether the manifest has an entry of this name for the role.
  package private(set) var isInManifest = false

  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
    super.init()
    guard let entry = SceneManifest.current?.entry(named: name, role: sessionRole) else { return }
    isInManifest = true
    storyboardName = entry.storyboardName
    if let className = entry.delegateClassName {
      if let found = NSClassFromString(className) {
        delegateClass = found
      } else {
        missingDelegateClassName = className
      }
    }
    if let className = entry.sceneClassName { sceneClass = NSClassFromString(className) }
  }
}
