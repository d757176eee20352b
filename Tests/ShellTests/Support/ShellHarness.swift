import Foundation
import TutorTestSupport

@testable import Presentation
@testable import Shell

/// A scripted line reader: the lines a learner would type (`nil` stands for Ctrl-C), then the
/// end of input; it records each prompt it was asked with.
final class ScriptedLineReader: LineReader {
  var completer: Completer?
  private var lines: [String?]
  private(set) var prompts: [String] = []
  private(set) var remembered: [String] = []

  init(_ lines: [String?]) {
    self.lines = lines
  }

  func readLine(prompt: String) -> LineInput {
    prompts.append(prompt)
    guard !lines.isEmpty else { return .end }
    guard let line = lines.removeFirst() else { return .interrupted }
    return .line(line)
  }

  func remember(_ line: String) { remembered.append(line) }
}

/// A shell over the fixture lessons in a fresh workspace, its output captured.
final class ShellHarness {
  static let lessons = TestPaths.fixture("ShellLessons")

  let workspace: URL
  private(set) var output = ""

  init() {
    workspace = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-shell-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: workspace)
  }

  /// Runs the shell on `lines` until they run out; answers what it printed and the reader.
  @discardableResult
  func run(_ lines: [String?], environment: [String: String] = [:], lessons: String = ShellHarness.lessons) -> (
    output: String, reader: ScriptedLineReader
  ) {
    let reader = ScriptedLineReader(lines)
    var printed = ""
    let session = ShellSession(
      lessonsFolder: lessons, workspace: workspace.path, environment: environment, reader: reader,
      style: TerminalStyle(colored: false), width: 60, write: { printed += $0 })
    ShellLoop(session: session).run()
    output += printed
    return (printed, reader)
  }

  func file(_ path: String) -> String? {
    try? String(contentsOf: workspace.appendingPathComponent(path), encoding: .utf8)
  }

  func write(_ text: String, to path: String) throws {
    let url = workspace.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
}
