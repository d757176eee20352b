import Foundation

/// One defaults domain (the app's, or a suite's): its values in memory and its property list in
/// `Library/Preferences`, written back later, as iOS writes defaults.
///
/// Foundation documents that a default set "is changed synchronously within your process, and
/// asynchronously to persistent storage". So a change is seen at once by every UserDefaults object
/// of the domain (they share this object, as they share one domain on iOS), but reaches the file
/// only when the domain is written back:
/// - `writeBackDelay` (one second) of virtual time after the first change not yet on disk; iOS
///   documents no interval, and a second is long enough that a process ended right after a
///   change (the `kill` step, a force-quit, stopping the app from Xcode) loses it, and short
///   enough that an app left running for a moment has it saved;
/// - when the app enters the background or terminates (the `Launcher` calls `writeBackAll()`
///   after `didEnterBackground` and after `applicationWillTerminate`);
/// - at `synchronize()`, which waits for pending updates.
/// The file is written whole and atomically, in binary as iOS writes preference files.
final class DefaultsDomain {
  /// How long after a change the domain is written back if nothing writes it sooner.
  static let writeBackDelay: TimeInterval = 1

  let plist: URL
  /// The domain's values, as the process sees them.
  private(set) var values: [String: Any] = [:]
  /// Whether `values` holds changes the file does not have yet.
  private(set) var hasUnsavedChanges = false
  /// The main thread the write-back is scheduled on, while one is (a new app world has another).
  private weak var scheduledOn: MainThread?

  private static let domains = Locked<[String: DefaultsDomain]>([:])

  /// The domain whose property list is `plist`, read from disk the first time.
  static func shared(plist: URL) -> DefaultsDomain {
    domains.change { domains in
      if let known = domains[plist.path] { return known }
      let made = DefaultsDomain(plist: plist)
      domains[plist.path] = made
      return made
    }
  }

  /// Forgets every domain read so far, unsaved changes included (the next use reads the disk
  /// again, as a new process does).
  static func forgetAll() { domains.change { $0 = [:] } }

  /// Writes every domain with unsaved changes to its file (the app is leaving the foreground).
  static func writeBackAll() {
    for domain in domains.change({ Array($0.values) }) { domain.writeBack() }
  }

  private init(plist: URL) {
    self.plist = plist
    if let data = try? Data(contentsOf: plist),
      let loaded = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
    {
      values = loaded
    }
  }

  /// Sets (or with nil removes) a value now; the file follows later.
  func set(_ key: String, _ value: Any?) {
    values[key] = value
    hasUnsavedChanges = true
    scheduleWriteBack()
  }

  /// Writes the values to the property list if it lacks some of them.
  func writeBack() {
    guard hasUnsavedChanges else { return }
    try? Foundation.FileManager.default.createDirectory(
      at: plist.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard let data = try? PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0),
      (try? data.write(to: plist, options: .atomic)) != nil
    else { return }
    hasUnsavedChanges = false
  }

  private func scheduleWriteBack() {
    let thread = MainThread.current
    guard scheduledOn !== thread else { return }
    scheduledOn = thread
    thread.schedule(afterNanoseconds: MainThread.nanoseconds(Self.writeBackDelay)) { [weak self, weak thread] in
      guard let self, let thread, scheduledOn === thread else { return }
      scheduledOn = nil
      writeBack()
    }
  }
}
