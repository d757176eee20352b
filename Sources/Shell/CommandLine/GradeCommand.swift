import CheckLanguage
import Foundation
import LessonKit
import Presentation
import Runner

#if canImport(Glibc)
  import Glibc
#endif

/// `tutor grade` (docs/architecture.md "Grading"): grades one workspace or a folder of submissions against every
/// check, hidden ones included, and writes a report; `--merge` joins shard reports. Exit 0 when
/// everything passed, 1 when some check failed, 2 when the grader could not run.
enum GradeCommand: TutorSubcommand {
  static let spec = GradeOptions.spec

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandOutcome {
    let environment = context.environment
    let options: GradeOptions
    do throws(UsageError) {
      options = try GradeOptions(arguments, environment: environment)
    } catch {
      return CommandOutcome(usage: error)
    }
    if !options.merge.isEmpty { return merge(options) }
    let set = LessonSet.load(paths: [options.lessonsFolder])
    let errors = set.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty, !set.lessons.isEmpty else {
      // Every error, as `tutor lint` prints them: a check that does not parse would grade nothing.
      let listed = errors.map { "\($0.description)\n" }.joined()
      let count = "\(errors.count) error\(errors.count == 1 ? "" : "s")"
      return CommandOutcome(
        standardError: listed + "tutor grade: the lessons in \(options.lessonsFolder) cannot be graded "
          + "(\(errors.count == 0 ? "no lessons there" : count + " above"); nothing was run. "
          + "Fix them and prove them with `tutor lint --run \(options.lessonsFolder)`.\n", exitCode: 2)
    }
    let exercises: [(Lesson, Exercise)]
    switch select(options.only, from: set.lessons) {
    case .success(let found): exercises = found
    case .failure(let error): return error.outcome
    }
    let submissions: [Grader.Submission]
    switch options.submissions() {
    case .success(let found): submissions = found
    case .failure(let error): return error.outcome
    }
    if options.format.isPerSubmission, submissions.count > 1 {
      return CommandOutcome(
        usage: .invalidValue(
          option: "--format", value: options.format.rawValue, command: spec.name,
          reason:
            "describes one submission, and --submissions has \(submissions.count); grade each with --workspace DIR"))
    }
    var grader: Grader
    switch RuntimeSetup.pipeline(for: "tutor grade", environment: environment) {
    case .success(let pipeline): grader = Grader(builder: pipeline.builder)
    case .failure(let missing): return CommandOutcome(standardError: missing.message, exitCode: 2)
    }
    grader.jobs = options.jobs
    grader.checkLimit = .seconds(options.timeout)
    let units = Grader.units(
      submissions: submissions, exercises: exercises, shard: options.shard.index, of: options.shard.count)
    let lessons = set.lessons.filter { lesson in exercises.contains { $0.0.id == lesson.id } }.map { lesson in
      GradeReport.LessonEntry(
        id: lesson.id, title: lesson.title,
        exercises: lesson.exercises.filter { exercise in
          exercises.contains { $0.1.id == exercise.id && $0.0.id == lesson.id }
        }
        .map(\.id))
    }
    if options.verbose {
      // Which layers of the sandbox hold on this machine (tutor doctor says more).
      let reach = [grader.builder.runtime.libraries + "/libAppHost.so", grader.builder.cacheFolder.path]
      let layers = SandboxSupport.probe().layers(unreachableForAppUsers: Confinement.unreachable(reach))
      let summary = layers.map { ($0.active ? "✓ " : "✗ ") + ($0.text.split(separator: ":").first ?? "") }
      FileHandle.standardError.write(Data("sandbox: \(summary.joined(separator: ", ")) (tutor doctor)\n".utf8))
    }
    let progress = GradeProgress(
      total: units.count, onTerminal: isatty(STDERR_FILENO) == 1 && !options.verbose, quiet: options.quiet)
    let report = grader.grade(units, lessons: lessons) { done, total, unit, result in
      progress.update(done: done, total: total, unit: unit, result: result)
    }
    progress.finish()
    return deliver(report, options: options)
  }

  private static func merge(_ options: GradeOptions) -> CommandOutcome {
    var reports: [GradeReport] = []
    for path in options.merge {
      guard let data = FileManager.default.contents(atPath: path) else {
        return CommandOutcome(standardError: "tutor grade: cannot read \(path)\n", exitCode: 2)
      }
      do {
        reports.append(try JSONReport.parse(data))
      } catch {
        return CommandOutcome(
          standardError: "tutor grade: \(path) is not a JSON report of tutor grade (\(error.localizedDescription))\n",
          exitCode: 2)
      }
    }
    return deliver(GradeReport.merge(reports), options: options)
  }

  /// Writes the report to `--output` (atomically) or answers it for stdout.
  private static func deliver(_ report: GradeReport, options: GradeOptions) -> CommandOutcome {
    let text = options.format.render(report)
    // Exercism's test runners exit 0 whenever they wrote results.json (failing tests included).
    let code: Int32 = report.allPassed || options.format == .exercism ? 0 : 1
    guard let output = options.output else { return CommandOutcome(standardOutput: text, exitCode: code) }
    do {
      try text.write(toFile: output, atomically: true, encoding: .utf8)
      return CommandOutcome(exitCode: code)
    } catch {
      return CommandOutcome(
        standardError: "tutor grade: cannot write \(output): \(error.localizedDescription)\n", exitCode: 2)
    }
  }

  /// The exercises `--only` names (all of them when it is not given).
  private static func select(_ only: [String], from lessons: [Lesson]) -> Result<[(Lesson, Exercise)], CommandError> {
    let all = lessons.flatMap { lesson in lesson.exercises.map { (lesson, $0) } }
    guard !only.isEmpty else { return .success(all) }
    for target in only {
      let parts = target.split(separator: "/", maxSplits: 1).map(String.init)
      let matches = all.filter { $0.0.id == parts.first && (parts.count == 1 || $0.1.id == parts[1]) }
      if matches.isEmpty {
        let known = all.map { "\($0.0.id)/\($0.1.id)" }
        let error = UsageError.invalidValue(
          option: "--only", value: target, command: spec.name,
          reason: "names no exercise (exercises: \(known.joined(separator: ", ")))",
          suggestion: DidYouMean.nearest(to: target, among: lessons.map(\.id) + known))
        return .failure(.usage(error))
      }
    }
    return .success(
      all.filter { pair in
        only.contains { target in
          let parts = target.split(separator: "/", maxSplits: 1).map(String.init)
          return pair.0.id == parts.first && (parts.count == 1 || pair.1.id == parts[1])
        }
      })
  }
}
