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
  /// The wall-clock limit for one check (grading.md: 20 s by default).
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
    let results = ResultSlots(count: units.count)
    let workers = max(1, min(jobs, units.count))
    let group = DispatchGroup()
    for _ in 0..<workers {
      group.enter()
      let thread = Thread {
        while let index = results.claim() {
          let result = grade(units[index])
          let done = results.store(result, at: index)
          progress(done, units.count, units[index], result)
        }
        group.leave()
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    group.wait()
    var byLearner: [String: [GradeReport.Exercise]] = [:]
    for (unit, result) in zip(units, results.values) {
      byLearner[unit.submission.name, default: []].append(result)
    }
    let learners = byLearner.keys.sorted().map { GradeReport.Learner(name: $0, exercises: byLearner[$0] ?? []) }
    return GradeReport(lessons: lessons, learners: learners)
  }

  /// Grades one learner's exercise.
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
      let message = "not attempted: \(unit.lesson.id)/\(exercise.id)/\(name) is missing"
      return finish(.notAttempted, checks: entries(exercise, status: .notAttempted, message: message))
    case .failure(let problem):
      // A link, a file too large: the learner's to fix, recorded as a compile error is.
      let output = problem.description + "\n"
      return finish(
        .error, compileOutput: output,
        checks: entries(exercise, status: .error, message: "the code does not compile:\n\(output)"))
    }
    let executable: String
    do {
      executable = try builder.build(AppSources(exercise: exercise, lessonFile: unit.lesson.file, learnerFiles: files))
        .executable
    } catch {
      let output = String(describing: error)
      return finish(
        .error, compileOutput: output,
        checks: entries(exercise, status: .error, message: "the code does not compile:\n\(output)"))
    }
    var runner = CheckRunner(executable: executable, exercise: exercise, device: unit.lesson.device)
    runner.checkLimit = checkLimit
    runner.sandboxSlot = unit.learnerIndex
    runner.screenRenderer = { _ in "" }  // reports carry the failing step, not a drawing
    let checks = exercise.checks.enumerated().map { number, check in
      entry(check, outcome: runner.run(check, number: number), lessonFile: unit.lesson.file)
    }
    let status: GradeReport.Status =
      checks.allSatisfy { $0.status == .pass } ? .pass : checks.contains { $0.status == .error } ? .error : .fail
    return finish(status, checks: checks)
  }

  private func entry(_ check: Check, outcome: CheckOutcome, lessonFile: String) -> GradeReport.CheckEntry {
    var status = GradeReport.Status.pass
    var message: String?
    if case .failed(let step, let location, let expected, let found, _) = outcome.result {
      status = outcome.appEnded ? .error : .fail
      message = "\(lessonFile):\(location.line): \(step) — expected \(expected), found \(found)"
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

/// The results of a parallel run, each in its unit's slot; workers claim the next unit to grade.
private final class ResultSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private var done = 0
  private var slots: [GradeReport.Exercise?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func claim() -> Int? {
    lock.withLock {
      guard next < slots.count else { return nil }
      defer { next += 1 }
      return next
    }
  }

  /// Stores a result; answers how many are done.
  func store(_ result: GradeReport.Exercise, at index: Int) -> Int {
    lock.withLock {
      slots[index] = result
      done += 1
      return done
    }
  }

  var values: [GradeReport.Exercise] { lock.withLock { slots.compactMap { $0 } } }
}
