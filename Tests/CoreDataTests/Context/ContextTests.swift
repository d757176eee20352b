import CoreData
import Foundation
import Testing

/// NSManagedObjectContext as Core Data documents it: change tracking (inserted/updated/deleted
/// sets, hasChanges), save writing one transaction, rollback, validation errors with Core
/// Data's codes, object IDs (temporary until saved, then x-coredata URIs), faults.
@Suite("Core Data contexts")
struct ContextTests {
  @Test("insert tracks the object; attributes start at the model's defaults; save clears the sets")
  func insertAndSave() throws {
    let stack = TestStack()
    defer { stack.remove() }
    let item = stack.item("Milk")
    #expect(stack.context.hasChanges)
    #expect(stack.context.insertedObjects.contains(item))
    #expect(item.isInserted)
    #expect(item.value(forKey: "done") as? Bool == false)
    #expect(item.objectID.isTemporaryID)
    try stack.context.save()
    #expect(!stack.context.hasChanges)
    #expect(!item.isInserted)
    #expect(!item.objectID.isTemporaryID)
    #expect(item.objectID.uriRepresentation().absoluteString.hasPrefix("x-coredata://"))
    #expect(item.objectID.uriRepresentation().absoluteString.hasSuffix("/Item/p1"))
  }

  @Test("a change to a saved object puts it in updatedObjects; changedValues names the change")
  func updates() throws {
    let stack = TestStack()
    defer { stack.remove() }
    let item = stack.item("Milk")
    try stack.context.save()
    item.setValue("Oat milk", forKey: "title")
    #expect(stack.context.updatedObjects.contains(item))
    #expect(item.changedValues()["title"] as? String == "Oat milk")
    #expect(item.committedValues(forKeys: ["title"])["title"] as? String == "Milk")
    try stack.context.save()
    #expect(try stack.reopened().titles() == ["Oat milk"])
  }

  @Test("rollback forgets inserts, brings deleted objects back and restores saved values")
  func rollback() throws {
    let stack = TestStack()
    defer { stack.remove() }
    let kept = stack.item("Bread")
    try stack.context.save()
    kept.setValue("Cake", forKey: "title")
    let added = stack.item("Eggs")
    stack.context.rollback()
    #expect(kept.value(forKey: "title") as? String == "Bread")
    #expect(added.managedObjectContext == nil)
    #expect(!stack.context.hasChanges)
    stack.context.delete(kept)
    #expect(kept.isDeleted)
    stack.context.rollback()
    #expect(!kept.isDeleted)
    #expect(try stack.titles() == ["Bread"])
  }

  @Test("deleting an object that was never saved just removes it")
  func deleteUnsaved() throws {
    let stack = TestStack()
    defer { stack.remove() }
    let item = stack.item("Tea")
    stack.context.delete(item)
    #expect(!stack.context.hasChanges)
    try stack.context.save()
    #expect(try stack.titles().isEmpty)
  }

  @Test("a required attribute left nil fails save with NSValidationMissingMandatoryPropertyError (1570)")
  func missingMandatory() throws {
    let stack = TestStack()
    defer { stack.remove() }
    _ = NSEntityDescription.insertNewObject(forEntityName: "List", into: stack.context)
    do {
      try stack.context.save()
      Issue.record("save succeeded without the required name")
    } catch let error as NSError {
      #expect(error.domain == NSCocoaErrorDomain)
      #expect(error.code == NSValidationMissingMandatoryPropertyError)
      #expect(error.userInfo[NSValidationKeyErrorKey] as? String == "name")
    }
    #expect(stack.context.hasChanges, "a failed save keeps the changes")
  }

  @Test("two validation errors come as NSValidationMultipleErrorsError (1560) with NSDetailedErrors")
  func multipleErrors() throws {
    let stack = TestStack()
    defer { stack.remove() }
    _ = NSEntityDescription.insertNewObject(forEntityName: "List", into: stack.context)
    _ = NSEntityDescription.insertNewObject(forEntityName: "List", into: stack.context)
    do {
      try stack.context.save()
      Issue.record("save succeeded without the required names")
    } catch let error as NSError {
      #expect(error.code == NSValidationMultipleErrorsError)
      #expect((error.userInfo[NSDetailedErrorsKey] as? [NSError])?.count == 2)
    }
  }

  @Test("fetched objects are faults until first accessed (returnsObjectsAsFaults), or filled in when it is false")
  func faults() throws {
    let stack = TestStack()
    defer { stack.remove() }
    stack.item("Milk")
    try stack.context.save()
    let next = stack.reopened()
    let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
    let fetched = try #require(try next.context.fetch(request).first)
    #expect(fetched.isFault)
    #expect(fetched.value(forKey: "title") as? String == "Milk")
    #expect(!fetched.isFault)
    request.returnsObjectsAsFaults = false
    let other = try #require(try next.reopened().context.fetch(request).first)
    #expect(!other.isFault)
  }

  @Test("object(with:) gives each context its own instance of a saved object")
  func objectWithID() throws {
    let stack = TestStack()
    defer { stack.remove() }
    let item = stack.item("Milk")
    try stack.context.save()
    let background = stack.container.newBackgroundContext()
    let copy = background.object(with: item.objectID)
    #expect(copy !== item)
    #expect(copy.objectID == item.objectID)
    #expect(copy.value(forKey: "title") as? String == "Milk")
    #expect(stack.context.object(with: item.objectID) === item)
  }

  @Test("everything saved is there after the store is opened again, as after a relaunch")
  func persistence() throws {
    let stack = TestStack()
    defer { stack.remove() }
    let date = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let item = stack.item("Milk", rank: 2.5, done: true)
    item.setValue(date, forKey: "created")
    try stack.context.save()
    let again = try #require(
      try stack.reopened().context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item")).first)
    #expect(again.value(forKey: "title") as? String == "Milk")
    #expect(again.value(forKey: "rank") as? Double == 2.5)
    #expect(again.value(forKey: "done") as? Bool == true)
    #expect(again.value(forKey: "created") as? Date == date)
  }

  @Test("KVC converts numbers to the attribute's type, as NSNumber does")
  func numberConversion() throws {
    let stack = TestStack()
    defer { stack.remove() }
    let list = NSEntityDescription.insertNewObject(forEntityName: "List", into: stack.context)
    list.setValue("Groceries", forKey: "name")
    list.setValue(3, forKey: "position")
    #expect(list.value(forKey: "position") as? Int64 == 3)
    list.setValue(NSNumber(value: 4), forKey: "position")
    #expect(list.value(forKey: "position") as? Int64 == 4)
  }

  @Test("a value of the wrong type is Core Data's 'Unacceptable type of value' exception")
  func wrongType() async {
    await #expect(processExitsWith: .failure) {
      let stack = TestStack()
      let list = NSEntityDescription.insertNewObject(forEntityName: "List", into: stack.context)
      list.setValue("three", forKey: "position")
    }
  }

  @Test("a fetch before loadPersistentStores throws an error that says to load the stores")
  func fetchWithoutStore() {
    let container = NSPersistentContainer(
      name: "Unloaded", managedObjectModel: TestStack.makeModel(listItemsRule: .cascadeDeleteRule))
    do {
      _ = try container.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item"))
      Issue.record("the fetch succeeded without a store")
    } catch {
      #expect((error as NSError).code == NSCoreDataError)
      #expect(error.localizedDescription.contains("loadPersistentStores"))
    }
  }
}
