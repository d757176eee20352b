import Foundation
import ProjectFiles

/// Compiles an app's asset catalogs as Xcode's actool does for image sets: every
/// `NAME.imageset` folder of a `*.xcassets` catalog, described by its `Contents.json`
/// (`{"images": [{"filename": "star@2x.png", "idiom": "universal", "scale": "2x"}, …]}`), becomes
/// `Assets.car/NAME/` in the bundle, holding the set's images as `NAME.png`, `NAME@2x.png`,
/// `NAME@3x.png`, where `UIImage(named:)` finds them by the set's name. The catalog itself is not
/// copied: on iOS images in a catalog live only in `Assets.car`, and
/// `Bundle.main.path(forResource:ofType:)` does not find them.
///
/// Of several images for one scale, the universal one wins, then the iPhone's, then the iPad's;
/// images for other devices (Mac, Watch, TV) and app icons are left out. Colour sets become one
/// `Assets.car/colors.json` (`colorsFile`) naming each set's light-appearance colour. An image a set names but lacks is left out too (Xcode warns).
enum AssetCatalog {
  /// The bundle folder compiled image sets go in (UIImage's lookup reads it).
  static let compiledFolder = "Assets.car"

  /// The idioms whose images an app on an iPhone or an iPad uses, in the order they are preferred.
  static let idioms = ["universal", "iphone", "ipad"]

  /// Whether `path` is inside an asset catalog (a folder whose name ends in `.xcassets`).
  static func isCatalogFile(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { $0.hasSuffix(".xcassets") }
  }

  /// The compiled image sets of every catalog among `resources`: bundle path → image bytes.
  static func compile(_ resources: [AppBundle.Resource]) throws(AppBundle.Failure) -> [String: Data] {
    let byPath = Dictionary(resources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    var compiled: [String: Data] = [:]
    var named: Set<String> = []
    var colors: [String: String] = [:]
    for resource in resources.sorted(by: { $0.path < $1.path }) where isCatalogFile(resource.path) {
      let parts = resource.path.split(separator: "/")
      if parts.last == "Contents.json", parts.count >= 2, parts[parts.count - 2].hasSuffix(".colorset") {
        let name = String(parts[parts.count - 2].dropLast(".colorset".count))
        if colors[name] == nil, let color = try lightColor(in: resource) { colors[name] = color }
        continue
      }
      guard parts.last == "Contents.json", parts.count >= 2, parts[parts.count - 2].hasSuffix(".imageset") else {
        continue
      }
      let set = parts.dropLast().joined(separator: "/")
      let name = String(parts[parts.count - 2].dropLast(".imageset".count))
      // Two sets of one name: the first (by path) wins, as one name finds one image.
      guard AppBundle.isInsideBundle(name), !name.contains("/"), named.insert(name).inserted else { continue }
      for (scale, file) in try images(in: resource) {
        guard let image = byPath["\(set)/\(file)"] else { continue }
        let suffix = scale == 1 ? "" : "@\(scale)x"
        let fileExtension = (file as NSString).pathExtension.lowercased()
        compiled["\(compiledFolder)/\(name)/\(name)\(suffix).\(fileExtension)"] = image.data
      }
    }
    if !colors.isEmpty, let data = try? JSONSerialization.data(withJSONObject: colors, options: [.sortedKeys]) {
      compiled["\(compiledFolder)/\(colorsFile)"] = data
    }
    return compiled
  }

  /// The file of `Assets.car` naming each colour set's colour (`UIColor(named:)` reads it):
  /// `{"Brand": "0.2 0.4 0.6 1", "Accent": "systemBlueColor"}` — red, green, blue and alpha from
  /// 0 to 1, or the name of the system colour the set refers to.
  static let colorsFile = "colors.json"

  /// The colour a colour set gives an iPhone in the light appearance: a `light` entry over an
  /// `any` one, not the high-contrast ones, the universal idiom first. Nil for a set with no
  /// colour (a new project's AccentColor is empty).
  static func lightColor(in contents: AppBundle.Resource) throws(AppBundle.Failure) -> String? {
    let colors = try read(contents, as: "a colour set", ProjectFiles.AssetCatalog.colors(inContents:fileName:))
    let candidates = colors.filter { !$0.isHighContrast && $0.appearance != .dark && idioms.contains($0.idiom) }
    let best = candidates.min { first, second in
      let firstRank = (first.appearance == .light ? 0 : 1, idioms.firstIndex(of: first.idiom) ?? 9)
      let secondRank = (second.appearance == .light ? 0 : 1, idioms.firstIndex(of: second.idiom) ?? 9)
      return firstRank < secondRank
    }
    switch best?.value {
    case .components(let red, let green, let blue, let alpha, _)?: return "\(red) \(green) \(blue) \(alpha)"
    case .system(let name)?: return name
    case nil: return nil
    }
  }

  /// A set's `Contents.json` read by `reader`; one that does not read is an error at that file,
  /// blamed on whoever gave it.
  private static func read<Value>(
    _ contents: AppBundle.Resource, as kind: String,
    _ reader: (Data, String) throws(ProjectFileError) -> Value
  ) throws(AppBundle.Failure) -> Value {
    do {
      return try reader(contents.data, contents.path)
    } catch {
      throw AppBundle.Failure(
        path: contents.path, message: "\(kind)'s Contents.json does not read: \(error.message)",
        isLessons: contents.isLessons)
    }
  }

  /// The image file for each scale (1, 2, 3) an image set's `Contents.json` names, read by
  /// ProjectFiles as every catalog is.
  static func images(in contents: AppBundle.Resource) throws(AppBundle.Failure) -> [(scale: Int, file: String)] {
    let listed = try read(contents, as: "an image set", ProjectFiles.AssetCatalog.images(inContents:fileName:))
    var chosen: [Int: (rank: Int, file: String)] = [:]
    for image in listed {
      guard !image.filename.isEmpty, !image.filename.contains("/"), let rank = idioms.firstIndex(of: image.idiom)
      else { continue }
      let scale = image.scale ?? 1
      if let current = chosen[scale], current.rank <= rank { continue }
      chosen[scale] = (rank, image.filename)
    }
    return chosen.keys.sorted().compactMap { scale in chosen[scale].map { (scale, $0.file) } }
  }
}
