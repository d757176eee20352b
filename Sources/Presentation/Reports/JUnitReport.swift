import Foundation
import Runner

/// JUnit XML as CI test reporters read it (Jenkins' junit-10 XSD, which GitHub and GitLab
/// reporters follow): `<testsuites>`, one
/// `<testsuite>` per learner × lesson, one `<testcase>` per check with `classname`
/// `lesson.exercise`; `<failure>` for a failed check with the failing step, `<error>` for code
/// that does not compile or an app that crashed, `<skipped>` never (a missing file is a failure,
/// "not attempted"); `<system-out>` with what the learner's code printed.
package struct JUnitReport {
  package func render(_ report: GradeReport) -> String {
    var suites = ""
    var totals = (tests: 0, failures: 0, errors: 0, time: 0)
    for learner in report.learners {
      var lessons: [String] = []
      for exercise in learner.exercises where !lessons.contains(exercise.lesson) { lessons.append(exercise.lesson) }
      for lesson in lessons {
        let exercises = learner.exercises.filter { $0.lesson == lesson }
        let checks = exercises.flatMap(\.checks)
        let failures = checks.filter { $0.status == .fail || $0.status == .notAttempted }.count
        let errors = checks.filter { $0.status == .error }.count
        let milliseconds = exercises.map(\.durationMilliseconds).reduce(0, +)
        totals = (
          totals.tests + checks.count, totals.failures + failures, totals.errors + errors, totals.time + milliseconds
        )
        suites +=
          "  <testsuite name=\"\(XMLText.escape("\(learner.name).\(lesson)"))\" tests=\"\(checks.count)\" "
          + "failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(seconds(milliseconds))\">\n"
        for exercise in exercises { suites += testCases(exercise) }
        suites += "  </testsuite>\n"
      }
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"tutor grade\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" "
      + "errors=\"\(totals.errors)\" time=\"\(seconds(totals.time))\">\n" + suites + "</testsuites>\n"
  }

  private func testCases(_ exercise: GradeReport.Exercise) -> String {
    let classname = XMLText.escape("\(exercise.lesson).\(exercise.exercise)")
    let share = exercise.checks.isEmpty ? 0 : exercise.durationMilliseconds / exercise.checks.count
    var text = ""
    for check in exercise.checks {
      text +=
        "    <testcase classname=\"\(classname)\" name=\"\(XMLText.escape(check.name))\" time=\"\(seconds(share))\">\n"
      let message = check.message ?? ""
      let firstLine = String(message.split(whereSeparator: \.isNewline).first ?? "")
      switch check.status {
      case .pass: break
      case .fail, .notAttempted:
        text +=
          "      <failure message=\"\(XMLText.escape(firstLine))\" type=\"\(check.status.rawValue)\">"
          + XMLText.escape(message, multiline: true) + "</failure>\n"
      case .error:
        let detail = exercise.compileOutput ?? message
        text +=
          "      <error message=\"\(XMLText.escape(firstLine))\" type=\"error\">"
          + XMLText.escape(detail, multiline: true)
          + "</error>\n"
      }
      if !check.output.isEmpty {
        text += "      <system-out>\(XMLText.escape(check.output, multiline: true))</system-out>\n"
      }
      text += "    </testcase>\n"
    }
    return text
  }

  private func seconds(_ milliseconds: Int) -> String {
    String(format: "%.3f", Double(milliseconds) / 1000)
  }
}
