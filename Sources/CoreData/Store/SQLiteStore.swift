import Foundation
import ManagedModelFile
import SQLiteDatabase

/// A row of an entity's table: its primary key, version, attribute values by name and the
/// primary keys of to-one relationships by name.
struct StoredRow {
  var primaryKey: Int64
  var version: Int64
  var attributes: [String: Any]
  var toOne: [String: Int64]
}

/// The SQLite file behind a persistent store (schema in StoreNaming). Opening it creates the
/// tables a new model needs and adds the columns of new properties, as Core Data's lightweight
/// migration does for added attributes and relationships.
final class SQLiteStore {
  let url: URL
  let database: SQLiteDatabase
  private(set) var identifier = ""
  private var entityNumbers: [String: Int64] = [:]
  private var columnCache: [ObjectIdentifier: [Column]] = [:]

  init(url: URL, model: NSManagedObjectModel) throws(SQLiteError) {
    self.url = url
    database = try SQLiteDatabase(path: url.path)
    try PredicateFunctions.register(on: database)
    try prepareSchema(for: model)
  }

  private func prepareSchema(for model: NSManagedObjectModel) throws(SQLiteError) {
    try database.execute("BEGIN IMMEDIATE")
    do {
      try database.execute(
        "CREATE TABLE IF NOT EXISTS \(StoreNaming.keysTable) (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_MAX INTEGER)"
      )
      try database.execute(
        "CREATE TABLE IF NOT EXISTS \(StoreNaming.metadataTable) (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255))")
      try database.execute(
        "CREATE TABLE IF NOT EXISTS \(StoreNaming.propertiesTable) "
          + "(Z_ENT INTEGER, Z_NAME VARCHAR, Z_COLUMN VARCHAR, Z_TYPE VARCHAR, PRIMARY KEY (Z_ENT, Z_NAME))")
      if case .text(let uuid)? = try database.query("SELECT Z_UUID FROM \(StoreNaming.metadataTable)").first?.first {
        identifier = uuid
      } else {
        identifier = UUID().uuidString
        try database.run(
          "INSERT INTO \(StoreNaming.metadataTable) (Z_VERSION, Z_UUID) VALUES (1, ?)", [.text(identifier)])
      }
      for row in try database.query("SELECT Z_ENT, Z_NAME FROM \(StoreNaming.keysTable)") {
        if case .integer(let number) = row[0], case .text(let name) = row[1] { entityNumbers[name] = number }
      }
      for entity in model.entities.sorted(by: { ($0.name ?? "") < ($1.name ?? "") }) {
        try prepareTables(for: entity)
      }
      try database.execute("COMMIT")
    } catch {
      try? database.execute("ROLLBACK")
      throw error
    }
  }

  private func prepareTables(for entity: NSEntityDescription) throws(SQLiteError) {
    let name = entity.name ?? ""
    if entityNumbers[name] == nil {
      let number = (entityNumbers.values.max() ?? 0) + 1
      try database.run(
        "INSERT INTO \(StoreNaming.keysTable) (Z_ENT, Z_NAME, Z_MAX) VALUES (?, ?, 0)", [.integer(number), .text(name)])
      entityNumbers[name] = number
    }
    let table = StoreNaming.table(forEntity: name)
    let columns = Self.columns(of: entity)
    try database.execute(
      "CREATE TABLE IF NOT EXISTS \(table) (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER"
        + columns.map { ", \($0.name) \($0.type)" }.joined() + ")")
    let existing = Set(try database.columnNames(of: table))
    for column in columns where !existing.contains(column.name) {
      try database.execute("ALTER TABLE \(table) ADD COLUMN \(column.name) \(column.type)")
    }
    for column in columns {
      let type = (column.property as? NSAttributeDescription)?.attributeType.displayName ?? "to-one"
      try database.run(
        "INSERT OR REPLACE INTO \(StoreNaming.propertiesTable) (Z_ENT, Z_NAME, Z_COLUMN, Z_TYPE) VALUES (?, ?, ?, ?)",
        [.integer(entityNumbers[name] ?? 0), .text(column.property.name), .text(column.name), .text(type)])
    }
    for relationship in entity.relationships where JoinTable.owner(of: relationship) === relationship {
      let join = JoinTable.name(of: relationship)
      try database.execute(
        "CREATE TABLE IF NOT EXISTS \(join) (Z_SOURCE INTEGER, Z_TARGET INTEGER, PRIMARY KEY (Z_SOURCE, Z_TARGET))")
    }
  }

  typealias Column = (name: String, type: String, property: NSPropertyDescription)

  /// The stored columns of `entity`, worked out once per entity (a model is not changed once a
  /// store uses it, as Core Data requires).
  func columns(of entity: NSEntityDescription) -> [Column] {
    if let known = columnCache[ObjectIdentifier(entity)] { return known }
    let made = Self.columns(of: entity)
    columnCache[ObjectIdentifier(entity)] = made
    return made
  }

  /// The stored columns of `entity`: attributes, then to-one relationships.
  static func columns(of entity: NSEntityDescription) -> [Column] {
    entity.properties.compactMap { property in
      if property.isTransient { return nil }
      if let attribute = property as? NSAttributeDescription {
        return (StoreNaming.column(forProperty: attribute.name), attribute.attributeType.sqliteType, attribute)
      }
      if let relationship = property as? NSRelationshipDescription, !relationship.isToMany {
        return (StoreNaming.column(forProperty: relationship.name), "INTEGER", relationship)
      }
      return nil
    }
  }

  func entityNumber(of entity: NSEntityDescription) -> Int64 { entityNumbers[entity.name ?? ""] ?? 0 }

  /// Reserves `count` new primary keys for `entity`; answers the first.
  func reserveKeys(for entity: NSEntityDescription, count: Int) throws(SQLiteError) -> Int64 {
    let number = entityNumber(of: entity)
    let rows = try database.query("SELECT Z_MAX FROM \(StoreNaming.keysTable) WHERE Z_ENT = ?", [.integer(number)])
    guard case .integer(let last)? = rows.first?.first else { return 1 }
    try database.run(
      "UPDATE \(StoreNaming.keysTable) SET Z_MAX = ? WHERE Z_ENT = ?",
      [.integer(last + Int64(count)), .integer(number)])
    return last + 1
  }

  /// Rows of `entity` matching `condition` (SQL over the entity's table as `t0`, with its
  /// parameters), in `order`, after `offset`, at most `limit`.
  func rows(
    of entity: NSEntityDescription, where condition: SQLFragment?, orderBy order: String?, limit: Int, offset: Int
  ) throws(SQLiteError) -> [StoredRow] {
    let columns = columns(of: entity)
    var sql = "SELECT t0.Z_PK, t0.Z_OPT" + columns.map { ", t0.\($0.name)" }.joined()
    sql += " FROM \(StoreNaming.table(forEntity: entity.name ?? "")) t0"
    if let condition { sql += " WHERE " + condition.sql }
    if let order { sql += " ORDER BY " + order }
    if limit > 0 || offset > 0 { sql += " LIMIT \(limit > 0 ? limit : -1) OFFSET \(max(offset, 0))" }
    let statement = try database.statement(sql)
    try statement.bind(condition?.parameters ?? [])
    var rows: [StoredRow] = []
    while try statement.step() {
      guard case .integer(let key) = statement.column(0) else { continue }
      guard case .integer(let version) = statement.column(1) else { continue }
      var row = StoredRow(primaryKey: key, version: version, attributes: [:], toOne: [:])
      for (index, column) in columns.enumerated() {
        let value = statement.column(Int32(index + 2))
        if let attribute = column.property as? NSAttributeDescription {
          if let converted = StoreValue.value(value, type: attribute.attributeType) {
            row.attributes[attribute.name] = converted
          }
        } else if case .integer(let target) = value {
          row.toOne[column.property.name] = target
        }
      }
      rows.append(row)
    }
    return rows
  }

  /// The row of `entity` with primary key `key`, if there is one.
  func row(of entity: NSEntityDescription, key: Int64) throws(SQLiteError) -> StoredRow? {
    try rows(
      of: entity, where: SQLFragment(sql: "t0.Z_PK = ?", parameters: [.integer(key)]), orderBy: nil, limit: 1, offset: 0
    ).first
  }

  /// How many rows of `entity` match `condition`.
  func count(of entity: NSEntityDescription, where condition: SQLFragment?) throws(SQLiteError) -> Int {
    var sql = "SELECT COUNT(*) FROM \(StoreNaming.table(forEntity: entity.name ?? "")) t0"
    if let condition { sql += " WHERE " + condition.sql }
    guard case .integer(let count)? = try database.query(sql, condition?.parameters ?? []).first?.first else {
      return 0
    }
    return Int(count)
  }
}

/// A piece of SQL with its bound parameters, in order.
struct SQLFragment {
  var sql: String
  var parameters: [SQLValue]
}
