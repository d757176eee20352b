import Foundation
import ManagedModelFile

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads Xcode's model XML (`contents`) into a ModelFile; layout elements (`<elements>`,
/// `<fetchRequest>` …) are skipped. Only the runner reads XML: it compiles the model into the
/// app as `NAME.momd` (ModelCompiler), as Xcode's momc does.
enum ModelXMLReader {
  /// Reads `contents` XML.
  static func read(_ xml: String) throws(ModelFile.ReadError) -> ModelFile {
    let reader = ModelXMLCollector()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reader
    let parsed = parser.parse()
    if let problem = reader.problem { throw problem }
    // On Linux, parse() can answer true for a document that ends early; the error is still set.
    if !parsed || parser.parserError != nil {
      let code = (parser.parserError as NSError?)?.code ?? 0
      let reason = code == 5 ? "the document ends before every element is closed" : "XMLParser error \(code)"
      throw ModelFile.ReadError(message: "this is not well-formed XML (\(reason))", line: parser.lineNumber)
    }
    guard reader.sawModel else { throw ModelFile.ReadError(message: "there is no <model> element", line: nil) }
    return ModelFile(entities: reader.entities)
  }
}

/// Collects entities, attributes and relationships from XMLParser's events.
private final class ModelXMLCollector: NSObject, XMLParserDelegate {
  var entities: [ModelFile.Entity] = []
  var sawModel = false
  var problem: ModelFile.ReadError?

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    func required(_ key: String) -> String {
      if let value = attributes[key], !value.isEmpty { return value }
      if problem == nil {
        problem = .init(message: "<\(element)> has no \(key)=\"…\"", line: parser.lineNumber)
      }
      return ""
    }
    let yes = { (key: String) in attributes[key] == "YES" }
    switch element {
    case "model": sawModel = true
    case "entity" where attributes["parentEntity"] != nil:
      if problem == nil {
        problem = .init(
          message: "entity \(attributes["name"] ?? "?") has a parent entity; Tutor does not model entity inheritance "
            + "yet: give the entity its own attributes instead",
          line: parser.lineNumber)
      }
    case "entity":
      entities.append(
        .init(
          name: required("name"), className: attributes["representedClassName"],
          codeGeneration: attributes["codeGenerationType"], parentEntity: attributes["parentEntity"],
          isAbstract: yes("isAbstract"), attributes: [], relationships: []))
    case "attribute" where !entities.isEmpty:
      entities[entities.count - 1].attributes.append(
        .init(
          name: required("name"), type: attributes["attributeType"] ?? "Undefined", isOptional: yes("optional"),
          defaultValue: attributes["defaultValueString"], usesScalar: yes("usesScalarValueType"),
          isTransient: yes("transient")))
    case "relationship" where !entities.isEmpty:
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
