import Foundation

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
          let description = Self.description("\(learner.name) \(exercise.lesson)/\(exercise.exercise): \(check.name)")
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

  /// A test point's description on one line, `\` and `#` escaped as TAP 14 asks.
  static func description(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "#", with: "\\#")
      .split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// A YAML double-quoted scalar: quotes, backslashes and every control character escaped.
  private func yamlString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u" + String(format: "%04X", scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
