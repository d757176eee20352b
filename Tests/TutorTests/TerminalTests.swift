import Foundation
import Runner
import Testing
import TutorTestSupport

/// The real binary in a real terminal (tmux): a prompt at once, Tab completion, Ctrl-C that
/// keeps the shell, `quit`, and the history found again next time (docs/architecture.md "Line editing").
@Suite("The shell in a terminal (tmux)", .serialized)
struct TerminalTests {
  /// One tmux server of our own, so nothing touches the user's sessions.
  final class Terminal {
    let socket = "tutor-test-\(UUID().uuidString.prefix(8))"
    let home: URL

    init() throws {
      home = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-tmux-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    deinit {
      _ = try? tmux(["kill-server"])
      try? FileManager.default.removeItem(at: home)
    }

    /// Runs a tmux command and answers its output (our ChildProcess: it reaps the tmux client
    /// itself and does not wait for the server it leaves behind to close the output).
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
      let process = ChildProcess(executable: "/usr/bin/env", arguments: ["tmux", "-L", socket] + arguments)
      return try process.run(timeout: .seconds(10)).standardOutput
    }

    func start(lessons: String? = nil) throws {
      let tutor = TestPaths.tutor.path
      let lessons = lessons ?? TestPaths.lessons.path
      let command =
        "env HOME=\(home.path) XDG_STATE_HOME=\(home.path)/state TERM=xterm-256color NO_COLOR=1 "
        + "\(tutor) --lessons \(lessons) --workspace \(home.path)/workspace"
      try tmux(["new-session", "-d", "-s", "tutor", "-x", "100", "-y", "40", command])
    }

    var screen: String { (try? tmux(["capture-pane", "-p", "-t", "tutor"])) ?? "" }

    func send(_ keys: String...) throws {
      try tmux(["send-keys", "-t", "tutor"] + keys)
    }

    /// Waits (up to 10 s) until the screen shows `text` (tmux drops spaces at the ends of lines).
    func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
      let deadline = Date().addingTimeInterval(10)
      while Date() < deadline {
        if screen.contains(text) { return true }
        usleep(50_000)
      }
      Issue.record(
        "the terminal never showed \(text.debugDescription); it shows:\n\(screen)", sourceLocation: sourceLocation)
      return false
    }

    var isRunning: Bool { (try? tmux(["list-sessions"]))?.contains("tutor:") == true }
  }

  @Test("prompt, Tab completion, Ctrl-C, quit, and the history next time")
  func session() throws {
    let terminal = try Terminal()
    try terminal.start()
    guard terminal.waitFor("tutor>") else { return }
    try terminal.send("help", "Enter")
    guard terminal.waitFor("open LESSON[/EXERCISE]") else { return }
    try terminal.send("ope", "Tab")
    guard terminal.waitFor("tutor> open") else { return }
    try terminal.send("lau", "Tab")
    guard terminal.waitFor("tutor> open launch") else { return }
    try terminal.send("Enter")
    guard terminal.waitFor("tutor launch 0/15>") else { return }
    try terminal.send("this line is dropped", "C-c")
    try terminal.send("next", "Enter")
    guard terminal.waitFor("tutor launch 1/15>") else { return }
    #expect(!terminal.screen.contains("unknown command \"this"))
    try terminal.send("quit", "Enter")
    let deadline = Date().addingTimeInterval(5)
    while terminal.isRunning, Date() < deadline { usleep(50_000) }
    #expect(!terminal.isRunning, "quit leaves the shell")
    let history = try String(contentsOf: terminal.home.appendingPathComponent("state/tutor/history"), encoding: .utf8)
    // libedit's history file: a header, then one line per entry with spaces written as \040.
    #expect(history.split(separator: "\n") == ["_HiStOrY_V2_", "help", "open\\040launch", "next", "quit"])

    try terminal.start()
    guard terminal.waitFor("Welcome back") else { return }
    try terminal.send("Up")
    guard terminal.waitFor("tutor launch 1/15> quit") else { return }
    try terminal.send("C-u", "C-d")
    let end = Date().addingTimeInterval(5)
    while terminal.isRunning, Date() < end { usleep(50_000) }
    #expect(!terminal.isRunning, "Ctrl-D on an empty line leaves the shell")
  }

  @Test("watch checks again when the file changes, and Enter stops it")
  func watch() throws {
    let terminal = try Terminal()
    try terminal.start(lessons: TestPaths.fixture("ShellLessons"))
    guard terminal.waitFor("tutor>") else { return }
    try terminal.send("open basics/hello", "Enter")
    guard terminal.waitFor("tutor basics 3/3>") else { return }
    try terminal.send("watch", "Enter")
    guard terminal.waitFor("0 of 1 check passed") else { return }
    let file = terminal.home.appendingPathComponent("workspace/basics/hello/Hello.swift")
    let solution = try String(contentsOfFile: TestPaths.fixture("ShellWorkspace/Hello.swift"), encoding: .utf8)
    try solution.write(to: file, atomically: true, encoding: .utf8)
    guard terminal.waitFor("1 of 1 check passed") else { return }
    try terminal.send("Enter")
    guard terminal.waitFor("Stopped watching.") else { return }
    try terminal.send("quit", "Enter")
  }
}
