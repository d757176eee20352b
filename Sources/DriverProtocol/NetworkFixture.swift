/// One response of a lesson's virtual network (docs/lesson-format.md "Fixtures"): what the app
/// process answers a request with, as the tool read it from an ```` ```http fixture ```` block.
///
/// It crosses the pipe inside the `network` request before launch, so the answers come from the
/// tool over the authenticated channel and never from a file the learner's code could rewrite.
public struct NetworkFixture: Codable, Sendable, Equatable {
  /// The request method it answers (`GET`, `POST`…), upper case.
  public var method: String
  /// The URL it answers, query included; with `isPrefix`, every URL that starts with it.
  public var url: String
  /// Whether `url` was written with a trailing `*`: a prefix match.
  public var isPrefix: Bool
  /// How long the answer takes on the virtual clock; nil for the network's default (100 ms).
  public var latencyMilliseconds: Int64?
  public var status: Int
  /// The status line's reason phrase (`OK`).
  public var reason: String
  /// The header fields in the order they were written.
  public var headers: [Header]
  /// The body, as text (a fixture's body is the block's text or a file of the lesson's).
  public var body: String

  /// One header field.
  public struct Header: Codable, Sendable, Equatable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  public init(
    method: String = "GET", url: String, isPrefix: Bool = false, latencyMilliseconds: Int64? = nil, status: Int = 200,
    reason: String = "OK", headers: [Header] = [], body: String = ""
  ) {
    self.method = method
    self.url = url
    self.isPrefix = isPrefix
    self.latencyMilliseconds = latencyMilliseconds
    self.status = status
    self.reason = reason
    self.headers = headers
    self.body = body
  }

  /// The URL as a lesson writes it: a prefix ends with `*`.
  public var pattern: String { isPrefix ? url + "*" : url }

  /// Whether this fixture answers a request for `method` and `requestURL`.
  public func matches(method requestMethod: String, url requestURL: String) -> Bool {
    guard requestMethod.uppercased() == method else { return false }
    return isPrefix ? requestURL.hasPrefix(url) : requestURL == url
  }
}

/// What the virtual network is told: the fixtures an exercise sees (before launch), whether it is
/// on, and a latency that overrides every fixture's (`network latency 2s`).
public struct NetworkSettings: Codable, Sendable, Equatable {
  public var fixtures: [NetworkFixture]?
  public var online: Bool?
  public var latencyMilliseconds: Int64?

  public init(fixtures: [NetworkFixture]? = nil, online: Bool? = nil, latencyMilliseconds: Int64? = nil) {
    self.fixtures = fixtures
    self.online = online
    self.latencyMilliseconds = latencyMilliseconds
  }
}
