import Foundation
import Testing

@testable import Shell

/// Exercises in the shell: the starter appears in the workspace, `check` fails then passes and
/// saves it, hints one at a time, the solution after a confirmation, `reset` keeps a .bak, and
/// app mode drives the running app.
@Suite("The shell's exercises and app mode", .serialized)
struct ShellExerciseTests {
  static let solution = """
    import UIKit

    class HelloViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
            label.text = "Hello"
            label.accessibilityIdentifier = "hello"
            view.addSubview(label)
            print("loaded")
        }
    }

    """

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
}
