/// A grading report, in the JSON shape of docs/architecture.md "Grading": the lessons graded, and per learner the
/// score and every exercise with every check (hidden ones included). Every other format (text,
/// JUnit, TAP, Exercism, Gradescope) is written from this one model, and shard reports merge
/// into it.
package struct GradeReport: Codable, Equatable, Sendable {
  package var version = 1
  package var lessons: [LessonEntry]
  package var learners: [Learner]

  package init(lessons: [LessonEntry], learners: [Learner]) {
    self.lessons = lessons
    self.learners = learners
  }

  /// A lesson graded, with its exercises in lesson order (how merged reports are ordered).
  package struct LessonEntry: Codable, Equatable, Sendable {
    package var id: String
    package var title: String
    package var exercises: [String]

    package init(id: String, title: String, exercises: [String]) {
      self.id = id
      self.title = title
      self.exercises = exercises
    }
  }

  package struct Learner: Codable, Equatable, Sendable {
    package var name: String
    package var score: Int
    package var maxScore: Int
    package var exercises: [Exercise]

    /// A learner's grades, with at most `OutputLimits.perLearner` bytes of their output kept
    /// (`cappingOutput`).
    package init(name: String, exercises: [Exercise]) {
      self.name = name
      self.exercises = Self.cappingOutput(exercises)
      score = exercises.map(\.score).reduce(0, +)
      maxScore = exercises.map(\.maxScore).reduce(0, +)
    }

    enum CodingKeys: String, CodingKey {
      case name, score, maxScore = "max_score", exercises
    }

    /// `exercises` with at most `OutputLimits.perLearner` bytes of output across their checks, in
    /// report order: from the first check whose output would pass the cap on, every check's
    /// output is `OutputLimits.learnerCapNote`. A note already there counts as the cap reached,
    /// so merged shard reports keep what one run over everything keeps.
    static func cappingOutput(_ exercises: [Exercise]) -> [Exercise] {
      var kept = 0
      var reached = false
      return exercises.map { exercise in
        var exercise = exercise
        for index in exercise.checks.indices where !exercise.checks[index].output.isEmpty {
          let output = exercise.checks[index].output
          reached =
            reached || output == OutputLimits.learnerCapNote || kept + output.utf8.count > OutputLimits.perLearner
          if reached {
            exercise.checks[index].output = OutputLimits.learnerCapNote
          } else {
            kept += output.utf8.count
          }
        }
        return exercise
      }
    }
  }

  package enum Status: String, Codable, Sendable {
    case pass, fail, error
    case notAttempted = "not_attempted"
  }

  package struct Exercise: Codable, Equatable, Sendable {
    package var lesson: String
    package var exercise: String
    package var status: Status
    package var score: Int
    package var maxScore: Int
    package var durationMilliseconds: Int
    /// The compiler's messages in the learner's terms when the code did not compile.
    package var compileOutput: String?
    package var checks: [CheckEntry]

    package init(
      lesson: String, exercise: String, status: Status, durationMilliseconds: Int, compileOutput: String?,
      checks: [CheckEntry]
    ) {
      self.lesson = lesson
      self.exercise = exercise
      self.status = status
      self.durationMilliseconds = durationMilliseconds
      self.compileOutput = compileOutput
      self.checks = checks
      score = checks.map(\.points).reduce(0, +)
      maxScore = checks.map(\.maxPoints).reduce(0, +)
    }

    enum CodingKeys: String, CodingKey {
      case lesson, exercise, status, score, maxScore = "max_score", durationMilliseconds = "duration_ms"
      case compileOutput = "compile_output", checks
    }
  }

  package struct CheckEntry: Codable, Equatable, Sendable {
    package var name: String
    package var status: Status
    /// Points earned (the check's points when it passed, else 0).
    package var points: Int
    /// Points the check is worth.
    package var maxPoints: Int
    /// Why it failed: the step with its lesson line, expected and found.
    package var message: String?
    package var hidden: Bool
    /// What the learner's code printed during the check.
    package var output: String
    /// The check's source (its steps or Swift code), for reports that show the test.
    package var code: String

    package init(
      name: String, status: Status, points: Int, maxPoints: Int, message: String?, hidden: Bool, output: String,
      code: String
    ) {
      self.name = name
      self.status = status
      self.points = points
      self.maxPoints = maxPoints
      self.message = message
      self.hidden = hidden
      self.output = output
      self.code = code
    }

    enum CodingKeys: String, CodingKey {
      case name, status, points, maxPoints = "max_points", message, hidden, output, code
    }
  }

  /// Every check passed for every learner.
  package var allPassed: Bool {
    learners.allSatisfy { $0.exercises.allSatisfy { $0.status == .pass } }
  }

  /// Joins shard reports: learners of the same name are combined, exercises ordered as the
  /// lessons list them, learners by name — the same report one run over everything would give.
  package static func merge(_ reports: [GradeReport]) -> GradeReport {
    var lessons: [LessonEntry] = []
    for report in reports {
      for lesson in report.lessons where !lessons.contains(where: { $0.id == lesson.id }) { lessons.append(lesson) }
    }
    var order: [String: Int] = [:]
    for lesson in lessons {
      for exercise in lesson.exercises { order["\(lesson.id)/\(exercise)"] = order.count }
    }
    var exercisesByLearner: [String: [Exercise]] = [:]
    var seen: Set<String> = []
    for report in reports {
      for learner in report.learners {
        // A report given twice (or overlapping shards) must not count an exercise twice.
        let fresh = learner.exercises.filter { seen.insert("\(learner.name)\n\($0.lesson)/\($0.exercise)").inserted }
        exercisesByLearner[learner.name, default: []] += fresh
      }
    }
    let learners = exercisesByLearner.keys.sorted().map { name in
      Learner(
        name: name,
        exercises: (exercisesByLearner[name] ?? []).sorted {
          (order["\($0.lesson)/\($0.exercise)"] ?? Int.max) < (order["\($1.lesson)/\($1.exercise)"] ?? Int.max)
        })
    }
    return GradeReport(lessons: lessons, learners: learners)
  }
}
