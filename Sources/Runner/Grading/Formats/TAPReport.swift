/// TAP version 14: one test point per check, `learner lesson/exercise: check`; a failing point
/// carries a YAML diagnostic block (message, severity, the check's status) indented two spaces.
struct TAPReport {
  func render(_ report: GradeReport) -> String {
    var lines = ["TAP version 14"]
    var number = 0
    var points: [String] = []
    for learner in report.learners {
      for exercise in learner.exercises {
        for check in exercise.checks {
          number += 1
          let description = "\(learner.name) \(exercise.lesson)/\(exercise.exercise): \(check.name)"
            .replacingOccurrences(of: "#", with: "\\#")
          guard check.status != .pass else {
            points.append("ok \(number) - \(description)")
            continue
          }
          points.append("not ok \(number) - \(description)")
          points.append("  ---")
          points.append("  message: \(yamlString(check.message ?? check.status.rawValue))")
          points.append("  severity: \(check.status == .error ? "error" : "fail")")
          points.append("  status: \(check.status.rawValue)")
          points.append("  points: \(check.points)/\(check.maxPoints)")
          points.append("  ...")
        }
      }
    }
    lines.append("1..\(number)")
    return (lines + points).joined(separator: "\n") + "\n"
  }

  /// A YAML double-quoted scalar.
  private func yamlString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n") + "\""
  }
}
