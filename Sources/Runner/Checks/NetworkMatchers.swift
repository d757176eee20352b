import CheckLanguage
import DriverProtocol

/// `expect requests N` and `expect request METHOD "URL" [body contains "…"]`, judged on the
/// requests the app made of its virtual network. A failure lists the requests, and when one of
/// them found no fixture, which URLs the fixtures answer — the usual mistake is a URL that
/// differs from the lesson's by a letter.
enum NetworkMatcher {
  static func count(_ count: Int, in state: CheckState) -> Verdict {
    let found = state.requests.count
    guard found != count else { return .passed }
    return .failed(
      expected: "\(count) request\(count == 1 ? "" : "s") to the network", found: described(state))
  }

  static func request(method: String, url: String, bodyContains body: String?, in state: CheckState) -> Verdict {
    let wanted = "a request \(method) \"\(url)\"" + (body.map { " with a body containing \"\($0)\"" } ?? "")
    let matching = state.requests.filter { $0.method == method && urlMatches($0.url, url) }
    guard !matching.isEmpty else { return .failed(expected: wanted, found: described(state)) }
    guard let body else { return .passed }
    if matching.contains(where: { ($0.body ?? "").contains(body) }) { return .passed }
    let bodies = matching.map { $0.body.map { "\"\($0)\"" } ?? "no body" }
    return .failed(expected: wanted, found: "\(method) \(url) with " + bodies.joined(separator: ", "))
  }

  /// A URL ending in `*` in a check is a prefix, as in a fixture.
  private static func urlMatches(_ requested: String, _ pattern: String) -> Bool {
    pattern.hasSuffix("*") ? requested.hasPrefix(pattern.dropLast()) : requested == pattern
  }

  /// The requests made, and which URLs the fixtures answer when a request found none.
  static func described(_ state: CheckState) -> String {
    guard !state.requests.isEmpty else { return "no requests" }
    var text = state.requests.map(\.summary).joined(separator: "; ")
    let unanswered = state.requests.filter { !$0.matchedFixture && $0.isAnswered && $0.errorCode != -999 }
    if !unanswered.isEmpty, unanswered.contains(where: { $0.errorCode != -1009 && $0.errorCode != -1022 }) {
      text += " — " + fixtureNote(state.fixtures)
    }
    return text
  }

  /// Why the data a failed check expected may never have come: the requests no fixture answered
  /// (a wrong host or path), with the URLs the fixtures do answer; nil when every request found one.
  static func unansweredNote(_ state: CheckState) -> String? {
    let unanswered = state.requests.filter {
      !$0.matchedFixture && $0.isAnswered && ![-999, -1009, -1022].contains($0.errorCode ?? 0)
    }
    guard !unanswered.isEmpty else { return nil }
    let requests = unanswered.map { "\($0.method) \($0.url)" }
    var seen: Set<String> = []
    let unique = requests.filter { seen.insert($0).inserted }
    return "the app requested \(unique.joined(separator: ", ")), which no fixture answers ("
      + (state.fixtures.isEmpty
        ? "the lesson gives none" : "fixtures answer " + Self.patterns(state.fixtures).joined(separator: ", ")) + ")"
  }

  private static func patterns(_ fixtures: [NetworkFixture]) -> [String] {
    var seen: Set<String> = []
    return fixtures.map { "\($0.method) \($0.pattern)" }.filter { seen.insert($0).inserted }
  }

  /// Which URLs the fixtures answer.
  static func fixtureNote(_ fixtures: [NetworkFixture]) -> String {
    guard !fixtures.isEmpty else { return "no fixture answers any URL (the lesson gives none)" }
    return "no fixture answers it; fixtures answer " + patterns(fixtures).joined(separator: ", ")
  }
}
