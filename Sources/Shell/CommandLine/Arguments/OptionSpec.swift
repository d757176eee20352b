/// One option of a command as its table declares it: its name, what follows it, and its line of
/// help. The parser, `tutor CMD --help` and "did you mean" all read it.
struct OptionSpec: Equatable, Sendable {
  /// What follows the option's name on the command line (`--lessons DIR`), or `--lessons=DIR`.
  enum Value: Equatable, Sendable {
    /// Nothing: the option is a flag (`--run`).
    case none
    /// One argument, shown as `placeholder` (`DIR`); `example` is a real one for messages.
    case one(placeholder: String, example: String)
    /// One of a fixed set of words (`--format text|json`); another word is an error with a
    /// suggestion.
    case choice([String], example: String)
    /// Every argument up to the next option, at least one (`--merge A.json B.json...`).
    case list(placeholder: String, example: String)
  }

  /// `--workspace`, as the option is written.
  var name: String
  /// Other spellings of the same option (`-h` for `--help`).
  var aliases: [String] = []
  var value = Value.none
  /// Whether every use counts (`--only a --only b`); otherwise the last one given does.
  var repeatable = false
  /// What the option does, in a few words, for `tutor CMD --help`.
  var help: String

  /// Whether `word` is this option's name or one of its aliases.
  func isNamed(_ word: String) -> Bool { word == name || aliases.contains(word) }

  /// The option with what it takes, as usage shows it: `--only LESSON[/EXERCISE]`.
  var usage: String {
    switch value {
    case .none: name
    case .one(let placeholder, _): "\(name) \(placeholder)"
    case .choice(let words, _): "\(name) \(words.joined(separator: "|"))"
    case .list(let placeholder, _): "\(name) \(placeholder)"
    }
  }

  /// A real value for messages (`--shard 1/4`), empty for a flag.
  var example: String {
    switch value {
    case .none: ""
    case .one(_, let example), .choice(_, let example), .list(_, let example): example
    }
  }
}

extension OptionSpec {
  /// `--lessons DIR`, for every command that reads lessons.
  static let lessons = OptionSpec(
    name: "--lessons", value: .one(placeholder: "DIR", example: "Lessons"),
    help: "the lessons' folder (default: $TUTOR_LESSONS, else ./Lessons, else the bundled lessons)")
  /// `--workspace DIR`, for every command that reads the learner's files.
  static let workspace = OptionSpec(
    name: "--workspace", value: .one(placeholder: "DIR", example: "workspace"),
    help: "the learner's files, as DIR/LESSON/EXERCISE/ (default: $TUTOR_WORKSPACE, else ./workspace)")
  /// `--no-color`, which every command takes.
  static let noColor = OptionSpec(name: "--no-color", help: "print ✓ and ✗ without colour; NO_COLOR=1 does the same")
  /// `--help`, which every command takes.
  static let help = OptionSpec(name: "--help", aliases: ["-h"], help: "show the command's arguments and options")
}

/// One argument of a command that is not an option (`LESSON[/EXERCISE]`), as its table declares it.
struct PositionalSpec: Equatable, Sendable {
  /// How many times the argument comes.
  enum Count: Equatable, Sendable {
    case required
    case optional
    /// Any number of times, none included (`[PATH...]`).
    case repeating
  }

  /// `LESSON[/EXERCISE]`, as usage shows it.
  var name: String
  var count = Count.required
  /// What the argument names, for `tutor CMD --help`.
  var help: String

  /// The argument as usage shows it: `LESSON-ID`, `[COMMAND]`, `[PATH...]`.
  var usage: String {
    switch count {
    case .required: name
    case .optional: "[\(name)]"
    case .repeating: "[\(name)...]"
    }
  }
}
