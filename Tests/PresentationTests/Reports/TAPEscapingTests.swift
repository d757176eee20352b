import Presentation
import Runner
import Testing

/// TAP 14 descriptions and YAML diagnostics survive any names and messages.
@Suite("TAP escaping")
struct TAPEscapingTests {
  @Test("backslash and # are escaped in descriptions; line breaks never split a test point")
  func escaping() {
    let check = GradeReport.CheckEntry(
      name: "a # b \\ c\nd", status: .fail, points: 0, maxPoints: 1, message: "bad\r\n\u{7}\"x\"", hidden: false,
      output: "", code: "")
    let exercise = GradeReport.Exercise(
      lesson: "l", exercise: "e", status: .fail, durationMilliseconds: 1, compileOutput: nil, checks: [check])
    let report = GradeReport(lessons: [], learners: [GradeReport.Learner(name: "ann", exercises: [exercise])])
    let text = ReportFormat.tap.render(report)
    #expect(text.contains("not ok 1 - ann l/e: a \\# b \\\\ c d\n"))
    // A YAML reader gets `\u{D}` and `\u{7}` back, never a raw CR or BEL (VisibleText).
    #expect(text.contains("  message: \"bad\\\\u{D}\\n\\\\u{7}\\\"x\\\"\"\n"))
  }
}
