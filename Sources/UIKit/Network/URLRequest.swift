import Foundation

/// A URL load request, as Foundation's `URLRequest` (FoundationNetworking on Linux, which learner
/// code does not import): the URL, the method (`GET` unless set), header fields whose names
/// compare case-insensitively, a body, a timeout (60 s unless set) and a cache policy.
public struct URLRequest: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// `NSURLRequest.CachePolicy`: the virtual network keeps no cache, so every policy loads.
  public enum CachePolicy: UInt, Sendable {
    case useProtocolCachePolicy = 0
    case reloadIgnoringLocalCacheData = 1
    case reloadIgnoringLocalAndRemoteCacheData = 4
    case returnCacheDataElseLoad = 2
    case returnCacheDataDontLoad = 3
    case reloadRevalidatingCacheData = 5
    public static var reloadIgnoringCacheData: CachePolicy { .reloadIgnoringLocalCacheData }
  }

  /// The timeout a request gets when none is set, as on iOS.
  public static let defaultTimeoutInterval: TimeInterval = 60

  public var url: URL?
  public var cachePolicy: CachePolicy
  public var timeoutInterval: TimeInterval {
    didSet { timeoutWasSet = true }
  }
  /// Whether the timeout was set on the request (a session's `timeoutIntervalForRequest` applies
  /// to requests that left it alone).
  var timeoutWasSet = false
  public var httpBody: Data?
  public var httpShouldHandleCookies = true
  public var mainDocumentURL: URL?
  private var method: String?
  private var fields: [(name: String, value: String)] = []

  public init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60.0) {
    self.url = url
    self.cachePolicy = cachePolicy
    self.timeoutInterval = timeoutInterval
    self.timeoutWasSet = timeoutInterval != Self.defaultTimeoutInterval
  }

  /// `GET` unless set; setting nil sets it back to `GET`.
  public var httpMethod: String? {
    get { method ?? "GET" }
    set { method = newValue.map { $0.uppercased() == $0 ? $0 : $0.uppercased() } }
  }

  /// Every header field, or nil when there are none.
  public var allHTTPHeaderFields: [String: String]? {
    get { fields.isEmpty ? nil : Dictionary(fields.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last }) }
    set { fields = (newValue ?? [:]).sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) } }
  }

  /// The value of a header field, its name compared without regard to case.
  public func value(forHTTPHeaderField field: String) -> String? {
    fields.first { $0.name.caseInsensitiveCompare(field) == .orderedSame }?.value
  }

  /// Sets a header field, replacing any value it had (nil removes it).
  public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
    let index = fields.firstIndex { $0.name.caseInsensitiveCompare(field) == .orderedSame }
    switch (index, value) {
    case (let index?, let value?): fields[index].value = value
    case (let index?, nil): fields.remove(at: index)
    case (nil, let value?): fields.append((name: field, value: value))
    case (nil, nil): break
    }
  }

  /// Adds a value to a header field, separated from the ones it has by a comma, as HTTP allows.
  public mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
    if let existing = self.value(forHTTPHeaderField: field) {
      setValue(existing + "," + value, forHTTPHeaderField: field)
    } else {
      setValue(value, forHTTPHeaderField: field)
    }
  }

  public var description: String { url?.absoluteString ?? "(null)" }

  public static func == (lhs: URLRequest, rhs: URLRequest) -> Bool {
    lhs.url == rhs.url && lhs.httpMethod == rhs.httpMethod && lhs.httpBody == rhs.httpBody
      && lhs.allHTTPHeaderFields == rhs.allHTTPHeaderFields && lhs.timeoutInterval == rhs.timeoutInterval
      && lhs.cachePolicy == rhs.cachePolicy
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(url)
    hasher.combine(httpMethod)
    hasher.combine(httpBody)
  }
}
