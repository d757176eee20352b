import CheckLanguage
import Foundation
import Testing
import TutorTestSupport

@testable import Runner

/// docs/architecture.md "The sandbox": what an app finds when it reaches past its sandbox — a
/// refused call is an error it can handle plus a warning in the log, not a silent kill; a
/// container that grows past its limit fails the step.
@Suite("An app's confinement", .tags(.spawnsProcess), .serialized)
struct ConfinementTests {
  /// Builds `body` into the viewDidLoad of a host controller and runs `steps` on it.
  private func run(_ body: String, _ steps: String) throws -> CheckRunner.Result {
    let code = """
      import UIKit
      import Glibc

      class ProbeViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
      \(body)
          }
      }

      """
    let sources = AppSources(
      learnerFiles: [SourceFile(name: "Probe.swift", contents: code)], hosts: ["ProbeViewController"])
    let app = try LessonPipelineTests().builder().build(sources)
    let (parsed, errors) = CheckParser.parse(steps)
    #expect(errors.isEmpty)
    return CheckRunner(executable: app.executable).run(parsed)
  }

  @Test("a refused call fails with EPERM and the log warns once per kind (seccomp, where offered)")
  func refusedCallIsLogged() throws {
    guard SandboxSupport.probe().seccomp else {
      print("ConfinementTests: this kernel offers no seccomp; nothing to refuse")
      return
    }
    let result = try run(
      """
              for _ in 0..<3 { if socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0) < 0, errno == EPERM { print("EPERM") } }
              title = "still running"
      """,
      """
      launch ProbeViewController
      expect log count "Warning: the sandbox refused socket()" 1
      expect output contains "EPERM"
      """)
    #expect(result == .passed, "\(result)")
  }

  @Test("a container over 256 MiB fails the step that filled it, saying so")
  func diskLimit() throws {
    // Five files of 60 MiB: each is under the 64 MiB file-size limit, together over the disk limit.
    let result = try run(
      """
              let documents = NSHomeDirectory() + "/Documents/"
              let chunk = [UInt8](repeating: 7, count: 1 << 20)
              for file in 0..<5 {
                  let descriptor = open(documents + "fill-\\(file)", O_WRONLY | O_CREAT, 0o644)
                  for _ in 0..<60 { _ = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } }
                  close(descriptor)
              }
      """,
      "launch ProbeViewController")
    guard case .failed(_, _, let expected, let found, _) = result else {
      Issue.record("the step passed")
      return
    }
    #expect(expected == "the app's files to take at most 256 MiB")
    #expect(found.contains("its container holds 2") || found.contains("its container holds 3"), "\(found)")
  }

  @Test("a container is removed after its check even when the app closed folders to itself")
  func containerRemoved() throws {
    var folder: URL?
    do {
      let container = AppContainer()
      folder = container.folder
      let locked = container.folder.appendingPathComponent("Documents/locked")
      try FileManager.default.createDirectory(
        at: locked.appendingPathComponent("inner"), withIntermediateDirectories: true)
      try Data("x".utf8).write(to: locked.appendingPathComponent("inner/file"))
      #expect(chmod(locked.path, 0) == 0)
    }
    #expect(!FileManager.default.fileExists(atPath: try #require(folder).path))
  }
}
