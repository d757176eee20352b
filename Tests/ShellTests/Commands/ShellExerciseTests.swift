import Foundation
import Testing
import TutorTestSupport

@testable import Shell

/// Exercises in the shell: the starter appears in the workspace, `check` fails then passes and
/// saves it, hints one at a time, the solution after a confirmation, `reset` keeps a .bak, and
/// app mode drives the running app.
@Suite("The shell's exercises and app mode", .serialized)
struct ShellExerciseTests {
  /// The basics/hello exercise solved, with a print (Fixtures/ShellWorkspace/Hello.swift).
  static let solution =
    (try? String(contentsOfFile: TestPaths.fixture("ShellWorkspace/Hello.swift"), encoding: .utf8)) ?? ""

  @Test("open an exercise: the starter appears; check fails, a fix passes, progress says passed")
  func checkCycle() throws {
    let shell = ShellHarness()
    let (first, _) = shell.run(["open basics/hello", "check"])
    #expect(
      shell.file("basics/hello/Hello.swift")?.contains("class HelloViewController: UIViewController {\n}") == true)
    #expect(first.contains("✗ Says hello"))
    #expect(first.contains("expected: #hello on screen"))
    #expect(first.contains("0 of 1 check passed"))
    try shell.write(Self.solution, to: "basics/hello/Hello.swift")
    let (second, _) = shell.run(["check", "lessons"])
    #expect(second.contains("✓ Says hello\n1 of 1 check passed"))
    #expect(second.contains("✓ Exercise passed!"))
    #expect(second.contains("  basics  Basics for the shell's tests  1/3"))
    // Opening again does not overwrite the learner's file.
    shell.run(["open basics/hello"])
    #expect(shell.file("basics/hello/Hello.swift") == Self.solution)
  }

  @Test("hints one at a time, numbered; the solution only after yes; reset keeps the old file as .bak")
  func helpAndReset() throws {
    let shell = ShellHarness()
    let (output, _) = shell.run([
      "open basics/hello", "hint", "hint", "hint", "solution", "n", "solution", "y", "reset", "y",
    ])
    #expect(output.contains("Hint 1 of 2\nMake a `UILabel` in `viewDidLoad()`"))
    #expect(output.contains("Hint 2 of 2\nSet `accessibilityIdentifier = \"hello\"`."))
    #expect(output.contains("That was the last hint (2 of 2); `solution` shows the answer."))
    #expect(output.contains("Not shown. `hint` may be enough."))
    #expect(output.contains("Hello.swift\n│ import UIKit"))
    #expect(shell.file("basics/hello/Hello.swift.bak") != nil)
  }

  @Test("run enters app mode: the screen, the app's output, steps, a bad step's error, exit")
  func appMode() throws {
    let shell = ShellHarness()
    try shell.write(Self.solution, to: "basics/hello/Hello.swift")
    let (output, reader) = shell.run([
      "open basics/hello", "run", "expect #hello text \"Hello\"", "tapp \"Hello\"", "advance 2s", "clock", "exit",
      "show",
    ])
    #expect(output.contains("Hello"))
    #expect(output.contains("╭────────────────────────────────────────╮"))
    #expect(output.contains("│ loaded"))
    #expect(output.contains("✓ expect #hello text \"Hello\""))
    #expect(output.contains("✗ unknown step \"tapp\"; did you mean \"tap\"?"))
    #expect(output.contains("2.000 s since launch (virtual time)"))
    #expect(output.contains("Back to the lesson."))
    #expect(reader.prompts.filter { $0 == "app> " }.count == 5)
  }

  @Test("a crash in app mode is reported with the learner's line; relaunch goes on")
  func crashInAppMode() throws {
    let shell = ShellHarness()
    let crashing = Self.solution.replacingOccurrences(
      of: "print(\"loaded\")",
      with: "print(\"loaded\")\n        let button = UIButton(type: .system)\n"
        + "        button.frame = CGRect(x: 20, y: 200, width: 335, height: 44)\n"
        + "        button.setTitle(\"Crash\", for: .normal)\n"
        + "        button.addAction(UIAction { _ in let name: String? = nil; print(name!) }, for: .touchUpInside)\n"
        + "        view.addSubview(button)")
    try shell.write(crashing, to: "basics/hello/Hello.swift")
    let (output, _) = shell.run(["open basics/hello", "run", "tap \"Crash\"", "relaunch", "expect #hello", "exit"])
    #expect(output.contains("Hello.swift:14: Fatal error: Unexpectedly found nil while unwrapping an Optional value"))
    #expect(output.contains("`relaunch` starts it again"))
    #expect(output.contains("✓ expect #hello"))
  }

  @Test("edit opens the file in $EDITOR; without one it prints the path")
  func edit() throws {
    let shell = ShellHarness()
    let editor = shell.workspace.appendingPathComponent("fake-editor.sh")
    try "#!/bin/sh\necho '// edited' >> \"$1\"\n".write(to: editor, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
    shell.run(["open basics/hello", "edit"], environment: ["EDITOR": editor.path])
    #expect(shell.file("basics/hello/Hello.swift")?.hasSuffix("// edited\n") == true)
    let (output, _) = shell.run(["edit"])
    #expect(output.contains("Edit in any editor: \(shell.workspace.path)/basics/hello/Hello.swift"))
  }

  @Test("app mode: snapshot FILE.svg writes the screen as SVG; auto-screen off stops drawing")
  func snapshotAndAutoScreen() throws {
    let shell = ShellHarness()
    try shell.write(Self.solution, to: "basics/hello/Hello.swift")
    let picture = shell.workspace.appendingPathComponent("hello.svg").path
    let (output, _) = shell.run([
      "open basics/hello", "run", "snapshot \"\(picture)\"", "auto-screen off", "advance 1s", "snapshot nope.png",
      "exit",
    ])
    let svg = try String(contentsOfFile: picture, encoding: .utf8)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"667\""))
    #expect(svg.contains(">Hello</text>"))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(output.contains("✓ wrote \(picture)"))
    #expect(output.contains("The screen is no longer drawn after each step; `screen` draws it."))
    #expect(output.contains("expected: a file name ending in .svg"))
    // One screen, at launch: none after `advance` with auto-screen off.
    #expect(output.components(separatedBy: "╭────────────────────────────────────────╮").count == 2)
  }
}
