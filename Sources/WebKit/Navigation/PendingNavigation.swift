import Foundation
import UIKit

/// Where a page comes from: bytes the app gave (`loadHTMLString`, `load(_:mimeType:…)`), a file
/// of the app, or a request to the network.
enum PageSource {
  case document(Data, encoding: String?, baseURL: URL?)
  case file(URL)
  case request(URLRequest)

  /// The URL the page will have: the request's, the file's, or the base URL (`about:blank`
  /// without one).
  var url: URL {
    switch self {
    case .document(_, _, let baseURL): baseURL ?? PageSource.blankURL
    case .file(let url): url
    case .request(let request): request.url ?? PageSource.blankURL
    }
  }

  /// The request a navigation action for this source carries.
  var request: URLRequest {
    if case .request(let request) = self { return request }
    return URLRequest(url: url)
  }

  static let blankURL = URL(string: "about:blank") ?? URL(fileURLWithPath: "/")
}

/// What a navigation does to the back-forward list when its page arrives.
enum HistoryMove {
  /// A new page after the current one.
  case push
  /// Back or forward to the page at this index.
  case goTo(Int)
  /// The current page again.
  case reload
}

/// A navigation under way: its object, where it goes, why, and how far it has come.
@MainActor
final class PendingNavigation {
  let navigation: WKNavigation
  let source: PageSource
  let type: WKNavigationType
  let move: HistoryMove
  /// The fetch under way, once the delegate allowed the navigation and it started.
  var fetch: PageFetcher.Cancellation?
  /// Whether the delegate has heard `didStartProvisionalNavigation`.
  var hasStarted = false

  init(navigation: WKNavigation, source: PageSource, type: WKNavigationType, move: HistoryMove) {
    self.navigation = navigation
    self.source = source
    self.type = type
    self.move = move
  }
}
