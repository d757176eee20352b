import CoreData
import Foundation

/// A Core Data stack over a fresh SQLite file in a temporary folder, with a model built in code:
/// `List` (name: String required, position: Integer 64) ←→ `Item` (title: String optional,
/// done: Boolean default NO, created: Date, rank: Double), `List.items` to-many (Cascade) with
/// inverse `Item.list` to-one (Nullify); `Tag` ←→ `Item` many-to-many.
final class TestStack {
  let folder: URL
  let model: NSManagedObjectModel
  let container: NSPersistentContainer
  var context: NSManagedObjectContext { container.viewContext }
  var storeURL: URL { folder.appendingPathComponent("Test.sqlite") }

  init(listItemsRule: NSDeleteRule = .cascadeDeleteRule, folder: URL? = nil, model: NSManagedObjectModel? = nil) {
    self.folder =
      folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("tutor-coredata-\(UUID().uuidString)")
    self.model = model ?? Self.makeModel(listItemsRule: listItemsRule)
    container = NSPersistentContainer(name: "Test", managedObjectModel: self.model)
    container.persistentStoreDescriptions = [
      NSPersistentStoreDescription(url: self.folder.appendingPathComponent("Test.sqlite"))
    ]
    var loadError: Error?
    container.loadPersistentStores { _, error in loadError = error }
    precondition(loadError == nil, "the test store did not load: \(String(describing: loadError))")
  }

  /// The same store opened again by a new container, as the next launch of the app would.
  func reopened() -> TestStack { TestStack(folder: folder, model: model) }

  func remove() { try? FileManager.default.removeItem(at: folder) }

  static func attribute(_ name: String, _ type: NSAttributeType, optional: Bool = true, default value: Any? = nil)
    -> NSAttributeDescription
  {
    let attribute = NSAttributeDescription()
    attribute.name = name
    attribute.attributeType = type
    attribute.isOptional = optional
    attribute.defaultValue = value
    return attribute
  }

  static func makeModel(listItemsRule: NSDeleteRule) -> NSManagedObjectModel {
    let list = NSEntityDescription()
    list.name = "List"
    let item = NSEntityDescription()
    item.name = "Item"
    let tag = NSEntityDescription()
    tag.name = "Tag"
    let items = NSRelationshipDescription()
    items.name = "items"
    items.destinationEntity = item
    items.maxCount = 0
    items.deleteRule = listItemsRule
    let owner = NSRelationshipDescription()
    owner.name = "list"
    owner.destinationEntity = list
    owner.maxCount = 1
    owner.deleteRule = .nullifyDeleteRule
    items.inverseRelationship = owner
    owner.inverseRelationship = items
    let tags = NSRelationshipDescription()
    tags.name = "tags"
    tags.destinationEntity = tag
    tags.maxCount = 0
    let tagged = NSRelationshipDescription()
    tagged.name = "items"
    tagged.destinationEntity = item
    tagged.maxCount = 0
    tags.inverseRelationship = tagged
    tagged.inverseRelationship = tags
    list.properties = [
      attribute("name", .stringAttributeType, optional: false),
      attribute("position", .integer64AttributeType, default: 0),
      items,
    ]
    item.properties = [
      attribute("title", .stringAttributeType), attribute("done", .booleanAttributeType, default: false),
      attribute("created", .dateAttributeType), attribute("rank", .doubleAttributeType, default: 0.0), owner, tags,
    ]
    tag.properties = [attribute("label", .stringAttributeType), tagged]
    let model = NSManagedObjectModel()
    model.entities = [list, item, tag]
    return model
  }

  /// Inserts an Item.
  @discardableResult
  func item(_ title: String?, rank: Double = 0, done: Bool = false) -> NSManagedObject {
    let object = NSEntityDescription.insertNewObject(forEntityName: "Item", into: context)
    object.setValue(title, forKey: "title")
    object.setValue(rank, forKey: "rank")
    object.setValue(done, forKey: "done")
    return object
  }

  /// The titles of the Items `predicate` (a format and its arguments) fetches, in `sort` order.
  func titles(
    _ format: String? = nil, _ arguments: [Any] = [], sort: [NSSortDescriptor]? = nil,
    in context: NSManagedObjectContext? = nil
  )
    throws -> [String]
  {
    let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
    request.predicate = format.map { NSPredicate(format: $0, argumentArray: arguments) }
    request.sortDescriptors = sort ?? [NSSortDescriptor(key: "title", ascending: true)]
    return try (context ?? self.context).fetch(request).map { $0.value(forKey: "title") as? String ?? "nil" }
  }
}

// Foundation on Linux declares these names too; in learner code Tutor adds the same aliases.
typealias NSPredicate = CoreData.NSPredicate
typealias NSSortDescriptor = CoreData.NSSortDescriptor
typealias NSCompoundPredicate = CoreData.NSCompoundPredicate
