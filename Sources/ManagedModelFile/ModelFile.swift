import Foundation

/// A Core Data model: its entities, attributes and relationships, as Xcode's model editor saves
/// them (`NAME.xcdatamodeld/NAME.xcdatamodel/contents`, read by ManagedModelTools) and as the app
/// carries it compiled (`NAME.momd`, this value as JSON, read by the runtime's CoreData — the
/// way Xcode compiles a model with momc so the app never parses XML). Only what Core Data needs
/// at run time and what Xcode's class generation needs is kept.
public struct ModelFile: Equatable, Codable, Sendable {
  public var entities: [Entity]

  public struct Entity: Equatable, Codable, Sendable {
    public var name: String
    /// `representedClassName`: the NSManagedObject subclass Core Data makes for the entity.
    public var className: String?
    /// `codeGenerationType`: `class` (Xcode writes the whole class), `category` (Xcode writes
    /// the properties, you write the class) or nil (manual: you write both).
    public var codeGeneration: String?
    public var parentEntity: String?
    public var isAbstract: Bool
    public var attributes: [Attribute]
    public var relationships: [Relationship]

    /// The class's Swift name: Xcode writes `.Item` (or `MyApp.Item`) when the class's module is
    /// "Current Product Module"; the part after the last dot names the class.
    public var swiftClassName: String? {
      guard let className, let last = className.split(separator: ".").last else { return nil }
      return String(last)
    }

    public init(
      name: String, className: String?, codeGeneration: String?, parentEntity: String?, isAbstract: Bool,
      attributes: [Attribute], relationships: [Relationship]
    ) {
      self.name = name
      self.className = className
      self.codeGeneration = codeGeneration
      self.parentEntity = parentEntity
      self.isAbstract = isAbstract
      self.attributes = attributes
      self.relationships = relationships
    }
  }

  public struct Attribute: Equatable, Codable, Sendable {
    public var name: String
    /// Xcode's spelling: `String`, `Integer 16`, `Integer 32`, `Integer 64`, `Double`, `Float`,
    /// `Decimal`, `Boolean`, `Date`, `Binary`, `UUID`, `URI`, `Transformable`.
    public var type: String
    public var isOptional: Bool
    public var defaultValue: String?
    /// `usesScalarValueType`: numbers and booleans as Swift scalars rather than NSNumber.
    public var usesScalar: Bool
    /// `transient`: kept in memory, never in the store.
    public var isTransient = false

    public init(
      name: String, type: String, isOptional: Bool, defaultValue: String?, usesScalar: Bool, isTransient: Bool = false
    ) {
      self.name = name
      self.type = type
      self.isOptional = isOptional
      self.defaultValue = defaultValue
      self.usesScalar = usesScalar
      self.isTransient = isTransient
    }
  }

  public struct Relationship: Equatable, Codable, Sendable {
    public var name: String
    public var destination: String
    public var inverseName: String?
    public var isToMany: Bool
    public var isOptional: Bool
    public var isOrdered: Bool
    /// `Nullify`, `Cascade`, `Deny` or `No Action` (Xcode's `deletionRule`).
    public var deletionRule: String
    /// `minCount` / `maxCount` of a to-many relationship (0: no limit).
    public var minCount = 0
    public var maxCount = 0

    public init(
      name: String, destination: String, inverseName: String?, isToMany: Bool, isOptional: Bool, isOrdered: Bool,
      deletionRule: String, minCount: Int = 0, maxCount: Int = 0
    ) {
      self.name = name
      self.destination = destination
      self.inverseName = inverseName
      self.isToMany = isToMany
      self.isOptional = isOptional
      self.isOrdered = isOrdered
      self.deletionRule = deletionRule
      self.minCount = minCount
      self.maxCount = maxCount
    }
  }

  public init(entities: [Entity]) { self.entities = entities }

  /// The compiled form the app carries (`NAME.momd`): JSON.
  public func compiled() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// A model from its compiled form.
  public static func decompile(_ text: String) -> ModelFile? {
    try? JSONDecoder().decode(ModelFile.self, from: Data(text.utf8))
  }

  /// Why the app's Core Data could not read a compiled model (`NAME.momd`) it was asked for.
  public enum ReadError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The app carries no model named `name`.
    case noModel(name: String)
    /// `NAME.momd` is there but does not decode as a model.
    case notCompiled(name: String)

    public var description: String {
      switch self {
      case .noModel(let name): "the app has no model named \(name) (\(name).xcdatamodeld)"
      case .notCompiled(let name): "\(name).momd is not a compiled model"
      }
    }
  }
}
