import Testing

@testable import UIKit

/// UserDefaults as Foundation documents it on iOS: typed getters with their conversions, a
/// registration domain that is never saved, removal, the property-list rule, and (docs/runtime.md
/// "The app's container") changes written to the container's Library/Preferences asynchronously:
/// a second later, on entering the background or terminating, or at `synchronize()`.
@MainActor
@Suite("UserDefaults", .serialized)
struct UserDefaultsTests {
  private func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("tutor-defaults-\(UUID().uuidString)")
  }

  @Test("typed getters: numbers, numeric strings, booleans; 0, false and nil for missing keys")
  func typedGetters() {
    TestApp.reset()
    let defaults = UserDefaults.standard
    defaults.set(42, forKey: "answer")
    defaults.set("7", forKey: "seven")
    defaults.set(true, forKey: "flag")
    defaults.set(2.5, forKey: "half")
    defaults.set(["a", "b"], forKey: "tags")
    #expect(defaults.integer(forKey: "answer") == 42)
    #expect(defaults.integer(forKey: "seven") == 7)
    #expect(defaults.string(forKey: "answer") == "42")
    #expect(defaults.bool(forKey: "flag"))
    #expect(defaults.double(forKey: "half") == 2.5)
    #expect(defaults.stringArray(forKey: "tags") == ["a", "b"])
    #expect(defaults.integer(forKey: "missing") == 0)
    #expect(!defaults.bool(forKey: "missing"))
    #expect(defaults.string(forKey: "missing") == nil)
  }

  @Test("register(defaults:) answers for missing keys, is overridden by set, and is never saved")
  func registration() throws {
    TestApp.reset()
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    UserDefaults.preferencesFolder = place
    defer { UserDefaults.preferencesFolder = nil }
    let defaults = UserDefaults.standard
    defaults.register(defaults: ["sound": true, "volume": 5])
    #expect(defaults.bool(forKey: "sound"))
    defaults.set(8, forKey: "volume")
    #expect(defaults.integer(forKey: "volume") == 8)
    #expect(defaults.dictionaryRepresentation()["sound"] as? Bool == true)
    defaults.synchronize()
    let saved =
      try PropertyListSerialization.propertyList(
        from: Data(contentsOf: place.appendingPathComponent("app.plist")), format: nil) as? [String: Any]
    #expect(saved?["volume"] as? Int == 8)
    #expect(saved?["sound"] == nil)
  }

  /// The values a new process would read: the domain's file, read afresh.
  private func onDisk(_ folder: URL) -> [String: Any] {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("app.plist")) else { return [:] }
    return (try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]) ?? [:]
  }

  // Foundation: a default set "is changed synchronously within your process, and asynchronously
  // to persistent storage" — here a virtual second later, or sooner when something writes it back.
  @Test("a change is seen at once in the process but reaches the disk only a second later; removal too")
  func writtenBackLater() {
    TestApp.reset()
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    UserDefaults.preferencesFolder = place
    defer { UserDefaults.preferencesFolder = nil }
    UserDefaults.standard.set("Ada", forKey: "name")
    UserDefaults.standard.set(3, forKey: "launches")
    #expect(UserDefaults.standard.string(forKey: "name") == "Ada")
    #expect(onDisk(place).isEmpty, "nothing is on disk yet")
    AppDriver.advance(seconds: 0.9)
    #expect(onDisk(place).isEmpty)
    AppDriver.advance(seconds: 0.1)
    #expect(onDisk(place)["name"] as? String == "Ada")
    UserDefaults.resetStandard()  // a new process
    #expect(UserDefaults.standard.string(forKey: "name") == "Ada")
    UserDefaults.standard.removeObject(forKey: "name")
    AppDriver.advance(seconds: 1)
    UserDefaults.resetStandard()
    #expect(UserDefaults.standard.object(forKey: "name") == nil)
    #expect(UserDefaults.standard.integer(forKey: "launches") == 3)
  }

  @Test("a process that ends before the write-back (kill) loses the change")
  func lostWhenKilled() {
    TestApp.reset()
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    UserDefaults.preferencesFolder = place
    defer { UserDefaults.preferencesFolder = nil }
    UserDefaults.standard.set("Ada", forKey: "name")
    UserDefaults.resetStandard()  // the process ends without a write-back
    #expect(UserDefaults.standard.string(forKey: "name") == nil)
  }

  @Test("entering the background, terminating and synchronize() write pending changes at once")
  func writtenBackOnLeaving() {
    TestApp.reset()
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    UserDefaults.preferencesFolder = place
    defer { UserDefaults.preferencesFolder = nil }
    TestApp.launch(UIViewController())
    UserDefaults.standard.set("background", forKey: "when")
    AppDriver.enterBackground()
    #expect(onDisk(place)["when"] as? String == "background")
    AppDriver.enterForeground()
    UserDefaults.standard.set("terminate", forKey: "when")
    AppDriver.terminate()
    #expect(onDisk(place)["when"] as? String == "terminate")
    UserDefaults.standard.set("synchronize", forKey: "when")
    #expect(UserDefaults.standard.synchronize())
    #expect(onDisk(place)["when"] as? String == "synchronize")
  }

  @Test("a value saved in applicationWillTerminate is written back after it")
  func savedInWillTerminate() {
    TestApp.reset()
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    UserDefaults.preferencesFolder = place
    defer { UserDefaults.preferencesFolder = nil }
    final class Delegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      func applicationWillTerminate(_ application: UIApplication) {
        UserDefaults.standard.set(true, forKey: "terminated")
      }
    }
    let delegate = Delegate()
    AppDriver.launch(delegate: delegate, root: UIViewController())
    AppDriver.terminate()
    #expect(onDisk(place)["terminated"] as? Bool == true)
  }

  @Test("a change posts didChangeNotification; synchronize succeeds")
  func notification() {
    TestApp.reset()
    final class Count: @unchecked Sendable { var value = 0 }
    let count = Count()
    let observer = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: nil, queue: nil
    ) { _ in count.value += 1 }
    defer { NotificationCenter.default.removeObserver(observer) }
    UserDefaults.standard.set(1, forKey: "a")
    UserDefaults.standard.removeObject(forKey: "a")
    #expect(count.value == 2)
    #expect(UserDefaults.standard.synchronize())
  }

  @Test("a value that is not a property-list type is Foundation's exception")
  func notAPropertyList() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TestApp.reset()
        final class Thing {}
        UserDefaults.standard.set(Thing(), forKey: "thing")
      }
    }
  }

  @Test("every UserDefaults object of the app's domain shares it: a change through one is seen by the others and kept")
  func oneDomain() {
    TestApp.reset()
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    UserDefaults.preferencesFolder = place
    defer { UserDefaults.preferencesFolder = nil }
    UserDefaults.standard.set("Ada", forKey: "name")
    let other = UserDefaults()
    #expect(other.string(forKey: "name") == "Ada")
    other.set(3, forKey: "launches")
    UserDefaults.standard.set(true, forKey: "seen")
    #expect(UserDefaults.standard.integer(forKey: "launches") == 3)
    other.synchronize()  // writes the domain: what both objects set
    UserDefaults.resetStandard()
    #expect(UserDefaults.standard.string(forKey: "name") == "Ada")
    #expect(UserDefaults.standard.integer(forKey: "launches") == 3)
    #expect(UserDefaults.standard.bool(forKey: "seen"))
  }
}
