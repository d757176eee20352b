import LessonKit
import ManagedModelTools
import Runner

/// `tutor lint [PATH…]`: every problem as `FILE:LINE:COLUMN: severity: message` with its fix,
/// then a summary; exit 1 when there is an error.
enum LintCommand: TutorSubcommand {
  static let spec = CommandSpec(
    name: "lint", summary: "check lesson files (default: Lessons/); --run builds and checks every exercise",
    positionals: [
      PositionalSpec(
        name: "PATH", count: .repeating,
        help: "a lesson file or a folder of them (default: $TUTOR_LESSONS, else Lessons)")
    ],
    options: [
      OptionSpec(name: "--run", help: "also build every exercise and prove its solution passes and its starter fails")
    ],
    details: "Prints each problem as FILE:LINE:COLUMN: severity: message, with its fix, then a summary. "
      + "Exit 1 when there is an error (or, with --run, an exercise fails).",
    examples: ["tutor lint", "tutor lint --run Lessons/01-launch.md"])

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandOutcome {
    let environment = context.environment
    let run = arguments.flag("--run")
    let paths = arguments.positionals.isEmpty ? [environment["TUTOR_LESSONS"] ?? "Lessons"] : arguments.positionals
    let set = LessonSet.load(paths: paths)
    // Core Data models are compiled too (without building), so their mistakes show here.
    let diagnostics =
      set.diagnostics + set.lessons.flatMap(ModelLint.diagnostics(for:))
      + set.lessons.flatMap(ProjectFileLint.diagnostics(for:))
    let sorted = diagnostics.sorted {
      ($0.file, $0.location.line, $0.location.column) < ($1.file, $1.location.line, $1.location.column)
    }
    let errors = sorted.filter { $0.severity == .error }.count
    let warnings = sorted.count - errors
    var report = sorted.map { $0.description + "\n" }.joined()
    let lessons = "\(set.lessons.count) lesson\(set.lessons.count == 1 ? "" : "s")"
    if sorted.isEmpty {
      report += "tutor lint: \(lessons), no problems\n"
    } else {
      report +=
        "tutor lint: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(lessons)\n"
    }
    guard run, errors == 0 else { return CommandOutcome(standardOutput: report, exitCode: errors > 0 ? 1 : 0) }
    return RunLessons.verify(set, report: report, environment: environment, live: context.live)
  }
}
