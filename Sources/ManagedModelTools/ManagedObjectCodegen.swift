import ManagedModelFile

/// Xcode's code generation for Core Data models, done when the runner builds an app: an entity whose
/// `codeGenerationType` is `class` gets its whole NSManagedObject subclass (properties,
/// `fetchRequest()`, to-many accessors); `category` gets an extension with the properties, for
/// the class the learner writes. Every class a model names that exists (generated, or declared
/// in the app's code) is registered with the runtime by name, as Objective-C would find it on a
/// device; a class the model names but nobody wrote stays NSManagedObject, as Core Data falls
/// back to it.
package enum ManagedObjectCodegen {
  /// The Swift source for `models`' generated classes and registrations; `declaredClasses` are
  /// the class names the app's own code declares.
  package static func source(for models: [ModelFile], declaredClasses: Set<String>) -> (
    declarations: String, registrations: [String]
  ) {
    var declarations = ""
    var registrations: [String] = []
    let entities = models.flatMap(\.entities)
    let classNames = Dictionary(
      entities.map { ($0.name, $0.swiftClassName ?? "NSManagedObject") }, uniquingKeysWith: { a, _ in a })
    for entity in entities {
      guard let className = entity.swiftClassName, className != "NSManagedObject", isIdentifier(className) else {
        continue
      }
      if entity.codeGeneration == "class" || declaredClasses.contains(className) {
        registrations.append("    _tutorRegisterManagedObjectClass(\(className).self)")
      }
      switch entity.codeGeneration {
      case "class":
        declarations +=
          "\npublic class \(className): NSManagedObject {\n" + members(of: entity, className, classNames: classNames)
          + "}\n"
      case "category":
        declarations += "\nextension \(className) {\n" + members(of: entity, className, classNames: classNames) + "}\n"
      default: break
      }
    }
    return (declarations, registrations)
  }

  private static func members(of entity: ModelFile.Entity, _ className: String, classNames: [String: String]) -> String
  {
    var text = """
        public class func fetchRequest() -> NSFetchRequest<\(className)> {
          NSFetchRequest<\(className)>(entityName: "\(entity.name)")
        }

      """
    for attribute in entity.attributes where isIdentifier(attribute.name) {
      text += accessor(attribute.name, type: swiftType(of: attribute))
    }
    for relationship in entity.relationships where isIdentifier(relationship.name) {
      let destination = classNames[relationship.destination] ?? "NSManagedObject"
      let type = relationship.isToMany ? (relationship.isOrdered ? "NSOrderedSet?" : "NSSet?") : destination + "?"
      text += accessor(relationship.name, type: type)
      guard relationship.isToMany else { continue }
      let suffix = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
      for (verb, argument) in [
        ("addTo", "_ value: \(destination)"), ("removeFrom", "_ value: \(destination)"),
        ("addTo", "_ values: \(relationship.isOrdered ? "NSOrderedSet" : "NSSet")"),
        ("removeFrom", "_ values: \(relationship.isOrdered ? "NSOrderedSet" : "NSSet")"),
      ] {
        let value = argument.hasPrefix("_ values") ? "values" : "value"
        text +=
          "  public func \(verb)\(suffix)(\(argument)) { _tutorRelationshipAccessor(\"\(verb)\(suffix)\", \(value)) }\n"
      }
    }
    return text
  }

  private static func accessor(_ name: String, type: String) -> String {
    "  public var \(name): \(type) { get { _tutorManagedValue(forKey: \"\(name)\") } "
      + "set { _tutorSetManagedValue(newValue, forKey: \"\(name)\") } }\n"
  }

  /// The Swift type Xcode generates for an attribute.
  static func swiftType(of attribute: ModelFile.Attribute) -> String {
    let scalar = attribute.usesScalar
    switch attribute.type {
    case "Integer 16": return scalar ? "Int16" : "NSNumber?"
    case "Integer 32": return scalar ? "Int32" : "NSNumber?"
    case "Integer 64": return scalar ? "Int64" : "NSNumber?"
    case "Double": return scalar ? "Double" : "NSNumber?"
    case "Float": return scalar ? "Float" : "NSNumber?"
    case "Boolean": return scalar ? "Bool" : "NSNumber?"
    case "Decimal": return "NSDecimalNumber?"
    case "String": return "String?"
    case "Date": return "Date?"
    case "Binary": return "Data?"
    case "UUID": return "UUID?"
    case "URI": return "URL?"
    default: return "NSObject?"
    }
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
