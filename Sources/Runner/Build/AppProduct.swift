import ProjectFiles

/// What an app is called and the build settings its Info.plist is processed with: a lesson
/// exercise's app is the product `App` (docs/runtime.md, "The app bundle"); an Xcode project's
/// app target is its own product, named by its build settings (`PRODUCT_NAME`).
package struct AppProduct: Equatable, Sendable {
  /// The target's build settings as the project gives them (empty for a lesson's app); the
  /// missing ones are completed as Xcode's build defines them (`InfoPlist.defaultSettings`).
  package var buildSettings: [String: String]
  /// Where the Info.plist comes from in a project (`Groceries/Info.plist`), so its errors name
  /// the learner's file; nil for a lesson's, which is `Info.plist` itself.
  package var infoPlistSource: String?

  package init(buildSettings: [String: String] = [:], infoPlistSource: String? = nil) {
    self.buildSettings = buildSettings
    self.infoPlistSource = infoPlistSource
  }

  /// A lesson exercise's app.
  package static let lessonApp = AppProduct()

  /// The settings completed: PRODUCT_NAME, PRODUCT_MODULE_NAME and the rest.
  package var settings: [String: String] { InfoPlist.defaultSettings(completing: buildSettings) }

  /// The product's name: the executable's and, with `.app`, the bundle's (`Groceries.app/Groceries`).
  package var name: String { expanded("$(PRODUCT_NAME)", fallback: "App") }

  /// The module the app's Swift compiles into (`-module-name`): what `$(PRODUCT_MODULE_NAME)`
  /// in an Info.plist becomes, and the prefix `NSStringFromClass` gives the app's classes.
  package var moduleName: String { expanded("$(PRODUCT_MODULE_NAME)", fallback: "App") }

  /// Whether the build makes an Info.plist when the target has no file (`GENERATE_INFOPLIST_FILE`).
  package var generatesInfoPlist: Bool { buildSettings["GENERATE_INFOPLIST_FILE"] == "YES" }

  private func expanded(_ reference: String, fallback: String) -> String {
    let value = BuildSettingExpansion.expand(reference, settings: settings)
    // A name with a path separator, nothing, or only dots in it cannot name a file or a module.
    guard !value.isEmpty, !value.contains("/"), value.contains(where: { $0 != "." }) else { return fallback }
    return value
  }
}
