extension ModelCompiler {
  /// A model that did not compile: the file, the line in it (when known) and why. Its
  /// description is a compiler's diagnostic, `PATH:LINE: error: MESSAGE`.
  package enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file in a model folder that is neither a version's `contents` nor `.xccurrentversion`.
    case misplacedFile(path: String)
    /// The model `name` has a folder but no version in it.
    case noVersion(model: String)
    /// The model's `.xccurrentversion` names a version (`NAME.xcdatamodel`) it does not have.
    case unknownCurrentVersion(model: String, version: String)
    /// The model has several versions and no `.xccurrentversion` saying which is current.
    case noCurrentVersion(model: String, versions: Int)
    /// The current version's XML, at `path`, did not read.
    case unreadable(path: String, ModelXMLReader.Failure)

    /// The model file (or, when no one file is at fault, the model's folder).
    package var path: String {
      switch self {
      case .misplacedFile(let path), .unreadable(let path, _): path
      case .noVersion(let model), .unknownCurrentVersion(let model, _), .noCurrentVersion(let model, _):
        "\(model).xcdatamodeld"
      }
    }

    /// The line in `path`, when known.
    package var line: Int? {
      if case .unreadable(_, let failure) = self { failure.line } else { nil }
    }

    /// What is wrong, without the place.
    package var message: String {
      switch self {
      case .misplacedFile(let path):
        "a model version is a folder holding a file named contents: name this file "
          + "\(path.hasSuffix(".xcdatamodel") ? path : "NAME.xcdatamodeld/NAME.xcdatamodel")/contents"
      case .noVersion(let model): "the app has no model named \(model) (\(model).xcdatamodeld/…/contents)"
      case .unknownCurrentVersion(let model, let version):
        "\(model).xcdatamodeld/.xccurrentversion names \(version), which is not in the model"
      case .noCurrentVersion(let model, let versions):
        "\(model) has \(versions) versions and no .xccurrentversion saying which is current"
      case .unreadable(_, let failure): failure.message
      }
    }

    package var description: String { "\(path):\(line.map { "\($0):" } ?? "") error: \(message)" }
  }
}
