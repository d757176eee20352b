import Foundation

/// The ways a load on the virtual network fails, each as the `URLError` iOS delivers: its
/// `NSURLErrorDomain` code, and Apple's `localizedDescription` in the error's user info (with the
/// failing URL), so `error.localizedDescription` reads as it does on a device.
package enum NetworkFailure: Error, Sendable, Equatable {
  case cancelled, unsupportedURL, cannotFindHost, notConnectedToInternet, timedOut
  case appTransportSecurityRequiresSecureConnection

  package var code: URLError.Code {
    switch self {
    case .cancelled: .cancelled
    case .unsupportedURL: .unsupportedURL
    case .cannotFindHost: .cannotFindHost
    case .notConnectedToInternet: .notConnectedToInternet
    case .timedOut: .timedOut
    case .appTransportSecurityRequiresSecureConnection: .appTransportSecurityRequiresSecureConnection
    }
  }

  /// Apple's text for the error.
  package var localizedDescription: String {
    switch self {
    case .cancelled: "cancelled"
    case .unsupportedURL: "unsupported URL"
    case .cannotFindHost: "A server with the specified hostname could not be found."
    case .notConnectedToInternet: "The Internet connection appears to be offline."
    case .timedOut: "The request timed out."
    case .appTransportSecurityRequiresSecureConnection:
      "The resource could not be loaded because the App Transport Security policy requires the use of a secure "
        + "connection."
    }
  }

  /// The `URLError` for a load of `url`.
  package func error(for url: URL?) -> URLError {
    var info: [String: Any] = [NSLocalizedDescriptionKey: localizedDescription]
    if let url {
      info[NSURLErrorFailingURLErrorKey] = url
    }
    return URLError(code, userInfo: info)
  }
}
