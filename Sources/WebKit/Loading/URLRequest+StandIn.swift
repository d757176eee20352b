import Foundation

/// A URL load request, as Foundation's `URLRequest`: the URL, the method and the headers.
///
/// A stand-in until the runtime's own `URLRequest` (module UIKit, with the virtual network)
/// arrives; Foundation on Linux keeps its `URLRequest` in FoundationNetworking, which app code
/// does not get. When UIKit declares it, this file goes.
public struct URLRequest: Equatable, Hashable, Sendable {
  public var url: URL?
  public var httpMethod: String?
  public var allHTTPHeaderFields: [String: String]?
  public var timeoutInterval: TimeInterval

  public init(url: URL, timeoutInterval: TimeInterval = 60) {
    self.url = url
    self.httpMethod = "GET"
    self.timeoutInterval = timeoutInterval
  }
}
