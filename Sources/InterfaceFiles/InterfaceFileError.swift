import InterfaceModel

/// Why a storyboard or xib did not read or check, at its line in the file. Each message says
/// what is wrong in Interface Builder's words and what to change, as Xcode's ibtool would refuse
/// the file before the app is built; `description` blames the file: `Main.storyboard:42: …`.
package enum InterfaceFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is not well-formed XML; `reason` says what to look for.
  case malformedXML(reason: String, location: InterfaceFileLocation)
  /// Well-formed XML that is not an Interface Builder document: no `<document>` at the top, or a
  /// `type` that is not an iOS storyboard's or xib's (`found` is what the file has).
  case notInterfaceBuilderDocument(found: String, location: InterfaceFileLocation)
  /// An iOS Interface Builder document of the other kind than its file name says (a xib's
  /// document type in a `.storyboard`).
  case wrongDocumentKind(
    found: InterfaceDocument.Kind, expected: InterfaceDocument.Kind, location: InterfaceFileLocation)
  /// A document in a format version other than 3.0, the one every Xcode since 8 writes.
  case unsupportedVersion(version: String?, location: InterfaceFileLocation)
  /// Elements nested deeper than `limit`: no Interface Builder document is, so the file is refused
  /// before it costs the tool its stack.
  case nestedTooDeep(limit: Int, location: InterfaceFileLocation)
  /// Two objects with one `id`; `firstLine` is the first one's.
  case duplicateID(id: String, firstLine: Int, location: InterfaceFileLocation)
  /// An element without an attribute it needs (a `<segue>` without `kind`).
  case missingAttribute(element: String, attribute: String, location: InterfaceFileLocation)
  /// A connection, segue, constraint or the initial view controller naming an object id the
  /// document does not define. `name` is what points (an outlet's property, an action's selector,
  /// a segue's identifier), when it has one.
  case unknownReference(
    element: String, attribute: String, id: String, name: String?, location: InterfaceFileLocation)
  /// A segue `kind` UIKit does not have; `suggestion` is the nearest one it does.
  case unknownSegueKind(kind: String, suggestion: String?, location: InterfaceFileLocation)
  /// An unwind segue without `unwindAction`: it would not know which method to unwind to.
  case unwindWithoutAction(location: InterfaceFileLocation)

  /// Where the problem is.
  package var location: InterfaceFileLocation {
    switch self {
    case .malformedXML(_, let location), .notInterfaceBuilderDocument(_, let location),
      .wrongDocumentKind(_, _, let location), .unsupportedVersion(_, let location), .nestedTooDeep(_, let location),
      .duplicateID(_, _, let location), .missingAttribute(_, _, let location),
      .unknownReference(_, _, _, _, let location), .unknownSegueKind(_, _, let location),
      .unwindWithoutAction(let location):
      location
    }
  }

  /// The line in the file, when the problem has one.
  package var line: Int? { location.line }

  /// What is wrong and what to do, without the location.
  package var message: String {
    switch self {
    case .malformedXML(let reason, _):
      return "this is not well-formed XML (\(reason)); an interface file is written by Xcode: "
        + "undo the hand edit, or fix the markup at this line"
    case .notInterfaceBuilderDocument(let found, _):
      return "this is not an iOS Interface Builder document (found \(found)); a storyboard starts "
        + "<document type=\"\(InterfaceDocument.Kind.storyboard.documentType)\" version=\"3.0\" …> and a xib "
        + "<document type=\"\(InterfaceDocument.Kind.xib.documentType)\" version=\"3.0\" …>"
    case .wrongDocumentKind(let found, let expected, _):
      return "this is a \(found.noun)'s document in a .\(expected.fileExtension) file; "
        + "rename the file to .\(found.fileExtension), or make it in Xcode as a \(expected.noun)"
    case .unsupportedVersion(let version, _):
      let written = version.map { "version \"\($0)\"" } ?? "no version"
      return "the document has \(written); Tutor reads version \"3.0\", the format Xcode 8 and later write: "
        + "open the file in a current Xcode and save it"
    case .nestedTooDeep(let limit, _):
      return "elements are nested more than \(limit) deep, which no Interface Builder document is; "
        + "this file was not written by Xcode"
    case .duplicateID(let id, let firstLine, _):
      return "the object id \"\(id)\" is used twice (first at line \(firstLine)); every object needs its own id: "
        + "give this one another, or delete the copy and let Xcode make it again"
    case .missingAttribute(let element, let attribute, _):
      return "<\(element)> has no \(attribute)=\"…\"; Xcode always writes one: remake the "
        + (element == "segue" ? "segue" : "connection") + " in Interface Builder"
    case .unknownReference(let element, let attribute, let id, let name, _):
      return Self.referenceMessage(element: element, attribute: attribute, id: id, name: name)
    case .unknownSegueKind(let kind, let suggestion, _):
      return "unknown segue kind \"\(kind)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
        + " (UIKit's kinds: \(InterfaceSegueKind.documentedNames.joined(separator: ", ")))"
    case .unwindWithoutAction:
      return "this unwind segue has no unwindAction=\"…\": UIKit would not know which method to unwind to; "
        + "connect the control to the scene's Exit and choose an @IBAction func unwind(_ segue: UIStoryboardSegue)"
    }
  }

  /// Words for a reference to an id the document does not define, by what points.
  private static func referenceMessage(element: String, attribute: String, id: String, name: String?) -> String {
    let missing = "\"\(id)\", which the document does not define"
    switch element {
    case "document":
      return "the initial view controller is \(missing); tick Is Initial View Controller on the scene the app "
        + "starts with, or set initialViewController to a view controller's id"
    case "outlet", "outletCollection":
      return "the outlet \(name ?? "") points at \(missing); remove the connection and connect the outlet "
        + "again (Connections inspector), or fix the destination id"
    case "action":
      return "the action \(name ?? "") is sent to \(missing); remove the connection and connect the action "
        + "again, or fix the destination id"
    case "segue":
      let segue = name.map { "the segue \"\($0)\"" } ?? "this segue"
      return "\(segue) leads to \(missing); draw the segue again to a scene of this storyboard, "
        + "or fix the destination id"
    case "constraint":
      return "the constraint's \(attribute) is \(missing); delete the constraint and add it again in Xcode"
    default:
      return "<\(element)>'s \(attribute) is \(missing); fix the id"
    }
  }

  package var description: String { "\(location): \(message)" }
}

/// Where in an interface file a problem is: the file's name and its 1-based line when known,
/// written as compilers write it (`Base.lproj/Main.storyboard:42`).
package struct InterfaceFileLocation: Equatable, Sendable, CustomStringConvertible {
  package var file: String
  package var line: Int?

  package init(file: String, line: Int?) {
    self.file = file
    self.line = line
  }

  package var description: String { line.map { "\(file):\($0)" } ?? file }
}
