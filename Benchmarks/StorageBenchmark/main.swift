// Figures for storage (issue 8): Core Data insert + save of 10,000 objects, a fetch with a
// predicate and a sort over them, and UserDefaults set/get of 1,000 keys across a relaunch (two
// processes). Run it through Benchmarks/storage.sh, which builds it in release mode.
import CoreData
import UIKit

/// Milliseconds since `start`.
func milliseconds(since start: ContinuousClock.Instant) -> Double {
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
}

func itemModel() -> NSManagedObjectModel {
  let entity = NSEntityDescription()
  entity.name = "Item"
  let title = NSAttributeDescription()
  title.name = "title"
  title.attributeType = .stringAttributeType
  let rank = NSAttributeDescription()
  rank.name = "rank"
  rank.attributeType = .integer64AttributeType
  rank.defaultValue = Int64(0)
  let created = NSAttributeDescription()
  created.name = "created"
  created.attributeType = .dateAttributeType
  entity.properties = [title, rank, created]
  let model = NSManagedObjectModel()
  model.entities = [entity]
  return model
}

func coreData(folder: URL) throws {
  let container = NSPersistentContainer(name: "Bench", managedObjectModel: itemModel())
  container.persistentStoreDescriptions = [
    NSPersistentStoreDescription(url: folder.appendingPathComponent("Bench.sqlite"))
  ]
  container.loadPersistentStores { _, error in if let error { fatalError("\(error)") } }
  let context = container.viewContext
  var start = ContinuousClock.now
  for index in 0..<10_000 {
    let item = NSEntityDescription.insertNewObject(forEntityName: "Item", into: context)
    item.setValue("Item \(index)", forKey: "title")
    item.setValue(index % 100, forKey: "rank")
    item.setValue(Date(timeIntervalSinceReferenceDate: Double(index)), forKey: "created")
  }
  try context.save()
  print(String(format: "Core Data: insert + save 10,000 objects: %.0f ms", milliseconds(since: start)))

  let fresh = NSPersistentContainer(name: "Bench", managedObjectModel: itemModel())
  fresh.persistentStoreDescriptions = container.persistentStoreDescriptions
  fresh.loadPersistentStores { _, error in if let error { fatalError("\(error)") } }
  let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
  request.predicate = CoreData.NSPredicate(format: "rank < %d AND title CONTAINS[c] %@", 50, "item 1")
  request.sortDescriptors = [CoreData.NSSortDescriptor(key: "created", ascending: false)]
  start = ContinuousClock.now
  let found = try fresh.viewContext.fetch(request)
  let fetched = milliseconds(since: start)
  start = ContinuousClock.now
  let titles = found.compactMap { $0.value(forKey: "title") as? String }
  let touched = milliseconds(since: start)
  print(
    String(
      format: "Core Data: fetch with a predicate and a sort over 10,000: %.1f ms (%d objects), reading them %.1f ms",
      fetched, titles.count, touched))
  start = ContinuousClock.now
  let all = try fresh.viewContext.count(for: NSFetchRequest<NSManagedObject>(entityName: "Item"))
  print(String(format: "Core Data: count(for:) of %d: %.2f ms", all, milliseconds(since: start)))
}

func defaultsSet(folder: URL) {
  UIKit.UserDefaults.preferencesFolder = folder
  UIKit.UserDefaults.resetStandard()
  let start = ContinuousClock.now
  for index in 0..<1_000 { UIKit.UserDefaults.standard.set("value \(index)", forKey: "key\(index)") }
  print(String(format: "UserDefaults: set 1,000 keys (each saved at once): %.0f ms", milliseconds(since: start)))
}

func defaultsGet(folder: URL) {
  UIKit.UserDefaults.preferencesFolder = folder
  let start = ContinuousClock.now
  UIKit.UserDefaults.resetStandard()
  var found = 0
  for index in 0..<1_000 where UIKit.UserDefaults.standard.string(forKey: "key\(index)") == "value \(index)" {
    found += 1
  }
  print(
    String(
      format: "UserDefaults: get 1,000 keys after a relaunch: %.1f ms (%d found)", milliseconds(since: start), found))
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  print("usage: StorageBenchmark coredata|defaults-set|defaults-get FOLDER")
  exit(2)
}
let folder = URL(fileURLWithPath: arguments[2])
try? Foundation.FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
switch arguments[1] {
case "coredata": try coreData(folder: folder)
case "defaults-set": defaultsSet(folder: folder)
case "defaults-get": defaultsGet(folder: folder)
default: print("unknown figure \(arguments[1])")
}
