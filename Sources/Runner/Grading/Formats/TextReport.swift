/// The text report: per learner, per lesson, per exercise, ✓/✗ per check with its points and
/// the failure message; a total per learner and for the class.
struct TextReport {
  func render(_ report: GradeReport) -> String {
    var text = ""
    for learner in report.learners {
      text += "\(learner.name): \(learner.score)/\(learner.maxScore) points\n"
      var lesson = ""
      for exercise in learner.exercises {
        if exercise.lesson != lesson {
          lesson = exercise.lesson
          text += "  \(lesson)\n"
        }
        text += "    \(exercise.exercise): \(label(exercise.status)) \(exercise.score)/\(exercise.maxScore)\n"
        if exercise.status == .notAttempted || exercise.status == .error && exercise.compileOutput != nil {
          let reason = exercise.checks.first?.message ?? ""
          text += reason.split(separator: "\n").map { "      \($0)\n" }.joined()
          continue
        }
        for check in exercise.checks {
          let mark = check.status == .pass ? "✓" : "✗"
          let hidden = check.hidden ? " (hidden)" : ""
          text += "      \(mark) \(check.name)\(hidden) \(check.points)/\(check.maxPoints)\n"
          if let message = check.message { text += "          \(message)\n" }
        }
      }
    }
    let score = report.learners.map(\.score).reduce(0, +)
    let maximum = report.learners.map(\.maxScore).reduce(0, +)
    let learners = report.learners.count
    text += "Total: \(score)/\(maximum) points for \(learners) learner\(learners == 1 ? "" : "s")\n"
    return text
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
