package import DriverProtocol
import Foundation

/// The lesson's fixtures as the virtual network answers from them: the fixture for a request's
/// method and URL (an exact URL, query included, before the longest matching prefix); several
/// fixtures for one method and URL answer in turn, and the last keeps answering.
package struct FixtureTable: Sendable {
  package let fixtures: [NetworkFixture]
  /// How many times each method-and-pattern has answered.
  private var answered: [String: Int] = [:]

  package init(_ fixtures: [NetworkFixture] = []) {
    self.fixtures = fixtures
  }

  /// The fixture that answers this request now, counting it as answered.
  package mutating func answer(method: String, url: String) -> NetworkFixture? {
    let candidates = fixtures.filter { $0.matches(method: method, url: url) }
    guard var best = candidates.first else { return nil }
    for candidate in candidates.dropFirst() where rank(candidate) > rank(best) { best = candidate }
    let key = Self.key(best)
    let turn = fixtures.filter { Self.key($0) == key }
    let index = min(answered[key, default: 0], turn.count - 1)
    answered[key, default: 0] += 1
    return turn[index]
  }

  /// Whether some fixture is on the URL's host (so its server exists and answers 404).
  package func knowsHost(of url: URL) -> Bool {
    guard let host = url.host?.lowercased() else { return false }
    return fixtures.contains { URL(string: $0.url)?.host?.lowercased() == host }
  }

  /// The URLs fixtures answer, as the lesson wrote them, each once.
  package var patterns: [String] {
    var seen: Set<String> = []
    return fixtures.map { "\($0.method) \($0.pattern)" }.filter { seen.insert($0).inserted }
  }

  /// Exact matches rank above prefixes, longer prefixes above shorter ones.
  private func rank(_ fixture: NetworkFixture) -> Int {
    fixture.isPrefix ? fixture.url.count : Int.max
  }

  private static func key(_ fixture: NetworkFixture) -> String { "\(fixture.method) \(fixture.pattern)" }
}
