import Foundation
import UIKit

/// The one way a web view's pages are fetched: a request goes out on the lesson's virtual network
/// (`VirtualNetwork.current`: fixtures, latency, App Transport Security, `network off`) and, on
/// the virtual clock, either a response with its body or a `URLError` comes back on the main
/// thread. Web views never reach past this seam; tests put their own `fetch` in place.
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
  package static var fetch: @MainActor (URLRequest, @escaping Completion) -> Cancellation = virtualNetwork

  /// The page from the lesson's virtual network, as URLSession would get it.
  static func virtualNetwork(_ request: URLRequest, _ completion: @escaping Completion) -> Cancellation {
    let handler = MainThreadBox(completion)
    let load = VirtualNetwork.current.load(request) { result in
      let page = result.map { answer in
        Response(
          url: answer.response.url ?? request.url ?? PageSource.blankURL, statusCode: answer.response.statusCode,
          data: answer.data, textEncodingName: answer.response.textEncodingName)
      }
      MainActor.assumeIsolated { handler.value(page) }
    }
    return Cancellation { load.cancel() }
  }
}
