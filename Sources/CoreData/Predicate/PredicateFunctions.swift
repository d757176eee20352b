import CSQLite
import Foundation
import SQLiteDatabase

/// The SQL functions a store's connection gets, so that fetches run predicates' string
/// operators and case-insensitive sorts inside SQLite with exactly the semantics of the
/// in-memory evaluation (StringMatching): `NSPREDICATE_STRING(operator, flags, left, right)`
/// (flags: 1 case-insensitive, 2 diacritic-insensitive) and the collation `NSCASEINSENSITIVE`.
enum PredicateFunctions {
  static let operators: [PredicateOperator] = [
    .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .contains, .beginsWith, .endsWith, .like,
    .matches,
  ]

  static func code(of operation: PredicateOperator) -> Int64 {
    Int64(operators.firstIndex(of: operation) ?? 0)
  }

  static func register(on database: SQLiteDatabase) {
    sqlite3_create_function_v2(
      database.handle, "NSPREDICATE_STRING", 4, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, stringOperator, nil, nil, nil)
    sqlite3_create_collation_v2(database.handle, "NSCASEINSENSITIVE", SQLITE_UTF8, nil, caseInsensitiveOrder, nil)
  }

  private static let stringOperator:
    @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?)
      -> Void = { context, count, values in
        guard let values, count == 4 else { return sqlite3_result_int(context, 0) }
        let index = Int(sqlite3_value_int(values[0]))
        let operation =
          index >= 0 && index < PredicateFunctions.operators.count ? PredicateFunctions.operators[index] : .equal
        let flags = sqlite3_value_int(values[1])
        guard sqlite3_value_type(values[2]) != SQLITE_NULL, sqlite3_value_type(values[3]) != SQLITE_NULL,
          let left = sqlite3_value_text(values[2]), let right = sqlite3_value_text(values[3])
        else { return sqlite3_result_int(context, operation == .notEqual ? 1 : 0) }
        let matched = StringMatching.matches(
          operation, String(cString: left), String(cString: right), caseInsensitive: flags & 1 != 0,
          diacriticInsensitive: flags & 2 != 0)
        sqlite3_result_int(context, matched ? 1 : 0)
      }

  private static let caseInsensitiveOrder:
    @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeRawPointer?, Int32, UnsafeRawPointer?) -> Int32 = {
      _, leftCount, left, rightCount, right in
      let leftText = left.map {
        String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(leftCount)), as: UTF8.self)
      }
      let rightText = right.map {
        String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(rightCount)), as: UTF8.self)
      }
      let order = ValueComparison.order(
        leftText.map { StringMatching.fold($0, caseInsensitive: true, diacriticInsensitive: false) },
        rightText.map { StringMatching.fold($0, caseInsensitive: true, diacriticInsensitive: false) })
      return order == .orderedAscending ? -1 : order == .orderedDescending ? 1 : 0
    }
}
