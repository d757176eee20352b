import Foundation

/// Info.plist processing as Xcode's build does it for an app's bundle: build settings expanded in
/// the file's string values, the keys of a generated Info.plist (`GENERATE_INFOPLIST_FILE = YES`
/// with `INFOPLIST_KEY_*` settings) merged in, and the bundle keys every app has added when the
/// file lacks them. Keys in the file always win.
package enum InfoPlist {
  /// The processed Info.plist of `data` (XML, binary or ASCII; empty when the target has no
  /// file and the build generates it), written as XML for the app's bundle.
  ///
  /// - Parameters:
  ///   - fileName: the file's name, for errors (`Info.plist:12: …`).
  ///   - settings: the target's build settings; the lesson app's defaults fill the gaps
  ///     (`defaultSettings(completing:)`).
  package static func process(_ data: Data, fileName: String, settings: [String: String]) throws(ProjectFileError)
    -> Data
  {
    PropertyListXMLWriter.write(try processedValue(data, fileName: fileName, settings: settings))
  }

  /// The processed Info.plist of `data` as a value; `process` writes it as XML.
  package static func processedValue(_ data: Data, fileName: String, settings: [String: String])
    throws(ProjectFileError) -> PropertyList
  {
    let settings = defaultSettings(completing: settings)
    let blank = data.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    let file = blank ? PropertyList.dictionary([]) : try PropertyList.read(data, fileName: fileName)
    guard case .dictionary = file else {
      throw .wrongKind(
        expected: "dictionary", found: file.kindName, what: "an Info.plist's top level",
        location: ProjectFileLocation(file: fileName, line: file.line))
    }
    var result = file.mappingStrings { BuildSettingExpansion.expand($0, settings: settings) }
    var added: [PropertyList.Entry] = []
    if isYes(settings["GENERATE_INFOPLIST_FILE"]) {
      added += GeneratedInfoPlistKeys.entries(settings: settings)
      added.append(.init("LSRequiresIPhoneOS", .bool(true)))
    }
    for (key, value) in standardKeys {
      added.append(.init(key, .string(BuildSettingExpansion.expand(value, settings: settings))))
    }
    for entry in added where result[entry.key] == nil {
      result = result.setting(entry.key, to: entry.value)
    }
    return result
  }

  /// The bundle keys Xcode's build adds when the file lacks them, with the settings they come from.
  private static let standardKeys: KeyValuePairs<String, String> = [
    "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
    "CFBundleExecutable": "$(EXECUTABLE_NAME)",
    "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
    "CFBundleInfoDictionaryVersion": "6.0",
    "CFBundleName": "$(PRODUCT_NAME)",
    "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
    "CFBundleShortVersionString": "$(MARKETING_VERSION)",
    "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
  ]

  /// `settings` with what a lesson app's build defines filled in where it is missing: the target
  /// and product name (`App` when nothing names it), PRODUCT_MODULE_NAME (the product name with
  /// every character an identifier cannot hold replaced by `_`), EXECUTABLE_NAME,
  /// PRODUCT_BUNDLE_IDENTIFIER, DEVELOPMENT_LANGUAGE = en, PRODUCT_BUNDLE_PACKAGE_TYPE = APPL,
  /// MARKETING_VERSION = 1.0 and CURRENT_PROJECT_VERSION = 1 (a new Xcode project's).
  package static func defaultSettings(completing settings: [String: String]) -> [String: String] {
    var result = settings
    if result["TARGET_NAME"] == nil {
      let productName = settings["PRODUCT_NAME"].flatMap { $0.contains("$") ? nil : $0 }
      result["TARGET_NAME"] = productName ?? "App"
    }
    let defaults = [
      "PRODUCT_NAME": "$(TARGET_NAME)",
      "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
      "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
      "PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(PRODUCT_NAME:rfc1034identifier)",
      "DEVELOPMENT_LANGUAGE": "en",
      "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL",
      "MARKETING_VERSION": "1.0",
      "CURRENT_PROJECT_VERSION": "1",
    ]
    for (name, value) in defaults where result[name] == nil { result[name] = value }
    return result
  }

  /// Whether a boolean build setting is on (`YES`, as Xcode writes it).
  static func isYes(_ value: String?) -> Bool {
    guard let value else { return false }
    return ["YES", "TRUE", "1"].contains(value.uppercased())
  }
}
