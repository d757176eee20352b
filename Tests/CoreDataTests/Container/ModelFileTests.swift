import CoreData
import Foundation
import ManagedModelFile
import Testing

@testable import UIKit

/// NSPersistentContainer(name:) reads the model the app carries compiled (`NAME.momd`, which
/// the runner compiles from Xcode's XML; see ManagedModelToolsTests' ModelCompilerTests).
@Suite("Core Data model files", .serialized)
struct ModelFileTests {
  /// A compiled model: Note (text, stars: Integer 16 default 3, folder) and Folder (name, notes, Cascade).
  static let compiled = ModelFile(entities: [
    .init(
      name: "Note", className: "Note", codeGeneration: "class", parentEntity: nil, isAbstract: false,
      attributes: [
        .init(name: "text", type: "String", isOptional: true, defaultValue: nil, usesScalar: false),
        .init(name: "stars", type: "Integer 16", isOptional: false, defaultValue: "3", usesScalar: true),
      ],
      relationships: [
        .init(
          name: "folder", destination: "Folder", inverseName: "notes", isToMany: false, isOptional: true,
          isOrdered: false, deletionRule: "Nullify")
      ]),
    .init(
      name: "Folder", className: "Folder", codeGeneration: "class", parentEntity: nil, isAbstract: false,
      attributes: [.init(name: "name", type: "String", isOptional: false, defaultValue: nil, usesScalar: false)],
      relationships: [
        .init(
          name: "notes", destination: "Note", inverseName: "folder", isToMany: true, isOptional: true,
          isOrdered: false, deletionRule: "Cascade")
      ]),
  ]).compiled()

  @Test("NSPersistentContainer(name:) builds its model from the app's compiled model, defaults and inverses included")
  func containerFromResource() throws {
    AppResources.removeAll()
    defer { AppResources.removeAll() }
    AppResources.register("Notes.momd", contents: Self.compiled)
    let container = NSPersistentContainer(name: "Notes")
    let note = try #require(container.managedObjectModel.entitiesByName["Note"])
    #expect(note.managedObjectClassName == "Note")
    #expect(note.attributesByName["stars"]?.attributeType == .integer16AttributeType)
    #expect(note.attributesByName["stars"]?.defaultValue as? Int16 == 3)
    #expect(note.relationshipsByName["folder"]?.inverseRelationship?.name == "notes")
    #expect(
      container.managedObjectModel.entitiesByName["Folder"]?.relationshipsByName["notes"]?.deleteRule
        == .cascadeDeleteRule)
    #expect(container.persistentStoreDescriptions.first?.url?.lastPathComponent == "Notes.sqlite")
  }

  @Test("a container whose model the app does not carry has an empty model, as Core Data logs and goes on")
  func missingModel() {
    AppResources.removeAll()
    #expect(NSPersistentContainer(name: "Nowhere").managedObjectModel.entities.isEmpty)
  }
}
