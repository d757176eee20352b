import Foundation
import UIKit

/// The identity of a managed object (`NSManagedObjectID`), the same in every context of a store.
/// A newly inserted object has a temporary ID until it is saved, when it gets a permanent one
/// (its row's primary key); `uriRepresentation()` gives `x-coredata://STORE/Entity/pN`.
open class NSManagedObjectID: NSObject, @unchecked Sendable {
  public let entity: NSEntityDescription
  /// The store row's Z_PK; nil for a temporary ID.
  let primaryKey: Int64?
  /// A number of its own for a temporary ID (a process-wide count; a UUID per object would read
  /// the random source for every insert).
  private let temporaryKey: Int
  private static let temporaryKeys = Locked(0)
  /// Makes this process's temporary IDs differ from another run's, as Core Data's UUIDs do.
  private static let processPrefix = UUID().uuidString.prefix(8)
  let storeIdentifier: String

  init(entity: NSEntityDescription, primaryKey: Int64?, storeIdentifier: String) {
    self.entity = entity
    self.primaryKey = primaryKey
    self.storeIdentifier = storeIdentifier
    temporaryKey =
      primaryKey == nil
      ? Self.temporaryKeys.change {
        $0 += 1
        return $0
      } : 0
  }

  open var isTemporaryID: Bool { primaryKey == nil }

  open func uriRepresentation() -> URL {
    let entityName = entity.name ?? "Entity"
    let text =
      if let primaryKey { "x-coredata://\(storeIdentifier)/\(entityName)/p\(primaryKey)" } else {
        "x-coredata:///\(entityName)/t\(Self.processPrefix)-\(temporaryKey)"
      }
    return URL(string: text) ?? URL(fileURLWithPath: "/")
  }

  override open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSManagedObjectID else { return false }
    if let primaryKey, let otherKey = other.primaryKey {
      return primaryKey == otherKey && entity === other.entity && storeIdentifier == other.storeIdentifier
    }
    return self === other
  }

  override open var hash: Int {
    primaryKey.map { Int(truncatingIfNeeded: $0) ^ (entity.name?.hashValue ?? 0) } ?? temporaryKey
  }

  override open var description: String { "<\(uriRepresentation().absoluteString)>" }
}
