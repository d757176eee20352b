import CheckLanguage

/// `tutor help [COMMAND]`: the overview of every command (as `tutor --help`), or one command's
/// arguments and options in detail (as `tutor COMMAND --help`).
enum HelpCommand: TutorSubcommand {
  static let spec = CommandSpec(
    name: "help", summary: "this text, or one command's arguments and options (also: tutor COMMAND --help)",
    positionals: [PositionalSpec(name: "COMMAND", count: .optional, help: "the command to explain, as grade")],
    examples: ["tutor help", "tutor help grade"])

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandOutcome {
    guard let name = arguments.positionals.first else { return CommandOutcome(standardOutput: TutorCommand.usage) }
    guard let command = TutorCommand.command(named: name) else {
      let names = TutorCommand.specs.map(\.name).filter { !$0.isEmpty }
      return CommandOutcome(usage: .unknownCommand(name, suggestion: DidYouMean.nearest(to: name, among: names)))
    }
    return CommandOutcome(standardOutput: HelpText.command(command.spec))
  }
}
