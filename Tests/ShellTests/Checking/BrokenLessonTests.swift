import Foundation
import Testing
import TutorTestSupport

/// A lesson with lint errors is never run (issue 13): the shell's `check` and `run` print its
/// errors as `tutor lint` does, say the lesson must be fixed first, and run nothing; TutorTests'
/// BrokenLessonTests does the same for `tutor check` and `tutor run`.
@Suite("Lessons that do not parse are never run — the shell", .serialized)
struct BrokenLessonTests {
  static let lessons = TestPaths.fixture("BrokenLessons")
  static let lintError =
    "01-misspelt.md:32:1: error: unknown step \"expcet\"; did you mean \"expect\"?\n    fix: write \"expect\"\n"
  static let refusal =
    "The lesson misspelt has 1 error (above), so its exercises are not checked or run: the lesson must be fixed first."

  @Test("the shell's check and run refuse the exercise the same way")
  func shell() {
    let shell = ShellHarness()
    let (output, _) = shell.run(["open misspelt/greet", "check", "run", "hint"], lessons: Self.lessons)
    let refusal = Self.lessons + "/" + Self.lintError
    #expect(output.components(separatedBy: refusal).count == 3, "once for check, once for run: \(output)")
    #expect(output.components(separatedBy: Self.refusal).count == 3)
    #expect(!output.contains("Checking misspelt/greet"))
    #expect(!output.contains("App mode"))
    #expect(shell.file("misspelt/greet/Greet.swift") != nil, "opening still provides the starter")
  }
}
