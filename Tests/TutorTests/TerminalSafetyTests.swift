import Foundation
import Testing
import TutorTestSupport

/// What `tutor run` and `tutor check` show of a learner's app on the terminal of whoever runs it
/// (a teacher looking at a submission): text that would act — ESC starting a sequence, CR
/// overwriting a line, bidi controls — is shown escaped in output, messages and looks, and as �
/// in a drawn screen (issue 13).
@Suite("tutor run and check — an app's text cannot act on the terminal", .serialized)
struct TerminalSafetyTests {
  private static let hostile = """
    import UIKit
    func greeting() -> String { "Hi\\u{1B}]0;owned\\u{07}\\u{202E}" }
    func attack() { print("\\u{1B}[2J\\rfake ✓ all passed") }
    """

  private func workspace() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-terminal-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("sandbox/greeting")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.hostile.write(to: folder.appendingPathComponent("Probe.swift"), atomically: true, encoding: .utf8)
    return root
  }

  private func assertHarmless(_ text: String) {
    #expect(!text.unicodeScalars.contains { [0x1B, 0x07, 0x0D, 0x202E].contains($0.value) }, "\(text)")
  }

  @Test("tutor run: printed lines, looks and the screen")
  func run() throws {
    let root = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let script = root.appendingPathComponent("steps.txt")
    try "launch GreetingViewController\noutput\ntree\n".write(to: script, atomically: true, encoding: .utf8)
    let run = try runTutor([
      "run", "sandbox/greeting", "--lessons", SandboxProbeTests.lessons, "--workspace", root.path,
      "--script", script.path, "--no-color",
    ])
    assertHarmless(run.stdout)
    #expect(run.stdout.contains(#"\u{1B}[2J\u{D}fake ✓ all passed"#), "\(run.stdout)")
    #expect(run.stdout.contains("Hi�]0;owned��"), "the screen draws each acting character as one �")
  }

  @Test("tutor check: expected and found")
  func check() throws {
    let root = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try runTutor([
      "check", "sandbox/greeting", "--lessons", SandboxProbeTests.lessons, "--workspace", root.path, "--no-color",
    ])
    #expect(run.status == 1)
    assertHarmless(run.stdout)
    #expect(run.stdout.contains(#"Hi\u{1B}]0;owned\u{7}\u{202E}"#), "\(run.stdout)")
  }
}
