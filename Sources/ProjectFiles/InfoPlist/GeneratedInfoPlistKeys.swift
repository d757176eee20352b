/// The Info.plist keys Xcode 13 and later generates from `INFOPLIST_KEY_*` build settings when a
/// target sets `GENERATE_INFOPLIST_FILE = YES`.
///
/// `INFOPLIST_KEY_NAME` becomes the key `NAME`: a boolean for Apple's boolean keys (`YES`/`NO`),
/// an array split on spaces for the orientation and capability lists, a string otherwise. A
/// `_iPhone` or `_iPad` suffix becomes the device suffix `~iphone` or `~ipad`. The
/// `…_Generation = YES` settings make the dictionaries a template's app needs.
enum GeneratedInfoPlistKeys {
  private static let prefix = "INFOPLIST_KEY_"

  /// Keys whose values are booleans.
  private static let booleanKeys: Set<String> = [
    "UIApplicationSupportsIndirectInputEvents", "UIRequiresFullScreen", "UIStatusBarHidden", "LSRequiresIPhoneOS",
    "UIFileSharingEnabled", "LSSupportsOpeningDocumentsInPlace", "UISupportsDocumentBrowser",
    "ITSAppUsesNonExemptEncryption", "UIViewControllerBasedStatusBarAppearance", "UIApplicationExitsOnSuspend",
    "UIRequiresPersistentWiFi", "NSSupportsLiveActivities", "UIPrefersShowingLanguageSettings",
  ]

  /// Keys whose values are lists written with spaces between the elements.
  private static let arrayKeys: Set<String> = ["UISupportedInterfaceOrientations", "UIRequiredDeviceCapabilities"]

  /// The generated entries, in the order of their settings' names; values are expanded.
  static func entries(settings: [String: String]) -> [PropertyList.Entry] {
    var entries: [PropertyList.Entry] = []
    for name in settings.keys.sorted() where name.hasPrefix(prefix) {
      let value = BuildSettingExpansion.expand(settings[name] ?? "", settings: settings)
      if let entry = entry(key: String(name.dropFirst(prefix.count)), value: value) { entries.append(entry) }
    }
    return entries
  }

  /// The entry for the key after `INFOPLIST_KEY_`, or nil when it adds nothing.
  private static func entry(key: String, value: String) -> PropertyList.Entry? {
    switch key {
    case "UIApplicationSceneManifest_Generation":
      guard InfoPlist.isYes(value) else { return nil }
      return .init(
        "UIApplicationSceneManifest", .dictionary([.init("UIApplicationSupportsMultipleScenes", .bool(false))]))
    case "UILaunchScreen_Generation":
      guard InfoPlist.isYes(value) else { return nil }
      return .init("UILaunchScreen", .dictionary([]))
    default:
      var base = key
      var device = ""
      for (suffix, name) in [("_iPhone", "~iphone"), ("_iPad", "~ipad")] where key.hasSuffix(suffix) {
        base = String(key.dropLast(suffix.count))
        device = name
      }
      let plistKey = base + device
      if booleanKeys.contains(base) { return .init(plistKey, .bool(InfoPlist.isYes(value))) }
      if arrayKeys.contains(base) {
        return .init(plistKey, .array(value.split(separator: " ").map { .string(String($0)) }))
      }
      return .init(plistKey, .string(value))
    }
  }
}
