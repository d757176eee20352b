import CheckLanguage

/// `expect log …`: a pattern matches an entry that contains it.
enum LogMatcher {
  static func evaluate(_ match: CheckExpectation.LogMatch, log: [String]) -> Verdict {
    switch match {
    case .contains(let pattern):
      return log.contains { $0.contains(pattern) }
        ? .passed : .failed(expected: "a log entry containing \"\(pattern)\"", found: recent(log))
    case .count(let pattern, let count):
      let found = log.filter { $0.contains(pattern) }.count
      return found == count
        ? .passed : .failed(expected: "\(count) entries containing \"\(pattern)\"", found: "\(found)")
    case .order(let patterns):
      var index = log.startIndex
      for (position, pattern) in patterns.enumerated() {
        guard let match = log[index...].firstIndex(where: { $0.contains(pattern) }) else {
          let after = position == 0 ? "" : " after \"\(patterns[position - 1])\""
          return .failed(expected: "\"\(pattern)\"\(after)", found: recent(log))
        }
        index = match + 1
      }
      return .passed
    }
  }

  private static func recent(_ log: [String]) -> String {
    log.isEmpty ? "an empty log" : "log: " + log.suffix(12).joined(separator: ", ")
  }
}

/// `expect warning "…"`, `expect no warnings`, `expect no warning "…"`: the event log's warning
/// entries (`Warning: …`, as UIKit would print them to the console, the Main Thread Checker's
/// among them). A text matches a warning that contains it.
package enum WarningMatcher {
  /// How the runtime's event log starts a warning entry (UIKit's EventLog.warn).
  package static let prefix = "Warning: "

  static func evaluate(_ text: String?, negated: Bool, log: [String]) -> Verdict {
    let warnings = log.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    let matching = text.map { text in warnings.filter { $0.contains(text) } } ?? warnings
    let wanted = text.map { "a warning containing \"\($0)\"" } ?? "a warning"
    if negated {
      let unwanted = text.map { "no warning containing \"\($0)\"" } ?? "no warnings"
      return matching.isEmpty ? .passed : .failed(expected: unwanted, found: listed(matching))
    }
    return matching.isEmpty ? .failed(expected: wanted, found: listed(warnings)) : .passed
  }

  /// The warnings on one line, the last few of many.
  private static func listed(_ warnings: [String]) -> String {
    guard !warnings.isEmpty else { return "no warnings" }
    let count = warnings.count == 1 ? "1 warning" : "\(warnings.count) warnings"
    return "\(count): " + warnings.suffix(5).joined(separator: "; ")
  }
}

/// `expect output …`: what the learner's code printed since the check began. Of an output longer
/// than `OutputLimits.perCheck` only the head and tail are kept: `contains` looks in both, and a
/// numbered line past the head is not there to compare (it cannot pass by the cut's chance).
enum OutputMatcher {
  static func evaluate(_ match: CheckExpectation.OutputMatch, printed: PrintedOutput) -> Verdict {
    let output = printed.text
    switch match {
    case .contains(let text):
      // Head and tail apart: a match must not run across the cut line Tutor put between them.
      let contains = printed.isCut ? printed.head.contains(text) || printed.tail.contains(text) : output.contains(text)
      return contains ? .passed : .failed(expected: "output containing \"\(text)\"", found: shown(output))
    case .empty:
      return output.isEmpty ? .passed : .failed(expected: "no output", found: shown(output))
    case .line(let number, let text):
      var lines = printed.head.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      // Of a cut output, the head's last line may go on past the cut: only whole lines count.
      if printed.isCut { lines.removeLast() }
      let found = number >= 1 && number <= lines.count ? lines[number - 1] : nil
      let missing =
        printed.isCut && number > lines.count
        ? "line \(number) is past the first \(OutputLimits.headBytes) bytes kept of a long output" : "no line \(number)"
      return found == text
        ? .passed
        : .failed(expected: "line \(number): \"\(text)\"", found: found.map { "\"\($0)\"" } ?? missing)
    }
  }

  /// The output on one line: its lines quoted and joined by commas, the first 200 characters.
  private static func shown(_ output: String) -> String {
    guard !output.isEmpty else { return "no output" }
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast(output.hasSuffix("\n") ? 1 : 0)
    let text = lines.map { "\"\($0)\"" }.joined(separator: ", ")
    return (lines.count == 1 ? "" : "\(lines.count) lines: ") + (text.count > 200 ? text.prefix(200) + "…" : text)
  }
}
