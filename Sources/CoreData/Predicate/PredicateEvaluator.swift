import Foundation

/// Evaluates a predicate on an object in memory: for objects a fetch finds among a context's
/// unsaved changes, and for `NSPredicate.evaluate(with:)`.
enum PredicateEvaluator {
  static func evaluate(_ node: PredicateNode, on object: NSManagedObject) -> Bool {
    switch node {
    case .constant(let value): return value
    case .not(let inner): return !evaluate(inner, on: object)
    case .and(let nodes): return nodes.allSatisfy { evaluate($0, on: object) }
    case .or(let nodes): return nodes.contains { evaluate($0, on: object) }
    case .comparison(let written):
      let comparison = written.normalized
      let left = value(of: comparison.left, on: object)
      let right = value(of: comparison.right, on: object)
      if comparison.any, let values = left as? [Any?] {
        return values.contains { compare($0, right, comparison) }
      }
      return compare(left, right, comparison)
    }
  }

  /// A key path's value (`list.name`, `items.@count`, `self`), or the operand's own value.
  static func value(of operand: PredicateOperand, on object: NSManagedObject) -> Any? {
    guard case .keyPath(let keys) = operand else {
      if case .value(let value) = operand { return value }
      return nil
    }
    var current: Any? = object
    for key in keys {
      switch current {
      case let target as NSManagedObject:
        current =
          key.lowercased() == "self"
          ? target : target.entity.property(named: key) == nil ? nil : target.value(forKey: key)
        if let set = current as? NSSet { current = set.allObjects.map { Optional($0) } }
      case let many as [Any?]:
        if key == "@count" {
          current = Int64(many.count)
        } else {
          current = many.map { ($0 as? NSManagedObject).flatMap { $0.value(forKey: key) } }
        }
      default:
        return nil
      }
    }
    return current
  }

  static func compare(_ left: Any?, _ right: Any?, _ comparison: PredicateNode.Comparison) -> Bool {
    let operation = comparison.operation
    switch operation {
    case .isIn:
      let values = right as? [Any?] ?? []
      return values.contains {
        compare(
          left, $0,
          .init(
            left: .value(nil), operation: .equal, right: .value(nil),
            caseInsensitive: comparison.caseInsensitive, diacriticInsensitive: comparison.diacriticInsensitive))
      }
    case .between:
      guard let bounds = right as? [Any?], bounds.count == 2, left != nil else { return false }
      return ValueComparison.order(left, bounds[0]) != .orderedAscending
        && ValueComparison.order(left, bounds[1]) != .orderedDescending
    default: break
    }
    if let left = left as? String, let right = right as? String,
      operation.isStringOperator || comparison.caseInsensitive || comparison.diacriticInsensitive
    {
      return StringMatching.matches(
        operation, left, right, caseInsensitive: comparison.caseInsensitive,
        diacriticInsensitive: comparison.diacriticInsensitive)
    }
    if operation.isStringOperator { return false }
    let order = ValueComparison.order(left, right)
    switch operation {
    case .equal: return order == .orderedSame
    case .notEqual: return order != .orderedSame
    case .less: return left != nil && right != nil && order == .orderedAscending
    case .lessOrEqual: return left != nil && right != nil && (order == .orderedAscending || order == .orderedSame)
    case .greater: return left != nil && right != nil && order == .orderedDescending
    case .greaterOrEqual: return left != nil && right != nil && (order == .orderedDescending || order == .orderedSame)
    default: return false
    }
  }
}
