import Foundation

/// The type of an entity's attribute, with Core Data's raw values (`NSAttributeType`).
public enum NSAttributeType: UInt, Sendable {
  case undefinedAttributeType = 0
  case integer16AttributeType = 100
  case integer32AttributeType = 200
  case integer64AttributeType = 300
  case decimalAttributeType = 400
  case doubleAttributeType = 500
  case floatAttributeType = 600
  case stringAttributeType = 700
  case booleanAttributeType = 800
  case dateAttributeType = 900
  case binaryDataAttributeType = 1000
  case UUIDAttributeType = 1100
  case URIAttributeType = 1200
  case transformableAttributeType = 1800
  case objectIDAttributeType = 2000

  /// Xcode's name for the type in a model file (`Integer 16`, `String`, `Binary` …).
  init?(modelFileName: String) {
    let names: [String: NSAttributeType] = [
      "Integer 16": .integer16AttributeType, "Integer 32": .integer32AttributeType,
      "Integer 64": .integer64AttributeType, "Decimal": .decimalAttributeType, "Double": .doubleAttributeType,
      "Float": .floatAttributeType, "String": .stringAttributeType, "Boolean": .booleanAttributeType,
      "Date": .dateAttributeType, "Binary": .binaryDataAttributeType, "UUID": .UUIDAttributeType,
      "URI": .URIAttributeType, "Transformable": .transformableAttributeType, "Undefined": .undefinedAttributeType,
    ]
    guard let type = names[modelFileName] else { return nil }
    self = type
  }

  var isInteger: Bool {
    self == .integer16AttributeType || self == .integer32AttributeType || self == .integer64AttributeType
  }

  /// The column type of the store's table (see StoreSchema).
  var sqliteType: String {
    switch self {
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .booleanAttributeType:
      "INTEGER"
    case .doubleAttributeType, .floatAttributeType, .decimalAttributeType: "REAL"
    case .dateAttributeType: "TIMESTAMP"
    case .stringAttributeType, .URIAttributeType: "VARCHAR"
    default: "BLOB"
    }
  }

  /// How the type is named in Core Data's validation messages.
  var displayName: String {
    switch self {
    case .integer16AttributeType: "Integer 16"
    case .integer32AttributeType: "Integer 32"
    case .integer64AttributeType: "Integer 64"
    case .decimalAttributeType: "Decimal"
    case .doubleAttributeType: "Double"
    case .floatAttributeType: "Float"
    case .stringAttributeType: "String"
    case .booleanAttributeType: "Boolean"
    case .dateAttributeType: "Date"
    case .binaryDataAttributeType: "Binary"
    case .UUIDAttributeType: "UUID"
    case .URIAttributeType: "URI"
    case .transformableAttributeType: "Transformable"
    case .objectIDAttributeType: "Object ID"
    case .undefinedAttributeType: "Undefined"
    }
  }
}

/// What deleting an object does to the objects a relationship points at (`NSDeleteRule`).
public enum NSDeleteRule: UInt, Sendable {
  /// Nothing: the other objects keep pointing at the deleted one.
  case noActionDeleteRule = 0
  /// The other objects' inverse relationship stops pointing at the deleted one.
  case nullifyDeleteRule = 1
  /// The other objects are deleted too.
  case cascadeDeleteRule = 2
  /// The delete fails at save while the relationship still points at anything.
  case denyDeleteRule = 3

  init(modelFileName: String) {
    switch modelFileName {
    case "Cascade": self = .cascadeDeleteRule
    case "Deny": self = .denyDeleteRule
    case "No Action": self = .noActionDeleteRule
    default: self = .nullifyDeleteRule
    }
  }
}
