import CoreData
import Foundation
import Testing

/// The store is a real SQLite file in the schema StoreNaming documents, readable by the
/// `sqlite3` command-line tool: one Z-table per entity, Z_PK/Z_ENT/Z_OPT, Z-columns per
/// property, Z_PRIMARYKEY, Z_METADATA.
@Suite("Core Data store file")
struct StoreFileTests {
  /// Runs the sqlite3 CLI on `file`.
  private func sqlite3(_ file: URL, _ sql: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sqlite3", file.path, sql]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test("sqlite3 reads the saved rows: Z_PK, Z_OPT, ZTITLE, ZDONE, ZRANK, and the list's key in ZLIST")
  func schema() throws {
    let stack = TestStack()
    defer { stack.remove() }
    let list = NSEntityDescription.insertNewObject(forEntityName: "List", into: stack.context)
    list.setValue("Home", forKey: "name")
    stack.item("Milk", rank: 1.5, done: true).setValue(list, forKey: "list")
    stack.item("Bread")
    try stack.context.save()
    #expect(
      try sqlite3(stack.storeURL, "SELECT Z_PK, Z_OPT, ZTITLE, ZDONE, ZRANK, ZLIST FROM ZITEM ORDER BY Z_PK")
        == "1|1|Milk|1|1.5|1\n2|1|Bread|0|0.0|\n")
    #expect(try sqlite3(stack.storeURL, "SELECT ZNAME FROM ZLIST") == "Home\n")
    #expect(
      try sqlite3(stack.storeURL, "SELECT Z_NAME, Z_MAX FROM Z_PRIMARYKEY ORDER BY Z_NAME") == "Item|2\nList|1\nTag|0\n"
    )
    #expect(try sqlite3(stack.storeURL, "SELECT COUNT(*) FROM Z_METADATA") == "1\n")
  }

  @Test("every save raises the row's Z_OPT; a delete removes the row")
  func versions() throws {
    let stack = TestStack()
    defer { stack.remove() }
    let milk = stack.item("Milk")
    try stack.context.save()
    milk.setValue("Oat milk", forKey: "title")
    try stack.context.save()
    #expect(try sqlite3(stack.storeURL, "SELECT ZTITLE, Z_OPT FROM ZITEM") == "Oat milk|2\n")
    stack.context.delete(milk)
    try stack.context.save()
    #expect(try sqlite3(stack.storeURL, "SELECT COUNT(*) FROM ZITEM") == "0\n")
  }

  @Test("dates are seconds since 2001-01-01 (Core Data's reference date); UUIDs 16 bytes")
  func encodings() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-coredata-\(UUID().uuidString)")
    let entity = NSEntityDescription()
    entity.name = "Event"
    entity.properties = [
      TestStack.attribute("at", .dateAttributeType), TestStack.attribute("id", .UUIDAttributeType),
      TestStack.attribute("link", .URIAttributeType), TestStack.attribute("blob", .binaryDataAttributeType),
      TestStack.attribute("small", .integer16AttributeType, default: 0),
      TestStack.attribute("tags", .transformableAttributeType),
    ]
    let model = NSManagedObjectModel()
    model.entities = [entity]
    let stack = TestStack(folder: folder, model: model)
    defer { stack.remove() }
    let event = NSEntityDescription.insertNewObject(forEntityName: "Event", into: stack.context)
    let id = UUID()
    event.setValue(Date(timeIntervalSinceReferenceDate: 86_400), forKey: "at")  // stored as 86400
    event.setValue(id, forKey: "id")
    event.setValue(URL(string: "https://example.com/a"), forKey: "link")
    event.setValue(Data([1, 2, 3]), forKey: "blob")
    event.setValue(7, forKey: "small")
    event.setValue(["a", "b"], forKey: "tags")
    try stack.context.save()
    #expect(
      try sqlite3(stack.storeURL, "SELECT ZAT, length(ZID), ZLINK, hex(ZBLOB), ZSMALL FROM ZEVENT")
        == "86400|16|https://example.com/a|010203|7\n")
    let again = try #require(
      try stack.reopened().context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Event")).first)
    #expect(again.value(forKey: "id") as? UUID == id)
    #expect(again.value(forKey: "small") as? Int16 == 7)
    #expect(again.value(forKey: "blob") as? Data == Data([1, 2, 3]))
    #expect(again.value(forKey: "tags") as? [String] == ["a", "b"], "a transformable value is kept as a property list")
  }

  @Test("a model that gains an attribute opens the old store with the new column (lightweight migration)")
  func addedAttribute() throws {
    let stack = TestStack()
    defer { stack.remove() }
    stack.item("Milk")
    try stack.context.save()
    let model = TestStack.makeModel(listItemsRule: .cascadeDeleteRule)
    let item = try #require(model.entitiesByName["Item"])
    item.properties += [TestStack.attribute("note", .stringAttributeType)]
    let next = TestStack(folder: stack.folder, model: model)
    #expect(try next.titles() == ["Milk"])
    #expect(try sqlite3(stack.storeURL, "SELECT COUNT(ZNOTE) FROM ZITEM") == "0\n")
  }

  @Test("a model whose names would share a table or column fails to load, saying which")
  func collidingNames() throws {
    let entity = NSEntityDescription()
    entity.name = "Item"
    entity.properties = [
      TestStack.attribute("name", .stringAttributeType), TestStack.attribute("Name", .stringAttributeType),
    ]
    let model = NSManagedObjectModel()
    model.entities = [entity]
    let container = NSPersistentContainer(name: "Clash", managedObjectModel: model)
    container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))]
    var failure: NSError?
    container.loadPersistentStores { _, error in failure = error as NSError? }
    #expect(failure?.code == NSPersistentStoreIncompatibleSchemaError)
    #expect(
      failure?.localizedDescription.contains("Item.name and Item.Name would share the store column ZNAME") == true)
  }
}
