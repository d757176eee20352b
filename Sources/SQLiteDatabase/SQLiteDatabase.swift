internal import CSQLite
import Foundation

/// A value in or out of SQLite, by SQLite's storage classes.
public enum SQLValue: Equatable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)
}

/// One SQLite connection. Every value goes in through a bound parameter; SQL text is only ever
/// put together from names the caller controls (tables and columns), never from values.
///
/// This target is the only one that calls SQLite's C API: the connection stays inside it, and
/// what callers need of SQLite (statements, rows, SQL functions and collations) is offered here.
public final class SQLiteDatabase {
  /// The connection.
  let handle: OpaquePointer
  private var statements: [String: SQLiteStatement] = [:]

  /// Opens (and with `create`, creates) the database file at `path`; with `followingLinks: false`,
  /// a path that is a symbolic link is refused (SQLITE_OPEN_NOFOLLOW).
  public init(path: String, readOnly: Bool = false, create: Bool = true, followingLinks: Bool = true)
    throws(SQLiteError)
  {
    var connection: OpaquePointer?
    var flags = readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0))
    if !followingLinks { flags |= SQLITE_OPEN_NOFOLLOW }
    let status = sqlite3_open_v2(path, &connection, flags, nil)
    guard status == SQLITE_OK, let connection else {
      let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open \(path)"
      sqlite3_close(connection)
      throw .cannotOpen(path: path, code: status, message: message)
    }
    handle = connection
    sqlite3_busy_timeout(connection, 2000)
  }

  deinit {
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  /// Runs SQL that takes no parameters and returns no rows (schema, transactions).
  public func execute(_ sql: String) throws(SQLiteError) {
    let status = sqlite3_exec(handle, sql, nil, nil, nil)
    guard status == SQLITE_OK else { throw error(status) }
  }

  /// A prepared statement for `sql`, kept for the next call with the same text.
  public func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    if let cached = statements[sql] {
      cached.reset()
      return cached
    }
    var prepared: OpaquePointer?
    let status = sqlite3_prepare_v2(handle, sql, -1, &prepared, nil)
    guard status == SQLITE_OK, let prepared else { throw error(status, sql: sql) }
    let statement = SQLiteStatement(prepared, database: self)
    statements[sql] = statement
    return statement
  }

  /// The rows `sql` gives with `parameters` bound in order.
  public func query(_ sql: String, _ parameters: [SQLValue] = []) throws(SQLiteError) -> [[SQLValue]] {
    let statement = try statement(sql)
    try statement.bind(parameters)
    var rows: [[SQLValue]] = []
    while try statement.step() { rows.append(statement.row) }
    return rows
  }

  /// Runs `sql` with `parameters`; answers how many rows it changed.
  @discardableResult
  public func run(_ sql: String, _ parameters: [SQLValue] = []) throws(SQLiteError) -> Int {
    let statement = try statement(sql)
    try statement.bind(parameters)
    while try statement.step() {}
    return Int(sqlite3_changes(handle))
  }

  /// The names of the tables in the database.
  public func tableNames() throws(SQLiteError) -> [String] {
    try query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").compactMap {
      if case .text(let name)? = $0.first { name } else { nil }
    }
  }

  /// The names of the columns of `table` (quoted by the caller's rules; see `quoted`).
  public func columnNames(of table: String) throws(SQLiteError) -> [String] {
    try query("PRAGMA table_info(\(Self.quoted(table)))").compactMap {
      if $0.count > 1, case .text(let name) = $0[1] { name } else { nil }
    }
  }

  /// A table or column name as an SQL identifier.
  public static func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// The error for `status`, with SQLite's message for the connection's last failure; `sql` is
  /// the statement that failed, when one did.
  func error(_ status: Int32, sql: String? = nil) -> SQLiteError {
    let message = String(cString: sqlite3_errmsg(handle))
    guard let sql else { return .failed(code: status, message: message) }
    return .statementFailed(sql: sql, code: status, message: message)
  }
}
