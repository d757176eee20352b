import CheckLanguage
import Foundation
import Testing
import TutorTestSupport

@testable import Runner

/// Core Data in a learner's app as Xcode builds it: the model carried as a resource, classes
/// generated from it (codeGenerationType="class") or written by hand with `@NSManaged`, and the
/// store read from the tool side by `expect store` and `store`.
@Suite("Core Data apps", .tags(.spawnsProcess), .serialized)
struct CoreDataAppTests {
  static func model(codegen: String, classPrefix: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
        <entity name="Person" representedClassName="\(classPrefix)Person" syncable="YES"\(codegen)>
            <attribute name="name" optional="YES" attributeType="String"/>
            <attribute name="age" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
            <relationship name="pets" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Pet" inverseName="owner" inverseEntity="Pet"/>
        </entity>
        <entity name="Pet" representedClassName="\(classPrefix)Pet" syncable="YES"\(codegen)>
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="pets" inverseEntity="Person"/>
        </entity>
    </model>
    """
  }

  static let controller = """
    import UIKit
    import CoreData

    class PeopleViewController: UIViewController {
        let container = NSPersistentContainer(name: "People")
        override func viewDidLoad() {
            super.viewDidLoad()
            container.loadPersistentStores { _, error in
                if let error { fatalError("\\(error)") }
            }
            let context = container.viewContext
            let request: NSFetchRequest<Person> = Person.fetchRequest()
            let before = (try? context.count(for: request)) ?? -1
            if before == 0 {
                let ann = Person(context: context)
                ann.name = "Ann"
                ann.age = 41
                let rex = Pet(context: context)
                rex.name = "Rex"
                ann.addToPets(rex)
                let bob = Person(context: context)
                bob.name = "Bob O'Brien"
                try? context.save()
            }
            request.predicate = NSPredicate(format: "age > %d", 40)
            request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
            let older = (try? context.fetch(request)) ?? []
            print("people before: \\(before), older: \\(older.map { $0.name ?? "" }), pets: \\(older.first?.pets?.count ?? 0)")
        }
    }

    """

  /// The hand-written classes of the manual (no code generation) model, with Xcode's extension style.
  static let manualClasses = """
    import CoreData

    class Person: NSManagedObject {
        @nonobjc public class func fetchRequest() -> NSFetchRequest<Person> {
            return NSFetchRequest<Person>(entityName: "Person")
        }
        @NSManaged public var name: String?
    }

    extension Person {
        @NSManaged public var age: Int16
        @NSManaged public var pets: NSSet?
        @objc(addPetsObject:)
        @NSManaged public func addToPets(_ value: Pet)
    }

    class Pet: NSManagedObject {
        @NSManaged var name: String?
        @NSManaged var owner: Person?
    }

    """

  private func run(_ files: [SourceFile]) throws {
    let sources = AppSources(learnerFiles: files, hosts: ["PeopleViewController"])
    let app = try LessonPipelineTests().builder().build(sources)
    let (steps, errors) = CheckParser.parse(
      """
      launch PeopleViewController
      expect output line 1 "people before: 0, older: [\\"Ann\\"], pets: 1"
      expect store Person count 2
      expect store Person where name == "Bob O'Brien" count 1
      expect store Person where age > 40 count 1
      expect store Pet count 1
      relaunch
      expect output line 2 "people before: 2, older: [\\"Ann\\"], pets: 1"
      expect store Person count 2
      """)
    #expect(errors.isEmpty)
    #expect(CheckRunner(executable: app.executable).run(steps) == .passed)
  }

  @Test(
    "classes generated from the model as Xcode does (codeGenerationType=\"class\"; .Person is the current module's)")
  func generatedClasses() throws {
    try run([
      SourceFile(name: "People.swift", contents: Self.controller),
      SourceFile(
        name: "People.xcdatamodeld/People.xcdatamodel/contents",
        contents: Self.model(codegen: " codeGenerationType=\"class\"", classPrefix: ".")),
    ])
  }

  @Test("a model naming classes nobody wrote still builds; its objects are NSManagedObjects used by key")
  func keyValueOnly() throws {
    let code = """
      import UIKit
      import CoreData

      class KeysViewController: UIViewController {
          let container = NSPersistentContainer(name: "People")
          override func viewDidLoad() {
              super.viewDidLoad()
              container.loadPersistentStores { _, _ in }
              let person = NSEntityDescription.insertNewObject(forEntityName: "Person", into: container.viewContext)
              person.setValue("Ann", forKey: "name")
              try? container.viewContext.save()
              let request = NSFetchRequest<NSManagedObject>(entityName: "Person")
              request.sortDescriptors = [NSSortDescriptor(keyPath: \\Person.name, ascending: true)]
              print((try? container.viewContext.fetch(request))?.first?.value(forKey: "name") ?? "none")
          }
      }
      final class Person {
          var name = ""
      }

      """
    let sources = AppSources(
      learnerFiles: [
        SourceFile(name: "Keys.swift", contents: code),
        SourceFile(name: "People.xcdatamodeld/People.xcdatamodel/contents", contents: Self.model(codegen: "")),
      ], hosts: ["KeysViewController"])
    let app = try LessonPipelineTests().builder().build(sources)
    let (steps, errors) = CheckParser.parse(
      "launch KeysViewController\nexpect output line 1 \"Ann\"\nexpect store Person count 1")
    #expect(errors.isEmpty)
    #expect(CheckRunner(executable: app.executable).run(steps) == .passed)
  }

  @Test("hand-written classes with @NSManaged properties and accessors, in the class and in an extension")
  func manualClasses() throws {
    try run([
      SourceFile(name: "People.swift", contents: Self.controller),
      SourceFile(name: "Person.swift", contents: Self.manualClasses),
      SourceFile(name: "People.xcdatamodeld/People.xcdatamodel/contents", contents: Self.model(codegen: "")),
    ])
  }

  @Test("expect store explains a missing store, entity or attribute")
  func storeMessages() {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-no-store-\(UUID().uuidString)")
    let verdict = StoreReader(container: empty).expect(entity: "Person", filter: nil, count: 1, negated: false)
    guard case .failed(_, let found) = verdict else {
      Issue.record("a missing store passed")
      return
    }
    #expect(found.contains("no Core Data store"))
  }

  @Test(
    "expect store values follow the property's type: dates as ISO 8601, booleans as true/false, clear words otherwise")
  func storeValueTypes() throws {
    let seconds = try #require(StoreReader.date(from: "2026-01-01T00:00:00Z")).timeIntervalSinceReferenceDate
    #expect(StoreReader.sqlValue(.string("2026-01-01T00:00:00Z"), type: "Date") == .success(.real(seconds)))
    #expect(StoreReader.sqlValue(.string("2026-01-01"), type: "Date") == .success(.real(seconds)))
    #expect(StoreReader.sqlValue(.bool(true), type: "Boolean") == .success(.integer(1)))
    #expect(StoreReader.sqlValue(.number(3), type: "Integer 16") == .success(.integer(3)))
    let mismatches: [(JSONValue, String, String)] = [
      (.string("NO"), "Boolean", "Boolean: compare it with true or false"),
      (.string("yesterday"), "Date", "a Date: write it as \"2026-01-01T09:30:00Z\" or \"2026-01-01\""),
      (.string("3"), "Integer 64", "a number (Integer 64): write it without quotes"),
      (.number(3), "String", "a String: write the value in quotes"),
    ]
    for (value, type, message) in mismatches {
      guard case .failure(let mismatch) = StoreReader.sqlValue(value, type: type) else {
        Issue.record("\(value) was accepted for \(type)")
        continue
      }
      #expect(mismatch.message == message)
    }
  }

  @Test("@NSManaged lowers to accessors on the same line, never inside strings")
  func lowering() {
    let lowered = SourceLowering.lower(
      "class A: NSManagedObject {\n  @NSManaged var name: String? // the name\n  let s = \"@NSManaged var x: Int\"\n}\n"
    )
    let lines = lowered.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 5)
    #expect(lines[1].contains("var name: String?"))
    #expect(lines[1].contains("{ get { _tutorManagedValue(forKey: \"name\") }"))
    #expect(!lines[1].contains("@NSManaged"))
    #expect(lines[1].hasSuffix("// the name"))
    #expect(lines[2] == "  let s = \"@NSManaged var x: Int\"")
    let accessor = SourceLowering.lower("  @NSManaged public func addToPets(_ values: NSSet)\n")
    #expect(accessor.contains("addToPets(_ values: NSSet) { _tutorRelationshipAccessor(\"addToPets\", values) }"))
  }
}

/// FileManager's `url(for:in:appropriateFor:create:)` answers the app container's folders, as on a
/// device (lowered to the runtime's `_tutorURL`), also when the call spans lines.
@Suite("FileManager in the app container", .tags(.spawnsProcess), .serialized)
struct DirectoryURLTests {
  @Test("url(for: .documentDirectory, …, appropriateFor:, create:) is the container's Documents")
  func documents() throws {
    let code = """
      import UIKit

      class FilesViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let documents = try! FileManager.default.url(for: .documentDirectory, in: .userDomainMask,
                                                          appropriateFor: nil, create: true)
              let listed = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
              try! "hello".write(to: documents.appendingPathComponent("note.txt"), atomically: true, encoding: .utf8)
              print(documents.standardizedFileURL.path == listed.standardizedFileURL.path,
                    documents.path.hasSuffix("/Documents"),
                    FileManager.default.fileExists(atPath: listed.appendingPathComponent("note.txt").path))
          }
      }

      """
    let lowered = SourceLowering.lower(code)
    #expect(lowered.contains("FileManager.default._tutorURL(for: .documentDirectory"))
    #expect(lowered.contains("FileManager.default.urls(for: .documentDirectory"))
    #expect(lowered.split(separator: "\n").count == code.split(separator: "\n").count)
    let sources = AppSources(
      learnerFiles: [SourceFile(name: "Files.swift", contents: code)], hosts: ["FilesViewController"])
    let app = try LessonPipelineTests().builder().build(sources)
    let (steps, errors) = CheckParser.parse("launch FilesViewController\nexpect output line 1 \"true true true\"")
    #expect(errors.isEmpty)
    #expect(CheckRunner(executable: app.executable).run(steps) == .passed)
  }
}
