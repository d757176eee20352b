import CheckLanguage
import Foundation
import LessonKit

/// Grades learners' workspaces against every check of the chosen exercises, hidden ones
/// included: each learner's exercise is compiled once for all its checks (and not at all when
/// an identical build is cached), graded in parallel by `jobs` workers, in a stable order that
/// `--shard I/N` cuts into equal parts. One learner's missing file, compile error or crash never
/// stops the others.
package struct Grader {
  /// A learner: a name and a workspace folder.
  package struct Submission: Sendable {
    package var name: String
    package var workspace: String

    package init(name: String, workspace: String) {
      self.name = name
      self.workspace = workspace
    }
  }

  /// One unit of work: a learner's exercise.
  package struct Unit: Sendable {
    package var submission: Submission
    package var lesson: Lesson
    package var exercise: Exercise
    /// The learner's place among all learners by name: as root, apps of different learners run
    /// as different users (Confinement), the same in every shard.
    package var learnerIndex = 0
  }

  package var builder: AppBuilder
  package var jobs = 1
  /// The wall-clock limit for one check (docs/architecture.md "Grading": 20 s by default).
  package var checkLimit: Duration = .seconds(20)

  package init(builder: AppBuilder) {
    self.builder = builder
  }

  /// The units for `submissions` × `exercises`, learners by name, exercises in lesson order; the
  /// `shard`-th (1-based) of `shards` equal parts.
  package static func units(
    submissions: [Submission], exercises: [(Lesson, Exercise)], shard: Int = 1, of shards: Int = 1
  ) -> [Unit] {
    let all = submissions.sorted { $0.name < $1.name }.enumerated().flatMap { index, submission in
      exercises.map { Unit(submission: submission, lesson: $0.0, exercise: $0.1, learnerIndex: index) }
    }
    let start = all.count * (shard - 1) / shards
    let end = all.count * shard / shards
    return Array(all[start..<end])
  }

  /// Grades `units`, calling `progress` (done, total, the unit just graded) as each finishes.
  package func grade(
    _ units: [Unit], lessons: [GradeReport.LessonEntry],
    progress: @escaping @Sendable (Int, Int, Unit, GradeReport.Exercise) -> Void = { _, _, _, _ in }
  ) -> GradeReport {
    var results = [GradeReport.Exercise?](repeating: nil, count: units.count)
    var done = 0
    ParallelWork.run(
      count: units.count, workers: jobs, delivery: .asFinished, job: { [self] index in grade(units[index]) },
      deliver: { index, result in
        results[index] = result
        done += 1
        progress(done, units.count, units[index], result)
      })
    var byLearner: [String: [GradeReport.Exercise]] = [:]
    for (unit, result) in zip(units, results) {
      if let result { byLearner[unit.submission.name, default: []].append(result) }
    }
    let learners = byLearner.keys.sorted().map { GradeReport.Learner(name: $0, exercises: byLearner[$0] ?? []) }
    return GradeReport(lessons: lessons, learners: learners)
  }

  /// Grades one learner's exercise: every check, hidden ones included; the checks of one exercise
  /// share the cores left over by the `jobs` graded at once.
  package func grade(_ unit: Unit) -> GradeReport.Exercise {
    let started = ContinuousClock.now
    let exercise = unit.exercise
    func finish(_ status: GradeReport.Status, compileOutput: String? = nil, checks: [GradeReport.CheckEntry])
      -> GradeReport.Exercise
    {
      let milliseconds = Int((ContinuousClock.now - started) / .milliseconds(1))
      return GradeReport.Exercise(
        lesson: unit.lesson.id, exercise: exercise.id, status: status, durationMilliseconds: milliseconds,
        compileOutput: compileOutput, checks: checks)
    }
    let files: [SourceFile]
    switch AppSources.workspaceFiles(of: exercise, lessonID: unit.lesson.id, workspace: unit.submission.workspace) {
    case .success(let found): files = found
    case .failure(.missing(_, let name)):
      let message = Messages.notAttempted(lesson: unit.lesson.id, exercise: exercise.id, missing: name)
      return finish(.notAttempted, checks: entries(exercise, status: .notAttempted, message: message))
    case .failure(let problem):
      // A link, a file too large: the learner's to fix, recorded as a compile error is.
      let failure = BuildFailure.learnersCode(compilerOutput: problem.description + "\n", diagnostics: nil)
      return finish(
        .error, compileOutput: failure.description,
        checks: entries(exercise, status: .error, message: Messages.gradedBuildFailure(failure)))
    }
    var pipeline = ExercisePipeline(builder: builder)
    pipeline.checkLimit = checkLimit
    pipeline.sandboxSlot = unit.learnerIndex
    pipeline.concurrentChecks = max(1, ProcessInfo.processInfo.activeProcessorCount / max(jobs, 1))
    let run = pipeline.run(exercise, of: unit.lesson, files: files, checks: .all)
    if let failure = run.buildFailure {
      return finish(
        .error, compileOutput: failure.description,
        checks: entries(exercise, status: .error, message: Messages.gradedBuildFailure(failure)))
    }
    let checks = run.results.map { entry($0.check, outcome: $0.outcome, lessonFile: unit.lesson.file) }
    let status: GradeReport.Status =
      checks.allSatisfy { $0.status == .pass } ? .pass : checks.contains { $0.status == .error } ? .error : .fail
    return finish(status, checks: checks)
  }

  private func entry(_ check: Check, outcome: CheckOutcome, lessonFile: String) -> GradeReport.CheckEntry {
    var status = GradeReport.Status.pass
    var message: String?
    if case .failed(let step, let location, let expected, let found, _) = outcome.result {
      status = outcome.appEnded ? .error : .fail
      message = Messages.checkFailedLine(
        lessonFile: lessonFile, location: location, step: step, expected: expected, found: found)
    }
    return GradeReport.CheckEntry(
      name: check.title, status: status, points: status == .pass ? check.points : 0, maxPoints: check.points,
      message: message, hidden: check.isHidden, output: outcome.output, code: Self.code(of: check))
  }

  private func entries(_ exercise: Exercise, status: GradeReport.Status, message: String) -> [GradeReport.CheckEntry] {
    exercise.checks.map {
      GradeReport.CheckEntry(
        name: $0.title, status: status, points: 0, maxPoints: $0.points, message: message, hidden: $0.isHidden,
        output: "", code: Self.code(of: $0))
    }
  }

  /// A check's source: its steps, one per line, or its Swift code.
  static func code(of check: Check) -> String {
    switch check.body {
    case .steps(let steps): steps.map { "\($0.action)" }.joined(separator: "\n")
    case .swift(let body): body.trimmingCharacters(in: .newlines)
    }
  }
}
