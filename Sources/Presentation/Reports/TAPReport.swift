import Foundation
import Runner

/// TAP version 14: one test point per check, `learner lesson/exercise: check`; a failing point
/// carries a YAML diagnostic block (message, severity, the check's status) indented two spaces.
package struct TAPReport {
  package func render(_ report: GradeReport) -> String {
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

  /// A test point's description on one line: characters that act written visibly
  /// (`VisibleText`), line feeds as spaces, then `\` and `#` escaped as TAP 14 asks (a TAP reader
  /// gives back `\u{1B}`).
  package static func description(_ text: String) -> String {
    let spaced = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" ? " " : $0 }))
    return VisibleText.escape(spaced).replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "#", with: "\\#")
  }

  /// A YAML double-quoted scalar of text written visibly (`VisibleText`, line feeds and tabs
  /// kept): a YAML reader gives back `\u{1B}`, never the character; quotes, backslashes, line
  /// feeds and tabs escaped.
  private func yamlString(_ text: String) -> String {
    var result = "\""
    for scalar in VisibleText.escape(text, keepingLineBreaks: true).unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
