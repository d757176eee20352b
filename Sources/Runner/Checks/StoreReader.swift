import CheckLanguage
import Foundation
import ManagedModelFile
import SQLiteDatabase

#if canImport(Glibc)
  import Glibc
#endif

/// Reads an app's Core Data stores from the tool side, for `expect store` and `store`: every
/// `.sqlite` file in the app container, opened read-only, in the schema of StoreNaming. Filter
/// values are bound as parameters.
package struct StoreReader {
  /// A stored entity: its name, table, and stored properties (name, column, type).
  struct Entity {
    var name: String
    var table: String
    var properties: [(name: String, column: String, type: String)]
    var database: SQLiteDatabase
  }

  let container: URL

  package init(container: URL) { self.container = container }

  /// The `.sqlite` files in the container, by their path in it.
  func storeFiles() -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: container.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".sqlite") }.sorted()
  }

  /// A store opened from a copy the runner made (ContainerTree.copyRegularFile): the app may have
  /// put a link, a pipe or a leased file where a store should be, and the runner (root, when
  /// grading) must neither follow nor wait for it. The copy is gone once the store is open.
  private func openCopy(of store: String) throws(SQLiteError) -> SQLiteDatabase? {
    guard
      let copy = ContainerTree.copyRegularFile(store, in: container.path, limit: AppContainer.diskLimitBytes)
    else { return nil }
    defer { unlink(copy.path) }
    return try SQLiteDatabase(path: copy.path, readOnly: true, followingLinks: false)
  }

  /// Every entity of every store.
  func entities() throws(SQLiteError) -> [Entity] {
    var found: [Entity] = []
    for path in storeFiles() {
      guard let database = try openCopy(of: path) else { continue }
      let tables = Set(try database.tableNames())
      guard tables.contains(StoreNaming.keysTable) else { continue }
      for row in try database.query("SELECT Z_ENT, Z_NAME FROM \(StoreNaming.keysTable) ORDER BY Z_NAME") {
        guard case .integer(let number) = row[0], case .text(let name) = row[1] else { continue }
        var properties: [(String, String, String)] = []
        if tables.contains(StoreNaming.propertiesTable) {
          for property in try database.query(
            "SELECT Z_NAME, Z_COLUMN, Z_TYPE FROM \(StoreNaming.propertiesTable) WHERE Z_ENT = ? ORDER BY rowid",
            [.integer(number)])
          {
            if case .text(let name) = property[0], case .text(let column) = property[1],
              case .text(let type) = property[2]
            {
              properties.append((name, column, type))
            }
          }
        }
        found.append(
          Entity(name: name, table: StoreNaming.table(forEntity: name), properties: properties, database: database))
      }
    }
    return found
  }

  /// `expect store ENTITY [where ATTRIBUTE OP VALUE] count N`.
  package func expect(entity name: String, filter: CheckExpectation.StoreFilter?, count: Int, negated: Bool) -> Verdict
  {
    let expected =
      (negated ? "not " : "") + "\(count) \(name) row(s)"
      + (filter.map { " where \($0.attribute) \($0.comparison) \($0.value)" } ?? "")
    do {
      let entities = try entities()
      guard !entities.isEmpty else {
        return .failed(
          expected: expected, found: "no Core Data store (no .sqlite file with Core Data tables in the app's container)"
        )
      }
      guard let entity = entities.first(where: { $0.name == name }) else {
        return .failed(
          expected: expected,
          found: "no entity \(name) in the store (entities: \(entities.map(\.name).joined(separator: ", ")))")
      }
      var sql = "SELECT COUNT(*) FROM \(entity.table)"
      var parameters: [SQLValue] = []
      if let filter {
        guard let property = entity.properties.first(where: { $0.name == filter.attribute }) else {
          return .failed(
            expected: expected,
            found:
              "\(name) has no attribute \(filter.attribute) (it has \(entity.properties.map(\.name).joined(separator: ", ")))"
          )
        }
        let column = SQLiteDatabase.quoted(property.column)
        sql +=
          filter.comparison == "!="
          ? " WHERE (\(column) <> ? OR \(column) IS NULL)" : " WHERE \(column) \(filter.comparison) ?"
        switch Self.sqlValue(filter.value, type: property.type) {
        case .success(let value): parameters.append(value)
        case .failure(let mismatch):
          return .failed(expected: expected, found: "\(name).\(filter.attribute) is \(mismatch.message)")
        }
      }
      guard case .integer(let found)? = try entity.database.query(sql, parameters).first?.first else {
        return .failed(expected: expected, found: "no answer from the store")
      }
      return (found == count) != negated ? .passed : .failed(expected: expected, found: "\(found)")
    } catch {
      return .failed(expected: expected, found: "the store could not be read: \(error)")
    }
  }

  /// A value that does not fit a property's type; its message says how to write one that does.
  enum Mismatch: Error, Equatable {
    case boolean
    /// A text that is not a date; `acceptsDay` when a date alone would do too.
    case date(acceptsDay: Bool)
    case number(type: String)
    case string

    var message: String {
      switch self {
      case .boolean: "Boolean: compare it with true or false"
      case .date(let acceptsDay):
        "a Date: write it as \"2026-01-01T09:30:00Z\"" + (acceptsDay ? " or \"2026-01-01\"" : "")
      case .number(let type): "a number (\(type)): write it without quotes"
      case .string: "a String: write the value in quotes"
      }
    }
  }

  /// A check-language value as the store keeps it for a property of `type` (Xcode's type name,
  /// or `to-one`): booleans as 0 and 1, dates (written `"2026-01-01T09:30:00Z"` or `"2026-01-01"`)
  /// as seconds since 2001.
  static func sqlValue(_ value: JSONValue, type: String) -> Result<SQLValue, Mismatch> {
    let numeric = ["Integer 16", "Integer 32", "Integer 64", "Double", "Float", "Decimal", "to-one"]
    switch (value, type) {
    case (.bool(let flag), "Boolean"): return .success(.integer(flag ? 1 : 0))
    case (_, "Boolean"): return .failure(.boolean)
    case (.string(let text), "Date"):
      guard let date = date(from: text) else {
        return .failure(.date(acceptsDay: true))
      }
      return .success(.real(date.timeIntervalSinceReferenceDate))
    case (_, "Date"): return .failure(.date(acceptsDay: false))
    case (.number(let number), _) where numeric.contains(type):
      return .success(number == number.rounded() && abs(number) < 1e15 ? .integer(Int64(number)) : .real(number))
    case (_, _) where numeric.contains(type):
      return .failure(.number(type: type))
    case (.string(let text), "String"), (.string(let text), "URI"): return .success(.text(text))
    case (_, "String"): return .failure(.string)
    case (.string(let text), _): return .success(.text(text))
    case (.number(let number), _): return .success(.real(number))
    case (.bool(let flag), _): return .success(.integer(flag ? 1 : 0))
    default: return .success(.null)
    }
  }

  static func date(from text: String) -> Date? {
    let full = ISO8601DateFormatter()
    if let date = full.date(from: text) { return date }
    let day = ISO8601DateFormatter()
    day.formatOptions = [.withFullDate]
    return day.date(from: text)
  }
}
