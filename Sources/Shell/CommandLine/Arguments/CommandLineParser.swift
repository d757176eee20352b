import CheckLanguage

/// The one parser of `tutor`'s command lines: reads a command's arguments by its table
/// (`CommandSpec`) into `ParsedArguments`, or says what is wrong with them (`UsageError`).
///
/// An option's value follows it (`--lessons DIR`) or is joined to it (`--lessons=DIR`); a value
/// that starts with `-` must be joined. `--` ends the options: everything after it is an
/// argument. `--help` (or `-h`) anywhere before `--` asks for help, and nothing else is checked.
enum CommandLineParser {
  static func parse(_ arguments: [String], as command: CommandSpec) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments(command: command)
    let beforeEnd = arguments.prefix { $0 != "--" }
    if beforeEnd.contains(where: OptionSpec.help.isNamed) {
      parsed.record(.help, values: [])
      return parsed
    }
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !looksLikeOption(argument) {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let (name, joined) = split(argument)
      guard let option = command.option(named: name) else {
        let names = command.allOptions.map(\.name)
        throw .unknownOption(name, command: command.name, suggestion: DidYouMean.nearest(to: name, among: names))
      }
      let values = try values(of: option, joined: joined, arguments: arguments, index: &index, command: command)
      parsed.record(option, values: values)
    }
    try checkCombinations(parsed, of: command)
    try checkPositionals(parsed.positionals, of: command)
    return parsed
  }

  /// Whether `argument` is written as an option: `-h`, `--lessons`, `--lessons=DIR` (a lone `-`
  /// is an argument).
  static func looksLikeOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument.count > 1
  }

  /// `--lessons=DIR` as (`--lessons`, `DIR`); any other argument as itself with no joined value.
  private static func split(_ argument: String) -> (name: String, joined: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// The values `option` takes: the joined one, or those that follow it (moving `index` past them).
  private static func values(
    of option: OptionSpec, joined: String?, arguments: [String], index: inout Int, command: CommandSpec
  ) throws(UsageError) -> [String] {
    let missing = UsageError.missingValue(option: option.name, command: command.name, example: option.example)
    switch option.value {
    case .none:
      guard joined == nil else { throw .unexpectedValue(option: option.name, command: command.name) }
      return []
    case .one, .choice:
      let value: String
      if let joined {
        guard !joined.isEmpty else { throw missing }
        value = joined
      } else {
        guard index < arguments.count, !looksLikeOption(arguments[index]) else { throw missing }
        value = arguments[index]
        index += 1
      }
      guard case .choice(let words, _) = option.value, !words.contains(value) else { return [value] }
      throw .invalidValue(
        option: option.name, value: value, command: command.name,
        reason: "is not one of \(words.joined(separator: ", "))",
        suggestion: DidYouMean.nearest(to: value, among: words))
    case .list:
      var values = joined.map { [$0] } ?? []
      while index < arguments.count, !looksLikeOption(arguments[index]) {
        values.append(arguments[index])
        index += 1
      }
      guard !values.isEmpty, values.allSatisfy({ !$0.isEmpty }) else { throw missing }
      return values
    }
  }

  /// Options that cannot go together: two of an exclusive group, or an alternative's starting
  /// option with one that does not go with it.
  private static func checkCombinations(_ parsed: ParsedArguments, of command: CommandSpec) throws(UsageError) {
    for group in command.exclusive {
      let present = parsed.order.filter(group.contains)
      if present.count > 1 { throw .conflictingOptions(present[0], present[1], command: command.name) }
    }
    let common = Set(CommandSpec.common.map(\.name))
    for alternative in command.alternatives where parsed.given[alternative.option] != nil {
      let allowed = common.union(alternative.alongside + [alternative.option])
      if let other = parsed.order.first(where: { !allowed.contains($0) }) {
        throw .conflictingOptions(alternative.option, other, command: command.name)
      }
    }
  }

  /// As many positional arguments as the command takes: each required one, at most one of each
  /// optional one, any number of a repeating one.
  private static func checkPositionals(_ positionals: [String], of command: CommandSpec) throws(UsageError) {
    let required = command.positionals.filter { $0.count == .required }
    if positionals.count < required.count {
      throw .missingArgument(
        required[positionals.count].name, command: command.name, example: command.examples.first)
    }
    let repeating = command.positionals.contains { $0.count == .repeating }
    if !repeating, positionals.count > command.positionals.count {
      throw .unexpectedArgument(
        positionals[command.positionals.count], command: command.name, takes: command.positionals.map(\.usage))
    }
  }
}
