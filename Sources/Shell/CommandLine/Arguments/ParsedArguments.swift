/// A command line read by its command's table: which options were given with what, and the
/// other arguments in order. Options are asked for by name, as the table spells them.
struct ParsedArguments: Equatable, Sendable {
  /// The command the arguments were read for.
  let command: CommandSpec
  /// The values of each option given, by the option's name, in the order given; empty for a flag.
  private(set) var given: [String: [String]] = [:]
  /// The options' names in the order they were first given (for messages about conflicts).
  private(set) var order: [String] = []
  /// The arguments that are not options or their values, in order.
  var positionals: [String] = []

  init(command: CommandSpec) {
    self.command = command
  }

  /// Records one use of `option`, with its values (none for a flag). A repeatable option or a
  /// list keeps every value; otherwise the last use counts.
  mutating func record(_ option: OptionSpec, values: [String]) {
    if given[option.name] == nil { order.append(option.name) }
    switch option.value {
    case .list: given[option.name, default: []] += values
    case .none, .one, .choice:
      given[option.name] = option.repeatable ? given[option.name, default: []] + values : values
    }
  }

  /// Whether the option was given.
  func flag(_ name: String) -> Bool {
    checkDeclared(name)
    return given[name] != nil
  }

  /// The option's value (the last given), or nil when the option was not given.
  func value(_ name: String) -> String? {
    checkDeclared(name)
    return given[name]?.last
  }

  /// Every value of a repeatable option or a list, in order; empty when it was not given.
  func values(_ name: String) -> [String] {
    checkDeclared(name)
    return given[name] ?? []
  }

  /// Asking for an option the command does not declare is a mistake in Tutor, not in the command line.
  private func checkDeclared(_ name: String) {
    precondition(command.option(named: name)?.name == name, "\(command.invocation) declares no option \(name)")
  }
}
