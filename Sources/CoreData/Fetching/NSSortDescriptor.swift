import Foundation
import ManagedModelFile
import UIKit

/// An order for fetched objects (`NSSortDescriptor`): by an attribute's key, ascending or not,
/// optionally case-insensitively (`selector:` `caseInsensitiveCompare:` or
/// `localizedCaseInsensitiveCompare:`). Strings order by their UTF-8 bytes, as SQLite does.
open class NSSortDescriptor: NSObject, @unchecked Sendable {
  open private(set) var key: String?
  open private(set) var ascending: Bool
  open private(set) var selector: Selector?

  public init(key: String?, ascending: Bool) {
    self.key = key
    self.ascending = ascending
  }

  public convenience init(key: String?, ascending: Bool, selector: Selector?) {
    self.init(key: key, ascending: ascending)
    self.selector = selector
  }

  open var reversedSortDescriptor: Any {
    NSSortDescriptor(key: key, ascending: !ascending, selector: selector)
  }

  /// `caseInsensitiveCompare:`, `localizedCaseInsensitiveCompare:` and
  /// `localizedStandardCompare:` (Finder-like, which ignores case) order without regard to case.
  var isCaseInsensitive: Bool {
    let name = selector?.name.lowercased() ?? ""
    return name.contains("caseinsensitive") || name.contains("localizedstandardcompare")
  }

  /// The order of two objects by this descriptor.
  open func compare(_ object1: Any, to object2: Any) -> ComparisonResult {
    guard let key, let first = object1 as? NSManagedObject, let second = object2 as? NSManagedObject else {
      return .orderedSame
    }
    var left = PredicateEvaluator.value(of: .keyPath(key.split(separator: ".").map(String.init)), on: first)
    var right = PredicateEvaluator.value(of: .keyPath(key.split(separator: ".").map(String.init)), on: second)
    if isCaseInsensitive {
      left =
        (left as? String).map { StringMatching.fold($0, caseInsensitive: true, diacriticInsensitive: false) } ?? left
      right =
        (right as? String).map { StringMatching.fold($0, caseInsensitive: true, diacriticInsensitive: false) } ?? right
    }
    let order = ValueComparison.order(left, right) ?? .orderedSame
    guard !ascending else { return order }
    return order == .orderedAscending ? .orderedDescending : order == .orderedDescending ? .orderedAscending : order
  }

  /// The ORDER BY term for this descriptor over `entity`'s table, or nil when the key is not an
  /// attribute of it (then the fetch sorts in memory).
  func orderTerm(for entity: NSEntityDescription) -> String? {
    guard let key, entity.property(named: key) is NSAttributeDescription else { return nil }
    return "t0.\(StoreNaming.column(forProperty: key))" + (isCaseInsensitive ? " COLLATE NSCASEINSENSITIVE" : "")
      + (ascending ? " ASC" : " DESC")
  }
}

extension Selector {
  /// A comparison method named for a sort descriptor, as `#selector(NSString.caseInsensitiveCompare(_:))`
  /// is lowered.
  public init<Target, Argument>(_ method: (Target) -> (Argument) -> ComparisonResult, name: String) {
    self.init(name)
  }
}
