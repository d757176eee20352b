import Foundation
import Testing
import TutorTestSupport

/// The built `tutor` on a fixture lesson (Fixtures/Lessons/runner.md) and one workspace file
/// (Fixtures/Workspace/Home.swift): every expectation of the check language passing and failing
/// once, a Swift check, relaunch keeping UserDefaults, output capture, and learner code that
/// crashes, loops or eats memory.
@Suite("tutor check and tutor run — end to end", .serialized)
struct RunnerEndToEndTests {
  static let lessons = TestPaths.fixture("Lessons")

  /// The line of the fixture's deliberate force-unwrap of nil.
  static var crashLine: Int {
    let source =
      (try? String(contentsOf: TestPaths.fixtures.appendingPathComponent("Workspace/Home.swift"), encoding: .utf8))
      ?? ""
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.contains("print(name!)") } ?? -1) + 1
  }

  /// A workspace holding Home.swift for each of the fixture's exercises.
  private func workspace() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-e2e-\(UUID().uuidString)")
    let source = TestPaths.fixtures.appendingPathComponent("Workspace/Home.swift")
    for exercise in ["everything", "everything-fails", "trouble"] {
      let folder = root.appendingPathComponent("runner/\(exercise)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("Home.swift"))
    }
    return root
  }

  private func tutor(_ arguments: [String], input: String? = nil) throws -> TutorRun {
    let root = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    return try runTutor(
      arguments + ["--lessons", Self.lessons, "--workspace", root.path], input: input)
  }

  /// The titles of the checks of one exercise in the fixture lesson, in order.
  private func checkTitles(of exercise: String) throws -> [String] {
    let text = try String(contentsOfFile: Self.lessons + "/runner.md", encoding: .utf8)
    let section = text.components(separatedBy: "{#\(exercise)}")[1].components(separatedBy: "\n## ")[0]
    return section.split(separator: "\n").compactMap { line in
      for prefix in ["```check ", "```swift check "] where line.hasPrefix(prefix) {
        return String(line.dropFirst(prefix.count))
      }
      return nil
    }
  }

  @Test("every expectation kind passes once, a Swift check reports each expect, exit 0")
  func everythingPasses() throws {
    let run = try tutor(["check", "runner/everything"])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let titles = try checkTitles(of: "everything")
    #expect(titles.count == 8)
    for title in titles { #expect(run.stdout.contains("  ✓ \(title)\n"), "\(title)") }
    #expect(run.stdout.contains("      ✓ the title is Home\n      ✓ the count starts at 0\n"))
    #expect(run.stdout.hasSuffix("  8 of 8 checks passed\n"))
  }

  @Test("every expectation kind fails once, each with expected and found, exit 1")
  func everythingFails() throws {
    let run = try tutor(["check", "runner/everything-fails"])
    #expect(run.status == 1)
    let titles = try checkTitles(of: "everything-fails")
    #expect(titles.count == 35)
    for title in titles { #expect(run.stdout.contains("  ✗ \(title)\n"), "\(title)") }
    #expect(run.stdout.hasSuffix("  0 of 35 checks passed\n"))
    for (expected, found) in [
      (#""1""#, #""0""#), ("text matching /^[a-z]+$/", #""0""#), ("alpha 1.0", "alpha 0.5"),
      ("frame 0,0,10,10", "frame 20,80,335,30"), (#"title "Away""#, #""Home""#),
      ("ComposeViewController presented", "nothing presented"), ("keyboard shown", "keyboard hidden"),
      (#"defaults "count" 5"#, "1"), (#"output containing "goodbye""#, #""loaded""#),
      (#"2 entries containing "HomeViewController.viewDidLoad""#, "1"), ("1 timer(s)", "0"),
      ("the title is Away", "it was not so"),
      (
        "the step to be possible", "no text input is first responder, so the keyboard is not up; tap a text field first"
      ),
    ] {
      #expect(
        run.stdout.contains("    expected: \(expected)\n    found:    \(found)\n"),
        "expected \(expected), found \(found)")
    }
    // The failing step is named at its line in the lesson file.
    let lines = try String(contentsOfFile: Self.lessons + "/runner.md", encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0 == "expect #count text \"1\"" }) + 1
    #expect(run.stdout.contains("runner.md:\(line): expect #count text \"1\"\n"))
  }

  @Test("a crash, an endless loop and a memory hog fail their checks with the reason; the rest still run")
  func trouble() throws {
    let run = try tutor(["check", "runner/trouble"])
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        "found:    the app ended by signal 4 (SIGILL): Home.swift:\(Self.crashLine): Fatal error: Unexpectedly found nil while unwrapping an Optional value"
      ))
    #expect(
      run.stdout.contains("found:    the app did not answer within 5.0 seconds; it was stopped (an endless loop?)"))
    #expect(run.stdout.contains("Fatal error: failed to allocate"))
    #expect(run.stdout.contains("(an app may use at most 1024 MiB of memory)"))
    #expect(run.stdout.contains("  ✓ Relaunch keeps what was saved\n"))
    #expect(run.stdout.hasSuffix("  1 of 4 checks passed\n"))
  }

  @Test("tutor run performs a piped script: the screen after acting steps, output, verdicts")
  func runPiped() throws {
    let script = """
      tap "Add"
      expect #count text "1"
      expect #count text "7"
      output
      defaults
      """
    let run = try tutor(["run", "runner/everything"], input: script)
    #expect(run.status == 1, "one expect fails: \(run.stdout)\(run.stderr)")
    #expect(run.stdout.hasPrefix("> launch HomeViewController in navigation\n╭───"))
    #expect(run.stdout.contains("│ loaded\n"))
    #expect(run.stdout.contains("> tap \"Add\"\n╭───"))
    #expect(run.stdout.contains("│ count 1\n"))
    #expect(run.stdout.contains("✓ expect #count text \"1\"\n"))
    #expect(run.stdout.contains("> expect #count text \"7\"\n✗ expected: \"7\"\n  found:    \"1\"\n"))
    #expect(run.stdout.contains("> output\nloaded\ncount 1\n"))
    #expect(run.stdout.contains("> defaults\ncount = 1\n"))
  }

  @Test("tutor run --script: a script that launches itself; a crash, then relaunch with the same data")
  func runScriptWithCrash() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-script-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try """
    launch TroubleViewController
    tap "Save"
    advance 1s
    tap "Crash"
    relaunch
    expect defaults "name" "Ada"
    tap "Save and crash"
    relaunch
    expect defaults "name" "Ada"
    """.write(to: file, atomically: true, encoding: .utf8)
    let run = try tutor(["run", "runner/trouble", "--script", file.path])
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix("> launch TroubleViewController\n"))
    #expect(run.stdout.contains("Home.swift:\(Self.crashLine): Fatal error: Unexpectedly found nil"))
    #expect(run.stdout.contains("The app is no longer running; `relaunch` starts it again with the same data.\n"))
    // Saved a second before the crash, the value was written back; set in the very step that
    // crashes, it never reached the disk (UserDefaults writes asynchronously, runtime.md).
    #expect(run.stdout.components(separatedBy: "✓ expect defaults \"name\" \"Ada\"\n").count == 3)
  }

  @Test("tutor run with a mistake in the script names its line, shows it with a caret, and runs nothing, exit 2")
  func runBadScript() throws {
    let run = try tutor(["run", "runner/everything"], input: "tap \"Add\"\nadvanse 3s\n")
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr == "stdin:2:1: error: unknown step \"advanse\"; did you mean \"advance\"?\n    advanse 3s\n    ^\n"
        + "Nothing was run: the script is checked whole before the app starts.\n")
  }
}
