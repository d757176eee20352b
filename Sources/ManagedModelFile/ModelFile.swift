import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A Core Data model as Xcode's model editor saves it: the `contents` XML file inside
/// `NAME.xcdatamodeld/NAME.xcdatamodel/`. Only what Core Data needs at run time and what Xcode's
/// class generation needs is kept; layout elements (`<elements>`, `<fetchRequest>` …) are skipped.
public struct ModelFile: Equatable, Sendable {
  public var entities: [Entity]

  public struct Entity: Equatable, Sendable {
    public var name: String
    /// `representedClassName`: the NSManagedObject subclass Core Data makes for the entity.
    public var className: String?
    /// `codeGenerationType`: `class` (Xcode writes the whole class), `category` (Xcode writes
    /// the properties, you write the class) or nil (manual: you write both).
    public var codeGeneration: String?
    public var parentEntity: String?
    public var isAbstract: Bool
    public var attributes: [Attribute]
    public var relationships: [Relationship]
  }

  public struct Attribute: Equatable, Sendable {
    public var name: String
    /// Xcode's spelling: `String`, `Integer 16`, `Integer 32`, `Integer 64`, `Double`, `Float`,
    /// `Decimal`, `Boolean`, `Date`, `Binary`, `UUID`, `URI`, `Transformable`.
    public var type: String
    public var isOptional: Bool
    public var defaultValue: String?
    /// `usesScalarValueType`: numbers and booleans as Swift scalars rather than NSNumber.
    public var usesScalar: Bool
  }

  public struct Relationship: Equatable, Sendable {
    public var name: String
    public var destination: String
    public var inverseName: String?
    public var isToMany: Bool
    public var isOptional: Bool
    public var isOrdered: Bool
    /// `Nullify`, `Cascade`, `Deny` or `No Action` (Xcode's `deletionRule`).
    public var deletionRule: String
  }

  /// A model file that could not be read, with the line where the XML went wrong.
  public struct ReadError: Error, Equatable, CustomStringConvertible, Sendable {
    public var message: String
    public var line: Int?
    public var description: String { line.map { "line \($0): \(message)" } ?? message }

    public init(message: String, line: Int?) {
      self.message = message
      self.line = line
    }
  }

  /// Reads `contents` XML.
  public static func read(_ xml: String) throws(ReadError) -> ModelFile {
    let reader = ModelXMLReader()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reader
    let parsed = parser.parse()
    if let problem = reader.problem { throw problem }
    // On Linux, parse() can answer true for a document that ends early; the error is still set.
    if !parsed || parser.parserError != nil {
      let code = (parser.parserError as NSError?)?.code ?? 0
      let reason = code == 5 ? "the document ends before every element is closed" : "XMLParser error \(code)"
      throw ReadError(message: "this is not well-formed XML (\(reason))", line: parser.lineNumber)
    }
    guard reader.sawModel else { throw ReadError(message: "there is no <model> element", line: nil) }
    return ModelFile(entities: reader.entities)
  }
}

/// Collects entities, attributes and relationships from XMLParser's events.
private final class ModelXMLReader: NSObject, XMLParserDelegate {
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
          defaultValue: attributes["defaultValueString"], usesScalar: yes("usesScalarValueType")))
    case "relationship" where !entities.isEmpty:
      entities[entities.count - 1].relationships.append(
        .init(
          name: required("name"), destination: required("destinationEntity"), inverseName: attributes["inverseName"],
          isToMany: yes("toMany"), isOptional: yes("optional"), isOrdered: yes("ordered"),
          deletionRule: attributes["deletionRule"] ?? "Nullify"))
    default: break
    }
  }
}
