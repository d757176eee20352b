import Foundation

/// The app's Info.plist as the runtime reads it at launch: the bundle's, or one a test sets.
@MainActor
package enum AppInfo {
  /// The Info.plist's keys and values (empty for an app without one).
  package static var dictionary: [String: Any] = Bundle.main.infoDictionary ?? [:]

  /// Reads the bundle's Info.plist again (a fresh world).
  static func reset() { dictionary = Bundle.main.infoDictionary ?? [:] }

  /// `UIMainStoryboardFile`: the storyboard an app without scenes starts from.
  static var mainStoryboardName: String? { nonEmpty(dictionary["UIMainStoryboardFile"]) }

  nonisolated static func nonEmpty(_ value: Any?) -> String? {
    guard let text = value as? String, !text.isEmpty else { return nil }
    return text
  }
}

/// The Info.plist's `UIApplicationSceneManifest`, as UIKit reads it: whether the app supports
/// several scenes, and the configurations for each session role
/// (`UISceneConfigurations` → `UIWindowSceneSessionRoleApplication` → entries with
/// `UISceneConfigurationName`, `UISceneDelegateClassName`, `UISceneClassName` and
/// `UISceneStoryboardFile`). Its presence is what makes an app a scene-based app.
package struct SceneManifest {
  /// One configuration of the manifest.
  package struct Entry {
    package var name: String?
    package var delegateClassName: String?
    package var sceneClassName: String?
    package var storyboardName: String?
  }

  package var supportsMultipleScenes: Bool
  package var configurations: [String: [Entry]]

  /// The manifest of the app's Info.plist, or nil when it has none.
  @MainActor
  package static var current: SceneManifest? {
    guard let manifest = AppInfo.dictionary["UIApplicationSceneManifest"] as? [String: Any] else { return nil }
    return SceneManifest(manifest)
  }

  package init(_ manifest: [String: Any]) {
    supportsMultipleScenes = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
    var configurations: [String: [Entry]] = [:]
    for (role, value) in manifest["UISceneConfigurations"] as? [String: Any] ?? [:] {
      configurations[role] = (value as? [Any] ?? []).compactMap { $0 as? [String: Any] }.map { entry in
        Entry(
          name: AppInfo.nonEmpty(entry["UISceneConfigurationName"]),
          delegateClassName: AppInfo.nonEmpty(entry["UISceneDelegateClassName"]),
          sceneClassName: AppInfo.nonEmpty(entry["UISceneClassName"]),
          storyboardName: AppInfo.nonEmpty(entry["UISceneStoryboardFile"]))
      }
    }
    self.configurations = configurations
  }

  /// The entry named `name` for `role`; with no name, the role's first entry, as UIKit takes it
  /// when the app delegate does not choose one.
  package func entry(named name: String?, role: UISceneSession.Role) -> Entry? {
    let entries = configurations[role.rawValue] ?? []
    guard let name else { return entries.first }
    return entries.first { $0.name == name }
  }
}
