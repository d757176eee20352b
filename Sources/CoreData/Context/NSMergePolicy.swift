import Foundation

/// What a save does when another context saved an object since this one read it
/// (`NSMergePolicy`). The default, `.error`, fails the save with `NSManagedObjectMergeError`.
open class NSMergePolicy: NSObject, @unchecked Sendable {
  public enum Kind: Sendable {
    case error, mergeByPropertyStoreTrump, mergeByPropertyObjectTrump, overwrite, rollback
  }

  public let kind: Kind

  public init(kind: Kind) { self.kind = kind }

  public static let error = NSMergePolicy(kind: .error)
  /// The store's values win for the properties both changed.
  public static let mergeByPropertyStoreTrump = NSMergePolicy(kind: .mergeByPropertyStoreTrump)
  /// This context's values win for the properties both changed.
  public static let mergeByPropertyObjectTrump = NSMergePolicy(kind: .mergeByPropertyObjectTrump)
  /// This context's objects are written as they are.
  public static let overwrite = NSMergePolicy(kind: .overwrite)
  /// The store's objects are kept and this context's changes dropped.
  public static let rollback = NSMergePolicy(kind: .rollback)

  static func kind(of policy: Any) -> Kind { (policy as? NSMergePolicy)?.kind ?? .error }
}

nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback

extension Notification.Name {
  public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
  public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
  public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
    "NSManagedObjectContextObjectsDidChangeNotification")
}

/// The userInfo keys of a context's save notification: sets of objects.
public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
