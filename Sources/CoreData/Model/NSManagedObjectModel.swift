import Foundation
import ManagedModelFile
import UIKit

/// A managed object model (`NSManagedObjectModel`): the app's entities. Built in code, or read
/// from an Xcode model (`NAME.xcdatamodeld`) compiled into the app.
open class NSManagedObjectModel: NSObject {
  open var entities: [NSEntityDescription] = [] {
    didSet { for entity in entities { entity.managedObjectModel = self } }
  }

  override public init() { super.init() }

  /// The model in an app resource: a URL whose last component names the model (`Todo.momd`,
  /// `Todo.xcdatamodeld` or `Todo`), as `Bundle.main.url(forResource: "Todo", withExtension: "momd")`
  /// gives on a device.
  public convenience init?(contentsOf url: URL) {
    let name = url.deletingPathExtension().lastPathComponent
    guard case .success(let file) = Self.readModel(named: name) else { return nil }
    self.init(file: file)
  }

  open var entitiesByName: [String: NSEntityDescription] {
    Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { a, _ in a })
  }

  /// A model built from Xcode's model file.
  convenience init(file: ModelFile) {
    self.init()
    var byName: [String: NSEntityDescription] = [:]
    let made = file.entities.map { described -> NSEntityDescription in
      let entity = NSEntityDescription()
      entity.name = described.name
      entity.managedObjectClassName = described.swiftClassName ?? "NSManagedObject"
      entity.isAbstract = described.isAbstract
      byName[described.name] = entity
      return entity
    }
    for (entity, described) in zip(made, file.entities) {
      var properties: [NSPropertyDescription] = described.attributes.map(Self.attribute(from:))
      properties += described.relationships.map { relationship in
        let made = NSRelationshipDescription()
        made.name = relationship.name
        made.isOptional = relationship.isOptional
        made.destinationEntity = byName[relationship.destination]
        made.maxCount = relationship.isToMany ? (relationship.maxCount == 1 ? 0 : relationship.maxCount) : 1
        made.minCount = relationship.isToMany ? relationship.minCount : 0
        made.isOrdered = relationship.isOrdered
        made.deleteRule = NSDeleteRule(modelFileName: relationship.deletionRule)
        return made
      }
      entity.properties = properties
    }
    for (entity, described) in zip(made, file.entities) {
      for relationship in described.relationships {
        guard let inverseName = relationship.inverseName, let made = entity.relationshipsByName[relationship.name]
        else { continue }
        made.inverseRelationship = made.destinationEntity?.relationshipsByName[inverseName]
      }
    }
    entities = made
  }

  private static func attribute(from described: ModelFile.Attribute) -> NSAttributeDescription {
    let attribute = NSAttributeDescription()
    attribute.name = described.name
    attribute.isOptional = described.isOptional
    attribute.isTransient = described.isTransient
    attribute.attributeType = NSAttributeType(modelFileName: described.type) ?? .undefinedAttributeType
    attribute.defaultValue = described.defaultValue.flatMap {
      AttributeValue.parseDefault($0, for: attribute.attributeType)
    }
    return attribute
  }

  /// The model `name` compiled into the app (`NAME.momd`, which the runner compiles from
  /// `NAME.xcdatamodeld` as Xcode's momc does).
  static func readModel(named name: String) -> Result<ModelFile, ModelFile.ReadError> {
    guard let compiled = AppResources.all["\(name).momd"] else {
      return .failure(.noModel(name: name))
    }
    guard let model = ModelFile.decompile(compiled) else {
      return .failure(.notCompiled(name: name))
    }
    return .success(model)
  }
}
