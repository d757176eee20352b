import DriverProtocol
import Foundation

/// Finds what the web steps name in a snapshot: the web view on screen and its page for
/// `expect web title` and `expect web url`, and a link by its text for `tap link "…"`. Only
/// visible web views count, the first in hierarchy order when there are several.
struct WebPageFinder {
  let snapshot: AppSnapshot

  /// The visible web views that show a page, in hierarchy order.
  var webViews: [ViewNode] {
    snapshot.window?.allNodes.filter { $0.kind == .webView && $0.isVisible && $0.webPage != nil } ?? []
  }

  /// The first visible web view and its page.
  func page() throws(WebPageProblem) -> (webView: ViewNode, page: WebPageNode) {
    guard let webView = webViews.first, let page = webView.webPage else { throw .noWebView }
    return (webView, page)
  }

  /// The web view and the index of the link whose text is `text` (ignoring case and spaces at
  /// the ends when no text is exactly it). Several links of that text going to one URL are one
  /// link; to different URLs, the step is ambiguous.
  func link(_ text: String) throws(WebPageProblem) -> (webView: ViewNode, index: Int) {
    let views = webViews
    guard !views.isEmpty else { throw .noWebView }
    func matches(_ same: (String) -> Bool) -> [(webView: ViewNode, index: Int, url: String?)] {
      views.flatMap { view in
        (view.webPage?.links ?? []).enumerated().filter { same($0.element.text) }.map {
          (view, $0.offset, $0.element.url)
        }
      }
    }
    var found = matches { $0 == text }
    if found.isEmpty {
      let wanted = text.trimmingCharacters(in: .whitespaces).lowercased()
      found = matches { $0.trimmingCharacters(in: .whitespaces).lowercased() == wanted }
    }
    guard let first = found.first else {
      let texts = views.flatMap { $0.webPage?.links.map(\.text) ?? [] }
      throw .noSuchLink(text, available: texts)
    }
    let urls = Set(found.map { $0.url ?? "" })
    guard urls.count == 1 else { throw .ambiguousLink(text, urls: urls.sorted()) }
    return (first.webView, first.index)
  }
}

/// Why a web step found nothing to act on or to judge.
enum WebPageProblem: Error, CustomStringConvertible {
  case noWebView
  case noSuchLink(String, available: [String])
  case ambiguousLink(String, urls: [String])

  var description: String {
    switch self {
    case .noWebView:
      "no web view on screen"
    case .noSuchLink(_, let available) where available.isEmpty:
      "the page has no links"
    case .noSuchLink(_, let available):
      "the page's links: " + available.map { "\"\($0)\"" }.joined(separator: ", ")
    case .ambiguousLink(let text, let urls):
      "\(urls.count) links say \"\(text)\", to " + urls.joined(separator: " and ")
    }
  }
}
