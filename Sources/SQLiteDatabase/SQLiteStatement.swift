internal import CSQLite
import Foundation

/// A prepared SQLite statement: bind parameters, step through rows, read columns.
public final class SQLiteStatement {
  private let handle: OpaquePointer
  private unowned let database: SQLiteDatabase

  init(_ handle: OpaquePointer, database: SQLiteDatabase) {
    self.handle = handle
    self.database = database
  }

  deinit { sqlite3_finalize(handle) }

  func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
  }

  /// Binds `values` to the statement's parameters 1, 2, …
  public func bind(_ values: [SQLValue]) throws(SQLiteError) {
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let status: Int32
      switch value {
      case .null: status = sqlite3_bind_null(handle, index)
      case .integer(let number): status = sqlite3_bind_int64(handle, index, number)
      case .real(let number): status = sqlite3_bind_double(handle, index, number)
      case .text(let text): status = sqlite3_bind_text(handle, index, text, -1, tutor_sqlite_transient())
      case .blob(let data):
        status = data.withUnsafeBytes { bytes in
          sqlite3_bind_blob(
            handle, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(data.count),
            tutor_sqlite_transient())
        }
      }
      guard status == SQLITE_OK else { throw database.error(status) }
    }
  }

  /// Moves to the next row: true when there is one, false when the statement is done.
  public func step() throws(SQLiteError) -> Bool {
    let status = sqlite3_step(handle)
    switch status {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw database.error(status, sql: String(cString: sqlite3_sql(handle)))
    }
  }

  /// The current row's columns.
  public var row: [SQLValue] { (0..<sqlite3_column_count(handle)).map(column) }

  public func column(_ index: Int32) -> SQLValue {
    switch sqlite3_column_type(handle, index) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, index))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, index))
    case SQLITE_TEXT: return .text(sqlite3_column_text(handle, index).map { String(cString: $0) } ?? "")
    case SQLITE_BLOB:
      let count = Int(sqlite3_column_bytes(handle, index))
      guard let bytes = sqlite3_column_blob(handle, index), count > 0 else { return .blob(Data()) }
      return .blob(Data(bytes: bytes, count: count))
    default: return .null
    }
  }
}
