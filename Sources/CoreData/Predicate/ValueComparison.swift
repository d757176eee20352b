import Foundation

/// How predicates, sort descriptors and change tracking compare attribute values: numbers by
/// value (booleans as 0 and 1), strings by their UTF-8 bytes (as SQLite's default collation, so
/// a sort gives one order whether it runs in SQLite or in memory), dates in time, objects by
/// identity. nil sorts before everything.
enum ValueComparison {
  static func same(_ left: Any?, _ right: Any?) -> Bool {
    order(left, right) == .orderedSame
  }

  /// The order of two values, or nil when they cannot be compared.
  static func order(_ left: Any?, _ right: Any?) -> ComparisonResult? {
    switch (left, right) {
    case (nil, nil): return .orderedSame
    case (nil, _): return .orderedAscending
    case (_, nil): return .orderedDescending
    case (let left as String, let right as String): return compare(Array(left.utf8), Array(right.utf8))
    case (let left as Date, let right as Date): return compare(left, right)
    case (let left as UUID, let right as UUID): return left == right ? .orderedSame : nil
    case (let left as URL, let right as URL): return left == right ? .orderedSame : nil
    case (let left as Data, let right as Data): return compare(Array(left), Array(right))
    case (let left as NSManagedObject, let right as NSManagedObject): return left === right ? .orderedSame : nil
    case (let left as NSManagedObjectID, let right as NSManagedObjectID): return left == right ? .orderedSame : nil
    case (let left as NSManagedObject, let right as NSManagedObjectID):
      return left.objectID == right ? .orderedSame : nil
    default:
      guard let left = left.flatMap(AttributeValue.number), let right = right.flatMap(AttributeValue.number) else {
        return nil
      }
      return compare(left.doubleValue, right.doubleValue)
    }
  }

  private static func compare<T: Comparable>(_ left: T, _ right: T) -> ComparisonResult {
    left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
  }

  private static func compare(_ left: [UInt8], _ right: [UInt8]) -> ComparisonResult {
    for (a, b) in zip(left, right) where a != b { return a < b ? .orderedAscending : .orderedDescending }
    return compare(left.count, right.count)
  }
}

/// The string operators of predicates, one implementation for fetches in SQLite (through the
/// store's SQL function) and for objects in memory.
enum StringMatching {
  static func fold(_ text: String, caseInsensitive: Bool, diacriticInsensitive: Bool) -> String {
    var options: String.CompareOptions = []
    if caseInsensitive { options.insert(.caseInsensitive) }
    if diacriticInsensitive { options.insert(.diacriticInsensitive) }
    return options.isEmpty ? text : text.folding(options: options, locale: nil)
  }

  static func matches(
    _ operation: PredicateOperator, _ left: String, _ right: String, caseInsensitive: Bool, diacriticInsensitive: Bool
  ) -> Bool {
    let left = fold(left, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
    let right = fold(right, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
    switch operation {
    case .equal: return left == right
    case .notEqual: return left != right
    case .less: return ValueComparison.order(left, right) == .orderedAscending
    case .lessOrEqual: return ValueComparison.order(left, right) != .orderedDescending
    case .greater: return ValueComparison.order(left, right) == .orderedDescending
    case .greaterOrEqual: return ValueComparison.order(left, right) != .orderedAscending
    case .contains: return right.isEmpty ? false : left.contains(right)
    case .beginsWith: return left.hasPrefix(right)
    case .endsWith: return left.hasSuffix(right)
    case .like: return like(Array(left), Array(right))
    case .matches:
      guard let expression = try? NSRegularExpression(pattern: "^(?:" + right + ")$") else { return false }
      return expression.firstMatch(in: left, range: NSRange(left.startIndex..., in: left)) != nil
    case .isIn, .between: return false
    }
  }

  /// LIKE: `*` matches any run of characters, `?` exactly one.
  private static func like(_ text: [Character], _ pattern: [Character]) -> Bool {
    var textIndex = 0
    var patternIndex = 0
    var starPattern = -1
    var starText = 0
    while textIndex < text.count {
      if patternIndex < pattern.count, pattern[patternIndex] == "?" || pattern[patternIndex] == text[textIndex] {
        textIndex += 1
        patternIndex += 1
      } else if patternIndex < pattern.count, pattern[patternIndex] == "*" {
        starPattern = patternIndex
        starText = textIndex
        patternIndex += 1
      } else if starPattern >= 0 {
        patternIndex = starPattern + 1
        starText += 1
        textIndex = starText
      } else {
        return false
      }
    }
    while patternIndex < pattern.count, pattern[patternIndex] == "*" { patternIndex += 1 }
    return patternIndex == pattern.count
  }
}
