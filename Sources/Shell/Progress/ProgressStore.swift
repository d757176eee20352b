import Foundation

/// Reads and writes `WORKSPACE/.tutor/progress.json`. Writes are atomic (a temporary file renamed
/// over the old one), so a crash never leaves half a file; a file that cannot be read is moved
/// aside as `progress.json.corrupt-…` with a warning, and the learner starts afresh, never a crash.
package struct ProgressStore {
  package let file: URL

  package init(workspace: String) {
    file = URL(fileURLWithPath: workspace).appendingPathComponent(".tutor/progress.json")
  }

  /// The saved progress (empty when there is none), and a warning when the file was corrupt.
  package func load() -> (progress: Progress, warning: String?) {
    guard let data = try? Data(contentsOf: file) else { return (Progress(), nil) }
    do {
      return (try JSONDecoder().decode(Progress.self, from: data), nil)
    } catch {
      let stamp = Int(Date().timeIntervalSince1970)
      let aside = file.deletingLastPathComponent().appendingPathComponent("progress.json.corrupt-\(stamp)")
      try? FileManager.default.moveItem(at: file, to: aside)
      return (
        Progress(),
        "Your progress file could not be read, so it was kept as \(aside.path) and progress starts afresh."
      )
    }
  }

  /// Writes `progress` atomically; answers an error message when it cannot.
  @discardableResult
  package func save(_ progress: Progress) -> String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      let temporary = file.deletingLastPathComponent().appendingPathComponent(".progress-\(UUID().uuidString).json")
      defer { try? FileManager.default.removeItem(at: temporary) }
      let data = try encoder.encode(progress)
      // Written and flushed to the disk before the rename, so a power cut leaves the old file
      // or the new one, never an empty one.
      let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        return "could not save your progress in \(file.path): \(String(cString: strerror(errno)))"
      }
      let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      let synced = fsync(descriptor) == 0
      close(descriptor)
      guard written == data.count, synced, rename(temporary.path, file.path) == 0 else {
        return "could not save your progress in \(file.path): \(String(cString: strerror(errno)))"
      }
      return nil
    } catch {
      return "could not save your progress in \(file.path): \(error.localizedDescription)"
    }
  }
}
