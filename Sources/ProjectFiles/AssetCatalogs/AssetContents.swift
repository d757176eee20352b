import Foundation

/// A set's `Contents.json`, read with JSONSerialization so that components may be strings or
/// numbers, as Xcode and hand-written catalogs have them.
struct AssetContents {
  let json: [String: Any]
  /// The file as errors name it: `Assets.xcassets/Apple.imageset/Contents.json`.
  let displayPath: String

  /// Reads the file at `path`; a folder without one reads as empty unless `required`.
  init(path: String, displayPath: String, required: Bool) throws(ProjectFileError) {
    guard FileManager.default.fileExists(atPath: path) else {
      guard !required else {
        throw .malformedAssetCatalog(
          reason: "the set has no Contents.json; add it in Xcode or remove the folder",
          location: ProjectFileLocation(file: displayPath))
      }
      self.init(json: [:], displayPath: displayPath)
      return
    }
    try self.init(data: try ProjectFileSystem.contents(of: path), displayPath: displayPath)
  }

  private init(json: [String: Any], displayPath: String) {
    self.json = json
    self.displayPath = displayPath
  }

  /// Reads the file's bytes (a catalog given in memory, as an app's resources are).
  init(data: Data, displayPath: String) throws(ProjectFileError) {
    self.displayPath = displayPath
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw .malformedAssetCatalog(
        reason: "this is not valid JSON; open it in Xcode's asset catalog editor or fix the text",
        location: ProjectFileLocation(file: displayPath))
    }
    guard let dictionary = object as? [String: Any] else {
      throw .malformedAssetCatalog(
        reason: "the file must hold a JSON object { … }", location: ProjectFileLocation(file: displayPath))
    }
    json = dictionary
  }

  func problem(_ reason: String) -> ProjectFileError {
    .malformedAssetCatalog(reason: reason, location: ProjectFileLocation(file: displayPath))
  }

  /// Whether a group folder prefixes its sets' names (`"provides-namespace" : true`).
  var providesNamespace: Bool {
    ((json["properties"] as? [String: Any])?["provides-namespace"] as? Bool) ?? false
  }

  /// The list under `key`, each element an object; an error naming the key when it is not.
  func objects(_ key: String) throws(ProjectFileError) -> [[String: Any]] {
    guard let value = json[key] else { throw problem("there is no \"\(key)\" list") }
    guard let list = value as? [[String: Any]] else { throw problem("\"\(key)\" must be a list of objects [ { … } ]") }
    return list
  }

  /// An image set's images that have a file.
  func images() throws(ProjectFileError) -> [AssetCatalog.Image] {
    var images: [AssetCatalog.Image] = []
    for (index, entry) in try objects("images").enumerated() {
      guard let filename = entry["filename"] as? String else { continue }
      var scale: Int?
      if let text = entry["scale"] as? String {
        guard let value = Int(text.dropLast()), text.hasSuffix("x"), (1...3).contains(value) else {
          throw problem("images[\(index)].scale is \"\(text)\"; use \"1x\", \"2x\" or \"3x\"")
        }
        scale = value
      }
      images.append(.init(filename: filename, scale: scale, idiom: entry["idiom"] as? String ?? "universal"))
    }
    return images
  }
}
