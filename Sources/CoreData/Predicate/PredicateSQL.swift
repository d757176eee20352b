import Foundation
import ManagedModelFile
import SQLiteDatabase

/// Translates a predicate into a WHERE clause over an entity's table (aliased `t0`). Every value
/// becomes a bound parameter; the SQL text holds only table and column names from the model.
final class PredicateSQL {
  private(set) var parameters: [SQLValue] = []
  private var aliases = 0

  static func compile(_ predicate: NSPredicate, for entity: NSEntityDescription) throws(PredicateFormatError)
    -> SQLFragment
  {
    let compiler = PredicateSQL()
    let sql = try compiler.sql(for: predicate.node, entity: entity, alias: "t0")
    return SQLFragment(sql: sql, parameters: compiler.parameters)
  }

  private func sql(for node: PredicateNode, entity: NSEntityDescription, alias: String)
    throws(PredicateFormatError) -> String
  {
    switch node {
    case .constant(let value): return value ? "1" : "0"
    case .not(let inner): return "NOT (\(try sql(for: inner, entity: entity, alias: alias)))"
    case .and(let nodes), .or(let nodes):
      var parts: [String] = []
      for inner in nodes { parts.append("(" + (try sql(for: inner, entity: entity, alias: alias)) + ")") }
      if case .and = node { return parts.isEmpty ? "1" : parts.joined(separator: " AND ") }
      return parts.isEmpty ? "0" : parts.joined(separator: " OR ")
    case .comparison(let written):
      let comparison = written.normalized
      guard case .keyPath(let keys) = comparison.left else {
        throw PredicateFormatError(reason: "a comparison needs a key on one side")
      }
      if case .keyPath(let otherKeys) = comparison.right {
        return "COALESCE((\(try columnComparison(keys, otherKeys, comparison, entity: entity, alias: alias))), 0)"
      }
      guard case .value(let value) = comparison.right else { return "0" }
      if keys.count == 1, keys[0].lowercased() == "self",
        let other = ((value as? NSManagedObject)?.objectID ?? (value as? NSManagedObjectID))?.entity, other !== entity
      {
        // An object of another entity is never this one (their row numbers may still be equal).
        return comparison.operation == .notEqual ? "1" : "0"
      }
      // A NULL comparison counts as false, so NOT of it is true, as in memory.
      let test = try condition(keys[...], entity: entity, alias: alias, any: comparison.any) {
        (column, type) throws(PredicateFormatError) in try self.compare(column, type: type, with: value, comparison)
      }
      return "COALESCE((\(test)), 0)"
    }
  }

  /// What a key path leads to: a column and its attribute type (nil for a to-one key or self).
  private typealias ColumnCondition = (String, NSAttributeType?) throws(PredicateFormatError) -> String

  private func condition(
    _ keys: ArraySlice<String>, entity: NSEntityDescription, alias: String, any: Bool,
    _ make: ColumnCondition
  ) throws(PredicateFormatError) -> String {
    guard let key = keys.first else { throw PredicateFormatError(reason: "an empty key path") }
    if !any, let (expression, type) = scalar(keys, entity: entity, alias: alias) { return try make(expression, type) }
    guard let property = entity.property(named: key) else {
      throw PredicateFormatError(
        reason: "keypath \(keys.joined(separator: ".")) not found in entity \(entity.name ?? "")")
    }
    let column = "\(alias).\(StoreNaming.column(forProperty: key))"
    if let attribute = property as? NSAttributeDescription {
      guard keys.count == 1 else { throw PredicateFormatError(reason: "\(key) is an attribute, not a relationship") }
      return try make(column, attribute.attributeType)
    }
    guard let relationship = property as? NSRelationshipDescription, let destination = relationship.destinationEntity
    else { throw PredicateFormatError(reason: "\(key) cannot be compared") }
    aliases += 1
    let inner = "t\(aliases)"
    let table = StoreNaming.table(forEntity: destination.name ?? "")
    if !relationship.isToMany {
      if keys.count == 1 { return try make(column, nil) }
      let rest = try condition(keys.dropFirst(), entity: destination, alias: inner, any: any, make)
      return "\(column) IN (SELECT \(inner).Z_PK FROM \(table) \(inner) WHERE \(rest))"
    }
    let link: String
    if let owner = JoinTable.owner(of: relationship) {
      let (source, target) = owner === relationship ? ("Z_SOURCE", "Z_TARGET") : ("Z_TARGET", "Z_SOURCE")
      link = "\(inner).Z_PK IN (SELECT \(target) FROM \(JoinTable.name(of: owner)) WHERE \(source) = \(alias).Z_PK)"
    } else if let inverse = relationship.inverseRelationship {
      link = "\(inner).\(StoreNaming.column(forProperty: inverse.name)) = \(alias).Z_PK"
    } else {
      link = "0"
    }
    if keys.count == 2, keys.last == "@count" {
      return try make("(SELECT COUNT(*) FROM \(table) \(inner) WHERE \(link))", .integer64AttributeType)
    }
    if any, keys.count == 1 {
      // `ANY tags == %@`: one of the related objects is the given one.
      return "EXISTS (SELECT 1 FROM \(table) \(inner) WHERE \(link) AND \(try make("\(inner).Z_PK", nil)))"
    }
    guard any, keys.count > 1 else {
      throw PredicateFormatError(
        reason: "to-many key \(key) not allowed here; use ANY \(keys.joined(separator: ".")) or \(key).@count")
    }
    let rest = try condition(keys.dropFirst(), entity: destination, alias: inner, any: any, make)
    return "EXISTS (SELECT 1 FROM \(table) \(inner) WHERE \(link) AND \(rest))"
  }

  /// A key path of to-one relationships ending in an attribute (or `self`) as one value: a
  /// column, or nested scalar subqueries that are NULL where a relationship on the way is nil
  /// (as the in-memory value is nil). Nil for anything else (to-many steps, unknown keys).
  private func scalar(_ keys: ArraySlice<String>, entity: NSEntityDescription, alias: String) -> (
    String, NSAttributeType?
  )? {
    guard let key = keys.first else { return nil }
    if key.lowercased() == "self" { return keys.count == 1 ? ("\(alias).Z_PK", nil) : nil }
    guard let property = entity.property(named: key) else { return nil }
    let column = "\(alias).\(StoreNaming.column(forProperty: key))"
    if let attribute = property as? NSAttributeDescription {
      return keys.count == 1 ? (column, attribute.attributeType) : nil
    }
    guard let relationship = property as? NSRelationshipDescription, !relationship.isToMany,
      let destination = relationship.destinationEntity
    else { return nil }
    if keys.count == 1 { return (column, nil) }
    aliases += 1
    let inner = "t\(aliases)"
    guard let (value, type) = scalar(keys.dropFirst(), entity: destination, alias: inner) else { return nil }
    let table = StoreNaming.table(forEntity: destination.name ?? "")
    return ("(SELECT \(value) FROM \(table) \(inner) WHERE \(inner).Z_PK = \(column))", type)
  }

  private func bind(_ value: Any?, type: NSAttributeType?) -> String {
    parameters.append(StoreValue.sql(value, type: type ?? .undefinedAttributeType))
    return "?"
  }

  private func compare(
    _ column: String, type: NSAttributeType?, with value: Any?, _ comparison: PredicateNode.Comparison
  )
    throws(PredicateFormatError) -> String
  {
    let operation = comparison.operation
    let flags = (comparison.caseInsensitive ? 1 : 0) + (comparison.diacriticInsensitive ? 2 : 0)
    if let id = (value as? NSManagedObject)?.objectID ?? (value as? NSManagedObjectID), id.isTemporaryID {
      // An unsaved object has no row yet: nothing in the store points at it.
      return operation == .notEqual ? "1" : "0"
    }
    switch operation {
    case .isIn:
      let values = value as? [Any?] ?? []
      if values.isEmpty { return "0" }
      if flags != 0 {
        return values.map { "NSPREDICATE_STRING(0, \(flags), \(column), \(bind($0, type: type)))" }
          .joined(separator: " OR ")
      }
      return "\(column) IN (" + values.map { bind($0, type: type) }.joined(separator: ", ") + ")"
    case .between:
      guard let bounds = value as? [Any?], bounds.count == 2 else {
        throw PredicateFormatError(reason: "BETWEEN needs {low, high}")
      }
      return "\(column) BETWEEN \(bind(bounds[0], type: type)) AND \(bind(bounds[1], type: type))"
    default: break
    }
    guard let value else {
      switch operation {
      case .equal: return "\(column) IS NULL"
      case .notEqual: return "\(column) IS NOT NULL"
      default: return "0"
      }
    }
    if value is String, operation.isStringOperator || flags != 0 {
      return
        "NSPREDICATE_STRING(\(PredicateFunctions.code(of: operation)), \(flags), \(column), \(bind(value, type: type)))"
    }
    if operation.isStringOperator { return "0" }
    let sqlOperator: String =
      switch operation {
      case .equal: "="
      case .notEqual: "<>"
      case .less: "<"
      case .lessOrEqual: "<="
      case .greater: ">"
      default: ">="
      }
    let placeholder = bind(value, type: type)
    return operation == .notEqual
      ? "(\(column) <> \(placeholder) OR \(column) IS NULL)" : "\(column) \(sqlOperator) \(placeholder)"
  }

  private func columnComparison(
    _ left: [String], _ right: [String], _ comparison: PredicateNode.Comparison, entity: NSEntityDescription,
    alias: String
  ) throws(PredicateFormatError) -> String {
    guard left.count == 1, right.count == 1, entity.property(named: left[0]) is NSAttributeDescription,
      entity.property(named: right[0]) is NSAttributeDescription,
      let sqlOperator = ["==": "=", "!=": "<>", "<": "<", "<=": "<=", ">": ">", ">=": ">="][
        comparison.operation.rawValue]
    else { throw PredicateFormatError(reason: "two keys can only be compared when both are attributes") }
    return
      "\(alias).\(StoreNaming.column(forProperty: left[0])) \(sqlOperator) \(alias).\(StoreNaming.column(forProperty: right[0]))"
  }
}

extension PredicateOperator {
  /// The operator with its sides swapped (`5 < age` is `age > 5`).
  var mirrored: PredicateOperator? {
    switch self {
    case .equal, .notEqual: self
    case .less: .greater
    case .lessOrEqual: .greaterOrEqual
    case .greater: .less
    case .greaterOrEqual: .lessOrEqual
    default: nil
    }
  }
}
