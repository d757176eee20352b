/// The result of one expectation: passed, or what was expected and what was found.
package enum Verdict: Equatable, Sendable {
  case passed
  case failed(expected: String, found: String)

  package var passed: Bool { self == .passed }
}

/// An expectation not met, as the failure of a step that answers a value when it succeeds
/// (an element looked up, the app's defaults): what was expected and what was found.
package struct Unmet: Error, Equatable, Sendable {
  package var expected: String
  package var found: String

  package init(expected: String, found: String) {
    self.expected = expected
    self.found = found
  }

  /// The verdict of the step that failed so.
  package var verdict: Verdict { .failed(expected: expected, found: found) }
}
