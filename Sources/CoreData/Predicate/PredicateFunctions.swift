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

  static func register(on database: SQLiteDatabase) throws(SQLiteError) {
    try database.defineFunction("NSPREDICATE_STRING", argumentCount: 4, stringOperator)
    try database.defineCollation("NSCASEINSENSITIVE", caseInsensitiveOrder)
  }

  /// `NSPREDICATE_STRING(operator, flags, left, right)`: 1 when the operator matches, else 0; a
  /// NULL side matches only `!=`.
  private static func stringOperator(_ arguments: SQLFunctionArguments) -> SQLValue {
    guard arguments.count == 4 else { return .integer(0) }
    let index = Int(arguments.integer(0))
    let operation = operators.indices.contains(index) ? operators[index] : .equal
    let flags = arguments.integer(1)
    guard let left = arguments.text(2), let right = arguments.text(3) else {
      return .integer(operation == .notEqual ? 1 : 0)
    }
    let matched = StringMatching.matches(
      operation, left, right, caseInsensitive: flags & 1 != 0, diacriticInsensitive: flags & 2 != 0)
    return .integer(matched ? 1 : 0)
  }

  /// `NSCASEINSENSITIVE`: texts in the order of their case-folded forms.
  private static func caseInsensitiveOrder(_ left: String, _ right: String) -> ComparisonResult {
    ValueComparison.order(
      StringMatching.fold(left, caseInsensitive: true, diacriticInsensitive: false),
      StringMatching.fold(right, caseInsensitive: true, diacriticInsensitive: false)) ?? .orderedSame
  }
}
