/// A command line `tutor` cannot act on. The message says what is wrong and, with the footer,
/// the way forward: a suggestion when a name is close to a known one, and where the help is.
/// Every usage error exits 2.
enum UsageError: Error, Equatable, Sendable {
  /// `tutor chek`: no command has that name.
  case unknownCommand(String, suggestion: String?)
  /// `tutor check --wokspace w`: the command has no such option.
  case unknownOption(String, command: String, suggestion: String?)
  /// `--lessons` last, or followed by another option: its value is missing.
  case missingValue(option: String, command: String, example: String)
  /// `--run=yes`: a flag given a value.
  case unexpectedValue(option: String, command: String)
  /// `--jobs 0`, `--format yaml`: the value is not one the option takes; `reason` follows the value.
  case invalidValue(option: String, value: String, command: String, reason: String, suggestion: String? = nil)
  /// `tutor check`: a required argument is missing.
  case missingArgument(String, command: String, example: String?)
  /// `tutor check a b`: more arguments than the command takes.
  case unexpectedArgument(String, command: String, takes: [String])
  /// `tutor new Bad_Id`: the argument is not one the command takes; `reason` follows it.
  case invalidArgument(String, command: String, reason: String)
  /// `--workspace` with `--submissions`: options that cannot go together.
  case conflictingOptions(String, String, command: String)

  /// The command the error is about (empty for `tutor` itself), whose help the footer names.
  var command: String {
    switch self {
    case .unknownCommand: ""
    case .unknownOption(_, let command, _), .missingValue(_, let command, _), .unexpectedValue(_, let command),
      .invalidValue(_, _, let command, _, _), .missingArgument(_, let command, _),
      .unexpectedArgument(_, let command, _), .invalidArgument(_, let command, _),
      .conflictingOptions(_, _, let command):
      command
    }
  }

  /// The line after the message: where to read how the command is used.
  var footer: String {
    switch self {
    case .unknownCommand: "Run `tutor --help` to see what this version can do."
    default: command.isEmpty ? "Run `tutor --help` for usage." : "Run `tutor \(command) --help` for usage."
    }
  }
}

extension UsageError: CustomStringConvertible {
  var description: String {
    switch self {
    case .unknownCommand(let name, let suggestion):
      "unknown command \"\(name)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
    case .unknownOption(let name, let command, let suggestion):
      "unknown option \(name)" + Self.forCommand(command) + (suggestion.map { "; did you mean \($0)?" } ?? "")
    case .missingValue(let option, let command, let example):
      "\(option) needs a value" + Self.forCommand(command) + ": \(option) \(example)"
    case .unexpectedValue(let option, let command):
      "\(option) takes no value" + Self.forCommand(command) + "; write \(option) alone"
    case .invalidValue(let option, let value, _, let reason, let suggestion):
      "\(option) \(value) \(reason)" + (suggestion.map { "; did you mean \(option) \($0)?" } ?? "")
    case .missingArgument(let name, let command, let example):
      "\(command) needs \(name)" + (example.map { ": \($0)" } ?? "")
    case .unexpectedArgument(let argument, let command, let takes):
      "unexpected argument \(argument)" + Self.forCommand(command)
        + (command.isEmpty ? "" : ", which takes " + (takes.isEmpty ? "none" : takes.joined(separator: " ")))
    case .invalidArgument(let argument, _, let reason):
      "\"\(argument)\" \(reason)"
    case .conflictingOptions(let first, let second, let command):
      "\(first) and \(second) do not go together" + Self.forCommand(command) + "; give one of them"
    }
  }

  private static func forCommand(_ command: String) -> String { command.isEmpty ? "" : " for \(command)" }
}

extension CommandOutcome {
  /// A usage mistake: `tutor: ` and the message, the way to the help, exit code 2.
  init(usage error: UsageError) {
    self = CommandError.usage(error).outcome
  }
}
