/// What is wrong with a line of a check, where, and how to fix it.
package enum CheckLanguageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The first word names no step; `suggestion` is the nearest step name, if one is close.
  case unknownStep(name: String, suggestion: String?, location: SourceLocation)
  /// A step or query expected something else here.
  case expected(String, found: String, location: SourceLocation)
  /// A duration with an unknown unit (`3sec`).
  case badDuration(text: String, location: SourceLocation)
  /// A JSON value that does not parse.
  case badJSON(text: String, location: SourceLocation)
  /// Words left over after a complete step.
  case unexpectedTrailing(found: String, location: SourceLocation)
  /// A `device` step after the check's `launch` (on `launchLine`): the app already runs on a screen.
  case deviceAfterLaunch(device: String, launchLine: Int, location: SourceLocation)

  package var location: SourceLocation {
    switch self {
    case .unknownStep(_, _, let location), .expected(_, _, let location), .badDuration(_, let location),
      .badJSON(_, let location), .unexpectedTrailing(_, let location), .deviceAfterLaunch(_, _, let location):
      location
    }
  }

  package var description: String {
    switch self {
    case .unknownStep(let name, let suggestion?, _):
      "unknown step \"\(name)\"; did you mean \"\(suggestion)\"?"
    case .unknownStep(let name, nil, _):
      "unknown step \"\(name)\"; steps are \(StepNames.written.joined(separator: ", "))"
    case .expected(let what, let found, _):
      "expected \(what), found \(found)"
    case .badDuration(let text, _):
      "\"\(text)\" is not a duration; write it as 250ms, 3s, 2m or 1h"
    case .badJSON(let text, _):
      "\(text) is not a JSON value; write strings in double quotes (\"Bob\"), numbers, true/false, [ ] or { }"
    case .unexpectedTrailing(let found, _):
      "unexpected \(found) after a complete step; remove it or start a new line"
    case .deviceAfterLaunch(let device, let launchLine, _):
      "device \(device) comes after the launch on line \(launchLine), and a device cannot change under a running "
        + "app; put it before launch"
    }
  }
}

/// The names a check line may start with.
/// "Did you mean …?" for a mistyped name: steps here, commands and options in the tool.
package enum DidYouMean {
  /// The closest of `names` within an edit distance of 2 (or a third of the word's length).
  package static func nearest(to name: String, among names: [String]) -> String? {
    let lowered = name.lowercased()
    let scored = names.map { ($0, EditDistance.between(lowered, $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, name.count / 3) ? best.0 : nil
  }
}

/// Edit distance with transpositions (optimal string alignment), for "did you mean" suggestions:
/// two swapped letters, the commonest slip, count as one edit (`pnich` is nearer `pinch` than
/// `pick`).
enum EditDistance {
  static func between(_ first: String, _ second: String) -> Int {
    let a = Array(first)
    let b = Array(second)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious: [Int] = []
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      beforePrevious = previous
      previous = current
    }
    return previous[b.count]
  }
}
