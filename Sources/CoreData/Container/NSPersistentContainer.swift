import Foundation
import UIKit

/// The Core Data stack in one object (`NSPersistentContainer`): the model named `name` (read from
/// the app's `NAME.xcdatamodeld`), a coordinator, and the main-queue `viewContext`. Its store is
/// `NAME.sqlite` in the app's Library/Application Support unless a description says otherwise.
open class NSPersistentContainer: NSObject {
  open private(set) var name: String
  open private(set) var managedObjectModel: NSManagedObjectModel
  open private(set) var persistentStoreCoordinator: NSPersistentStoreCoordinator
  open var persistentStoreDescriptions: [NSPersistentStoreDescription]

  /// The context for the main thread (the one the UI uses).
  open private(set) lazy var viewContext: NSManagedObjectContext = {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }()

  /// The models of every container made so far (for `NSManagedObject.entity()`).
  static let models = Locked<[NSManagedObjectModel]>([])
  static var loadedModels: [NSManagedObjectModel] { models.read { $0 } }

  /// A container for the model `name` compiled into the app. Without one, Core Data logs an
  /// error (to the app's output) and the container has an empty model, as on a device.
  public convenience init(name: String) {
    let model: NSManagedObjectModel
    switch NSManagedObjectModel.readModel(named: name) {
    case .success(let file): model = NSManagedObjectModel(file: file)
    case .failure:
      // Core Data's console message, in the app's output (the console here), naming the models
      // the app does carry.
      let models = AppResources.all.keys.filter { $0.hasSuffix(".momd") }.map { String($0.dropLast(5)) }.sorted()
      let known = models.isEmpty ? "the app has no model" : "the app's models: \(models.joined(separator: ", "))"
      print("CoreData: error:  Failed to load model named \(name) (\(known))")
      model = NSManagedObjectModel()
    }
    self.init(name: name, managedObjectModel: model)
  }

  public init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.name = name
    managedObjectModel = model
    persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    persistentStoreDescriptions = [
      NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
    ]
    super.init()
    Self.models.change { $0.append(model) }
  }

  /// The app's Library/Application Support folder.
  open class func defaultDirectoryURL() -> URL {
    UIKit.FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? URL(fileURLWithPath: NSTemporaryDirectory())
  }

  /// Opens every described store, calling `block` once per store with nil or the error.
  open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
    for description in persistentStoreDescriptions {
      do {
        try persistentStoreCoordinator.addPersistentStore(
          ofType: description.type, configurationName: description.configuration, at: description.url)
        block(description, nil)
      } catch {
        block(description, error)
      }
    }
  }

  /// A private-queue context on the same coordinator.
  open func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }

  /// Runs `block` with a new background context, on the run loop's next turn.
  open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
    let context = newBackgroundContext()
    context.perform { block(context) }
  }
}
