package import DriverProtocol
import Foundation

/// The app's network, as docs/runtime.md "The network" describes it: no socket is ever opened.
/// Every load (URLSession's, a web view's) is answered from the lesson's fixtures on the virtual
/// clock, as iOS would answer it from a real server: App Transport Security first, then the
/// network switch, then the fixture for the method and URL after its latency, a 404 from a known
/// host, `NSURLErrorCannotFindHost` from any other, `NSURLErrorTimedOut` when the answer would
/// come after the request's timeout.
package final class VirtualNetwork: @unchecked Sendable {
  /// The current app's network; `reset()` replaces it (tests start from a fresh world).
  nonisolated(unsafe) package private(set) static var current = VirtualNetwork()

  /// How long an answer takes when neither the fixture nor `network latency` says.
  package static let defaultLatencyNanoseconds: UInt64 = 100_000_000
  /// How much of a request's body the exchange keeps for checks.
  static let recordedBodyLimit = 4096

  package private(set) var fixtures = FixtureTable()
  /// False after `network off`: every load fails with `NSURLErrorNotConnectedToInternet`.
  package var isOnline = true
  /// `network latency 2s`: overrides every fixture's latency.
  package var latencyOverrideNanoseconds: UInt64?
  /// Every request the app made, in order, with its answer once it came.
  package private(set) var exchanges: [NetworkExchange] = []
  /// The exchanges that changed since `takeChangedExchanges()` last ran.
  private var changed: [Int] = []

  package init() {}

  /// A fresh network with no fixtures, online.
  package static func reset() { current = VirtualNetwork() }

  /// Applies what the driver said: fixtures (replacing any), the switch, the latency.
  package func apply(_ settings: NetworkSettings) {
    if let given = settings.fixtures { fixtures = FixtureTable(given) }
    if let online = settings.online { isOnline = online }
    if let milliseconds = settings.latencyMilliseconds {
      latencyOverrideNanoseconds = milliseconds < 0 ? nil : UInt64(milliseconds) * 1_000_000
    }
  }

  /// The exchanges that are new or were answered since the previous call (for a snapshot).
  package func takeChangedExchanges() -> [NetworkExchange] {
    defer { changed = [] }
    var seen: Set<Int> = []
    return changed.filter { seen.insert($0).inserted }.map { exchanges[$0 - 1] }
  }

  /// Starts a load on the virtual clock: ATS, fixtures, latency, the network switch; logs the request and its answer. `completion` runs on the main thread (callers decide where to deliver).
  @discardableResult
  package func load(
    _ request: URLRequest, completion: @escaping (Result<(response: HTTPURLResponse, data: Data), URLError>) -> Void
  ) -> VirtualNetwork.Load {
    let method = request.httpMethod ?? "GET"
    let url = request.url
    let text = url?.absoluteString ?? ""
    let number = exchanges.count + 1
    exchanges.append(
      NetworkExchange(
        number: number, method: method, url: text,
        body: request.httpBody.map { String(decoding: $0.prefix(Self.recordedBodyLimit), as: UTF8.self) }))
    changed.append(number)
    EventLog.shared.record("URLSession.request \(method) \(text)")
    let load = Load { [weak self] load, result in self?.finish(load, number: number, result, completion) }
    let answer = plannedAnswer(method: method, url: url, timeout: request.timeoutInterval)
    MainThread.current.schedule(afterNanoseconds: answer.delay) { load.complete(with: answer.result) }
    return load
  }

  /// What a load will get and when.
  private func plannedAnswer(method: String, url: URL?, timeout: TimeInterval) -> (delay: UInt64, result: Answer) {
    guard let url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
    else { return (0, .failure(.unsupportedURL)) }
    guard Self.appTransportSecurity().allows(url) else {
      EventLog.shared.warn(AppTransportSecurity.blockedMessage)
      return (0, .failure(.appTransportSecurityRequiresSecureConnection))
    }
    guard isOnline else { return (0, .failure(.notConnectedToInternet)) }
    let fixture = fixtures.answer(method: method, url: url.absoluteString)
    let latency =
      latencyOverrideNanoseconds ?? fixture?.latencyMilliseconds.map { UInt64(max(0, $0)) * 1_000_000 }
      ?? Self.defaultLatencyNanoseconds
    let timeoutNanoseconds = MainThread.nanoseconds(timeout > 0 ? timeout : URLRequest.defaultTimeoutInterval)
    if latency >= timeoutNanoseconds { return (timeoutNanoseconds, .failure(.timedOut)) }
    if let fixture { return (latency, .fixture(fixture)) }
    if fixtures.knowsHost(of: url) { return (latency, .notFound) }
    return (latency, .failure(.cannotFindHost))
  }

  /// The app's `NSAppTransportSecurity` (read on the main thread, where loads start, as all of
  /// the runtime runs there).
  private static func appTransportSecurity() -> AppTransportSecurity {
    MainActor.assumeIsolated {
      AppTransportSecurity(AppInfo.dictionary["NSAppTransportSecurity"] as? [String: Any])
    }
  }

  private func finish(
    _ load: Load, number: Int, _ result: Answer,
    _ completion: (Result<(response: HTTPURLResponse, data: Data), URLError>) -> Void
  ) {
    let url = exchanges[number - 1].url
    let requestURL = URL(string: url)
    changed.append(number)
    switch result.response(for: requestURL) {
    case .success(let answer):
      exchanges[number - 1].status = answer.response.statusCode
      exchanges[number - 1].bytes = answer.data.count
      exchanges[number - 1].matchedFixture = result.isFixture
      EventLog.shared.record("URLSession.response \(answer.response.statusCode) \(url)")
      completion(.success(answer))
    case .failure(let failure):
      exchanges[number - 1].errorCode = failure.code.rawValue
      EventLog.shared.record("URLSession.error \(failure.code.rawValue) \(url)")
      completion(.failure(failure.error(for: requestURL)))
    }
  }
}
