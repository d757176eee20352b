import Foundation
import InterfaceModel

/// Storyboards and xibs as the tool handles them, as Xcode's ibtool does: read from Xcode's XML,
/// checked, and compiled for the app bundle — `X/Main.storyboard` becomes `X/Main.storyboardc`
/// and `X/Cell.xib` becomes `X/Cell.nib`, each the JSON of the checked InterfaceDocument, which
/// UIKit loads in the app process.
package enum InterfaceFile {
  /// Whether `path` names a storyboard or a xib.
  package static func isInterfaceFile(_ path: String) -> Bool { InterfaceDocument.Kind(fileName: path) != nil }

  /// Where the compiled document of the interface file at `path` goes in the bundle
  /// (`Base.lproj/Main.storyboardc`, `Cell.nib`); nil for other files.
  package static func compiledPath(for path: String) -> String? {
    guard let kind = InterfaceDocument.Kind(fileName: path) else { return nil }
    return String(path.dropLast(kind.fileExtension.count)) + compiledExtension(kind)
  }

  /// Reads and checks `data`, the file at `fileName`; throws the first problem.
  package static func read(_ data: Data, fileName: String) throws(InterfaceFileError) -> InterfaceDocument {
    let document = try InterfaceXMLReader.read(data, fileName: fileName)
    if let problem = InterfaceDocumentValidator.problems(in: document).first { throw problem }
    return document
  }

  /// The compiled document of `data`, the file at `fileName`: the checked InterfaceDocument in
  /// its compiled form (InterfaceModel), the same bytes for the same file.
  package static func compile(_ data: Data, fileName: String) throws(InterfaceFileError) -> Data {
    Data(try read(data, fileName: fileName).compiledData())
  }

  /// The model's word for it (`storyboardc`, `nib`), so the tool and UIKit agree on one.
  private static func compiledExtension(_ kind: InterfaceDocument.Kind) -> String {
    InterfaceDocument(kind: kind, fileName: "", root: InterfaceElement(name: "document", line: 1)).compiledExtension
  }
}
