import Foundation
import SQLiteDatabase

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

/// A store added to a coordinator (`NSPersistentStore`): a SQLite file, or SQLite in memory.
open class NSPersistentStore: NSObject {
  open private(set) var url: URL?
  open private(set) var type: String
  open var identifier: String { sqlite.identifier }
  let sqlite: SQLiteStore

  init(url: URL?, type: String, sqlite: SQLiteStore) {
    self.url = url
    self.type = type
    self.sqlite = sqlite
  }
}

/// Connects contexts to the store for a model (`NSPersistentStoreCoordinator`). This runtime
/// keeps one store per coordinator: the first one added.
open class NSPersistentStoreCoordinator: NSObject {
  public let managedObjectModel: NSManagedObjectModel
  open private(set) var persistentStores: [NSPersistentStore] = []

  public init(managedObjectModel model: NSManagedObjectModel) {
    managedObjectModel = model
    super.init()
  }

  var sqliteStore: SQLiteStore? { persistentStores.first?.sqlite }

  /// Opens (creating when needed) the store at `storeURL`: a SQLite file, or with
  /// `NSInMemoryStoreType` (or the URL /dev/null) a database in memory.
  @discardableResult
  open func addPersistentStore(
    ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
    options: [AnyHashable: Any]? = nil
  ) throws -> NSPersistentStore {
    guard storeType == NSSQLiteStoreType || storeType == NSInMemoryStoreType else {
      throw CoreDataError.make(
        NSPersistentStoreInvalidTypeError,
        "Unsupported store type \(storeType): use NSSQLiteStoreType or NSInMemoryStoreType.")
    }
    if let problem = StoreSchemaCheck.problem(in: managedObjectModel) {
      throw CoreDataError.make(NSPersistentStoreIncompatibleSchemaError, "The model cannot be stored: \(problem).")
    }
    let inMemory = storeType == NSInMemoryStoreType || storeURL?.path == "/dev/null" || storeURL == nil
    let path = inMemory ? ":memory:" : storeURL?.path ?? ":memory:"
    if !inMemory, let folder = storeURL?.deletingLastPathComponent() {
      try? Foundation.FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    do {
      let sqlite = try SQLiteStore(url: URL(fileURLWithPath: path), model: managedObjectModel)
      let store = NSPersistentStore(url: storeURL, type: storeType, sqlite: sqlite)
      persistentStores.append(store)
      return store
    } catch {
      throw CoreDataError.make(
        NSPersistentStoreOpenError, "The store at \(storeURL?.path ?? "memory") could not be opened: \(error)",
        [NSUnderlyingErrorKey: error, NSSQLiteErrorDomain: error.code])
    }
  }

  /// Deletes a store's file (and forgets it when it is open here).
  open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
    persistentStores.removeAll { $0.url == url }
    for suffix in ["", "-journal", "-wal", "-shm"] {
      try? Foundation.FileManager.default.removeItem(atPath: url.path + suffix)
    }
  }
}

/// How a container opens a store (`NSPersistentStoreDescription`).
open class NSPersistentStoreDescription: NSObject {
  open var url: URL?
  open var type: String = NSSQLiteStoreType
  open var configuration: String?
  open var shouldAddStoreAsynchronously = false
  open var shouldMigrateStoreAutomatically = true
  open var shouldInferMappingModelAutomatically = true
  open var isReadOnly = false
  open private(set) var options: [String: NSObject] = [:]

  public init(url: URL) {
    self.url = url
    super.init()
  }

  override public init() { super.init() }

  open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}
