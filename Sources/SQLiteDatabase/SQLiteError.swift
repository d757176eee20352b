/// What SQLite said went wrong: its result code and message, with what failed. The description
/// is `SQLite error CODE: MESSAGE`, the message ending in `in SQL` for a statement.
public enum SQLiteError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The database file at `path` could not be opened.
  case cannotOpen(path: String, code: Int32, message: String)
  /// The statement `sql` could not be prepared, or failed while it ran.
  case statementFailed(sql: String, code: Int32, message: String)
  /// Another call failed: SQL run as text, a parameter bound, a function or collation defined.
  case failed(code: Int32, message: String)

  /// SQLite's result code (`SQLITE_BUSY`, `SQLITE_CONSTRAINT` …).
  public var code: Int32 {
    switch self {
    case .cannotOpen(_, let code, _), .statementFailed(_, let code, _), .failed(let code, _): code
    }
  }

  /// SQLite's message, followed by ` in SQL` for a statement.
  public var message: String {
    switch self {
    case .cannotOpen(_, _, let message), .failed(_, let message): message
    case .statementFailed(let sql, _, let message): "\(message) in \(sql)"
    }
  }

  public var description: String { "SQLite error \(code): \(message)" }
}
