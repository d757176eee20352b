import Foundation

/// A condition on objects (`NSPredicate`), written in Foundation's predicate format:
/// comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`, `BETWEEN`, `IN`), string operators (`CONTAINS`,
/// `BEGINSWITH`, `ENDSWITH`, `LIKE` with `*` and `?`, `MATCHES`) with `[c]` (case-insensitive) and
/// `[d]` (diacritic-insensitive), `AND`/`&&`, `OR`/`||`, `NOT`/`!`, `ANY`, `@count`, key paths
/// through to-one relationships, and arguments `%@`, `%K` (a key), `%d`/`%i`/`%ld`, `%f`.
/// Arguments are values, never text: a fetch binds them as SQLite parameters, so a quote in an
/// argument is just a quote.
open class NSPredicate: NSObject, @unchecked Sendable {
  let node: PredicateNode
  /// The format the predicate was made from, with its arguments in place.
  public let predicateFormat: String

  init(node: PredicateNode) {
    self.node = node
    predicateFormat = node.description
    super.init()
  }

  /// Parses `predicateFormat`, taking `%@`, `%K`, `%d` … from `args` in order. A format that
  /// does not parse is Foundation's exception, as on a device.
  public convenience init(format predicateFormat: String, _ args: CVarArg...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    do {
      var parser = try PredicateParser(format: predicateFormat, arguments: arguments ?? [])
      self.init(node: try parser.parse())
    } catch {
      CoreDataException.raise(
        "NSInvalidArgumentException", "Unable to parse the format string \"\(predicateFormat)\" (\(error.reason))")
    }
  }

  /// A predicate that is always (or never) true: `TRUEPREDICATE` / `FALSEPREDICATE`.
  public convenience init(value: Bool) { self.init(node: .constant(value)) }

  /// Whether `object` (a managed object) satisfies the predicate.
  open func evaluate(with object: Any?) -> Bool {
    guard let object = object as? NSManagedObject else { return false }
    return PredicateEvaluator.evaluate(node, on: object)
  }

  override open var description: String { predicateFormat }
}

/// `AND`, `OR` and `NOT` of predicates (`NSCompoundPredicate`).
open class NSCompoundPredicate: NSPredicate, @unchecked Sendable {
  public convenience init(andPredicateWithSubpredicates subpredicates: [NSPredicate]) {
    self.init(node: .and(subpredicates.map(\.node)))
  }

  public convenience init(orPredicateWithSubpredicates subpredicates: [NSPredicate]) {
    self.init(node: .or(subpredicates.map(\.node)))
  }

  public convenience init(notPredicateWithSubpredicate predicate: NSPredicate) {
    self.init(node: .not(predicate.node))
  }
}

/// A parsed predicate.
indirect enum PredicateNode: CustomStringConvertible {
  case constant(Bool)
  case not(PredicateNode)
  case and([PredicateNode])
  case or([PredicateNode])
  case comparison(Comparison)

  struct Comparison {
    var left: PredicateOperand
    var operation: PredicateOperator
    var right: PredicateOperand
    var caseInsensitive = false
    var diacriticInsensitive = false
    /// `ANY items.name == "x"`: true when any object of the to-many key path satisfies it.
    var any = false

    /// The comparison with the key on the left, and membership in a to-many relationship
    /// (`tags CONTAINS %@`, `%@ IN tags`) spelled as `ANY tags == %@`, as both evaluators read it.
    var normalized: Comparison {
      var comparison = self
      if case .value(let value) = left, case .keyPath = right {
        if operation == .isIn {
          (comparison.left, comparison.right, comparison.operation, comparison.any) = (
            right, .value(value), .equal, true
          )
        } else if let mirrored = operation.mirrored {
          (comparison.left, comparison.right, comparison.operation) = (right, left, mirrored)
        }
      }
      if comparison.operation == .contains, case .value(let value) = comparison.right,
        value is NSManagedObject || value is NSManagedObjectID
      {
        (comparison.operation, comparison.any) = (.equal, true)
      }
      return comparison
    }
  }

  var description: String {
    switch self {
    case .constant(let value): value ? "TRUEPREDICATE" : "FALSEPREDICATE"
    case .not(let node): "NOT \(node.parenthesized)"
    case .and(let nodes): nodes.map(\.parenthesized).joined(separator: " AND ")
    case .or(let nodes): nodes.map(\.parenthesized).joined(separator: " OR ")
    case .comparison(let comparison):
      (comparison.any ? "ANY " : "") + "\(comparison.left) \(comparison.operation.rawValue)"
        + (comparison.caseInsensitive || comparison.diacriticInsensitive
          ? "[" + (comparison.caseInsensitive ? "c" : "") + (comparison.diacriticInsensitive ? "d" : "") + "]" : "")
        + " \(comparison.right)"
    }
  }

  private var parenthesized: String {
    switch self {
    case .and, .or: "(\(description))"
    default: description
    }
  }
}

enum PredicateOperator: String {
  case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
  case contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE", matches = "MATCHES"
  case isIn = "IN", between = "BETWEEN"

  var isStringOperator: Bool { [.contains, .beginsWith, .endsWith, .like, .matches].contains(self) }
}

/// A side of a comparison: a key path of the evaluated object, or a value.
enum PredicateOperand: CustomStringConvertible {
  case keyPath([String])
  case value(Any?)

  var description: String {
    switch self {
    case .keyPath(let keys): keys.joined(separator: ".")
    case .value(nil): "nil"
    case .value(let value as String): "\"\(value.replacingOccurrences(of: "\"", with: "\\\""))\""
    case .value(let values as [Any?]):
      "{" + values.map { PredicateOperand.value($0).description }.joined(separator: ", ") + "}"
    case .value(let object as NSManagedObject): object.objectID.description
    case .value(let value?): "\(value)"
    }
  }
}
