extension ModelXMLReader {
  /// Why a model's XML (`contents`) did not read, at its line in the file when known. Each
  /// message names what to change, as Xcode's model editor would not have let it be saved.
  package enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not well-formed XML; `code` is XMLParser's error code (5: it ends early).
    case malformedXML(code: Int, line: Int)
    /// The document has no `<model>` element.
    case noModelElement
    /// An element lacks an attribute it needs (`<entity>` without `name="…"`).
    case missingAttribute(element: String, attribute: String, line: Int)
    /// An entity names a parent entity: Tutor does not model entity inheritance.
    case parentEntity(entity: String, line: Int)
    /// An attribute's `attributeType` is not one of Xcode's; `suggestion` is the nearest one.
    case unknownAttributeType(entity: String, attribute: String, type: String, suggestion: String?, line: Int)
    /// Two properties of an entity share a name (reported at the entity).
    case duplicateProperty(entity: String, name: String, line: Int)
    /// A relationship points at an entity the model does not have.
    case unknownDestination(entity: String, relationship: String, destination: String, line: Int?)
    /// A relationship's inverse is not a relationship of its destination.
    case unknownInverse(entity: String, relationship: String, destination: String, inverse: String, line: Int?)

    /// The line in the model file, when the problem has one.
    package var line: Int? {
      switch self {
      case .noModelElement: nil
      case .malformedXML(_, let line), .missingAttribute(_, _, let line), .parentEntity(_, let line),
        .unknownAttributeType(_, _, _, _, let line), .duplicateProperty(_, _, let line):
        line
      case .unknownDestination(_, _, _, let line), .unknownInverse(_, _, _, _, let line): line
      }
    }

    /// What is wrong, without the line.
    package var message: String {
      switch self {
      case .malformedXML(let code, _):
        let reason = code == 5 ? "the document ends before every element is closed" : "XMLParser error \(code)"
        return "this is not well-formed XML (\(reason))"
      case .noModelElement: return "there is no <model> element"
      case .missingAttribute(let element, let attribute, _): return "<\(element)> has no \(attribute)=\"…\""
      case .parentEntity(let entity, _):
        return "entity \(entity) has a parent entity; Tutor does not model entity inheritance yet: "
          + "give the entity its own attributes instead"
      case .unknownAttributeType(_, _, let type, let suggestion, _):
        return "unknown attributeType \"\(type)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
          + " (Xcode's types: \(ModelXMLReader.attributeTypes.joined(separator: ", ")))"
      case .duplicateProperty(let entity, let name, _): return "\(entity) has two properties named \(name)"
      case .unknownDestination(let entity, let relationship, let destination, _):
        return "relationship \(entity).\(relationship) points at entity \(destination), which the model does not have"
      case .unknownInverse(let entity, let relationship, let destination, let inverse, _):
        return "the inverse of \(entity).\(relationship), \(destination).\(inverse), is not a relationship of "
          + destination
      }
    }

    package var description: String { line.map { "line \($0): \(message)" } ?? message }
  }
}
