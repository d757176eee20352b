import Foundation
import LessonKit
import ManagedModelFile
import Testing

@testable import ManagedModelTools

/// Core Data models compile as Xcode's momc does: Xcode's XML
/// (`NAME.xcdatamodeld/VERSION.xcdatamodel/contents`), the current version named by
/// `.xccurrentversion`, into the app's `NAME.momd`; a model that does not read is a build error
/// at its line.
@Suite("Core Data model compiler")
struct ModelCompilerTests {
  static let version1 = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
        <entity name="Note" representedClassName="Note" syncable="YES" codeGenerationType="class">
            <attribute name="text" optional="YES" attributeType="String"/>
            <attribute name="stars" attributeType="Integer 16" defaultValueString="3" usesScalarValueType="YES"/>
            <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="notes" inverseEntity="Folder"/>
        </entity>
        <entity name="Folder" representedClassName="Folder" syncable="YES" codeGenerationType="class">
            <attribute name="name" attributeType="String"/>
            <relationship name="notes" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Note" inverseName="folder" inverseEntity="Note"/>
        </entity>
        <elements>
            <element name="Note" positionX="-63" positionY="-18" width="128" height="74"/>
        </elements>
    </model>
    """

  @Test("entities, attributes (type, optional, default, scalar) and relationships are read")
  func reads() throws {
    let model = try ModelXMLReader.read(Self.version1)
    #expect(model.entities.map(\.name) == ["Note", "Folder"])
    let note = model.entities[0]
    #expect(note.codeGeneration == "class")
    #expect(note.attributes.map(\.name) == ["text", "stars"])
    let stars = note.attributes[1]
    #expect(stars.type == "Integer 16" && !stars.isOptional && stars.defaultValue == "3" && stars.usesScalar)
    #expect(model.entities[1].relationships[0].isToMany)
    #expect(model.entities[1].relationships[0].deletionRule == "Cascade")
    #expect(note.relationships[0].inverseName == "notes")
  }

  @Test("malformed XML is an error with its line")
  func malformed() {
    #expect(throws: ModelXMLReader.Failure.self) { try ModelXMLReader.read("<model>\n<entity name=\"A\">\n</model>") }
    do {
      _ = try ModelXMLReader.read("<model>\n<entity name=\"A\">\n</model>")
    } catch {
      guard case .malformedXML = error else {
        Issue.record("not malformedXML: \(error)")
        return
      }
      #expect(error.line != nil)
      #expect(error.description.hasPrefix("line \(error.line ?? 0): this is not well-formed XML ("))
    }
    #expect(throws: ModelXMLReader.Failure.noModelElement) { try ModelXMLReader.read("<entity name=\"A\"/>") }
  }

  @Test("the current version is the one .xccurrentversion names; one version needs no such file")
  func versions() {
    let paths = ["M.xcdatamodeld/M.xcdatamodel/contents", "M.xcdatamodeld/M 2.xcdatamodel/contents"]
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>M 2.xcdatamodel</string></dict></plist>
      """
    let current = ModelBundle.currentVersion(of: "M", among: paths + ["M.xcdatamodeld/.xccurrentversion"]) {
      $0.hasSuffix(".xccurrentversion") ? plist : ""
    }
    #expect(current == .success("M.xcdatamodeld/M 2.xcdatamodel/contents"))
    #expect(ModelBundle.currentVersion(of: "M", among: [paths[0]]) { _ in nil } == .success(paths[0]))
    let unnamed = ModelBundle.currentVersion(of: "M", among: paths, read: { _ in nil })
    #expect(unnamed == .failure(.noCurrentVersion(model: "M", versions: 2)))
    let wrong = ModelBundle.currentVersion(of: "M", among: paths + ["M.xcdatamodeld/.xccurrentversion"]) { _ in
      plist.replacingOccurrences(of: "M 2", with: "M 3")
    }
    #expect(wrong == .failure(.unknownCurrentVersion(model: "M", version: "M 3.xcdatamodel")))
  }

  @Test("a model that does not compile is a diagnostic at its file and line, in today's words")
  func failureDescriptions() {
    let cases: [(ModelCompiler.Failure, String)] = [
      (
        .noCurrentVersion(model: "M", versions: 2),
        "M.xcdatamodeld: error: M has 2 versions and no .xccurrentversion saying which is current"
      ),
      (
        .unknownCurrentVersion(model: "M", version: "M 3.xcdatamodel"),
        "M.xcdatamodeld: error: M.xcdatamodeld/.xccurrentversion names M 3.xcdatamodel, which is not in the model"
      ),
      (.noVersion(model: "M"), "M.xcdatamodeld: error: the app has no model named M (M.xcdatamodeld/…/contents)"),
      (
        .misplacedFile(path: "M.xcdatamodeld/M.xcdatamodel"),
        "M.xcdatamodeld/M.xcdatamodel: error: a model version is a folder holding a file named contents: "
          + "name this file M.xcdatamodeld/M.xcdatamodel/contents"
      ),
      (
        .unreadable(path: "M.xcdatamodel/contents", .missingAttribute(element: "entity", attribute: "name", line: 2)),
        "M.xcdatamodel/contents:2: error: <entity> has no name=\"…\""
      ),
    ]
    for (failure, text) in cases { #expect(failure.description == text) }
    #expect(throws: ModelCompiler.Failure.misplacedFile(path: "M.xcdatamodeld/M.xcdatamodel")) {
      try ModelCompiler.compile(["M.xcdatamodeld/M.xcdatamodel": Self.version1])
    }
  }

  @Test("compiling: NAME.momd replaces the model's files, other resources stay, the model round-trips")
  func compiles() throws {
    let compiled = try ModelCompiler.compile([
      "Notes.xcdatamodeld/Notes.xcdatamodel/contents": Self.version1, "greeting.json": "{}",
    ])
    #expect(compiled.resources.keys.sorted() == ["Notes.momd", "greeting.json"])
    #expect(ModelFile.decompile(compiled.resources["Notes.momd"] ?? "") == compiled.models.first)
    #expect(compiled.models.first?.entities.map(\.name) == ["Note", "Folder"])
  }

  @Test("transient attributes and to-many counts are read; a parent entity is a clear error")
  func transientCountsAndInheritance() throws {
    let model = try ModelXMLReader.read(
      """
      <model>
        <entity name="A">
          <attribute name="draft" optional="YES" transient="YES" attributeType="String"/>
          <relationship name="bs" toMany="YES" minCount="1" maxCount="3" destinationEntity="B"/>
        </entity>
        <entity name="B"/>
      </model>
      """)
    #expect(model.entities[0].attributes[0].isTransient)
    #expect(model.entities[0].relationships[0].minCount == 1 && model.entities[0].relationships[0].maxCount == 3)
    do {
      _ = try ModelXMLReader.read("<model>\n<entity name=\"Dog\" parentEntity=\"Animal\"/>\n</model>")
      Issue.record("a parent entity was accepted")
    } catch {
      #expect(error.line == 2)
      #expect(error.message.contains("entity inheritance"))
      #expect(error == .parentEntity(entity: "Dog", line: 2))
    }
  }

  @Test(
    "a model's mistakes are named: an unknown type (with a suggestion), a property twice, a relationship to nothing, a missing inverse"
  )
  func consistency() {
    func problem(_ body: String) -> ModelXMLReader.Failure? {
      do {
        _ = try ModelXMLReader.read("<model>\n" + body + "\n</model>")
        return nil
      } catch {
        return error
      }
    }
    let bool = problem("<entity name=\"A\">\n<attribute name=\"done\" attributeType=\"Bool\"/>\n</entity>")
    #expect(bool?.message.hasPrefix("unknown attributeType \"Bool\"; did you mean \"Boolean\"?") == true)
    #expect(bool?.line == 3)
    #expect(
      bool == .unknownAttributeType(entity: "A", attribute: "done", type: "Bool", suggestion: "Boolean", line: 3))
    let twice = problem(
      "<entity name=\"A\">\n<attribute name=\"x\" attributeType=\"String\"/>\n<attribute name=\"x\" attributeType=\"Date\"/>\n</entity>"
    )
    #expect(twice?.message == "A has two properties named x")
    #expect(twice == .duplicateProperty(entity: "A", name: "x", line: 2))
    let nowhere = problem("<entity name=\"A\">\n<relationship name=\"b\" destinationEntity=\"B\"/>\n</entity>")
    #expect(nowhere?.message == "relationship A.b points at entity B, which the model does not have")
    #expect(nowhere?.line == 3)
    let inverse = problem(
      "<entity name=\"A\">\n<relationship name=\"b\" destinationEntity=\"B\" inverseName=\"a\"/>\n</entity>\n<entity name=\"B\"/>"
    )
    #expect(inverse?.message == "the inverse of A.b, B.a, is not a relationship of B")
  }

  @Test("tutor lint reports a lesson model's mistake at its lesson line, without building")
  func lint() throws {
    let source = """
      ---
      id: models
      title: Models
      ---
      # Models

      ## Exercise: One {#one}
      Text.

      ```xml support file=M.xcdatamodeld/M.xcdatamodel/contents
      <model>
      <entity name="A">
      <attribute name="when" attributeType="Dat"/>
      </entity>
      </model>
      ```

      ```swift starter file=A.swift
      import UIKit
      ```

      ```swift solution file=A.swift
      import UIKit
      ```

      ```check Works
      launch
      ```
      """
    let lesson = try #require(LessonParser.parse(source: source, file: "models.md").0)
    let diagnostics = ModelLint.diagnostics(for: lesson)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.location.line == 13)
    #expect(diagnostics.first?.message.contains("unknown attributeType \"Dat\"; did you mean \"Date\"?") == true)
  }
}
