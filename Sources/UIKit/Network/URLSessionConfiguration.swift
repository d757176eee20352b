import Foundation

/// A session's settings, as Foundation's `URLSessionConfiguration`: `.default` and `.ephemeral`
/// (the virtual network keeps no cookies or cache, so they behave alike), the timeout for each
/// request (60 s) and for a whole resource (7 days), and headers added to every request.
open class URLSessionConfiguration: NSObject, NSCopying, @unchecked Sendable {
  /// A new default configuration each time, as Foundation returns a copy.
  open class var `default`: URLSessionConfiguration { URLSessionConfiguration() }
  /// A configuration that keeps nothing on disk.
  open class var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }

  /// How long a request may wait for its answer (for requests that did not set their own).
  open var timeoutIntervalForRequest: TimeInterval = 60
  open var timeoutIntervalForResource: TimeInterval = 604_800
  /// Headers every request of the session carries, unless the request sets the field itself.
  open var httpAdditionalHeaders: [AnyHashable: Any]?
  open var allowsCellularAccess = true
  open var waitsForConnectivity = false
  open var requestCachePolicy: URLRequest.CachePolicy = .useProtocolCachePolicy
  open var httpMaximumConnectionsPerHost = 6
  open var httpShouldSetCookies = true

  public override init() {}

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = URLSessionConfiguration()
    copy.timeoutIntervalForRequest = timeoutIntervalForRequest
    copy.timeoutIntervalForResource = timeoutIntervalForResource
    copy.httpAdditionalHeaders = httpAdditionalHeaders
    copy.allowsCellularAccess = allowsCellularAccess
    copy.waitsForConnectivity = waitsForConnectivity
    copy.requestCachePolicy = requestCachePolicy
    copy.httpMaximumConnectionsPerHost = httpMaximumConnectionsPerHost
    copy.httpShouldSetCookies = httpShouldSetCookies
    return copy
  }
}
