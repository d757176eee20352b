import Foundation
import LessonKit
import Testing

@testable import Runner

#if canImport(Glibc)
  import Glibc
#endif

/// A learner's file is read only as a regular file inside their workspace, up to a size
/// (WorkspaceFile, issue 13); tutor grade's end-to-end tests cover links and a large file.
@Suite("Reading a learner's file")
struct WorkspaceFileTests {
  /// A workspace with `exercise/` in it, removed at the end.
  final class Workspace {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("workspace-\(UUID().uuidString)")
    var folder: String { root.appendingPathComponent("exercise").path }

    init() throws {
      try FileManager.default.createDirectory(
        atPath: root.appendingPathComponent("exercise").path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ name: String, _ data: Data) throws {
      try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }

    func read(_ name: String) -> Result<String, WorkspaceFile.Problem> {
      WorkspaceFile.read(name: name, folder: folder, workspace: root.path)
    }
  }

  @Test("a regular file is read; a missing one is missing")
  func regular() throws {
    let workspace = try Workspace()
    try workspace.write("A.swift", Data("let a = 1\n".utf8))
    #expect(workspace.read("A.swift") == .success("let a = 1\n"))
    #expect(workspace.read("B.swift") == .failure(.missing(folder: workspace.folder, name: "B.swift")))
  }

  @Test("a folder or a pipe is not a file, and a pipe does not hold the reader up")
  func notAFile() throws {
    let workspace = try Workspace()
    try FileManager.default.createDirectory(
      atPath: workspace.folder + "/Folder.swift", withIntermediateDirectories: true)
    #expect(mkfifo(workspace.folder + "/Pipe.swift", 0o644) == 0)
    #expect(workspace.read("Folder.swift") == .failure(.notAFile(name: "Folder.swift")))
    #expect(workspace.read("Pipe.swift") == .failure(.notAFile(name: "Pipe.swift")))
  }

  @Test("a link is refused even to a file in the workspace; a folder linking inside it is fine")
  func links() throws {
    let workspace = try Workspace()
    try workspace.write("A.swift", Data("let a = 1\n".utf8))
    try FileManager.default.createSymbolicLink(atPath: workspace.folder + "/B.swift", withDestinationPath: "A.swift")
    #expect(workspace.read("B.swift") == .failure(.symbolicLink(name: "B.swift")))
    let linked = workspace.root.appendingPathComponent("linked").path
    try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: workspace.folder)
    #expect(
      WorkspaceFile.read(name: "A.swift", folder: linked, workspace: workspace.root.path) == .success("let a = 1\n"))
  }

  @Test("text that is not UTF-8 is refused")
  func notText() throws {
    let workspace = try Workspace()
    try workspace.write("A.swift", Data([0x6c, 0x65, 0xff, 0x74]))
    #expect(workspace.read("A.swift") == .failure(.notText(name: "A.swift")))
  }

  @Test("a resource that is not UTF-8 (a PNG) is read as bytes; Swift code that is not UTF-8 is still refused")
  func binaryResource() throws {
    let workspace = try Workspace()
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF, 0x00])
    try workspace.write("icon.png", png)
    #expect(
      WorkspaceFile.readBytes(name: "icon.png", folder: workspace.folder, workspace: workspace.root.path)
        == .success(png))
    #expect(workspace.read("icon.png") == .failure(.notText(name: "icon.png")))
    let file = SourceFile(name: "icon.png", data: png)
    #expect(file.body == .binary(png))
    #expect(file.data == png)
    #expect(SourceFile(name: "words.txt", data: Data("apple\n".utf8)).body == .text("apple\n"))
  }

  @Test("1 MiB is the most a file may have; the message gives the size in MB")
  func size() throws {
    let workspace = try Workspace()
    try workspace.write("Full.swift", Data(repeating: 0x20, count: WorkspaceFile.fileLimit))
    try workspace.write("Over.swift", Data(repeating: 0x20, count: WorkspaceFile.fileLimit + 1))
    #expect((try? workspace.read("Full.swift").get())?.utf8.count == WorkspaceFile.fileLimit)
    #expect(workspace.read("Over.swift") == .failure(.tooLarge(name: "Over.swift", size: WorkspaceFile.fileLimit + 1)))
    #expect(
      WorkspaceFile.Problem.tooLarge(name: "Over.swift", size: 1_048_577).description
        == "Over.swift is 1.0 MB; a file may be at most 1 MiB")
    #expect(
      WorkspaceFile.Problem.exerciseTooLarge(size: 4_500_000).description
        == "the exercise's files are 4.5 MB together; they may be at most 4 MiB")
  }

  @Test("an exercise's files may have 4 MiB together")
  func exerciseSize() throws {
    let names = ["A", "B", "C", "D", "E"]
    let starters = names.map { "```swift starter file=\($0).swift\nlet x = 1\n```\n" }.joined(separator: "\n")
    let text = "---\nid: big\ntitle: Big\n---\n# Big\n\n## Exercise: Many {#many}\nFiles.\n\n" + starters
    let exercise = try #require(LessonParser.parse(source: text, file: "big.md").0?.exercises.first)
    #expect(exercise.starters.count == 5)
    let workspace = try Workspace()
    let folder = workspace.root.appendingPathComponent("big/many")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in names {
      try Data(repeating: 0x20, count: 900_000).write(to: folder.appendingPathComponent("\(name).swift"))
    }
    let files = AppSources.workspaceFiles(of: exercise, lessonID: "big", workspace: workspace.root.path)
    #expect(files.map(\.count) == .failure(.exerciseTooLarge(size: 4_500_000)))
  }

  @Test("a learner's resource that is not UTF-8 is handed in as bytes; their Swift code must be text")
  func binaryWorkspaceFile() throws {
    let text = """
      ---
      id: art
      title: Art
      ---
      # Art

      ## Exercise: Icon {#icon}
      Draw.

      ```swift starter file=A.swift
      let x = 1
      ```

      ```text starter file=icon.png
      replace me with a PNG
      ```
      """
    let exercise = try #require(LessonParser.parse(source: text, file: "art.md").0?.exercises.first)
    #expect(exercise.starters.map(\.name) == ["A.swift", "icon.png"])
    let workspace = try Workspace()
    let folder = workspace.root.appendingPathComponent("art/icon")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF, 0x00])
    try Data("let x = 1\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
    try png.write(to: folder.appendingPathComponent("icon.png"))
    let files = try AppSources.workspaceFiles(of: exercise, lessonID: "art", workspace: workspace.root.path).get()
    #expect(files == [SourceFile(name: "A.swift", contents: "let x = 1\n"), SourceFile(name: "icon.png", data: png)])
    try Data([0x6c, 0xff]).write(to: folder.appendingPathComponent("A.swift"))
    #expect(
      AppSources.workspaceFiles(of: exercise, lessonID: "art", workspace: workspace.root.path).map(\.count)
        == .failure(.notText(name: "A.swift")))
  }
}
