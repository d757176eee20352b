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
    let forms = Self.spellings(of: url)
    let candidates = fixtures.filter { fixture in forms.contains { fixture.matches(method: method, url: $0) } }
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

  /// The ways one address is written: an empty path is the root path on the wire (a request for
  /// `https://www.apple.com` asks the server for `GET /`), so it matches a fixture written either way.
  static func spellings(of url: String) -> [String] {
    guard var components = URLComponents(string: url), components.host != nil else { return [url] }
    switch components.path {
    case "": components.path = "/"
    case "/": components.path = ""
    default: return [url]
    }
    return [url, components.string].compactMap { $0 }
  }

  private static func key(_ fixture: NetworkFixture) -> String { "\(fixture.method) \(fixture.pattern)" }
}
