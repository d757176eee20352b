package import DriverProtocol

/// A view that shows a web page: WebKit's `WKWebView`, which lives in the WebKit module above
/// UIKit. The snapshot carries its page (`ViewNode.webPage`, kind `webView`), and the driver's
/// `tapLink` follows one of its links as a user's finger on the link does.
@MainActor
package protocol WebContentView: UIView {
  /// The page as the snapshot carries it.
  var webPageNode: WebPageNode { get }
  /// Follows link `index` (in `webPageNode.links`) as a tap on it does; false when the page has
  /// no such link.
  func activateLink(at index: Int) -> Bool
}

extension AppDriver {
  /// Taps link `index` of the web view the last snapshot listed with `id`: nil when it did,
  /// else why not (the view is gone, is no web view, or has no such link).
  package static func tapLink(elementID id: Int, link index: Int) -> WebLinkProblem? {
    guard let view = view(elementID: id) else { return .elementGone }
    guard let web = view as? WebContentView else { return .notAWebView }
    settle()
    guard web.activateLink(at: index) else { return .noSuchLink }
    settle()
    return nil
  }

  /// Why `tapLink` could not tap.
  package enum WebLinkProblem: Error {
    case elementGone, notAWebView, noSuchLink
  }
}
