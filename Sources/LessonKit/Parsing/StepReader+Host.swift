import CheckLanguage

extension StepReader {
  /// The fix offered for a `host:` line that does not parse.
  static let hostFix = "write host: ClassName, or host: ClassName in navigation"

  /// The `host:` of a ```` ```text app ```` block whose first line is at `start`: the words after
  /// `host:` read as the check language reads what follows `launch`, so `host: X in navigation`
  /// means what `launch X in navigation` does. A `host:` that does not name one controller class
  /// is reported at its line; the last good one counts.
  func readHost(_ text: String, at start: SourceLocation, into diagnostics: inout [LessonDiagnostic])
    -> CheckStep.HostController?
  {
    var host: CheckStep.HostController?
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (offset, line) in lines.enumerated() where line.hasPrefix("host:") {
      let location = SourceLocation(line: start.line + offset, column: start.column)
      do {
        let words = String(line.dropFirst(5))
        let target = try CheckParser.parseLaunchTarget(words, line: location.line, column: location.column + 5)
        switch target {
        case .host(let controller): host = controller
        case .app:
          diagnostics.append(
            LessonDiagnostic(
              .error, file: file, at: location, "host: names no view controller class", fix: Self.hostFix))
        case .tabs:
          diagnostics.append(
            LessonDiagnostic(
              .error, file: file, at: location, "host: names one view controller class, not tabs",
              fix: "\(Self.hostFix); launch tabs A, B in a check instead"))
        }
      } catch {
        diagnostics.append(
          LessonDiagnostic(.error, file: file, at: error.location, hostMessage(error), fix: Self.hostFix))
      }
    }
    return host
  }

  /// What is wrong with a `host:`, in the words of the check language's parser.
  private func hostMessage(_ error: CheckLanguageError) -> String {
    if case .unexpectedTrailing(let found, _) = error {
      return "host: unexpected \(found) after the controller class"
    }
    return "host: \(error.description)"
  }
}
