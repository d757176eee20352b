/// The result of one expectation: passed, or what was expected and what was found.
package enum Verdict: Equatable, Sendable {
  case passed
  case failed(expected: String, found: String)

  package var passed: Bool { self == .passed }
}

/// A failed verdict can travel as an error while an element is looked up.
extension Verdict: Error {}
