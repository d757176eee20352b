import Foundation

/// An entity of a managed object model (`NSEntityDescription`): its name, the class of its
/// objects, and its attributes and relationships.
open class NSEntityDescription: NSObject {
  open var name: String?
  /// The NSManagedObject subclass for the entity's objects (`NSManagedObject` when there is none).
  open var managedObjectClassName: String! = "NSManagedObject"
  open var isAbstract = false
  open internal(set) weak var managedObjectModel: NSManagedObjectModel?

  /// The entity's attributes and relationships, in order.
  open var properties: [NSPropertyDescription] = [] {
    didSet {
      for property in properties { property.entity = self }
      lookup = nil
    }
  }

  /// The properties by name, made on first use after `properties` changes (objects look their
  /// keys up on every access).
  private var lookup: [String: NSPropertyDescription]?

  func property(named name: String) -> NSPropertyDescription? {
    if let lookup { return lookup[name] }
    let made = propertiesByName
    lookup = made
    return made[name]
  }

  override public init() { super.init() }

  open var propertiesByName: [String: NSPropertyDescription] {
    Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  open var attributesByName: [String: NSAttributeDescription] {
    Dictionary(
      properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) },
      uniquingKeysWith: { first, _ in first })
  }

  open var relationshipsByName: [String: NSRelationshipDescription] {
    Dictionary(
      properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) },
      uniquingKeysWith: { first, _ in first })
  }

  var attributes: [NSAttributeDescription] { properties.compactMap { $0 as? NSAttributeDescription } }
  var relationships: [NSRelationshipDescription] { properties.compactMap { $0 as? NSRelationshipDescription } }

  /// The entity named `entityName` in the model of `context`'s coordinator.
  open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
    context.persistentStoreCoordinator?.managedObjectModel.entitiesByName[entityName]
  }

  /// A new object of the entity, inserted into `context`. An unknown name is Core Data's
  /// exception.
  open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext)
    -> NSManagedObject
  {
    guard let entity = entity(forEntityName: entityName, in: context) else {
      CoreDataException.raise(
        "NSInternalInconsistencyException",
        "+entityForName: could not locate an entity named '\(entityName)' in this model.")
    }
    return ManagedClassRegistry.objectClass(for: entity).init(entity: entity, insertInto: context)
  }
}
