import CheckLanguage
import Foundation
import Presentation

#if canImport(Glibc)
  import Glibc
#endif

/// `tutor` with no command: the shell on the lessons and the workspace, with libedit at a
/// terminal and plain lines from a pipe (so `echo lessons | tutor` works).
enum ShellStarter: TutorSubcommand {
  static let spec = CommandSpec(
    name: "", summary: "the shell: lessons, quizzes, exercises, app mode",
    options: [
      .lessons, .workspace,
      OptionSpec(name: "--version", aliases: ["-V"], help: "print the version of Tutor"),
    ],
    alternatives: [CommandSpec.Alternative(option: "--version", summary: "print the version")],
    details: "At a terminal the shell edits lines with libedit and keeps history; from a pipe it reads one "
      + "command a line (echo lessons | tutor). `help` in the shell lists its commands.",
    examples: ["tutor", "tutor --workspace ~/ios-course"])

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandOutcome {
    if arguments.flag("--version") { return CommandOutcome(standardOutput: "tutor \(TutorCommand.version)\n") }
    let (environment, style) = (context.environment, context.style)
    let (lessons, workspace) = CommandLocations.resolve(arguments, environment: environment)
    let reader: LineReader
    if isatty(STDIN_FILENO) == 1, let editor = EditLineReader(historyFile: historyFile(environment)) {
      Interrupts.install()
      reader = editor
    } else {
      reader = PlainLineReader()
    }
    let session = ShellSession(
      lessonsFolder: lessons, workspace: workspace, environment: environment, reader: reader, style: style,
      width: min(TerminalStyle.terminalWidth(environment: environment), 100),
      write: { FileHandle.standardOutput.write(Data($0.utf8)) })
    ShellLoop(session: session).run()
    return CommandOutcome()
  }

  /// `$XDG_STATE_HOME/tutor/history`, else `~/.local/state/tutor/history`.
  static func historyFile(_ environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], !state.isEmpty { return state + "/tutor/history" }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.local/state/tutor/history"
  }
}
