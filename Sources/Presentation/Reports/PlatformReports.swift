import Runner

/// Exercism's test-runner results.json, version 3: the submission's status, a message when it
/// could not run, and one test per check with its status, message, output (cut to 500
/// characters as the spec asks), test code and task id (the exercise's number).
package struct ExercismReport {
  package struct Results: Encodable {
    var version = 3
    var status: String
    var message: String?
    var tests: [Test]
  }

  package struct Test: Encodable {
    var name: String
    var status: String
    var message: String?
    var output: String?
    var testCode: String
    var taskID: Int

    enum CodingKeys: String, CodingKey {
      case name, status, message, output, testCode = "test_code", taskID = "task_id"
    }
  }

  package func render(_ report: GradeReport) -> String {
    let exercises = report.learners.first?.exercises ?? []
    var tests: [Test] = []
    for (index, exercise) in exercises.enumerated() {
      for check in exercise.checks {
        let status = check.status == .pass ? "pass" : check.status == .error ? "error" : "fail"
        tests.append(
          Test(
            name: "\(exercise.lesson)/\(exercise.exercise): \(check.name)", status: status, message: check.message,
            output: check.output.isEmpty ? nil : String(check.output.prefix(500)), testCode: check.code,
            taskID: index + 1))
      }
    }
    // "error" is for a submission where no test could run at all (Exercism shows only the message).
    let compileErrors = exercises.compactMap(\.compileOutput)
    let ran = exercises.contains {
      $0.status == .pass || $0.status == .fail || $0.compileOutput == nil && $0.status == .error
    }
    let status = tests.allSatisfy { $0.status == "pass" } ? "pass" : ran ? "fail" : "error"
    let message =
      status == "error"
      ? (compileErrors.isEmpty ? "nothing to test: no exercise was attempted" : compileErrors.joined(separator: "\n"))
      : nil
    return JSONReport.encode(Results(status: status, message: message, tests: tests))
  }
}

/// Gradescope's autograder results.json: the score, the execution time, and one test per check
/// with its score, maximum, status and output; hidden checks are visible only after the grades
/// are published.
package struct GradescopeReport {
  package struct Results: Encodable {
    var score: Int
    var maxScore: Int
    var executionTime: Double
    var tests: [Test]

    enum CodingKeys: String, CodingKey {
      case score, maxScore = "max_score", executionTime = "execution_time", tests
    }
  }

  package struct Test: Encodable {
    var name: String
    var score: Int
    var maxScore: Int
    var status: String
    var output: String
    var visibility: String

    enum CodingKeys: String, CodingKey {
      case name, score, maxScore = "max_score", status, output, visibility
    }
  }

  package func render(_ report: GradeReport) -> String {
    let learner = report.learners.first
    let exercises = learner?.exercises ?? []
    let tests = exercises.flatMap { exercise in
      exercise.checks.map { check in
        Test(
          name: "\(exercise.lesson)/\(exercise.exercise): \(check.name)", score: check.points,
          maxScore: check.maxPoints, status: check.status == .pass ? "passed" : "failed",
          output: [check.message, check.output.isEmpty ? nil : "Output:\n" + check.output].compactMap { $0 }
            .joined(separator: "\n"),
          visibility: check.hidden ? "after_published" : "visible")
      }
    }
    let seconds = Double(exercises.map(\.durationMilliseconds).reduce(0, +)) / 1000
    return JSONReport.encode(
      Results(score: learner?.score ?? 0, maxScore: learner?.maxScore ?? 0, executionTime: seconds, tests: tests))
  }
}
