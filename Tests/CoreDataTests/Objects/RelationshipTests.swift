import CoreData
import Foundation
import Testing

/// Relationships as Core Data keeps them: setting one side sets the inverse; to-many sets and
/// many-to-many pairs survive a save; delete rules (Cascade, Nullify, Deny) apply at save.
@Suite("Core Data relationships")
struct RelationshipTests {
  private func list(_ name: String, in stack: TestStack) -> NSManagedObject {
    let list = NSEntityDescription.insertNewObject(forEntityName: "List", into: stack.context)
    list.setValue(name, forKey: "name")
    return list
  }

  @Test("setting a to-one relationship adds the object to the inverse to-many set, and moving it removes it")
  func inverse() throws {
    let stack = TestStack()
    defer { stack.remove() }
    let home = list("Home", in: stack)
    let work = list("Work", in: stack)
    let milk = stack.item("Milk")
    milk.setValue(home, forKey: "list")
    #expect((home.value(forKey: "items") as? NSSet)?.contains(milk) == true)
    milk.setValue(work, forKey: "list")
    #expect((home.value(forKey: "items") as? NSSet)?.count == 0)
    #expect((work.value(forKey: "items") as? Set<NSManagedObject>) == [milk])
    home.mutableSetValue(forKey: "items").add(milk)
    #expect(milk.value(forKey: "list") as? NSManagedObject === home)
    #expect((work.value(forKey: "items") as? NSSet)?.count == 0)
  }

  @Test("to-many and many-to-many relationships are there after a reopen")
  func savedRelationships() throws {
    let stack = TestStack()
    defer { stack.remove() }
    let home = list("Home", in: stack)
    let milk = stack.item("Milk")
    let bread = stack.item("Bread")
    home.setValue(NSSet(array: [milk, bread]), forKey: "items")
    let fresh = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: stack.context)
    fresh.setValue("fresh", forKey: "label")
    milk.mutableSetValue(forKey: "tags").add(fresh)
    try stack.context.save()
    let next = stack.reopened()
    let lists = try next.context.fetch(NSFetchRequest<NSManagedObject>(entityName: "List"))
    let items = try #require(lists.first?.value(forKey: "items") as? Set<NSManagedObject>)
    #expect(Set(items.compactMap { $0.value(forKey: "title") as? String }) == ["Milk", "Bread"])
    let tags = try next.context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Tag"))
    let tagged = try #require(tags.first?.value(forKey: "items") as? NSSet)
    #expect((tagged.anyObject() as? NSManagedObject)?.value(forKey: "title") as? String == "Milk")
  }

  @Test("Cascade: deleting a list deletes its items at save")
  func cascade() throws {
    let stack = TestStack(listItemsRule: .cascadeDeleteRule)
    defer { stack.remove() }
    let home = list("Home", in: stack)
    stack.item("Milk").setValue(home, forKey: "list")
    stack.item("Loose")
    try stack.context.save()
    stack.context.delete(home)
    try stack.context.save()
    #expect(try stack.reopened().titles() == ["Loose"])
  }

  @Test("Nullify: deleting a list leaves its items without a list")
  func nullify() throws {
    let stack = TestStack(listItemsRule: .nullifyDeleteRule)
    defer { stack.remove() }
    let home = list("Home", in: stack)
    let milk = stack.item("Milk")
    milk.setValue(home, forKey: "list")
    try stack.context.save()
    stack.context.delete(home)
    try stack.context.save()
    #expect(milk.value(forKey: "list") == nil)
    let again = try stack.reopened().context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item"))
    #expect(again.count == 1)
    #expect(again.first?.value(forKey: "list") == nil)
  }

  @Test("Deny: deleting a list that still has items fails save with NSValidationRelationshipDeniedDeleteError")
  func deny() throws {
    let stack = TestStack(listItemsRule: .denyDeleteRule)
    defer { stack.remove() }
    let home = list("Home", in: stack)
    stack.item("Milk").setValue(home, forKey: "list")
    try stack.context.save()
    stack.context.delete(home)
    #expect(throws: NSError.self) { try stack.context.save() }
    do {
      try stack.context.save()
    } catch let error as NSError {
      #expect(error.code == NSValidationRelationshipDeniedDeleteError)
    }
  }

  @Test("deleting a list that was never saved takes its Cascade items with it")
  func cascadeUnsaved() throws {
    let stack = TestStack(listItemsRule: .cascadeDeleteRule)
    defer { stack.remove() }
    let home = list("Home", in: stack)
    stack.item("Milk").setValue(home, forKey: "list")
    stack.item("Loose")
    stack.context.delete(home)
    try stack.context.save()
    #expect(try stack.titles() == ["Loose"])
  }

  @Test("relating objects of two contexts is Core Data's exception")
  func crossContext() async {
    await #expect(processExitsWith: .failure) {
      let stack = TestStack()
      let home = NSEntityDescription.insertNewObject(forEntityName: "List", into: stack.context)
      let other = stack.container.newBackgroundContext()
      let item = NSEntityDescription.insertNewObject(forEntityName: "Item", into: other)
      item.setValue(home, forKey: "list")
    }
  }

  @Test("an ordered to-many relationship reads as an NSOrderedSet")
  func ordered() throws {
    let model = TestStack.makeModel(listItemsRule: .cascadeDeleteRule)
    let items = try #require(model.entitiesByName["List"]?.relationshipsByName["items"])
    items.isOrdered = true
    let stack = TestStack(model: model)
    defer { stack.remove() }
    let home = list("Home", in: stack)
    let milk = stack.item("Milk")
    let bread = stack.item("Bread")
    milk.setValue(home, forKey: "list")
    bread.setValue(home, forKey: "list")
    let ordered = try #require(home.value(forKey: "items") as? NSOrderedSet)
    #expect(
      ordered.array.compactMap { ($0 as? NSManagedObject)?.value(forKey: "title") as? String } == ["Milk", "Bread"])
  }
}
