internal import CSQLite
import Foundation

/// The arguments of one call of an SQL function defined with `SQLiteDatabase.defineFunction`,
/// read with SQLite's own conversions (a number asked for as text is the text SQLite makes of
/// it). They are valid only during the call that received them.
public struct SQLFunctionArguments {
  private let values: UnsafeMutablePointer<OpaquePointer?>?
  /// How many arguments the call has.
  public let count: Int

  init(_ values: UnsafeMutablePointer<OpaquePointer?>?, count: Int32) {
    self.values = values
    self.count = values == nil ? 0 : Int(count)
  }

  private func value(_ index: Int) -> OpaquePointer? {
    guard let values, index >= 0, index < count else { return nil }
    return values[index]
  }

  /// Whether argument `index` is SQL NULL (or there is no such argument).
  public func isNull(_ index: Int) -> Bool {
    guard let value = value(index) else { return true }
    return sqlite3_value_type(value) == SQLITE_NULL
  }

  /// Argument `index` as an integer (0 for NULL or no such argument).
  public func integer(_ index: Int) -> Int64 {
    value(index).map(sqlite3_value_int64) ?? 0
  }

  /// Argument `index` as text, or nil when it is NULL (or there is no such argument).
  public func text(_ index: Int) -> String? {
    guard !isNull(index), let text = value(index).flatMap(sqlite3_value_text) else { return nil }
    return String(cString: text)
  }
}

extension SQLiteDatabase {
  /// Defines the deterministic SQL function `name` of `argumentCount` arguments for this
  /// connection: `body` answers each call's value. It runs inside SQLite's evaluation of a
  /// statement, on the thread that steps it.
  public func defineFunction(
    _ name: String, argumentCount: Int, _ body: @escaping (SQLFunctionArguments) -> SQLValue
  ) throws(SQLiteError) {
    let function = Unmanaged.passRetained(SQLFunctionBox(body)).toOpaque()
    // SQLite calls the destructor, which releases the box, when the connection closes, when the
    // function is defined again, and when this call fails.
    let status = sqlite3_create_function_v2(
      handle, name, Int32(argumentCount), SQLITE_UTF8 | SQLITE_DETERMINISTIC, function,
      { context, count, values in
        guard let data = sqlite3_user_data(context) else { return sqlite3_result_null(context) }
        let body = Unmanaged<SQLFunctionBox>.fromOpaque(data).takeUnretainedValue().body
        SQLFunctionBox.setResult(body(SQLFunctionArguments(values, count: count)), of: context)
      }, nil, nil, { data in data.map { Unmanaged<SQLFunctionBox>.fromOpaque($0).release() } })
    guard status == SQLITE_OK else { throw error(status) }
  }

  /// Defines the collation `name` for this connection (`ORDER BY column COLLATE name`): `order`
  /// compares two texts.
  public func defineCollation(
    _ name: String, _ order: @escaping (String, String) -> ComparisonResult
  ) throws(SQLiteError) {
    let collation = Unmanaged.passRetained(SQLCollationBox(order)).toOpaque()
    let status = sqlite3_create_collation_v2(
      handle, name, SQLITE_UTF8, collation,
      { data, leftCount, left, rightCount, right in
        guard let data else { return 0 }
        let order = Unmanaged<SQLCollationBox>.fromOpaque(data).takeUnretainedValue().order
        let leftText = String(decoding: UnsafeRawBufferPointer(start: left, count: Int(leftCount)), as: UTF8.self)
        let rightText = String(decoding: UnsafeRawBufferPointer(start: right, count: Int(rightCount)), as: UTF8.self)
        switch order(leftText, rightText) {
        case .orderedAscending: return -1
        case .orderedDescending: return 1
        case .orderedSame: return 0
        }
      }, { data in data.map { Unmanaged<SQLCollationBox>.fromOpaque($0).release() } })
    guard status == SQLITE_OK else { throw error(status) }
  }
}

/// A function's body, kept alive for SQLite as the function's user data.
private final class SQLFunctionBox {
  let body: (SQLFunctionArguments) -> SQLValue

  init(_ body: @escaping (SQLFunctionArguments) -> SQLValue) { self.body = body }

  /// Gives SQLite `value` as the call's result (text and blobs copied before this returns).
  static func setResult(_ value: SQLValue, of context: OpaquePointer?) {
    switch value {
    case .null: sqlite3_result_null(context)
    case .integer(let number): sqlite3_result_int64(context, number)
    case .real(let number): sqlite3_result_double(context, number)
    case .text(let text): sqlite3_result_text(context, text, -1, tutor_sqlite_transient())
    case .blob(let data) where data.isEmpty: sqlite3_result_zeroblob(context, 0)
    case .blob(let data):
      data.withUnsafeBytes { bytes in
        sqlite3_result_blob(context, bytes.baseAddress, Int32(data.count), tutor_sqlite_transient())
      }
    }
  }
}

/// A collation's order, kept alive for SQLite as the collation's user data.
private final class SQLCollationBox {
  let order: (String, String) -> ComparisonResult

  init(_ order: @escaping (String, String) -> ComparisonResult) { self.order = order }
}
