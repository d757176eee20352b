/// One command of `tutor`, declared once: its name, arguments and options. The one parser
/// (`CommandLineParser`) reads arguments by it, `HelpText` writes `tutor --help` and
/// `tutor CMD --help` from it, and "did you mean" suggests among its names.
struct CommandSpec: Equatable, Sendable {
  /// Another way to use a command, started by one option that takes only some of the others
  /// (`tutor grade --merge A.json B.json... [--format F] [--output FILE]`).
  struct Alternative: Equatable, Sendable {
    /// The option that starts it (`--merge`).
    var option: String
    /// The command's other options that go with it (`--format`, `--output`).
    var alongside: [String] = []
    /// What it does, for `tutor --help`.
    var summary: String
  }

  /// `grade`, as typed after `tutor`; empty for `tutor` itself (the shell).
  var name: String
  /// What the command does, in a line or two, for `tutor --help`.
  var summary: String
  var positionals: [PositionalSpec] = []
  /// The command's own options, in the order usage shows them (`--no-color` and `--help` are
  /// added to every command: `common`).
  var options: [OptionSpec] = []
  /// Options of which at most one may be given, shown together as `[--quiet | --verbose]`.
  var exclusive: [[String]] = []
  var alternatives: [Alternative] = []
  /// What `tutor CMD --help` says after the options: defaults, exit codes, where to read more.
  var details: String?
  /// Whole command lines, for `tutor CMD --help`; the first also shows how to use the command in
  /// a message about a missing argument.
  var examples: [String] = []

  /// The options every command takes, after its own.
  static let common: [OptionSpec] = [.noColor, .help]

  /// The command's options and the common ones.
  var allOptions: [OptionSpec] { options + Self.common }

  /// The option called `word` (by its name or an alias), if the command has it.
  func option(named word: String) -> OptionSpec? {
    allOptions.first { $0.isNamed(word) }
  }

  /// `tutor grade`, or `tutor` for the shell.
  var invocation: String { name.isEmpty ? "tutor" : "tutor \(name)" }

  /// The usage lines' words for the main way to use the command: required arguments, then the
  /// options (exclusive ones together), then optional arguments, as in
  /// `tutor check LESSON[/EXERCISE] [--lessons DIR] [--workspace DIR]`.
  var synopsis: [String] {
    let started = Set(alternatives.map(\.option))
    var words = positionals.filter { $0.count == .required }.map(\.usage)
    var shown: Set<String> = []
    for option in options where !started.contains(option.name) && !shown.contains(option.name) {
      let group = exclusive.first { $0.contains(option.name) } ?? [option.name]
      let members = group.compactMap { name in options.first { $0.name == name } }
      shown.formUnion(group)
      words.append(
        "[" + members.map(\.usage).joined(separator: " | ") + "]" + (option.repeatable ? "..." : ""))
    }
    return words + positionals.filter { $0.count != .required }.map(\.usage)
  }

  /// The usage line's words for an alternative: `--merge A.json B.json... [--format F] [--output FILE]`.
  func synopsis(of alternative: Alternative) -> [String] {
    let starter = options.first { $0.name == alternative.option }
    return [starter?.usage ?? alternative.option]
      + alternative.alongside.compactMap { name in options.first { $0.name == name }.map { "[\($0.usage)]" } }
  }
}
