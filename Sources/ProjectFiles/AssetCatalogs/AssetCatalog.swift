import Foundation

/// An asset catalog (`Assets.xcassets`) as Xcode's actool reads it: its image sets and colour sets,
/// found in the catalog's folders (a folder that provides a namespace prefixes its sets' names:
/// `Icons/Star`). App icons and other set kinds are left to Xcode.
package struct AssetCatalog: Sendable, Equatable {
  /// `NAME.imageset` folders, ordered by name.
  package var imageSets: [ImageSet]
  /// `NAME.colorset` folders, ordered by name.
  package var colorSets: [ColorSet]

  /// An image set: the image files `UIImage(named:)` chooses from by scale and device.
  package struct ImageSet: Sendable, Equatable {
    package var name: String
    /// The folder of the set, to find its files in.
    package var folder: String
    /// The images that have a file; the set's empty slots are left out.
    package var images: [Image]
  }

  /// One file of an image set.
  package struct Image: Sendable, Equatable {
    package var filename: String
    /// 1, 2 or 3 (`"2x"`); nil for a single image of any scale (a PDF or SVG).
    package var scale: Int?
    /// `universal`, `iphone`, `ipad` …
    package var idiom: String
  }

  /// A colour set: the colour `UIColor(named:)` gives, per appearance.
  package struct ColorSet: Sendable, Equatable {
    package var name: String
    package var colors: [Color]
  }

  /// One colour of a set, for one appearance.
  package struct Color: Sendable, Equatable {
    package var appearance: Appearance
    /// Whether it is for the high-contrast setting.
    package var isHighContrast: Bool
    package var idiom: String
    package var value: ColorValue
  }

  /// The appearance a colour is for: any (also light, when there is no light entry), or one.
  package enum Appearance: String, Sendable, Equatable {
    case any, light, dark
  }

  /// A colour by its components (0–1 whatever the file's notation), or a system colour by name.
  package enum ColorValue: Sendable, Equatable {
    case components(red: Double, green: Double, blue: Double, alpha: Double, colorSpace: String)
    case system(String)
  }

  /// Reads the catalog at `folder`; a `Contents.json` that does not read is an error naming it.
  /// The images an image set's `Contents.json` (its bytes, named `fileName` in errors) lists
  /// with a file; a set that lists none has none.
  package static func images(inContents data: Data, fileName: String) throws(ProjectFileError) -> [Image] {
    let contents = try AssetContents(data: data, displayPath: fileName)
    return contents.json["images"] == nil ? [] : try contents.images()
  }

  /// The colours a colour set's `Contents.json` (its bytes, named `fileName` in errors) holds.
  package static func colors(inContents data: Data, fileName: String) throws(ProjectFileError) -> [Color] {
    try AssetContents(data: data, displayPath: fileName).colors()
  }

  package static func read(folder: String) throws(ProjectFileError) -> AssetCatalog {
    var catalog = AssetCatalog(imageSets: [], colorSets: [])
    try collect(in: folder, namespace: "", catalogName: (folder as NSString).lastPathComponent, into: &catalog)
    catalog.imageSets.sort { $0.name < $1.name }
    catalog.colorSets.sort { $0.name < $1.name }
    return catalog
  }

  /// Adds the sets in `folder` and the folders below it.
  private static func collect(
    in folder: String, namespace: String, catalogName: String, into catalog: inout AssetCatalog
  )
    throws(ProjectFileError)
  {
    for name in try ProjectFileSystem.names(in: folder) {
      let path = (folder as NSString).appendingPathComponent(name)
      guard ProjectFileSystem.isFolder(path) else { continue }
      let displayPath = "\(catalogName)/\(name)/Contents.json"
      let contentsPath = (path as NSString).appendingPathComponent("Contents.json")
      let setName = namespace + (name as NSString).deletingPathExtension
      if name.hasSuffix(".imageset") {
        let json = try AssetContents(path: contentsPath, displayPath: displayPath, required: true)
        catalog.imageSets.append(.init(name: setName, folder: path, images: try json.images()))
      } else if name.hasSuffix(".colorset") {
        let json = try AssetContents(path: contentsPath, displayPath: displayPath, required: true)
        catalog.colorSets.append(.init(name: setName, colors: try json.colors()))
      } else if !name.contains(".") {
        let json = try AssetContents(path: contentsPath, displayPath: displayPath, required: false)
        let prefix = json.providesNamespace ? "\(namespace)\(name)/" : namespace
        try collect(in: path, namespace: prefix, catalogName: "\(catalogName)/\(name)", into: &catalog)
      }
    }
  }
}
