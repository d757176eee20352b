import Foundation
import Testing
import TutorTestSupport

/// End-to-end tests of `tutor new`, `tutor lint` and `tutor lessons` on a scratch folder.
@Suite("tutor — lesson commands")
struct LessonCommandsTests {
  private func scratchFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("new writes a skeleton that lint passes and lessons lists; it never overwrites")
  func newLintLessons() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let created = try runTutor(["new", "timers", "--title", "Timers and the run loop"], in: folder)
    #expect(created.status == 0)
    #expect(created.stdout.hasPrefix("created Lessons/01-timers.md\n"))
    let lint = try runTutor(["lint"], in: folder)
    #expect(lint.status == 0)
    #expect(lint.stdout == "tutor lint: 1 lesson, no problems\n")
    let list = try runTutor(["lessons"], in: folder)
    #expect(list.stdout.hasPrefix("1. timers  Timers and the run loop — "))
    let again = try runTutor(["new", "timers"], in: folder)
    #expect(again.status == 1)
    #expect(again.stderr == "tutor: a lesson \"timers\" already exists: Lessons/01-timers.md\n")
  }

  @Test("lint reports problems as FILE:LINE:COLUMN with a fix, and exits 1")
  func lintProblems() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lesson = """
      ---
      id: broken
      title: Broken
      ---
      ## Exercise: Typo
      ```swift starter file=A.swift
      let a = 1
      ```
      ```swift solution file=A.swift
      let a = 2
      ```
      ```check Typo
      launch
      advnce 3s
      ```

      """
    try lesson.write(to: folder.appendingPathComponent("01-broken.md"), atomically: true, encoding: .utf8)
    let lint = try runTutor(["lint", "01-broken.md"], in: folder)
    #expect(lint.status == 1)
    #expect(
      lint.stdout == """
        01-broken.md:14:1: error: unknown step "advnce"; did you mean "advance"?
            fix: write "advance"
        tutor lint: 1 error, 0 warnings in 1 lesson

        """)
  }

  @Test("bad arguments are usage errors with a way forward")
  func usageErrors() throws {
    let badID = try runTutor(["new", "Bad_Id"])
    #expect(badID.status == 2)
    #expect(badID.stderr.hasPrefix("tutor: \"Bad_Id\" is not a lesson id"))
    let unknown = try runTutor(["lint", "--fast"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("tutor: unknown option --fast for lint"))
  }

  @Test("the bundled lessons pass lint")
  func bundledLessons() throws {
    let lint = try runTutor(["lint", "Lessons"], in: TestPaths.packageRoot)
    #expect(lint.status == 0, "\(lint.stdout)")
    #expect(lint.stdout.hasSuffix("no problems\n"))
  }
}
