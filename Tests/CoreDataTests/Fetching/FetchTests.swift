import CoreData
import Foundation
import Testing

@testable import UIKit

/// A predicate format, its arguments and the titles it should fetch.
struct PredicateCase: @unchecked Sendable, CustomTestStringConvertible {
  let format: String
  let arguments: [Any]
  let expected: [String]
  init(_ format: String, _ arguments: [Any], _ expected: [String]) {
    self.format = format
    self.arguments = arguments
    self.expected = expected
  }
  var testDescription: String { format }
}

/// Fetching as Core Data does it: NSPredicate(format:) per docs/runtime.md (comparisons, AND/OR/NOT,
/// CONTAINS/BEGINSWITH/LIKE with [c], %@/%d/%K), run in SQLite with bound parameters; sort
/// descriptors, limits and offsets; unsaved changes included (includesPendingChanges).
@Suite("Core Data fetching")
struct FetchTests {
  private func groceries() throws -> TestStack {
    let stack = TestStack()
    stack.item("Milk", rank: 3)
    stack.item("milkshake", rank: 1, done: true)
    stack.item("Bread", rank: 2)
    stack.item("Café crème", rank: 5)
    stack.item(nil, rank: 4)
    try stack.context.save()
    return stack
  }

  @Test(
    "predicate formats, in SQLite, match what evaluate(with:) says in memory",
    arguments: [
      PredicateCase("title == %@", ["Milk"], ["Milk"]),
      PredicateCase("title ==[c] %@", ["MILK"], ["Milk"]),
      PredicateCase("title CONTAINS %@", ["ilk"], ["Milk", "milkshake"]),
      PredicateCase("title CONTAINS[c] %@", ["MILK"], ["Milk", "milkshake"]),
      PredicateCase("title BEGINSWITH %@", ["Mi"], ["Milk"]),
      PredicateCase("title ENDSWITH[c] %@", ["SHAKE"], ["milkshake"]),
      PredicateCase("title LIKE %@", ["M*k"], ["Milk"]),
      PredicateCase("title LIKE[c] %@", ["?ilk*"], ["Milk", "milkshake"]),
      PredicateCase("title CONTAINS[cd] %@", ["creme"], ["Café crème"]),
      PredicateCase("rank > %d", [2], ["nil", "Café crème", "Milk"]),
      PredicateCase("rank >= 2 AND rank < 4", [], ["Bread", "Milk"]),
      PredicateCase("rank < 2 OR title == 'Bread'", [], ["Bread", "milkshake"]),
      PredicateCase("NOT (rank > 1)", [], ["milkshake"]),
      PredicateCase("done == YES", [], ["milkshake"]),
      PredicateCase("done == %@", [NSNumber(value: false)], ["nil", "Bread", "Café crème", "Milk"]),
      PredicateCase("title == nil", [], ["nil"]),
      PredicateCase("title != %@", ["Milk"], ["nil", "Bread", "Café crème", "milkshake"]),
      PredicateCase("%K == %@", ["title", "Bread"], ["Bread"]),
      PredicateCase("title IN %@", [["Bread", "Milk", "Tea"]], ["Bread", "Milk"]),
      PredicateCase("rank BETWEEN {2, 3}", [], ["Bread", "Milk"]),
      PredicateCase("TRUEPREDICATE", [], ["nil", "Bread", "Café crème", "Milk", "milkshake"]),
      // A comparison with nil is false, so its NOT is true, in SQLite as in memory.
      PredicateCase("NOT (title BEGINSWITH %@)", ["M"], ["nil", "Bread", "Café crème", "milkshake"]),
      PredicateCase("NOT (title IN %@)", [["Milk"]], ["nil", "Bread", "Café crème", "milkshake"]),
      PredicateCase("rank < 99999999999999999999", [], ["nil", "Bread", "Café crème", "Milk", "milkshake"]),
      PredicateCase("2 < rank", [], ["nil", "Café crème", "Milk"]),
    ])
  func predicates(_ test: PredicateCase) throws {
    let (format, arguments, expected) = (test.format, test.arguments, test.expected)
    let stack = try groceries()
    defer { stack.remove() }
    #expect(try stack.titles(format, arguments) == expected, "\(format)")
    let predicate = NSPredicate(format: format, argumentArray: arguments)
    let all = try stack.context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item"))
    let inMemory = all.filter { predicate.evaluate(with: $0) }.map { $0.value(forKey: "title") as? String ?? "nil" }
    #expect(inMemory.sorted() == expected.sorted(), "in memory: \(format)")
  }

  @Test("a quote in an argument is a quote, never SQL: the injection finds nothing, the real title is found")
  func injection() throws {
    let stack = try groceries()
    defer { stack.remove() }
    stack.item("Rock 'n' roll")
    try stack.context.save()
    #expect(try stack.titles("title == %@", ["x' OR '1'='1"]).isEmpty)
    #expect(try stack.titles("title == %@", ["Milk\" OR \"1\"=\"1"]).isEmpty)
    #expect(try stack.titles("title CONTAINS %@", ["'); DROP TABLE ZITEM; --"]).isEmpty)
    #expect(try stack.titles("title == %@", ["Rock 'n' roll"]) == ["Rock 'n' roll"])
    #expect(try stack.titles().count == 6, "the table is still there")
    // Nulls sort first, as in SQLite.
    #expect(try stack.titles().first == "nil")
  }

  @Test("sort descriptors, fetchLimit and fetchOffset; count(for:)")
  func sortingAndPaging() throws {
    let stack = try groceries()
    defer { stack.remove() }
    let byRank = [NSSortDescriptor(key: "rank", ascending: false)]
    #expect(try stack.titles(sort: byRank) == ["Café crème", "nil", "Milk", "Bread", "milkshake"])
    let caseless = [NSSortDescriptor(key: "title", ascending: true, selector: Selector("caseInsensitiveCompare:"))]
    #expect(try stack.titles("title != nil", sort: caseless) == ["Bread", "Café crème", "Milk", "milkshake"])
    let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
    request.sortDescriptors = byRank
    request.fetchLimit = 2
    request.fetchOffset = 1
    #expect(try stack.context.fetch(request).map { $0.value(forKey: "rank") as? Double } == [4, 3])
    request.predicate = NSPredicate(format: "rank > 1")
    #expect(try stack.context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Item")) == 5)
    let countRequest = NSFetchRequest<NSManagedObject>(entityName: "Item")
    countRequest.predicate = NSPredicate(format: "rank > 1")
    #expect(try stack.context.count(for: countRequest) == 4)
  }

  @Test("unsaved inserts, changes and deletions count in a fetch, and in the same sort order")
  func pendingChanges() throws {
    let stack = try groceries()
    defer { stack.remove() }
    stack.item("Apples", rank: 2.5)
    let milk = try #require(
      try stack.context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item")).first {
        $0.value(forKey: "title") as? String == "Milk"
      })
    milk.setValue(0.5, forKey: "rank")
    let bread = try #require(
      try stack.context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item")).first {
        $0.value(forKey: "title") as? String == "Bread"
      })
    stack.context.delete(bread)
    let byRank = [NSSortDescriptor(key: "rank", ascending: true)]
    #expect(try stack.titles("rank < 3", sort: byRank) == ["Milk", "milkshake", "Apples"])
    let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
    request.includesPendingChanges = false
    request.predicate = NSPredicate(format: "rank < 3")
    #expect(try stack.context.fetch(request).count == 2, "the store alone: milkshake and Bread")
  }

  @Test("key paths through a to-one relationship, and @count of a to-many one")
  func keyPaths() throws {
    let stack = TestStack()
    defer { stack.remove() }
    let home = NSEntityDescription.insertNewObject(forEntityName: "List", into: stack.context)
    home.setValue("Home", forKey: "name")
    let work = NSEntityDescription.insertNewObject(forEntityName: "List", into: stack.context)
    work.setValue("Work", forKey: "name")
    stack.item("Milk").setValue(home, forKey: "list")
    stack.item("Bread").setValue(home, forKey: "list")
    stack.item("Report").setValue(work, forKey: "list")
    try stack.context.save()
    #expect(try stack.titles("list.name == %@", ["Home"]) == ["Bread", "Milk"])
    stack.item("Loose")
    try stack.context.save()
    // An item without a list has a nil list.name, in SQLite as in memory.
    #expect(try stack.titles("list.name != %@", ["Home"]) == ["Loose", "Report"])
    #expect(try stack.titles("list.name == nil") == ["Loose"])
    #expect(try stack.titles("list == %@", [work]) == ["Report"])
    let lists = NSFetchRequest<NSManagedObject>(entityName: "List")
    lists.predicate = NSPredicate(format: "items.@count > 1")
    #expect(try stack.context.fetch(lists).map { $0.value(forKey: "name") as? String } == ["Home"])
    lists.predicate = NSPredicate(format: "ANY items.title BEGINSWITH %@", "Rep")
    #expect(try stack.context.fetch(lists).map { $0.value(forKey: "name") as? String } == ["Work"])
  }

  @Test("membership in a to-many relationship: ANY tags == %@, tags CONTAINS %@, %@ IN tags; object IDs as arguments")
  func membership() throws {
    let stack = TestStack()
    defer { stack.remove() }
    let fresh = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: stack.context)
    fresh.setValue("fresh", forKey: "label")
    stack.item("Milk").mutableSetValue(forKey: "tags").add(fresh)
    stack.item("Bread")
    try stack.context.save()
    for format in ["ANY tags == %@", "tags CONTAINS %@", "%@ IN tags"] {
      #expect(try stack.titles(format, [fresh]) == ["Milk"], "\(format)")
      #expect(try stack.titles(format, [fresh.objectID]) == ["Milk"], "\(format) with an objectID")
    }
    #expect(try stack.titles("NOT (ANY tags == %@)", [fresh]) == ["Bread"])
    #expect(try stack.titles("SELF == %@", [fresh.objectID]).isEmpty)
    let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
    request.predicate = NSPredicate(format: "title == %@", "Milk")
    let milk = try #require(try stack.context.fetch(request).first)
    #expect(try stack.titles("SELF == %@", [milk.objectID]) == ["Milk"])
  }

  // NSFetchRequest.sortDescriptors is what orders a fetch, and nil means none: Core Data promises no
  // order without them, and the runtime makes sure code that forgets them does not look right by luck.
  @Test("without sort descriptors the order is the same every time but not the insertion order")
  func unsortedOrder() throws {
    let stack = TestStack()
    defer { stack.remove() }
    let names = (1...8).map { "Item \($0)" }
    let items = names.map { stack.item($0) }
    try stack.context.save()
    let saved = try stack.titles(sort: [])
    #expect(saved == ["Item 5", "Item 2", "Item 7", "Item 4", "Item 1", "Item 6", "Item 3", "Item 8"])
    #expect(try stack.titles(sort: []) == saved, "the same store answers the same way")
    // With unsaved changes the fetch runs in memory, in the same order; new objects come after saved ones.
    items[0].setValue(true, forKey: "done")
    stack.item("New")
    #expect(try stack.titles(sort: []) == saved + ["New"])
    #expect(try stack.titles("done == YES", sort: []) == ["Item 1"])
  }

  @Test("two objects inserted one after the other come back the other way round, saved or not")
  func unsortedPair() throws {
    let stack = TestStack()
    defer { stack.remove() }
    stack.item("First")
    stack.item("Second")
    #expect(try stack.titles(sort: []) == ["Second", "First"])
    try stack.context.save()
    #expect(try stack.titles(sort: []) == ["Second", "First"])
    // Sorted, the order is the one asked for; ties keep the store's row order.
    #expect(try stack.titles(sort: nil) == ["First", "Second"])
  }

  @Test("localizedStandardCompare: sorts without regard to case")
  func standardCompare() throws {
    let stack = try groceries()
    defer { stack.remove() }
    let sort = [NSSortDescriptor(key: "title", ascending: true, selector: Selector("localizedStandardCompare:"))]
    #expect(try stack.titles("title != nil", sort: sort) == ["Bread", "Café crème", "Milk", "milkshake"])
  }

  @Test("a sort key that is not in the entity is Core Data's exception")
  func unknownSortKey() async {
    await #expect(processExitsWith: .failure) {
      let stack = TestStack()
      _ = try? stack.titles(sort: [NSSortDescriptor(key: "nope", ascending: true)])
    }
  }

  @Test("an unknown entity name is Core Data's exception")
  func unknownEntity() async {
    await #expect(processExitsWith: .failure) {
      let stack = TestStack()
      _ = try? stack.context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Nope"))
    }
  }

  @Test("a format that does not parse is Foundation's exception")
  func badFormat() async {
    await #expect(processExitsWith: .failure) {
      _ = NSPredicate(format: "title ==")
    }
  }
}
