import Foundation
import UIKit

/// The one way a web view's pages are fetched: a request goes out and, on the virtual clock,
/// either a response with its body or a `URLError` comes back on the main thread. Web views never
/// reach past this seam, so the lesson's virtual network (fixtures, latency, App Transport
/// Security, `network off`) answers them as it answers URLSession.
///
/// Until the virtual network is part of UIKit, every host is unknown: after the default latency
/// (100 ms) a load fails with `NSURLErrorCannotFindHost`, as an app finds a host missing from
/// the lesson's fixtures. Tests put their own `fetch` in place.
@MainActor
package enum PageFetcher {
  /// What a fetch brings back: the final URL, the status, the body and its text encoding.
  package struct Response: Sendable {
    package var url: URL
    package var statusCode: Int
    package var data: Data
    /// The IANA charset of a `Content-Type` header, when it names one.
    package var textEncodingName: String?

    package init(url: URL, statusCode: Int = 200, data: Data, textEncodingName: String? = nil) {
      self.url = url
      self.statusCode = statusCode
      self.data = data
      self.textEncodingName = textEncodingName
    }
  }

  package typealias Completion = @MainActor (Result<Response, URLError>) -> Void

  /// Stops a fetch under way: its completion never runs.
  package struct Cancellation {
    package var cancel: @MainActor () -> Void

    package init(cancel: @escaping @MainActor () -> Void) {
      self.cancel = cancel
    }
  }

  /// Starts fetching `request`; `completion` runs once, on the main thread, on the virtual clock.
  package static var fetch: @MainActor (URLRequest, @escaping Completion) -> Cancellation = unknownHost

  /// The latency of a load the virtual network does not answer.
  static let defaultLatency: UInt64 = 100_000_000

  /// Every host unknown: `NSURLErrorCannotFindHost` after the default latency.
  static func unknownHost(_ request: URLRequest, _ completion: @escaping Completion) -> Cancellation {
    let state = FetchState()
    let box = MainThreadBox {
      guard !state.isCancelled else { return }
      completion(.failure(URLError(.cannotFindHost, userInfo: [NSURLErrorFailingURLErrorKey: request.url as Any])))
    }
    MainThread.current.schedule(afterNanoseconds: defaultLatency) { MainActor.assumeIsolated { box.value() } }
    return Cancellation { state.isCancelled = true }
  }

  /// Whether a fetch was cancelled, shared by its completion and its cancellation.
  private final class FetchState {
    var isCancelled = false
  }
}
