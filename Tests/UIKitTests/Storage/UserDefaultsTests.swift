import Testing

@testable import UIKit

/// UserDefaults as Foundation documents it on iOS: typed getters with their conversions, a
/// registration domain that is never saved, removal, the property-list rule, and (docs/runtime.md
/// "The app's container") every change saved at once in the container's Library/Preferences.
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

  @Test("every change is on disk at once: a new process (a fresh UserDefaults) reads it; removal too")
  func savedAtOnce() {
    TestApp.reset()
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    UserDefaults.preferencesFolder = place
    defer { UserDefaults.preferencesFolder = nil }
    UserDefaults.standard.set("Ada", forKey: "name")
    UserDefaults.standard.set(3, forKey: "launches")
    UserDefaults.resetStandard()
    #expect(UserDefaults.standard.string(forKey: "name") == "Ada")
    UserDefaults.standard.removeObject(forKey: "name")
    UserDefaults.resetStandard()
    #expect(UserDefaults.standard.object(forKey: "name") == nil)
    #expect(UserDefaults.standard.integer(forKey: "launches") == 3)
  }

  @Test("a change posts didChangeNotification; synchronize has nothing left to do")
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

  @Test(
    "changes go to a journal at once and fold into the binary plist when it grows; a record cut short by a crash is skipped"
  )
  func journal() throws {
    TestApp.reset()
    let place = folder()
    defer { try? FileManager.default.removeItem(at: place) }
    UserDefaults.preferencesFolder = place
    defer { UserDefaults.preferencesFolder = nil }
    let plist = place.appendingPathComponent("app.plist")
    UserDefaults.standard.set("first", forKey: "a")
    #expect(!FileManager.default.fileExists(atPath: plist.path), "one change is only in the journal")
    UserDefaults.standard.set("second", forKey: "b")
    // A crash in the middle of writing a third record leaves a partial one at the end.
    let handle = try FileHandle(forWritingTo: plist.appendingPathExtension("journal"))
    handle.seekToEndOfFile()
    handle.write(Data([0, 0, 0, 99, 1, 2]))
    handle.closeFile()
    UserDefaults.resetStandard()
    #expect(UserDefaults.standard.string(forKey: "a") == "first")
    #expect(UserDefaults.standard.string(forKey: "b") == "second")
    for index in 0..<600 { UserDefaults.standard.set(index, forKey: "key\(index)") }
    let saved =
      try PropertyListSerialization.propertyList(from: Data(contentsOf: plist), format: nil) as? [String: Any]
    #expect((saved?.count ?? 0) >= 512, "the journal was folded into the plist")
    UserDefaults.resetStandard()
    #expect(UserDefaults.standard.integer(forKey: "key599") == 599)
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
    UserDefaults.resetStandard()
    #expect(UserDefaults.standard.string(forKey: "name") == "Ada")
    #expect(UserDefaults.standard.integer(forKey: "launches") == 3)
    #expect(UserDefaults.standard.bool(forKey: "seen"))
  }
}
