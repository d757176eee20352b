import Foundation
import UIKit
internal import WebPage

/// A view that shows web pages (WebKit's `WKWebView`), without a layout engine or JavaScript.
///
/// Pages come from `loadHTMLString(_:baseURL:)`, `load(_:data:…)` or, through `load(_:)`, from the
/// lesson's virtual network (PageFetcher), on the virtual clock. HTML is read with libxml2's
/// parser into the page's title, text blocks, links, images and form fields
/// (WebPage.HTMLDocumentReader); broken markup still shows what could be read. The screen draws
/// the page's text inside the view's frame and `tap link "…"` follows its links. Each load is
/// reported to the `navigationDelegate` in WebKit's order (WKNavigationDelegate), `title`, `url`,
/// `isLoading` and `estimatedProgress` change as WebKit changes them (and can be observed with
/// `observe(_:options:changeHandler:)`), and the back-forward list keeps the pages visited.
/// `evaluateJavaScript` always fails: there is no JavaScript engine. Loading and moving in the
/// history from background work is reported as Xcode's Main Thread Checker does.
@MainActor
open class WKWebView: UIView {
  /// A copy of the configuration the web view was made with.
  public let configuration: WKWebViewConfiguration
  open weak var navigationDelegate: WKNavigationDelegate?
  open weak var uiDelegate: WKUIDelegate?
  /// Whether a horizontal swipe moves in the history; kept, as nothing here swipes a page.
  open var allowsBackForwardNavigationGestures = false
  open var allowsLinkPreview = true
  open var customUserAgent: String?
  /// Whether the page may be inspected with Safari's Web Inspector (iOS 16.4).
  open var isInspectable = false
  /// The pages visited, and where the web view is among them.
  public let backForwardList = WKBackForwardList()

  /// The page's title: nil before anything is loaded, empty for a page without `<title>`.
  open internal(set) var title: String? {
    didSet { if title != oldValue { notifyObservers(\WKWebView.title, oldValue: oldValue) } }
  }
  /// The URL of the page shown, or of the page being loaded.
  open internal(set) var url: URL? {
    didSet { if url != oldValue { notifyObservers(\WKWebView.url, oldValue: oldValue) } }
  }
  /// Whether a navigation is under way.
  open internal(set) var isLoading = false {
    didSet { if isLoading != oldValue { notifyObservers(\WKWebView.isLoading, oldValue: oldValue) } }
  }
  /// How far the current navigation is, from 0.1 when it starts to 1.0 when it finishes.
  open internal(set) var estimatedProgress: Double = 0 {
    didSet {
      if estimatedProgress != oldValue { notifyObservers(\WKWebView.estimatedProgress, oldValue: oldValue) }
    }
  }
  open var canGoBack: Bool { backForwardList.backItem != nil }
  open var canGoForward: Bool { backForwardList.forwardItem != nil }
  /// Whether every resource of the page came over a secure connection.
  open var hasOnlySecureContent: Bool { url?.scheme == "https" }

  /// The page shown (committed).
  var page = WebPage.blank
  /// The navigation under way, if any.
  var pending: PendingNavigation?
  /// The `observe(_:options:changeHandler:)` registrations, by their observation's identity.
  var observers: [ObjectIdentifier: (AnyKeyPath, (AnyKeyPath, Any?) -> Void)] = [:]

  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    self.configuration = configuration.copied()
    super.init(frame: frame)
  }

  override public convenience init(frame: CGRect) {
    self.init(frame: frame, configuration: WKWebViewConfiguration())
  }

  public required init?(coder: NSCoder) {
    configuration = WKWebViewConfiguration()
    super.init(coder: coder)
  }

  /// Loads the page `request` names from the network (the lesson's virtual network).
  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? {
    MainThreadChecker.checked("-[WKWebView loadRequest:]") {
      guard let url = request.url else { return nil }
      if url.absoluteString == "about:blank" {
        return navigate(to: .document(Data(), encoding: "UTF-8", baseURL: url), type: .other, move: .push)
      }
      return navigate(to: .request(request), type: .other, move: .push)
    }
  }

  /// Shows `string` as an HTML page whose relative links resolve against `baseURL`.
  @discardableResult
  open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
    MainThreadChecker.checked("-[WKWebView loadHTMLString:baseURL:]") {
      navigate(to: .document(Data(string.utf8), encoding: "UTF-8", baseURL: baseURL), type: .other, move: .push)
    }
  }

  /// Shows `data` as a page of `mimeType` (HTML; plain text is shown as one paragraph).
  @discardableResult
  open func load(_ data: Data, mimeType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
    MainThreadChecker.checked("-[WKWebView loadData:MIMEType:characterEncodingName:baseURL:]") {
      let document =
        mimeType.lowercased().hasPrefix("text/plain")
        ? Data("<pre>\(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "&lt;"))</pre>".utf8)
        : data
      return navigate(
        to: .document(document, encoding: characterEncodingName, baseURL: baseURL), type: .other, move: .push)
    }
  }

  /// Shows a file of the app (an HTML resource of its bundle).
  @discardableResult
  open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
    MainThreadChecker.checked("-[WKWebView loadFileURL:allowingReadAccessToURL:]") {
      navigate(to: .file(url), type: .other, move: .push)
    }
  }

  /// Goes to the previous page of the history.
  @discardableResult
  open func goBack() -> WKNavigation? {
    MainThreadChecker.checked("-[WKWebView goBack]") {
      backForwardList.backItem.flatMap { go(to: $0) }
    }
  }

  /// Goes to the next page of the history.
  @discardableResult
  open func goForward() -> WKNavigation? {
    MainThreadChecker.checked("-[WKWebView goForward]") {
      backForwardList.forwardItem.flatMap { go(to: $0) }
    }
  }

  /// Goes to `item` of the back-forward list.
  @discardableResult
  open func go(to item: WKBackForwardListItem) -> WKNavigation? {
    guard let index = backForwardList.index(of: item) else { return nil }
    return navigate(to: item.source, type: .backForward, move: .goTo(index))
  }

  /// Loads the current page again.
  @discardableResult
  open func reload() -> WKNavigation? {
    MainThreadChecker.checked("-[WKWebView reload]") {
      guard let item = backForwardList.currentItem else { return nil }
      return navigate(to: item.source, type: .reload, move: .reload)
    }
  }

  /// Loads the current page again, from the network.
  @discardableResult
  open func reloadFromOrigin() -> WKNavigation? {
    reload()
  }

  /// Stops the navigation under way; its delegate hears `NSURLErrorCancelled` if it had started.
  open func stopLoading() {
    MainThreadChecker.checked("-[WKWebView stopLoading]") {
      cancelPendingNavigation()
    }
  }
}

extension WKWebView {
  /// Makes storyboards' and xibs' `<wkWebView>` elements web views (UIKit's interface loader
  /// knows only UIKit's classes); the app host calls it as it starts.
  package static func registerInterfaceElements() {
    InterfaceClasses.register(element: "wkWebView", as: WKWebView.self)
  }
}
