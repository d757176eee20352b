/// One request the app made of the virtual network and, once it came, its answer: what
/// `expect requests`, `expect request` and `tutor run`'s output pane show.
public struct NetworkExchange: Codable, Sendable, Equatable {
  /// Numbers the app's requests from 1, so a later snapshot can complete an earlier entry.
  public var number: Int
  public var method: String
  public var url: String
  /// The request's body as text (at most 4 KiB of it), when it had one.
  public var body: String?
  /// The response's status code, once a response came.
  public var status: Int?
  /// The `NSURLErrorDomain` code the load failed with (`-1003`), once it failed.
  public var errorCode: Int?
  /// The response body's size in bytes.
  public var bytes: Int?
  /// Whether a fixture answered it (false for an unknown host, or a known host's unknown path).
  public var matchedFixture: Bool

  public init(
    number: Int, method: String, url: String, body: String? = nil, status: Int? = nil, errorCode: Int? = nil,
    bytes: Int? = nil, matchedFixture: Bool = false
  ) {
    self.number = number
    self.method = method
    self.url = url
    self.body = body
    self.status = status
    self.errorCode = errorCode
    self.bytes = bytes
    self.matchedFixture = matchedFixture
  }

  /// Whether the answer (a response or an error) has come.
  public var isAnswered: Bool { status != nil || errorCode != nil }
}

extension NetworkExchange {
  /// `GET https://api.example.com/todos → 200, 48 bytes`: the request and its answer as the output
  /// pane, `requests` and check reports show them.
  public var summary: String {
    let answer: String =
      if let status { "\(status), \(bytes ?? 0) byte\(bytes == 1 ? "" : "s")" } else if let errorCode {
        "error \(errorCode) (\(Self.errorName(errorCode)))"
      } else { "waiting" }
    return "\(method) \(url) → \(answer)"
  }

  /// `NSURLErrorCannotFindHost` for -1003: the names a learner finds in Apple's documentation.
  public static func errorName(_ code: Int) -> String {
    let names = [
      -999: "cancelled", -1001: "timed out", -1002: "unsupported URL", -1003: "cannot find host",
      -1009: "not connected to internet", -1022: "App Transport Security requires a secure connection",
    ]
    return names[code] ?? "NSURLErrorDomain \(code)"
  }
}
