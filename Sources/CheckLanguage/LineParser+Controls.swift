import Foundation

extension LineParser {
  /// What `set … to` and `expect value …` take, for messages.
  static let valueForms =
    "a value: a number such as 3, \"a title\", a date such as 2026-05-01 09:30, a time such as 09:30, "
    + "a duration such as 1h 30m, on or off"

  /// `select "Two" in QUERY`.
  mutating func selectStep() throws(CheckLanguageError) -> CheckStep.Action {
    let title = try string("the segment's title, in quotes")
    try keyword("in")
    return .select(title, in: try query())
  }

  /// `pick "Blue" in QUERY`, optionally `component N` (from 0).
  mutating func pickStep() throws(CheckLanguageError) -> CheckStep.Action {
    let title = try string("the row's title, in quotes")
    try keyword("in")
    let target = try query()
    guard consumeWord("component") else { return .pick(title, in: target, component: nil) }
    return .pick(title, in: target, component: try integer("a component number, from 0"))
  }

  /// `step QUERY up` / `down`, optionally a number of presses.
  mutating func stepStep() throws(CheckLanguageError) -> CheckStep.Action {
    let target = try query()
    let direction = try oneOf(["up", "down"], what: "up or down")
    return .step(target, up: direction == "up", count: try repeatCount())
  }

  /// `set QUERY to VALUE`.
  mutating func setStep() throws(CheckLanguageError) -> CheckStep.Action {
    let target = try query()
    try keyword("to")
    return .set(target, to: try controlValue())
  }

  /// `expect value QUERY VALUE`: the value is what follows the longest query that leaves a whole
  /// value after it, so `expect value #count 3` expects 3 (not the third `#count`) and
  /// `expect value stepper 2 5` expects 5 of the second stepper.
  mutating func valueExpectation() throws(CheckLanguageError) -> CheckExpectation {
    for split in stride(from: tokens.count - 1, to: index, by: -1) {
      var queryPart = LineParser(
        tokens: Array(tokens[..<split]), line: line, endColumn: tokens[split].column, text: text, column: column)
      queryPart.index = index
      var valuePart = self
      valuePart.index = split
      guard let target = try? queryPart.query(), queryPart.isAtEnd,
        let value = try? valuePart.controlValue(), valuePart.isAtEnd
      else { continue }
      index = tokens.count
      return .controlValue(target, value)
    }
    // Nothing splits: parse as written, for the error at the first token that does not fit.
    let target = try query()
    return .controlValue(target, try controlValue())
  }

  /// A control's value: `"Two"`, `on`/`off`, durations (`1h 30m`), a date or time written as is
  /// (`2026-05-01 09:30`, `09:30`), or a number.
  mutating func controlValue() throws(CheckLanguageError) -> ControlValue {
    guard index < tokens.count else { throw mismatch(Self.valueForms) }
    switch tokens[index].kind {
    case .string(let text):
      index += 1
      return .text(text)
    case .word(let word) where word == "on" || word == "off":
      index += 1
      return .flag(word == "on")
    case .duration:
      var total: Int64 = 0
      while index < tokens.count, case .duration(let milliseconds, _) = tokens[index].kind {
        total += milliseconds
        index += 1
      }
      return .duration(milliseconds: total)
    case .number(let value, _):
      let raw = rawRest()
      let looksLikeDate = raw.contains(":") || raw.dropFirst().contains("-")
      guard looksLikeDate else {
        index += 1
        return .number(value)
      }
      guard let date = ControlValue.dateText(raw) else {
        throw mismatch("a date such as 2026-05-01 09:30, a date such as 2026-05-01 or a time such as 09:30")
      }
      index = tokens.count
      return .date(date)
    default:
      throw mismatch(Self.valueForms, choices: ["on", "off"])
    }
  }

  /// The line from the current token to its end, as written, without a trailing comment.
  private func rawRest() -> String {
    let start = tokens[index].column - column
    let rawStart = text.index(text.startIndex, offsetBy: min(max(start, 0), text.count))
    var raw = String(text[rawStart...])
    if let comment = raw.range(of: " #") { raw = String(raw[..<comment.lowerBound]) }
    return raw.trimmingCharacters(in: .whitespaces)
  }
}
