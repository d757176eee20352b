import CheckLanguage
import Foundation
import Presentation

#if canImport(Glibc)
  import Glibc
#endif

/// `tutor` with no command: the shell on the lessons and the workspace, with libedit at a
/// terminal and plain lines from a pipe (so `echo lessons | tutor` works).
enum ShellStarter {
  static func run(_ arguments: [String], environment: [String: String], style: TerminalStyle) -> CommandOutcome {
    var arguments = arguments
    let lessons: String
    let workspace: String
    switch CommandLocations.resolve(&arguments, environment: environment) {
    case .success(let locations): (lessons, workspace) = locations
    case .failure(let outcome): return outcome
    }
    if let extra = arguments.first {
      let hint = DidYouMean.nearest(to: extra, among: ["--lessons", "--workspace", "--no-color"])
      return .usageError("unknown option \(extra)" + (hint.map { "; did you mean \($0)?" } ?? ""))
    }
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
