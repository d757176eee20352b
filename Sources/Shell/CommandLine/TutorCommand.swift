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

/// `tutor` and its commands: finds the command, reads its arguments by its table, and runs it.
package enum TutorCommand {
  static let version = "0.1.0"

  /// Every command, in the order `tutor --help` lists them; the shell (`tutor` alone) first.
  static var commands: [any TutorSubcommand.Type] {
    [
      ShellStarter.self, LessonsCommand.self, CheckCommand.self, RunCommand.self, GradeCommand.self,
      LintCommand.self, NewCommand.self, DoctorCommand.self, HelpCommand.self,
    ]
  }

  /// The commands' tables, in the order `tutor --help` lists them.
  static var specs: [CommandSpec] { commands.map { $0.spec } }

  /// `tutor --help`.
  static var usage: String { HelpText.overview(of: specs, version: version) }

  /// Interprets the arguments (without the program name). Commands that take long (`check`,
  /// `lint --run`) write their progress to `live` as it happens, when given.
  package static func interpret(
    _ arguments: [String], environment: [String: String] = [:], live: LiveOutput? = nil
  ) -> CommandOutcome {
    let command: any TutorSubcommand.Type
    let parsed: ParsedArguments
    do throws(UsageError) {
      let (found, rest) = try find(in: arguments)
      command = found
      parsed = try CommandLineParser.parse(rest, as: found.spec)
    } catch {
      return CommandOutcome(usage: error)
    }
    if parsed.flag(OptionSpec.help.name) {
      return CommandOutcome(standardOutput: command.spec.name.isEmpty ? usage : HelpText.command(command.spec))
    }
    let style = TerminalStyle.forStandardOutput(
      environment: environment, noColorFlag: parsed.flag(OptionSpec.noColor.name))
    return command.run(parsed, context: CommandContext(environment: environment, style: style, live: live))
  }

  /// The command the arguments name and the arguments it reads. Options every command takes may
  /// come before its name (`tutor --no-color check …`); arguments that start with an option are
  /// the shell's (`tutor --workspace DIR`).
  static func find(in arguments: [String]) throws(UsageError) -> (any TutorSubcommand.Type, [String]) {
    let commonFlags = CommandSpec.common.filter { $0.value == .none }
    let start = arguments.firstIndex { word in !commonFlags.contains { $0.isNamed(word) } } ?? arguments.endIndex
    guard start < arguments.endIndex, !CommandLineParser.looksLikeOption(arguments[start]) else {
      return (ShellStarter.self, arguments)
    }
    let name = arguments[start]
    var rest = arguments
    rest.remove(at: start)
    guard let command = command(named: name) else {
      let names = specs.map(\.name).filter { !$0.isEmpty }
      throw .unknownCommand(name, suggestion: DidYouMean.nearest(to: name, among: names))
    }
    return (command, rest)
  }

  /// The command called `name` (never the shell, which has no name).
  static func command(named name: String) -> (any TutorSubcommand.Type)? {
    commands.first { !name.isEmpty && $0.spec.name == name }
  }
}

/// A command of `tutor`: its table, declared once, and what it does with arguments read by it.
protocol TutorSubcommand {
  /// The command's name, arguments and options, for the parser, the help and "did you mean".
  static var spec: CommandSpec { get }
  /// Runs the command on its arguments, already read by `spec` (`--help` is answered before).
  static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandOutcome
}

/// What every command runs with besides its arguments.
struct CommandContext {
  var environment: [String: String]
  /// Colour or not, from `--no-color`, `NO_COLOR` and whether standard output is a terminal.
  var style: TerminalStyle
  /// Where long commands write progress as it happens (see `LiveOutput`).
  var live: LiveOutput?
}
