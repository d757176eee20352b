import CheckLanguage
import Foundation
import Presentation

/// What one invocation of `tutor` prints and how it exits.
package struct CommandOutcome: Equatable {
  package var standardOutput = ""
  package var standardError = ""
  package var exitCode: Int32 = 0
}

/// Where a command writes what it knows as soon as it knows it (the `tutor` binary's standard
/// output); without one, everything is gathered into the command's outcome.
package typealias LiveOutput = (String) -> Void

package enum TutorCommand {
  static let version = "0.1.0"

  static let usage = """
    Tutor \(version) — learn how iOS apps work, at a terminal, without a Mac.

    Usage: tutor [--lessons DIR] [--workspace DIR]   the shell: lessons, quizzes, exercises, app mode
           tutor [--version] [--help]
           tutor lessons [--lessons DIR]             list the lessons
           tutor check LESSON[/EXERCISE] [--workspace DIR] [--lessons DIR]
                                                     build your files and run the visible checks
           tutor run LESSON/EXERCISE [--script FILE] [--workspace DIR] [--lessons DIR]
                                                     launch your app and drive it with check steps
                                                     from FILE, from a pipe, or at an app> prompt
           tutor grade [--workspace DIR | --submissions DIR] [--only LESSON[/EXERCISE]]...
                 [--format text|json|junit|tap|exercism|gradescope] [--output FILE]
                 [--jobs N] [--shard I/N] [--timeout SECONDS] [--lessons DIR] [--quiet | --verbose]
                                                     grade against every check, hidden ones too
           tutor grade --merge A.json B.json... [--format F] [--output FILE]
                                                     join shard reports
           tutor lint [--run] [PATH...]              check lesson files (default: Lessons/);
                                                     --run builds and checks every exercise
           tutor new LESSON-ID [--title TITLE] [--lessons DIR]
                                                     write a lesson skeleton that passes lint
           tutor doctor                              what this machine offers: toolchain, runtime,
                                                     and each layer of the apps' sandbox

    Options: --no-color (or NO_COLOR=1) prints ✓ and ✗ without colour.

    Tutor compiles your UIKit code against its own headless UIKit runtime, drives the running
    app like a user would, on a virtual clock, and checks it. Your files live in
    workspace/LESSON/EXERCISE/ (or --workspace DIR). Exit codes: 0 all passed, 1 something failed,
    2 Tutor could not run (bad arguments, lessons or toolchain).

    """

  /// The options each command takes (besides `--no-color`, which every command takes); `grade`
  /// checks its own (GradeOptions).
  static let optionsByCommand: [String: [String]] = [
    "lint": ["--run"], "lessons": ["--lessons"], "new": ["--title", "--lessons"],
    "check": ["--lessons", "--workspace"], "run": ["--lessons", "--workspace", "--script"], "doctor": [],
  ]

  /// Interprets the arguments (without the program name). Commands that take long (`check`,
  /// `lint --run`) write their progress to `live` as it happens, when given.
  package static func interpret(
    _ arguments: [String], environment: [String: String] = [:], live: LiveOutput? = nil
  ) -> CommandOutcome {
    var arguments = arguments
    let noColor = arguments.contains("--no-color")
    arguments.removeAll { $0 == "--no-color" }
    let style = TerminalStyle.forStandardOutput(environment: environment, noColorFlag: noColor)
    guard let first = arguments.first, first != "--lessons", first != "--workspace" else {
      return ShellStarter.run(arguments, environment: environment, style: style)
    }
    let rest = Array(arguments.dropFirst())
    if let options = optionsByCommand[first],
      let unknown = rest.first(where: { $0.hasPrefix("-") && !options.contains($0) })
    {
      let hint = DidYouMean.nearest(to: unknown, among: options).map { "; did you mean \($0)?" } ?? ""
      return .usageError("unknown option \(unknown) for \(first)\(hint)")
    }
    switch first {
    case "--version", "-V": return CommandOutcome(standardOutput: "tutor \(version)\n")
    case "--help", "-h", "help": return CommandOutcome(standardOutput: usage)
    case "lint": return LintCommand.run(rest, environment: environment, live: live)
    case "lessons": return LessonsCommand.run(rest, environment: environment)
    case "new": return NewCommand.run(rest, environment: environment)
    case "check": return CheckCommand.run(rest, environment: environment, style: style, live: live)
    case "run": return RunCommand.run(rest, environment: environment, style: style)
    case "grade": return GradeCommand.run(rest, environment: environment)
    case "doctor": return DoctorCommand.run(rest, environment: environment, style: style)
    default:
      let commands = Array(optionsByCommand.keys) + ["grade", "help"]
      let hint = DidYouMean.nearest(to: first, among: commands).map { "; did you mean \"\($0)\"?" } ?? ""
      return CommandOutcome(
        standardError:
          "tutor: unknown command \"\(first)\"\(hint)\nRun `tutor --help` to see what this version can do.\n",
        exitCode: 2)
    }
  }
}

/// Where lessons are: `--lessons DIR`, else `TUTOR_LESSONS`, else `Lessons` here, else the bundled
/// `Lessons` folder found above the `tutor` binary (as in a checkout: .build/debug/tutor).
enum LessonsLocation {
  /// `allowingBundled: false` for commands that write lessons (`new`): they never reach past the
  /// working directory.
  static func resolve(_ arguments: inout [String], environment: [String: String], allowingBundled: Bool = true)
    -> Result<String, CommandOutcome>
  {
    guard let flag = arguments.firstIndex(of: "--lessons") else {
      return .success(environment["TUTOR_LESSONS"] ?? (allowingBundled ? bundled() : "Lessons"))
    }
    guard flag + 1 < arguments.count else {
      return .failure(CommandOutcome.usageError("--lessons needs a folder: --lessons DIR"))
    }
    let folder = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
    return .success(folder)
  }
}

/// `--lessons DIR` and `--workspace DIR` together, as the commands that read both take them.
enum CommandLocations {
  static func resolve(_ arguments: inout [String], environment: [String: String]) -> Result<
    (lessons: String, workspace: String), CommandOutcome
  > {
    LessonsLocation.resolve(&arguments, environment: environment).flatMap { lessons in
      WorkspaceLocation.resolve(&arguments, environment: environment).map { (lessons, $0) }
    }
  }
}

extension LessonsLocation {
  static func bundled() -> String {
    if FileManager.default.fileExists(atPath: "Lessons") { return "Lessons" }
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("Lessons")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
      folder = folder.deletingLastPathComponent()
    }
    return "Lessons"
  }
}

extension CommandOutcome {
  /// A usage mistake: the message, the way to get help, exit code 2.
  static func usageError(_ message: String) -> CommandOutcome {
    CommandOutcome(standardError: "tutor: \(message)\nRun `tutor --help` for usage.\n", exitCode: 2)
  }
}

extension CommandOutcome: Error {}
