import Foundation

/// How `UIImage(named:)` finds an image, as UIKit does: in the bundle's compiled asset catalog
/// first (an image set by its name, which the runner compiles into `Assets.car/NAME/`), then
/// among the bundle's own files — `NAME.png`, `NAME@2x.png`, `NAME@3x.png`, and `.jpg`/`.jpeg`
/// when the name says so: as on iOS, only a PNG may be named without its extension. Of the
/// variants found, the one for the screen's scale wins; else the nearest larger scale, else the
/// nearest smaller. A name that carries its scale (`star@2x`) names that one file, at that scale.
package enum ImageLookup {
  /// A variant found: its file and the scale its name declares.
  package struct Variant: Equatable, Sendable {
    package var path: String
    package var scale: Int
  }

  /// The extensions of the files `UIImage(named:)` reads; a name without one means PNG.
  static let extensions = ["png", "jpg", "jpeg"]

  /// The folder looked in instead of the main bundle's resources; nil for `Bundle.main`.
  private static let folderOverride = Locked<String?>(nil)

  /// The main screen's scale (UIScreen keeps it here, where an image made on any thread reads it).
  package static let screenScale = Locked<CGFloat>(Device.standard.scale)

  /// Looks in `folder` rather than the main bundle (for the runtime's tests), or in the main
  /// bundle again (nil).
  package static func useBundleFolder(_ folder: String?) {
    folderOverride.change { $0 = folder }
  }

  /// The resource folder of `bundle`, or of the main bundle (or the folder tests set) for nil.
  static func folder(of bundle: Bundle?) -> String {
    if let bundle, bundle !== Bundle.main { return bundle.resourcePath ?? bundle.bundlePath }
    if let folder = folderOverride.read({ $0 }) { return folder }
    return Bundle.main.resourcePath ?? Bundle.main.bundlePath
  }

  /// The variant of the image `name` in `folder` for a screen of `scale`, or nil when there is
  /// no such image.
  package static func find(named name: String, in folder: String, scale: Int) -> Variant? {
    guard !name.isEmpty else { return nil }
    let variants = catalogVariants(named: name, in: folder)
    return choose(among: variants.isEmpty ? fileVariants(named: name, in: folder) : variants, scale: scale)
  }

  /// The images of the image set `name` compiled into the bundle's `Assets.car`.
  static func catalogVariants(named name: String, in folder: String) -> [Variant] {
    guard !name.contains("/"), name != ".", name != ".." else { return [] }
    let set = (folder as NSString).appendingPathComponent("Assets.car/\(name)")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: set)) ?? []
    return files.sorted().compactMap { file in
      let stem = (file as NSString).deletingPathExtension
      guard let scale = [3, 2, 1].first(where: { stem == name + suffix($0) }) else { return nil }
      return Variant(path: (set as NSString).appendingPathComponent(file), scale: scale)
    }
  }

  /// The bundle files of the image `name`: `name[@Nx].EXT` for each scale and extension.
  static func fileVariants(named name: String, in folder: String) -> [Variant] {
    let given = (name as NSString).pathExtension.lowercased()
    let (stem, tried) =
      extensions.contains(given)
      ? ((name as NSString).deletingPathExtension, [(name as NSString).pathExtension])
      : (name, ["png"])
    // `star@2x` names one file at its scale, as `imageNamed:` reads it.
    let declared = scale(ofFile: stem + ".png")
    if declared > 1 {
      return tried.map { (folder as NSString).appendingPathComponent("\(stem).\($0)") }
        .filter { isFile($0) }.prefix(1).map { Variant(path: $0, scale: declared) }
    }
    var variants: [Variant] = []
    for scale in 1...3 {
      for fileExtension in tried {
        let path = (folder as NSString).appendingPathComponent("\(stem)\(suffix(scale)).\(fileExtension)")
        guard isFile(path) else { continue }
        variants.append(Variant(path: path, scale: scale))
        break
      }
    }
    return variants
  }

  private static func isFile(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
  }

  /// The variant for `scale`, else the nearest larger, else the nearest smaller.
  static func choose(among variants: [Variant], scale: Int) -> Variant? {
    variants.first { $0.scale == scale }
      ?? variants.filter { $0.scale > scale }.min { $0.scale < $1.scale }
      ?? variants.filter { $0.scale < scale }.max { $0.scale < $1.scale }
  }

  /// The scale a file's name declares: `@2x` or `@3x` before its extension, else 1.
  package static func scale(ofFile path: String) -> Int {
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    return [3, 2].first { stem.hasSuffix(suffix($0)) } ?? 1
  }

  /// `@2x` for 2, nothing for 1.
  static func suffix(_ scale: Int) -> String { scale == 1 ? "" : "@\(scale)x" }
}
