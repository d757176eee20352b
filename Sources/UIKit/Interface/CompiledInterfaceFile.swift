import Foundation
internal import InterfaceModel

/// A compiled interface file in an app bundle — `NAME.storyboardc` or `NAME.nib`, which the runner
/// writes as it compiles the project's storyboards and xibs — read once and kept, as UIKit keeps
/// a loaded storyboard (the bundle is read-only). A file that is there but cannot be read (one
/// Xcode compiled, copied into the project; a bundle from another Tutor version) is told apart
/// from a missing one, so the crash says which it is.
@MainActor
enum CompiledInterfaceFile {
  enum Lookup {
    case found(InterfaceDocument)
    case missing
    /// The file exists at `path` but is not one the runner compiled.
    case unreadable(path: String, reason: String)

    var document: InterfaceDocument? {
      if case .found(let document) = self { return document }
      return nil
    }
  }

  /// The compiled file `name.type` of `bundle`.
  static func load(_ name: String, ofType type: String, from bundle: Bundle) -> Lookup {
    guard let path = bundle.path(forResource: name, ofType: type) else { return .missing }
    if let document = decoded[path] { return .found(document) }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      return .unreadable(
        path: path,
        reason: "it is a folder, as Xcode's compiled interface files are; give the app its source "
          + "(.\(type == "nib" ? "xib" : "storyboard")) instead")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .unreadable(path: path, reason: "it cannot be read")
    }
    do {
      let document = try InterfaceDocument(compiled: [UInt8](data))
      decoded[path] = document
      return .found(document)
    } catch {
      return .unreadable(path: path, reason: "it is not an interface file Tutor compiled (\(error))")
    }
  }

  /// The crash for an unreadable file, UIKit's exception with the reason said in words.
  static func unreadableException(_ name: String, path: String, reason: String) -> String {
    UIKitError.exception(
      "NSInternalInconsistencyException", "Could not load the interface file '\(name)' at \(path): \(reason)")
  }

  private static var decoded: [String: InterfaceDocument] = [:]
}
