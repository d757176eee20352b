import Foundation
import Testing
import TutorTestSupport

@testable import Shell

/// App mode shows UIKit's console warnings where Xcode's console would: in the output gutter, after
/// the step that caused them (the Main Thread Checker's among them), each once.
@Suite("App mode's warnings", .serialized)
struct AppModeWarningTests {
  @Test("a label set from a global queue: the Main Thread Checker's line in the output gutter, once")
  func mainThreadChecker() throws {
    let shell = ShellHarness()
    let solution = ShellExerciseTests.solution.replacingOccurrences(
      of: "print(\"loaded\")",
      with: "print(\"loaded\")\n        DispatchQueue.global().async { label.text = \"Hi\" }")
    try shell.write(solution, to: "basics/hello/Hello.swift")
    let (output, _) = shell.run(["open basics/hello", "run", "advance 1s", "expect warning \"setText\"", "exit"])
    let line = "│ Warning: Main Thread Checker: UI API called on a background thread: -[UILabel setText:]"
    #expect(output.components(separatedBy: line).count == 2, "\(output)")
    #expect(output.contains("✓ expect warning \"setText\""))
  }
}
