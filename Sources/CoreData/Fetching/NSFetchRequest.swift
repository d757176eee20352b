import Foundation

/// What a fetch returns (`NSFetchRequestResultType`).
public struct NSFetchRequestResultType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let managedObjectResultType = NSFetchRequestResultType([])
  public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
  public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
  public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// A description of which objects to fetch (`NSFetchRequest`): an entity, a predicate, sort
/// descriptors, a limit and an offset, and what to return.
open class NSFetchRequest<ResultType>: NSObject {
  open var entityName: String?
  open var entity: NSEntityDescription?
  open var predicate: NSPredicate?
  open var sortDescriptors: [NSSortDescriptor]?
  /// At most this many results; 0 means no limit.
  open var fetchLimit = 0
  open var fetchOffset = 0
  open var fetchBatchSize = 0
  /// Whether fetched objects start as faults, filled in at their first access.
  open var returnsObjectsAsFaults = true
  /// Whether the context's unsaved inserts, changes and deletions count.
  open var includesPendingChanges = true
  open var resultType: NSFetchRequestResultType = .managedObjectResultType
  open var propertiesToFetch: [Any]?
  open var relationshipKeyPathsForPrefetching: [String]?

  public init(entityName: String) {
    self.entityName = entityName
    super.init()
  }

  override public init() { super.init() }
}

extension NSManagedObjectID: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}
