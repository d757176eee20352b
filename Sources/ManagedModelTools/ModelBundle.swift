import Foundation

/// Finds a model's current version among an app's resource files, as Xcode's model compiler
/// does: `NAME.xcdatamodeld/` holds one `VERSION.xcdatamodel/contents` per version, and its
/// `.xccurrentversion` property list names the current one (`_XCCurrentVersionName`). A model
/// folder with a single version needs no such file; a bare `NAME.xcdatamodel/contents` is a
/// model without versions.
enum ModelBundle {
  /// The path of the current version's `contents` for the model `name`, among `paths` (resource
  /// paths relative to the app), or why there is none. `read` gives a resource's text.
  static func currentVersion(
    of name: String, among paths: [String], read: (String) -> String?
  ) -> Result<String, ModelCompiler.Failure> {
    let folder = "\(name).xcdatamodeld/"
    let versions = paths.filter { $0.hasPrefix(folder) && $0.hasSuffix(".xcdatamodel/contents") }.sorted()
    if versions.isEmpty {
      let bare = "\(name).xcdatamodel/contents"
      if paths.contains(bare) { return .success(bare) }
      return .failure(.noVersion(model: name))
    }
    if let plist = read(folder + ".xccurrentversion"), let current = currentVersionName(in: plist) {
      let path = folder + current + "/contents"
      guard versions.contains(path) else {
        return .failure(.unknownCurrentVersion(model: name, version: current))
      }
      return .success(path)
    }
    guard versions.count == 1, let only = versions.first else {
      return .failure(.noCurrentVersion(model: name, versions: versions.count))
    }
    return .success(only)
  }

  /// `_XCCurrentVersionName` of an `.xccurrentversion` property list.
  static func currentVersionName(in plist: String) -> String? {
    guard
      let object = try? PropertyListSerialization.propertyList(from: Data(plist.utf8), options: [], format: nil),
      let dictionary = object as? [String: Any]
    else { return nil }
    return dictionary["_XCCurrentVersionName"] as? String
  }
}
