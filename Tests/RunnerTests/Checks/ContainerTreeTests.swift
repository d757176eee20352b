import Foundation
import Testing

@testable import Runner

#if canImport(Glibc)
  import Glibc
#endif

/// The runner (root, when grading) measures and removes an app's container without following
/// anything the app planted in it (issue 13's security review).
@Suite("Measuring and removing a container")
struct ContainerTreeTests {
  private func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-tree-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("removal goes through no link, reopens closed folders and reaches any depth")
  func removal() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let outside = root.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: outside.appendingPathComponent("victim"))
    let container = root.appendingPathComponent("container")
    var deep = container
    for level in 0..<(ContainerTree.deepest * 3) { deep.appendPathComponent("d\(level)") }
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: deep.appendingPathComponent("file"))
    try FileManager.default.createSymbolicLink(
      at: container.appendingPathComponent("escape"), withDestinationURL: outside)
    try FileManager.default.createSymbolicLink(
      at: container.appendingPathComponent("d0/victim"), withDestinationURL: outside.appendingPathComponent("victim"))
    #expect(chmod(container.appendingPathComponent("d0/d1").path, 0) == 0)

    ContainerTree.remove(container.path)

    #expect(!FileManager.default.fileExists(atPath: container.path))
    #expect(try String(contentsOf: outside.appendingPathComponent("victim"), encoding: .utf8) == "keep")
  }

  @Test("usage counts bytes and entries without following links; too deep is nil")
  func usage() throws {
    let root = try scratch()
    defer { ContainerTree.remove(root.path) }
    try Data(repeating: 1, count: 100_000).write(to: root.appendingPathComponent("data"))
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("up").path, withDestinationPath: "/usr")
    let measured = try #require(ContainerTree.usage(of: root.path))
    #expect(measured.entries == 2)
    #expect(measured.bytes >= 100_000 && measured.bytes < 1 << 20)
    var deep = root
    for level in 0...ContainerTree.deepest { deep.appendPathComponent("d\(level)") }
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
    #expect(ContainerTree.usage(of: root.path) == nil)
  }
}

extension ContainerTreeTests {
  @Test("a store is copied only from a regular file reached through no link, never waiting on a pipe")
  func storeCopy() throws {
    let root = try scratch()
    defer { ContainerTree.remove(root.path) }
    let library = root.appendingPathComponent("Library")
    try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
    try Data("SQLite format 3".utf8).write(to: library.appendingPathComponent("Real.sqlite"))
    #expect(mkfifo(library.appendingPathComponent("Pipe.sqlite").path, 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: library.appendingPathComponent("Link.sqlite").path, withDestinationPath: "/etc/passwd")
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Up").path, withDestinationPath: "/etc")
    let copy = try #require(ContainerTree.copyRegularFile("Library/Real.sqlite", in: root.path, limit: 1000))
    #expect(try String(contentsOf: copy, encoding: .utf8) == "SQLite format 3")
    unlink(copy.path)
    #expect(ContainerTree.copyRegularFile("Library/Pipe.sqlite", in: root.path, limit: 1000) == nil)
    #expect(ContainerTree.copyRegularFile("Library/Link.sqlite", in: root.path, limit: 1000) == nil)
    #expect(ContainerTree.copyRegularFile("Up/passwd", in: root.path, limit: 1 << 20) == nil)
    #expect(ContainerTree.copyRegularFile("Library/Real.sqlite", in: root.path, limit: 4) == nil)
  }
}

/// The crash frames an app writes are its own text: only hexadecimal offsets reach the
/// symbolizer, never an option it would obey (issue 13's security review).
@Suite("Crash frames are checked before they are symbolicated")
struct CrashFrameTests {
  @Test(
    "offsets",
    arguments: [
      ("0x1a2b", true), ("0xDEADbeef", true), ("0x", false), ("0x1g", false), ("--print-source-context-lines=3", false),
      ("0x12345678901234567", false), ("1a2b", false),
    ])
  func offsets(text: String, accepted: Bool) {
    #expect(CrashSymbolizer.isOffset(Substring(text)) == accepted)
  }

  @Test("a frame line that is not an offset is left as text")
  func option() {
    let report = "*** Program crashed: Illegal instruction\ntutor-frame --print-source-context-lines=3 /etc/shadow\n"
    #expect(CrashSymbolizer(executable: "/etc/shadow").symbolized(report) == report)
  }
}
