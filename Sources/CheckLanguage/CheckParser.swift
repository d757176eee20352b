/// Parses the check language (docs/check-language.md): the one parser behind checks in lesson
/// files, `tutor lint`, and the shell's app mode, with one set of error messages.
package enum CheckParser {
  /// Parses a check block. `firstLine` is the file line of the block's first line, `column` the
  /// file column of its first character. Blank lines and comments are skipped; every bad line
  /// gives an error and parsing goes on, so an author sees all of them at once. A `device` step
  /// after a `launch` is an error too: the device is chosen before the app starts.
  package static func parse(_ text: String, firstLine: Int = 1, column: Int = 1) -> (
    steps: [CheckStep], errors: [CheckLanguageError]
  ) {
    var steps: [CheckStep] = []
    var errors: [CheckLanguageError] = []
    var launchLine: Int?
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      do throws(CheckLanguageError) {
        guard let step = try parseLine(String(line), line: firstLine + offset, column: column) else { continue }
        switch step.action {
        case .launch: launchLine = launchLine ?? step.location.line
        case .device(let model):
          if let launchLine {
            throw CheckLanguageError.deviceAfterLaunch(
              device: model.rawValue, launchLine: launchLine, location: step.location)
          }
        default: break
        }
        steps.append(step)
      } catch {
        errors.append(error)
      }
    }
    return (steps, errors)
  }

  /// Parses one line; nil for a blank line or a comment.
  package static func parseLine(_ text: String, line: Int = 1, column: Int = 1) throws(CheckLanguageError)
    -> CheckStep?
  {
    let tokens = try Lexer(line: text, lineNumber: line, columnOffset: column).tokens()
    guard let first = tokens.first else { return nil }
    var parser = LineParser(tokens: tokens, line: line, endColumn: column + text.count, text: text, column: column)
    let action = try parser.parseStep()
    try parser.expectEnd()
    return CheckStep(action, at: SourceLocation(line: line, column: first.column))
  }

  /// Parses what follows `launch` on a line — nothing, `Class`, `Class in navigation`, or
  /// `tabs A, B in navigation` — so that an exercise's `host:` means what `launch` with the same
  /// words means. `column` is the file column of the text's first character.
  package static func parseLaunchTarget(_ text: String, line: Int = 1, column: Int = 1) throws(CheckLanguageError)
    -> CheckStep.LaunchTarget
  {
    let tokens = try Lexer(line: text, lineNumber: line, columnOffset: column).tokens()
    var parser = LineParser(tokens: tokens, line: line, endColumn: column + text.count, text: text, column: column)
    let target = try parser.launchTarget()
    try parser.expectEnd()
    return target
  }
}
