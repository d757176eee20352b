import Foundation
import TutorTestSupport

@testable import ProjectFiles

/// Where the test projects are, a scratch folder per test, and the text dumps the golden files hold.
enum ProjectFilesFixtures {
  /// `Fixtures/Projects/NAME`: `Groups` (Xcode 15, groups and build phases) or `Synchronized`
  /// (Xcode 16, synchronized folders).
  static func project(_ name: String) -> String {
    TestPaths.fixture("Projects/\(name)")
  }

  /// The text of a fixture file, relative to `Fixtures/Projects/`.
  static func text(_ path: String) throws -> String {
    try String(contentsOfFile: TestPaths.fixture("Projects/\(path)"), encoding: .utf8)
  }

  /// A new empty folder for one test, removed by `body`'s end.
  static func withScratchFolder<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ProjectFilesTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder.path)
  }

  /// Writes `text` to `path`, making the folders above it.
  static func write(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// The thrown ProjectFileError of `body`, or nil when it returns.
  static func error<T>(_ body: () throws(ProjectFileError) -> T) -> ProjectFileError? {
    do {
      _ = try body()
      return nil
    } catch {
      return error
    }
  }
}
