import Foundation

/// What a fetch request can return (`NSFetchRequestResult`): managed objects, their IDs, or
/// dictionaries and counts.
public protocol NSFetchRequestResult: AnyObject {}

/// An object of an entity, living in a context (`NSManagedObject`). Its values are read and
/// written by key (`value(forKey:)`, `setValue(_:forKey:)`) or through a subclass's `@NSManaged`
/// properties; every change is tracked by its context until `save()` or `rollback()`. An object
/// fetched as a fault (`isFault`) has its row in memory and fills in at its first access.
open class NSManagedObject: NSObject, NSFetchRequestResult {
  public let entity: NSEntityDescription
  open internal(set) var objectID: NSManagedObjectID
  open internal(set) weak var managedObjectContext: NSManagedObjectContext?
  open internal(set) var isFault = false

  /// Attribute values and the relationships read so far (to-one: the object; to-many: a Set).
  var current: [String: Any] = [:]
  /// Attribute values as last saved or fetched, for `rollback()` and `changedValues()`.
  var committed: [String: Any] = [:]
  /// To-one relationships as the store row has them (primary keys), until first read.
  var storedToOne: [String: Int64] = [:]
  /// The row's version when it was read or last saved (see StoreNaming's Z_OPT).
  var storedVersion: Int64 = 0
  /// When the object was inserted, among its context's insertions (fetches list unsaved objects
  /// in this order, after the saved ones).
  var insertionOrder = 0

  /// Where the object comes in the store's order: saved objects by their row, then new ones as
  /// they were inserted (fetches without sort descriptors, ordered relationships, error lists).
  var storeOrder: (Int64, Int) { (objectID.primaryKey ?? .max, insertionOrder) }

  /// A new object of `entity`, inserted into `context` when one is given (Core Data's designated
  /// initializer). Attributes start at their model defaults.
  public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    self.entity = entity
    objectID = NSManagedObjectID(entity: entity, primaryKey: nil, storeIdentifier: "")
    super.init()
    if type(of: self) != NSManagedObject.self { ManagedClassRegistry.register(type(of: self)) }
    for attribute in entity.attributes {
      if let value = attribute.defaultValue { current[attribute.name] = value }
    }
    context?.insert(self)
  }

  /// A new object of the entity whose class is this one, inserted into `context`.
  public convenience init(context: NSManagedObjectContext) {
    let name = ManagedClassRegistry.shortName(of: Self.self)
    let entities = context.persistentStoreCoordinator?.managedObjectModel.entities ?? []
    guard
      let entity = entities.first(where: {
        let named = $0.managedObjectClassName ?? ""
        return named == name || named == String(reflecting: Self.self) || named.hasSuffix(".\(name)")
      })
    else {
      CoreDataException.raise(
        "NSInternalInconsistencyException",
        "An NSManagedObject of class '\(name)' must have a valid NSEntityDescription.")
    }
    self.init(entity: entity, insertInto: context)
  }

  /// The entity of this class in the models loaded so far.
  open class func entity() -> NSEntityDescription {
    let name = ManagedClassRegistry.shortName(of: self)
    for model in NSPersistentContainer.loadedModels {
      if let entity = model.entities.first(where: {
        $0.managedObjectClassName == name || ($0.managedObjectClassName ?? "").hasSuffix(".\(name)")
      }) {
        return entity
      }
    }
    CoreDataException.raise(
      "NSInternalInconsistencyException", "+entity could not locate an entity for class '\(name)' in any loaded model.")
  }

  /// A fetch request for this class's entity.
  open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
    NSFetchRequest<NSFetchRequestResult>(entityName: entity().name ?? "")
  }

  // MARK: State

  open var isInserted: Bool { managedObjectContext?.insertedObjects.contains(self) ?? false }
  open var isUpdated: Bool { managedObjectContext?.updatedObjects.contains(self) ?? false }
  open var isDeleted: Bool { managedObjectContext?.deletedObjects.contains(self) ?? false }
  open var hasChanges: Bool { isInserted || isUpdated || isDeleted }

  /// The attributes whose values differ from the saved ones, by name.
  open func changedValues() -> [String: Any] {
    var changed: [String: Any] = [:]
    for attribute in entity.attributes {
      let now = current[attribute.name]
      if !ValueComparison.same(now, committed[attribute.name]) { changed[attribute.name] = now ?? NSNull() }
    }
    return changed
  }

  /// The values as last saved or fetched.
  open func committedValues(forKeys keys: [String]?) -> [String: Any] {
    guard let keys else { return committed }
    return committed.filter { keys.contains($0.key) }
  }

  // MARK: Life cycle (override points, as in Core Data)

  open func awakeFromInsert() {}
  open func awakeFromFetch() {}
  open func willSave() {}
  open func didSave() {}
  open func prepareForDeletion() {}
  open func willTurnIntoFault() {}
  open func didTurnIntoFault() {}

  /// Fills a fault in from its row: its values are then the object's own.
  func fireFault() {
    guard isFault else { return }
    isFault = false
    awakeFromFetch()
  }

  override open var description: String {
    let values = entity.attributes.map { attribute in
      "    \(attribute.name) = \(current[attribute.name].map { "\($0)" } ?? "nil");"
    }
    let data = isFault ? "<fault>" : "{\n" + values.joined(separator: "\n") + "\n}"
    return "<\(ManagedClassRegistry.shortName(of: type(of: self)))> (entity: \(entity.name ?? "?"); "
      + "id: \(objectID); data: \(data))"
  }
}
