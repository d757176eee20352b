import Foundation

/// The app's defaults database, as Foundation's `UserDefaults` on iOS: a property list in the
/// app container's `Library/Preferences`, with the typed getters and setters, a registration
/// domain (`register(defaults:)`, never saved), `removeObject`, `dictionaryRepresentation`.
///
/// A change is seen in the process at once and reaches the property list asynchronously, as
/// Foundation documents: a moment later, when the app enters the background or terminates, or at
/// `synchronize()` (DefaultsDomain). A process ended before then (`kill`) loses it. A value that is
/// not a property-list type stops the app with Foundation's exception.
/// Shadows Foundation's class for learner code (`import UIKit`), as `Timer` does.
open class UserDefaults: NSObject, @unchecked Sendable {
  /// Posted after a change made in this process, with the defaults as object.
  public static let didChangeNotification = Notification.Name("NSUserDefaultsDidChangeNotification")

  nonisolated(unsafe) private static var shared: UserDefaults?

  /// The app's defaults.
  public class var standard: UserDefaults {
    if let shared { return shared }
    let made = UserDefaults(file: preferencesFolder.map { $0.appendingPathComponent("app.plist") })
    shared = made
    return made
  }

  /// Where defaults are saved: the app container's `Library/Preferences` (set by the app host);
  /// nil keeps them in memory (the runtime's own tests).
  nonisolated(unsafe) package static var preferencesFolder: URL?

  /// Forgets the shared defaults (a fresh app world in tests).
  package static func resetStandard() {
    shared = nil
    DefaultsDomain.forgetAll()
  }

  /// The domain, shared by every object of the domain; nil keeps the values in memory only.
  private let domain: DefaultsDomain?
  private var memoryValues: [String: Any] = [:]
  private var values: [String: Any] { domain?.values ?? memoryValues }
  private var registered: [String: Any] = [:]

  private init(file: URL?) {
    domain = file.map(DefaultsDomain.shared(plist:))
    super.init()
  }

  /// Defaults of their own, saved in `SUITE.plist` beside the app's; nil for the app's own name.
  public init?(suiteName: String?) {
    guard let suiteName, !suiteName.isEmpty else {
      domain = UserDefaults.preferencesFolder.map {
        DefaultsDomain.shared(plist: $0.appendingPathComponent("app.plist"))
      }
      super.init()
      return
    }
    domain = UserDefaults.preferencesFolder.map {
      DefaultsDomain.shared(plist: $0.appendingPathComponent("\(suiteName).plist"))
    }
    super.init()
  }

  public convenience override init() {
    self.init(file: UserDefaults.preferencesFolder.map { $0.appendingPathComponent("app.plist") })
  }

  // MARK: Reading

  open func object(forKey defaultName: String) -> Any? {
    values[defaultName] ?? registered[defaultName]
  }

  open func string(forKey defaultName: String) -> String? {
    switch object(forKey: defaultName) {
    case let string as String: string
    case let number as NSNumber: number.stringValue
    default: nil
    }
  }

  open func array(forKey defaultName: String) -> [Any]? { object(forKey: defaultName) as? [Any] }

  open func dictionary(forKey defaultName: String) -> [String: Any]? {
    object(forKey: defaultName) as? [String: Any]
  }

  open func data(forKey defaultName: String) -> Data? { object(forKey: defaultName) as? Data }

  open func stringArray(forKey defaultName: String) -> [String]? { object(forKey: defaultName) as? [String] }

  /// The number stored for the key (a numeric string is converted), else 0.
  open func integer(forKey defaultName: String) -> Int {
    number(forKey: defaultName)?.intValue ?? 0
  }

  open func float(forKey defaultName: String) -> Float {
    number(forKey: defaultName)?.floatValue ?? 0
  }

  open func double(forKey defaultName: String) -> Double {
    number(forKey: defaultName)?.doubleValue ?? 0
  }

  /// True for a true number or a string "YES"/"true"/"1" (as Foundation reads them), else false.
  open func bool(forKey defaultName: String) -> Bool {
    if let string = object(forKey: defaultName) as? String {
      return ["yes", "true", "1"].contains(string.lowercased())
    }
    return number(forKey: defaultName)?.boolValue ?? false
  }

  open func url(forKey defaultName: String) -> URL? {
    guard let string = string(forKey: defaultName) else { return nil }
    return string.hasPrefix("/") ? URL(fileURLWithPath: string) : URL(string: string)
  }

  /// Every value: the registration domain overlaid with the saved ones.
  open func dictionaryRepresentation() -> [String: Any] {
    registered.merging(values) { _, saved in saved }
  }

  private func number(forKey defaultName: String) -> NSNumber? {
    switch object(forKey: defaultName) {
    case let number as NSNumber: number
    case let string as String: Double(string).map { NSNumber(value: $0) }
    default: nil
    }
  }

  // MARK: Writing

  /// Stores `value` (nil removes the key); it must be a property-list value.
  open func set(_ value: Any?, forKey defaultName: String) {
    guard let value else {
      removeObject(forKey: defaultName)
      return
    }
    guard PropertyListCheck.isPropertyList(value) else {
      fatalError(
        UIKitError.exception(
          "NSInvalidArgumentException",
          "Attempt to insert non-property list object \(value) for key \(defaultName)"))
    }
    changed(defaultName, value)
  }

  open func set(_ value: Int, forKey defaultName: String) { set(NSNumber(value: value), forKey: defaultName) }
  open func set(_ value: Float, forKey defaultName: String) { set(NSNumber(value: value), forKey: defaultName) }
  open func set(_ value: Double, forKey defaultName: String) { set(NSNumber(value: value), forKey: defaultName) }
  open func set(_ value: Bool, forKey defaultName: String) { set(NSNumber(value: value), forKey: defaultName) }

  /// Stores a URL (as its string, as Foundation archives it for file URLs' paths).
  open func set(_ url: URL?, forKey defaultName: String) {
    set(url.map { $0.isFileURL ? $0.path : $0.absoluteString }, forKey: defaultName)
  }

  open func removeObject(forKey defaultName: String) {
    guard values[defaultName] != nil else { return }
    changed(defaultName, nil)
  }

  /// Values used when nothing is saved for a key; never written to disk.
  open func register(defaults registrationDictionary: [String: Any]) {
    registered.merge(registrationDictionary) { _, new in new }
  }

  /// Waits for pending changes to reach the property list (Apple calls it unnecessary: the app
  /// writes them back on its own, and when it leaves the foreground).
  @discardableResult
  open func synchronize() -> Bool {
    domain?.writeBack()
    return domain?.hasUnsavedChanges != true
  }

  /// Writes every domain's pending changes to disk: the app is entering the background or
  /// terminating, as iOS writes defaults back then.
  package static func writeBackAll() {
    DefaultsDomain.writeBackAll()
  }

  // MARK: Disk

  private func changed(_ key: String, _ value: Any?) {
    if let domain { domain.set(key, value) } else { memoryValues[key] = value }
    NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: self)
  }

}

/// Which values a property list can hold: strings, numbers, booleans, dates, data, and arrays
/// and dictionaries (with string keys) of those.
package enum PropertyListCheck {
  package static func isPropertyList(_ value: Any) -> Bool {
    switch value {
    case is String, is NSNumber, is Int, is Double, is Float, is Bool, is Date, is Data, is NSString, is NSData:
      return true
    case let array as [Any]:
      return array.allSatisfy(isPropertyList)
    case let dictionary as [String: Any]:
      return dictionary.values.allSatisfy(isPropertyList)
    default:
      return false
    }
  }
}
