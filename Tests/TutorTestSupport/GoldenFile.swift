import Foundation
import Testing

/// Compares text with a golden file in `__Snapshots__/` next to the calling test file; with
/// `RECORD_SNAPSHOTS=1` in the environment it (re)writes the file instead.
///
/// One rule for every test target: the golden files of `Screen/ScreenRendererTests.swift` are in
/// `Screen/__Snapshots__/`, and each target's `exclude:` in Package.swift names those folders.
package func expectGolden(
  _ actual: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
  let file = directory.appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try actual.write(to: file, atomically: true, encoding: .utf8)
    } catch {
      Issue.record("could not record \(file.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
    Issue.record(
      "no golden file \(file.path); run the tests with RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
    return
  }
  #expect(
    actual == expected, "differs from \(name); re-record with RECORD_SNAPSHOTS=1 if the change is intended",
    sourceLocation: sourceLocation)
}
