import CheckLanguage
import Foundation
import ManagedModelFile

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads Xcode's model XML (`contents`) into a ModelFile; layout elements (`<elements>`,
/// `<fetchRequest>` …) are skipped. Only the tool reads XML: it compiles the model into the
/// app as `NAME.momd` (ModelCompiler), as Xcode's momc does, so the app's Core Data never does.
package enum ModelXMLReader {
  /// Reads `contents` XML.
  package static func read(_ xml: String) throws(Failure) -> ModelFile {
    let reader = ModelXMLCollector()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reader
    let parsed = parser.parse()
    if let problem = reader.problem { throw problem }
    // On Linux, parse() can answer true for a document that ends early; the error is still set.
    if !parsed || parser.parserError != nil {
      throw .malformedXML(code: (parser.parserError as NSError?)?.code ?? 0, line: parser.lineNumber)
    }
    guard reader.sawModel else { throw .noModelElement }
    if let problem = reader.consistencyProblem() { throw problem }
    return ModelFile(entities: reader.entities)
  }

  /// Xcode's attribute type names.
  package static let attributeTypes = [
    "String", "Integer 16", "Integer 32", "Integer 64", "Double", "Float", "Decimal", "Boolean", "Date", "Binary",
    "UUID", "URI", "Transformable", "Undefined",
  ]
}

/// Collects entities, attributes and relationships from XMLParser's events.
private final class ModelXMLCollector: NSObject, XMLParserDelegate {
  var entities: [ModelFile.Entity] = []
  var sawModel = false
  var problem: ModelXMLReader.Failure?
  /// The line of each entity and of each of its properties, for problems found after reading.
  private var entityLines: [Int] = []
  private var propertyLines: [[String: Int]] = []

  /// Names that clash or point nowhere: a property twice in an entity, a relationship to an
  /// entity or inverse the model does not have.
  func consistencyProblem() -> ModelXMLReader.Failure? {
    let names = Set(entities.map(\.name))
    for (index, entity) in entities.enumerated() {
      var seen: Set<String> = []
      for name in entity.attributes.map(\.name) + entity.relationships.map(\.name) where !seen.insert(name).inserted {
        return .duplicateProperty(entity: entity.name, name: name, line: entityLines[index])
      }
      for relationship in entity.relationships {
        let line = propertyLines[index][relationship.name]
        guard names.contains(relationship.destination) else {
          return .unknownDestination(
            entity: entity.name, relationship: relationship.name, destination: relationship.destination, line: line)
        }
        if let inverse = relationship.inverseName,
          let destination = entities.first(where: { $0.name == relationship.destination }),
          !destination.relationships.contains(where: { $0.name == inverse })
        {
          return .unknownInverse(
            entity: entity.name, relationship: relationship.name, destination: relationship.destination,
            inverse: inverse, line: line)
        }
      }
    }
    return nil
  }

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    func required(_ key: String) -> String {
      if let value = attributes[key], !value.isEmpty { return value }
      if problem == nil {
        problem = .missingAttribute(element: element, attribute: key, line: parser.lineNumber)
      }
      return ""
    }
    let yes = { (key: String) in attributes[key] == "YES" }
    switch element {
    case "model": sawModel = true
    case "entity" where attributes["parentEntity"] != nil:
      if problem == nil {
        problem = .parentEntity(entity: attributes["name"] ?? "?", line: parser.lineNumber)
      }
    case "entity":
      entityLines.append(parser.lineNumber)
      propertyLines.append([:])
      entities.append(
        .init(
          name: required("name"), className: attributes["representedClassName"],
          codeGeneration: attributes["codeGenerationType"], parentEntity: attributes["parentEntity"],
          isAbstract: yes("isAbstract"), attributes: [], relationships: []))
    case "attribute" where !entities.isEmpty:
      let type = attributes["attributeType"] ?? "Undefined"
      if !ModelXMLReader.attributeTypes.contains(type), problem == nil {
        let nearest =
          DidYouMean.nearest(to: type, among: ModelXMLReader.attributeTypes)
          ?? ModelXMLReader.attributeTypes.first { !type.isEmpty && $0.lowercased().hasPrefix(type.lowercased()) }
        problem = .unknownAttributeType(
          entity: entities[entities.count - 1].name, attribute: attributes["name"] ?? "", type: type,
          suggestion: nearest, line: parser.lineNumber)
      }
      propertyLines[propertyLines.count - 1][attributes["name"] ?? ""] = parser.lineNumber
      entities[entities.count - 1].attributes.append(
        .init(
          name: required("name"), type: attributes["attributeType"] ?? "Undefined", isOptional: yes("optional"),
          defaultValue: attributes["defaultValueString"], usesScalar: yes("usesScalarValueType"),
          isTransient: yes("transient")))
    case "relationship" where !entities.isEmpty:
      propertyLines[propertyLines.count - 1][attributes["name"] ?? ""] = parser.lineNumber
      entities[entities.count - 1].relationships.append(
        .init(
          name: required("name"), destination: required("destinationEntity"), inverseName: attributes["inverseName"],
          isToMany: yes("toMany"), isOptional: yes("optional"), isOrdered: yes("ordered"),
          deletionRule: attributes["deletionRule"] ?? "Nullify", minCount: Int(attributes["minCount"] ?? "") ?? 0,
          maxCount: Int(attributes["maxCount"] ?? "") ?? 0))
    default: break
    }
  }
}
