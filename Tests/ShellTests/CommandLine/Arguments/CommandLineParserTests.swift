import Testing

@testable import Shell

/// The one parser of `tutor`'s command lines, on a table of its own: flags, values (`--opt value`
/// and `--opt=value`), repeatable options and lists, positional counts, and each usage error with
/// the way forward it offers.
@Suite("CommandLineParser — a command line read by a command's table")
struct CommandLineParserTests {
  static let sample = CommandSpec(
    name: "sample", summary: "a command to test the parser with",
    positionals: [
      PositionalSpec(name: "LESSON", help: "a lesson"), PositionalSpec(name: "EXTRA", count: .optional, help: "more"),
    ],
    options: [
      .lessons, .workspace, OptionSpec(name: "--run", help: "run"),
      OptionSpec(name: "--only", value: .one(placeholder: "ID", example: "launch"), repeatable: true, help: "only"),
      OptionSpec(name: "--format", value: .choice(["text", "json"], example: "json"), help: "format"),
      OptionSpec(name: "--merge", value: .list(placeholder: "A B...", example: "a.json"), help: "merge"),
      OptionSpec(name: "--quiet", help: "quiet"), OptionSpec(name: "--verbose", help: "verbose"),
    ],
    exclusive: [["--quiet", "--verbose"]],
    alternatives: [.init(option: "--merge", alongside: ["--format"], summary: "join")],
    examples: ["tutor sample launch"])

  func parse(_ arguments: [String], as spec: CommandSpec = sample) throws(UsageError) -> ParsedArguments {
    try CommandLineParser.parse(arguments, as: spec)
  }

  /// The usage error the arguments make, or nil when they parse.
  func error(_ arguments: [String], as spec: CommandSpec = sample) -> UsageError? {
    do throws(UsageError) {
      _ = try parse(arguments, as: spec)
      return nil
    } catch {
      return error
    }
  }

  @Test("flags, values before or after arguments, and the common --no-color")
  func flagsAndValues() throws {
    let parsed = try parse(["--run", "launch", "--lessons", "L", "--no-color", "--workspace", "W"])
    #expect(parsed.flag("--run") && parsed.flag("--no-color"))
    #expect(!parsed.flag("--quiet"))
    #expect(parsed.value("--lessons") == "L")
    #expect(parsed.value("--workspace") == "W")
    #expect(parsed.positionals == ["launch"])
  }

  @Test("--opt=value is --opt value, even for a value that starts with -", arguments: ["L", "-L", "a=b"])
  func joinedValue(value: String) throws {
    #expect(try parse(["launch", "--lessons=\(value)"]).value("--lessons") == value)
  }

  @Test("a repeatable option keeps every value; another keeps the last; a list takes up to the next option")
  func repetitionAndLists() throws {
    let parsed = try parse(["a", "--only", "x", "--lessons", "1", "--only=y", "--lessons", "2"])
    #expect(parsed.values("--only") == ["x", "y"])
    #expect(parsed.value("--lessons") == "2")
    let merged = try parse(["a", "--merge", "a.json", "b.json", "--format", "json"])
    #expect(merged.values("--merge") == ["a.json", "b.json"])
    #expect(merged.value("--format") == "json")
    #expect(merged.positionals == ["a"])
  }

  @Test("-- ends the options; a lone - is an argument")
  func endOfOptions() throws {
    #expect(try parse(["--", "--run"]).positionals == ["--run"])
    #expect(try parse(["-"]).positionals == ["-"])
  }

  @Test("--help or -h anywhere asks for help, and nothing else is checked")
  func help() throws {
    #expect(try parse(["--bogus", "-h"]).flag("--help"))
    #expect(try parse(["--help"]).positionals.isEmpty)
  }

  @Test(
    "a missing value names the option and shows one",
    arguments: [["a", "--lessons"], ["a", "--lessons", "--run"], ["a", "--lessons="], ["a", "--merge", "--run"]])
  func missingValue(arguments: [String]) {
    let option = arguments[1].split(separator: "=")[0]
    let example = option == "--merge" ? "a.json" : "Lessons"
    #expect(error(arguments) == .missingValue(option: String(option), command: "sample", example: example))
    #expect(error(arguments)?.description == "\(option) needs a value for sample: \(option) \(example)")
  }

  @Test("a flag given a value is an error")
  func flagWithValue() {
    #expect(error(["a", "--run=yes"]) == .unexpectedValue(option: "--run", command: "sample"))
  }

  @Test("an unknown option is an error with the nearest known one and the command's help")
  func unknownOption() throws {
    let mistyped = try #require(error(["a", "--wokspace", "W"]))
    #expect(mistyped == .unknownOption("--wokspace", command: "sample", suggestion: "--workspace"))
    #expect(mistyped.description == "unknown option --wokspace for sample; did you mean --workspace?")
    #expect(mistyped.footer == "Run `tutor sample --help` for usage.")
    #expect(
      error(["a", "--nothing-like-it"]) == .unknownOption("--nothing-like-it", command: "sample", suggestion: nil))
    #expect(error(["a", "-x"]) == .unknownOption("-x", command: "sample", suggestion: nil))
  }

  @Test("a word outside an option's choices is an error with the nearest choice")
  func choices() {
    let wrong = error(["a", "--format", "jsno"])
    #expect(
      wrong
        == .invalidValue(
          option: "--format", value: "jsno", command: "sample", reason: "is not one of text, json", suggestion: "json"))
    #expect(wrong?.description == "--format jsno is not one of text, json; did you mean --format json?")
  }

  @Test("positionals: a required one missing, an optional one, one too many")
  func positionalCounts() throws {
    #expect(error([]) == .missingArgument("LESSON", command: "sample", example: "tutor sample launch"))
    #expect(error([])?.description == "sample needs LESSON: tutor sample launch")
    #expect(try parse(["a", "b"]).positionals == ["a", "b"])
    let extra = error(["a", "b", "c"])
    #expect(extra == .unexpectedArgument("c", command: "sample", takes: ["LESSON", "[EXTRA]"]))
    #expect(extra?.description == "unexpected argument c for sample, which takes LESSON [EXTRA]")
    let repeating = CommandSpec(
      name: "many", summary: "", positionals: [PositionalSpec(name: "PATH", count: .repeating, help: "")])
    #expect(try parse([], as: repeating).positionals.isEmpty)
    #expect(try parse(["a", "b", "c"], as: repeating).positionals == ["a", "b", "c"])
  }

  @Test("exclusive options, and an alternative with an option that does not go with it, conflict")
  func conflicts() throws {
    #expect(error(["a", "--verbose", "--quiet"]) == .conflictingOptions("--verbose", "--quiet", command: "sample"))
    #expect(error(["a", "--merge", "x", "--run"]) == .conflictingOptions("--merge", "--run", command: "sample"))
    #expect(try parse(["a", "--merge", "x", "--format", "json", "--no-color"]).values("--merge") == ["x"])
  }

  @Test("the usage error's outcome: tutor: message, the way to the help, exit 2")
  func outcome() {
    let outcome = CommandOutcome(usage: .unknownOption("--wokspace", command: "check", suggestion: "--workspace"))
    #expect(outcome.exitCode == 2)
    #expect(outcome.standardOutput.isEmpty)
    #expect(
      outcome.standardError
        == "tutor: unknown option --wokspace for check; did you mean --workspace?\nRun `tutor check --help` for usage.\n"
    )
    let command = CommandOutcome(usage: .unknownCommand("frobnicate", suggestion: nil))
    #expect(
      command.standardError
        == "tutor: unknown command \"frobnicate\"\nRun `tutor --help` to see what this version can do.\n")
  }
}
