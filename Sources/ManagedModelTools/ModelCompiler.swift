import ManagedModelFile

/// Compiles an app's Core Data models as Xcode's momc does: the current version of each
/// `NAME.xcdatamodeld` (or a bare `NAME.xcdatamodel`) among the app's resource files becomes the
/// resource `NAME.momd`, the model as JSON, which the runtime reads without parsing XML. A model
/// that does not read is a build error at its line.
package enum ModelCompiler {
  /// What a compilation gives: the app's resources and the models read.
  package struct Compiled: Equatable, Sendable {
    /// The resources the app carries: the non-model files as they are, and each `NAME.momd`.
    package var resources: [String: String]
    package var models: [ModelFile]

    package init(resources: [String: String], models: [ModelFile]) {
      self.resources = resources
      self.models = models
    }
  }

  /// Compiles the models among `resources` (paths relative to the app, and their text).
  package static func compile(_ resources: [String: String]) throws(Failure) -> Compiled {
    var names: Set<String> = []
    for path in resources.keys {
      guard let folder = path.split(separator: "/").first else { continue }
      for suffix in [".xcdatamodeld", ".xcdatamodel"] where folder.hasSuffix(suffix) {
        names.insert(String(folder.dropLast(suffix.count)))
      }
    }
    for path in resources.keys.sorted() where isModelFile(path) {
      guard path.hasSuffix("/contents") || path.hasSuffix("/.xccurrentversion") else {
        throw .misplacedFile(path: path)
      }
    }
    var compiled = Compiled(resources: resources.filter { !isModelFile($0.key) }, models: [])
    for name in names.sorted() {
      let path = try ModelBundle.currentVersion(of: name, among: Array(resources.keys)) { resources[$0] }.get()
      do {
        let model = try ModelXMLReader.read(resources[path] ?? "")
        compiled.models.append(model)
        compiled.resources["\(name).momd"] = model.compiled()
      } catch {
        throw .unreadable(path: path, error)
      }
    }
    return compiled
  }

  /// Whether `path` is inside a model folder (`NAME.xcdatamodeld/…` or `NAME.xcdatamodel/…`).
  package static func isModelFile(_ path: String) -> Bool {
    guard let folder = path.split(separator: "/").first else { return false }
    return folder.hasSuffix(".xcdatamodeld") || folder.hasSuffix(".xcdatamodel")
  }
}
