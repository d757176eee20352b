import Foundation
import ManagedModelFile
import SQLiteDatabase

/// Where a to-many relationship without a to-one inverse is kept (see StoreNaming).
enum JoinTable {
  /// The relationship whose join table holds `relationship`'s pairs, or nil when the pairs are
  /// kept in the inverse's column instead.
  static func owner(of relationship: NSRelationshipDescription) -> NSRelationshipDescription? {
    guard relationship.isToMany else { return nil }
    guard let inverse = relationship.inverseRelationship else { return relationship }
    guard inverse.isToMany else { return nil }
    return key(relationship) <= key(inverse) ? relationship : inverse
  }

  static func name(of owner: NSRelationshipDescription) -> String {
    StoreNaming.joinTable(entity: owner.entity?.name ?? "", relationship: owner.name)
  }

  private static func key(_ relationship: NSRelationshipDescription) -> String {
    "\(relationship.entity?.name ?? "").\(relationship.name)"
  }
}

extension SQLiteStore {
  func insertRow(of entity: NSEntityDescription, key: Int64, values: [SQLValue]) throws(SQLiteError) {
    let columns = columns(of: entity)
    let names = ["Z_PK", "Z_ENT", "Z_OPT"] + columns.map(\.name)
    let sql =
      "INSERT INTO \(StoreNaming.table(forEntity: entity.name ?? "")) (\(names.joined(separator: ", "))) VALUES ("
      + Array(repeating: "?", count: names.count).joined(separator: ", ") + ")"
    try database.run(sql, [.integer(key), .integer(entityNumber(of: entity)), .integer(1)] + values)
  }

  /// Writes a changed row when it is still at `version`; answers false when another context
  /// saved it since (a merge conflict) or deleted it.
  func updateRow(of entity: NSEntityDescription, key: Int64, version: Int64, values: [SQLValue], force: Bool)
    throws(SQLiteError) -> Bool
  {
    let columns = columns(of: entity)
    var sql = "UPDATE \(StoreNaming.table(forEntity: entity.name ?? "")) SET Z_OPT = Z_OPT + 1"
    sql += columns.map { ", \($0.name) = ?" }.joined() + " WHERE Z_PK = ?"
    var parameters = values + [.integer(key)]
    if !force {
      sql += " AND Z_OPT = ?"
      parameters.append(.integer(version))
    }
    return try database.run(sql, parameters) == 1
  }

  func deleteRow(of entity: NSEntityDescription, key: Int64) throws(SQLiteError) {
    try database.run("DELETE FROM \(StoreNaming.table(forEntity: entity.name ?? "")) WHERE Z_PK = ?", [.integer(key)])
    for relationship in entity.relationships {
      guard let owner = JoinTable.owner(of: relationship) else { continue }
      let column = owner === relationship ? "Z_SOURCE" : "Z_TARGET"
      try database.run("DELETE FROM \(JoinTable.name(of: owner)) WHERE \(column) = ?", [.integer(key)])
    }
  }

  /// The version of a stored row, or nil when there is no such row.
  func version(of entity: NSEntityDescription, key: Int64) throws(SQLiteError) -> Int64? {
    let rows = try database.query(
      "SELECT Z_OPT FROM \(StoreNaming.table(forEntity: entity.name ?? "")) WHERE Z_PK = ?", [.integer(key)])
    if case .integer(let version)? = rows.first?.first { return version }
    return nil
  }

  /// The primary keys a stored to-many relationship of the object `key` points at.
  func targets(of relationship: NSRelationshipDescription, from key: Int64) throws(SQLiteError) -> [Int64] {
    let rows: [[SQLValue]]
    if let owner = JoinTable.owner(of: relationship) {
      let (source, target) = owner === relationship ? ("Z_SOURCE", "Z_TARGET") : ("Z_TARGET", "Z_SOURCE")
      rows = try database.query(
        "SELECT \(target) FROM \(JoinTable.name(of: owner)) WHERE \(source) = ? ORDER BY \(target)", [.integer(key)])
    } else if let inverse = relationship.inverseRelationship, let destination = relationship.destinationEntity {
      rows = try database.query(
        "SELECT Z_PK FROM \(StoreNaming.table(forEntity: destination.name ?? "")) WHERE "
          + "\(StoreNaming.column(forProperty: inverse.name)) = ? ORDER BY Z_PK", [.integer(key)])
    } else {
      rows = []
    }
    return rows.compactMap { if case .integer(let target)? = $0.first { target } else { nil } }
  }

  /// Replaces the pairs of a join-table relationship for the object `key`.
  func replaceTargets(of relationship: NSRelationshipDescription, from key: Int64, with targets: [Int64])
    throws(SQLiteError)
  {
    guard let owner = JoinTable.owner(of: relationship) else { return }
    let (source, target) = owner === relationship ? ("Z_SOURCE", "Z_TARGET") : ("Z_TARGET", "Z_SOURCE")
    let table = JoinTable.name(of: owner)
    try database.run("DELETE FROM \(table) WHERE \(source) = ?", [.integer(key)])
    for other in targets {
      try database.run(
        "INSERT OR IGNORE INTO \(table) (\(source), \(target)) VALUES (?, ?)", [.integer(key), .integer(other)])
    }
  }
}
