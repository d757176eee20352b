import Runner

/// The text report: per learner, per lesson, per exercise, ✓/✗ per check with its points and
/// the failure message; a total per learner and for the class. Names and messages are written
/// through `VisibleText` (a learner's text cannot move the cursor or fake a line), and every line
/// of a message is indented under its check.
package struct TextReport {
  package func render(_ report: GradeReport) -> String {
    var text = ""
    for learner in report.learners {
      text += "\(line(learner.name)): \(learner.score)/\(learner.maxScore) points\n"
      var lesson = ""
      for exercise in learner.exercises {
        if exercise.lesson != lesson {
          lesson = exercise.lesson
          text += "  \(line(lesson))\n"
        }
        text += "    \(line(exercise.exercise)): \(label(exercise.status)) \(exercise.score)/\(exercise.maxScore)\n"
        if exercise.status == .notAttempted || exercise.status == .error && exercise.compileOutput != nil {
          text += indented(exercise.checks.first?.message ?? "", by: 6, then: 8, skippingEmptyLines: true)
          continue
        }
        for check in exercise.checks {
          let mark = check.status == .pass ? "✓" : "✗"
          let hidden = check.hidden ? " (hidden)" : ""
          text += "      \(mark) \(line(check.name))\(hidden) \(check.points)/\(check.maxPoints)\n"
          if let message = check.message { text += indented(message, by: 10, then: 10) }
        }
      }
    }
    let score = report.learners.map(\.score).reduce(0, +)
    let maximum = report.learners.map(\.maxScore).reduce(0, +)
    let learners = report.learners.count
    text += "Total: \(score)/\(maximum) points for \(learners) learner\(learners == 1 ? "" : "s")\n"
    return text
  }

  /// Text shown on one line.
  private func line(_ text: String) -> String {
    VisibleText.escape(text)
  }

  /// Text of several lines, the first indented by `first` spaces and the others by `rest`: deeper
  /// than a check's line, so that no line of a learner's text can pass for one.
  private func indented(_ text: String, by first: Int, then rest: Int, skippingEmptyLines: Bool = false) -> String {
    let lines = VisibleText.escape(text, keepingLineBreaks: true)
      .split(separator: "\n", omittingEmptySubsequences: skippingEmptyLines)
      .dropLast(text.hasSuffix("\n") && !skippingEmptyLines ? 1 : 0)
    return lines.enumerated().map { index, line in
      String(repeating: " ", count: index == 0 ? first : rest) + line + "\n"
    }.joined()
  }

  private func label(_ status: GradeReport.Status) -> String {
    switch status {
    case .pass: "pass"
    case .fail: "fail"
    case .error: "error"
    case .notAttempted: "not attempted"
    }
  }
}
