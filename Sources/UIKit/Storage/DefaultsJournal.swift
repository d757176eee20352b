import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How UserDefaults keeps every change on disk at once without rewriting the whole property list
/// for each one: a change is appended to `NAME.plist.journal` (one small binary property list,
/// length first), and the journal is folded into `NAME.plist` (written atomically, in binary as
/// iOS writes preference files) when it grows long, at `synchronize()` and at the next launch.
/// A crash loses nothing: the app's process is gone but its writes are in the file, and a record
/// cut short by the crash is ignored on replay.
///
/// There is one journal, holding the domain's values, per property list: every UserDefaults
/// object of the same domain shares it (`.standard`, `UserDefaults()`, `init(suiteName: nil)`),
/// as they share one domain through the preferences daemon on iOS.
final class DefaultsJournal {
  /// Changes kept in the journal before it is folded into the property list.
  static let foldThreshold = 512

  let plist: URL
  private let journal: URL
  private var descriptor: Int32 = -1
  private var records = 0
  private var folderExists = false
  /// The domain's saved values.
  private(set) var values: [String: Any] = [:]

  private static let journals = Locked<[String: DefaultsJournal]>([:])

  /// The journal of the property list at `plist`, read from disk the first time.
  static func shared(plist: URL) -> DefaultsJournal {
    journals.change { journals in
      if let known = journals[plist.path] { return known }
      let made = DefaultsJournal(plist: plist)
      journals[plist.path] = made
      return made
    }
  }

  /// Forgets every domain read so far (the next use reads the disk again, as after a relaunch).
  static func forgetAll() { journals.change { $0 = [:] } }

  private init(plist: URL) {
    self.plist = plist
    journal = plist.appendingPathExtension("journal")
    values = load()
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  /// Sets (or with nil removes) a value and records the change.
  func set(_ key: String, _ value: Any?) {
    values[key] = value
    record(key, value)
  }

  /// The saved values: the property list with the journal's changes applied.
  private func load() -> [String: Any] {
    var values: [String: Any] = [:]
    if let data = try? Data(contentsOf: plist),
      let loaded = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
    {
      values = loaded
    }
    guard let data = try? Data(contentsOf: journal), !data.isEmpty else { return values }
    var offset = 0
    while offset + 4 <= data.count {
      let length = data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      guard length > 0, offset + 4 + length <= data.count else { break }
      let record = data[(offset + 4)..<(offset + 4 + length)]
      offset += 4 + length
      guard let change = try? PropertyListSerialization.propertyList(from: record, options: [], format: nil) as? [Any],
        let key = change.first as? String
      else { continue }
      values[key] = change.count > 1 ? change[1] : nil
    }
    fold(values)
    return values
  }

  /// Writes every value to the property list and empties the journal.
  func fold() { fold(values) }

  /// Records that `key` now holds `value` (nil: removed); folds when the journal is long.
  private func record(_ key: String, _ value: Any?) {
    let change: [Any] = value.map { [key, $0] } ?? [key]
    guard records < Self.foldThreshold, openJournal(),
      let data = try? PropertyListSerialization.data(fromPropertyList: change, format: .binary, options: 0)
    else { return fold() }
    let length = data.count
    var bytes = Data([
      UInt8(length >> 24 & 0xFF), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF),
    ])
    bytes.append(data)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == bytes.count else { return fold() }
    records += 1
  }

  private func fold(_ values: [String: Any]) {
    ensureFolder()
    guard let data = try? PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0),
      (try? data.write(to: plist, options: .atomic)) != nil
    else { return }
    if descriptor >= 0 {
      _ = ftruncate(descriptor, 0)
    } else {
      try? Foundation.FileManager.default.removeItem(at: journal)
    }
    records = 0
  }

  private func openJournal() -> Bool {
    if descriptor >= 0 { return true }
    ensureFolder()
    descriptor = open(journal.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    return descriptor >= 0
  }

  private func ensureFolder() {
    guard !folderExists else { return }
    try? Foundation.FileManager.default.createDirectory(
      at: plist.deletingLastPathComponent(), withIntermediateDirectories: true)
    folderExists = true
  }
}
