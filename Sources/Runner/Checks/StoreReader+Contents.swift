import Foundation
import SQLiteDatabase

/// What `store` and `store ENTITY` show: each entity with its number of rows, or an entity's rows
/// (up to 50) by property name, dates as dates.
extension StoreReader {
  package func render(entity name: String?) -> String {
    do {
      let entities = try entities()
      guard !entities.isEmpty else { return "(no Core Data store in the app's container)\n" }
      guard let name else {
        return try entities.map { entity in
          let rows = try entity.database.query("SELECT COUNT(*) FROM \(entity.table)")
          let count = if case .integer(let count)? = rows.first?.first { count } else { Int64(0) }
          return "\(entity.name)  \(count) row\(count == 1 ? "" : "s")\n"
        }.joined()
      }
      guard let entity = entities.first(where: { $0.name == name }) else {
        return "no entity \(name) in the store (entities: \(entities.map(\.name).joined(separator: ", ")))\n"
      }
      let columns = ["Z_PK"] + entity.properties.map { SQLiteDatabase.quoted($0.column) }
      let rows = try entity.database.query(
        "SELECT \(columns.joined(separator: ", ")) FROM \(entity.table) ORDER BY Z_PK LIMIT 51")
      guard !rows.isEmpty else { return "(no \(name) rows)\n" }
      var text = rows.prefix(50).map { row in
        let values = zip(entity.properties, row.dropFirst()).map { property, value in
          "\(property.name)=\(Self.describe(value, type: property.type))"
        }
        return "\(Self.describe(row[0], type: "Integer 64"))  " + values.joined(separator: "  ") + "\n"
      }.joined()
      if rows.count > 50 { text += "…\n" }
      return text
    } catch {
      return "the store could not be read: \(error)\n"
    }
  }

  static func describe(_ value: SQLValue, type: String) -> String {
    switch value {
    case .null: return "nil"
    case .integer(let number) where type == "Boolean": return number != 0 ? "true" : "false"
    // Whole seconds are stored as integers (the column's numeric affinity).
    case .integer(let seconds) where type == "Date": return describe(.real(Double(seconds)), type: type)
    case .integer(let number): return "\(number)"
    case .real(let seconds) where type == "Date":
      let formatter = ISO8601DateFormatter()
      return formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds))
    case .real(let number): return "\(number)"
    case .text(let text): return "\"\(text)\""
    case .blob(let data) where type == "UUID" && data.count == 16:
      return NSUUID(uuidBytes: [UInt8](data)).uuidString
    case .blob(let data): return "<\(data.count) bytes>"
    }
  }
}
