import Foundation
import InterfaceFiles
import ManagedModelTools
import ProjectFiles

#if canImport(Glibc)
  import Glibc
#endif

/// An exercise's app bundle, laid out as Xcode makes one and iOS runs it: a folder `App.app/`
/// (for a project's target, `PRODUCT_NAME.app/`) holding the executable, named after the product, and every resource file at its path in the
/// exercise (`data/words.txt`), with `Info.plist` at the root, each storyboard and xib compiled
/// (`Base.lproj/Main.storyboardc`, `Cell.nib`), each Core Data model compiled (`NAME.momd`) and the
/// asset catalogs compiled into `Assets.car/`.
/// Run from inside it, the app's `Bundle.main` answers from this folder, as on a device.
///
/// Bundles live in the build cache at `bundles/KEY/App.app`, beside the executables in
/// `builds/`. An executable's key covers its Swift inputs only (Core Data models among them, since
/// their classes are generated into the code); a bundle's key is the executable's and every
/// resource's path and SHA-256, so changing a JSON file or an image lays out a new bundle around
/// the same executable (a hard link) without compiling anything.
package enum AppBundle {
  /// The bundle's folder name: the product's, with `.app`.
  package static func folderName(of product: AppProduct) -> String { "\(product.name).app" }

  /// Part of every bundle's key: a change to how bundles are laid out makes new ones.
  static let layoutVersion = "app-bundle 2"

  /// A file the bundle carries, by its path in the bundle, with its SHA-256 (computed once).
  package struct Resource: Equatable, Sendable {
    package var path: String
    package var data: Data
    package var digest: String
    /// Given by the lesson (a support block) rather than the learner: a problem with it is the
    /// lesson's fault.
    package var isLessons: Bool

    package init(path: String, data: Data, isLessons: Bool) {
      self.path = path
      self.data = data
      self.isLessons = isLessons
      digest = BuildKey.digest(of: data)
    }
  }

  /// Why a bundle could not be laid out from its resources: a file at `path` (the lesson's or the
  /// learner's) is not what its place in the bundle needs.
  package struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    package var path: String
    package var message: String
    package var isLessons: Bool
    /// The line in the file, when the problem has one (a malformed Info.plist).
    package var line: Int?

    package init(path: String, message: String, isLessons: Bool, line: Int? = nil) {
      self.path = path
      self.message = message
      self.isLessons = isLessons
      self.line = line
    }

    package var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): error: \(message)" }
  }

  /// The resources of `sources`: the lesson's and the learner's files that are neither Swift nor
  /// a Core Data model's source (the learner's copy of a path wins), and the compiled models
  /// `models` (`NAME.momd`, by path).
  static func resources(of sources: AppSources, models: [String: String]) -> [Resource] {
    var byPath: [String: Resource] = [:]
    for file in sources.supportFiles where isResource(file.name) {
      byPath[file.name] = Resource(path: file.name, data: Data(file.contents.utf8), isLessons: true)
    }
    for file in sources.learnerFiles where isResource(file.name) {
      byPath[file.name] = Resource(path: file.name, data: file.data, isLessons: false)
    }
    for (path, compiled) in models { byPath[path] = Resource(path: path, data: Data(compiled.utf8), isLessons: true) }
    return byPath.values.sorted { $0.path < $1.path }
  }

  /// Whether an exercise's file goes into the bundle as a resource.
  static func isResource(_ name: String) -> Bool {
    !GeneratedSupport.isSwift(name) && !ModelCompiler.isModelFile(name)
  }

  /// The bundle's key: the executable's key and each resource's path and digest.
  static func key(executableKey: String, resources: [Resource], product: AppProduct = .lessonApp) -> String {
    var key = BuildKey()
    key.combine(layoutVersion)
    key.combine(product.name)
    for (name, value) in product.settings.sorted(by: { $0.key < $1.key }) {
      key.combine(name)
      key.combine(value)
    }
    key.combine(executableKey)
    for resource in resources.sorted(by: { $0.path < $1.path }) {
      key.combine(resource.path)
      key.combine(resource.digest)
    }
    return key.hex
  }

  /// Every file of the bundle but the executable, by path: resources at their paths, the
  /// Info.plist as `infoPlist(_:)` makes it, storyboards and xibs compiled in their place
  /// (`interfaceFile(_:)`), and the asset catalogs compiled (AssetCatalog).
  static func files(for resources: [Resource], product: AppProduct = .lessonApp) throws(Failure) -> [String: Data] {
    var files: [String: Data] = [:]
    if product.generatesInfoPlist, !resources.contains(where: { $0.path == infoPlistPath }) {
      files[infoPlistPath] = try infoPlist(Resource(path: infoPlistPath, data: Data(), isLessons: false), product)
    }
    for resource in resources {
      guard isInsideBundle(resource.path) else {
        throw Failure(
          path: resource.path, message: "a resource must have a path inside the app bundle (no `..`, no leading `/`)",
          isLessons: resource.isLessons)
      }
      let top = String(resource.path.split(separator: "/").first ?? "")
      guard top != product.name, top != AssetCatalog.compiledFolder else {
        throw Failure(
          path: resource.path,
          message:
            "`\(top)` is the app's own (its executable or its compiled asset catalog); give the file another name",
          isLessons: resource.isLessons)
      }
      if AssetCatalog.isCatalogFile(resource.path) { continue }
      if let compiled = InterfaceFile.compiledPath(for: resource.path) {
        files[compiled] = try interfaceFile(resource)
        continue
      }
      files[resource.path] = resource.path == infoPlistPath ? try infoPlist(resource, product) : resource.data
    }
    for (path, data) in try AssetCatalog.compile(resources) { files[path] = data }
    return files
  }

  /// Where the app's Info.plist is, in the exercise and in the bundle.
  static let infoPlistPath = "Info.plist"

  /// The bundle's `Info.plist` from the exercise's, processed as Xcode's build does it
  /// (ProjectFiles' `InfoPlist`): build settings substituted (`$(PRODUCT_MODULE_NAME)` is the
  /// product's module), generated keys merged, the bundle keys added; written as XML. A file that
  /// does not read as a property list is an error at its line, blamed on whoever gave it.
  static func infoPlist(_ resource: Resource, _ product: AppProduct) throws(Failure) -> Data {
    let name = product.infoPlistSource ?? resource.path
    do {
      return try InfoPlist.process(resource.data, fileName: name, settings: product.settings)
    } catch {
      throw Failure(path: name, message: error.message, isLessons: resource.isLessons, line: error.location?.line)
    }
  }

  /// A storyboard or xib compiled as Xcode's ibtool compiles it: read, checked, and written as the
  /// JSON of its InterfaceDocument, which UIKit loads (the XML is not copied). A file that does
  /// not read or check is an error at its line, blamed on whoever gave it.
  static func interfaceFile(_ resource: Resource) throws(Failure) -> Data {
    do {
      return try InterfaceFile.compile(resource.data, fileName: resource.path)
    } catch {
      throw Failure(path: resource.path, message: error.message, isLessons: resource.isLessons, line: error.line)
    }
  }

  /// Whether `path` names a place inside the bundle: relative, with no empty, `.` or `..` part.
  static func isInsideBundle(_ path: String) -> Bool {
    !path.hasPrefix("/")
      && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
        !$0.isEmpty && $0 != "." && $0 != ".."
      }
  }

  /// Lays out the bundle of `executable` (a built app in the cache, whose key is
  /// `executableKey`) with `files`, in `cacheFolder/bundles/KEY/App.app`, unless it is there
  /// already. Answers the executable's path inside the bundle and whether the bundle was there.
  /// Folders are 0755 and files 0644 whatever the umask: as root, apps run as users of their own,
  /// who must read them; the app's sandbox lets it read, never write, its bundle.
  static func layOut(
    executable: String, key: String, files: [String: Data], product: AppProduct = .lessonApp, in cacheFolder: URL
  ) throws(BuildFailure) -> (executable: String, cached: Bool) {
    let folderName = folderName(of: product)
    let productName = product.name
    let bundles = cacheFolder.appendingPathComponent("bundles")
    let folder = bundles.appendingPathComponent(key)
    let installed = folder.appendingPathComponent(folderName).appendingPathComponent(productName).path
    if FileManager.default.isExecutableFile(atPath: installed) { return (installed, true) }
    let work = bundles.appendingPathComponent("work-\(UUID().uuidString)")
    let app = work.appendingPathComponent(folderName)
    do {
      try makeFolder(app.path)
      try placeExecutable(executable, at: app.appendingPathComponent(productName).path)
      for (path, data) in files.sorted(by: { $0.key < $1.key }) {
        let file = app.appendingPathComponent(path)
        try makeFolder(file.deletingLastPathComponent().path)
        guard FileManager.default.createFile(atPath: file.path, contents: data, attributes: [.posixPermissions: 0o644])
        else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path]) }
      }
    } catch {
      try? FileManager.default.removeItem(at: work)
      throw .cacheUnavailable(detail: "could not lay out the app bundle in \(work.path): \(error)")
    }
    // Publish atomically: a concurrent layout of the same bundle simply wins or loses the rename.
    let stored = rename(work.path, folder.path) == 0 || FileManager.default.isExecutableFile(atPath: installed)
    try? FileManager.default.removeItem(at: work)
    guard stored else { throw .cacheUnavailable(detail: "could not store the app bundle in \(folder.path)") }
    return (installed, false)
  }

  /// Makes `path` and the folders above it, each readable and searchable by everyone.
  private static func makeFolder(_ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
  }

  /// The executable at `destination`: a hard link to the cached one (no copy, same file), or a
  /// copy where links cannot be made (another file system).
  private static func placeExecutable(_ executable: String, at destination: String) throws {
    guard link(executable, destination) != 0 else { return }
    try FileManager.default.copyItem(atPath: executable, toPath: destination)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: destination)
  }
}
