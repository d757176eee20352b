import Foundation
import UIKit
internal import WebPage

/// A web view's navigations, in WebKit's order, each step on a later turn of the main run loop:
/// the delegate decides on the action (`decidePolicyFor`, allowed when nobody decides); the
/// provisional navigation starts (`didStartProvisionalNavigation`); the page arrives and is
/// committed (`didCommit`: `url`, `title` and the history change); it is shown (`didFinish`:
/// `isLoading` false, `estimatedProgress` 1). A load that brings no page ends in
/// `didFailProvisionalNavigation` with its `URLError`; a navigation replaced by another, or
/// stopped, with `NSURLErrorCancelled`. Each step is also an entry of the event log
/// (`WKWebView.didFinish https://…`).
extension WKWebView {
  /// Starts a navigation to `source`, replacing any under way.
  func navigate(to source: PageSource, type: WKNavigationType, move: HistoryMove) -> WKNavigation {
    cancelPendingNavigation()
    let navigation = WKNavigation(request: source.request)
    let pending = PendingNavigation(navigation: navigation, source: source, type: type, move: move)
    self.pending = pending
    isLoading = true
    estimatedProgress = 0.1
    later { $0.decidePolicy(for: pending) }
    return navigation
  }

  /// Follows link `index` of the page as a user's tap does: a `.linkActivated` navigation. A link
  /// without a URL, or to a script, does nothing (there is no JavaScript engine).
  func followLink(_ link: WebPage.Link) {
    guard let url = link.url, url.scheme?.lowercased() != "javascript" else { return }
    _ = navigate(to: .request(URLRequest(url: url)), type: .linkActivated, move: .push)
  }

  /// Stops the navigation under way, telling the delegate when it had started.
  func cancelPendingNavigation() {
    guard let pending else { return }
    pending.fetch?.cancel()
    self.pending = nil
    isLoading = false
    url = backForwardList.currentItem?.url
    guard pending.hasStarted else { return }
    let error = URLError(.cancelled, userInfo: [NSURLErrorFailingURLErrorKey: pending.source.url])
    later { webView in
      webView.record("didFailProvisionalNavigation", pending.source.url, detail: "\(URLError.Code.cancelled.rawValue)")
      webView.navigationDelegate?.webView(webView, didFailProvisionalNavigation: pending.navigation, withError: error)
    }
  }

  private func decidePolicy(for pending: PendingNavigation) {
    guard self.pending === pending else { return }
    let source = WKFrameInfo(
      request: backForwardList.currentItem?.source.request ?? pending.source.request, webView: self)
    let action = WKNavigationAction(request: pending.source.request, navigationType: pending.type, sourceFrame: source)
    let proceed: (WKNavigationActionPolicy) -> Void = { [weak self] policy in
      self?.later { policy == .allow ? $0.start(pending) : $0.policyCancelled(pending) }
    }
    guard let delegate = navigationDelegate else { return proceed(.allow) }
    let check = DecisionHandlerCheck(delegate: delegate)
    let decide: (WKNavigationActionPolicy, WKWebpagePreferences) -> Void = { policy, _ in
      check.called()
      proceed(policy)
    }
    delegate.webView(
      self, decidePolicyFor: action, preferences: configuration.defaultWebpagePreferences, decisionHandler: decide)
  }

  /// The delegate cancelled the action: the navigation ends without another callback.
  private func policyCancelled(_ pending: PendingNavigation) {
    guard self.pending === pending else { return }
    self.pending = nil
    isLoading = false
    estimatedProgress = backForwardList.currentItem == nil ? 0 : 1
    url = backForwardList.currentItem?.url
    record("navigationCancelled", pending.source.url)
  }

  private func start(_ pending: PendingNavigation) {
    guard self.pending === pending else { return }
    pending.hasStarted = true
    url = pending.source.url
    record("didStartProvisionalNavigation", pending.source.url)
    navigationDelegate?.webView(self, didStartProvisionalNavigation: pending.navigation)
    switch pending.source {
    case .document(let data, let encoding, let baseURL):
      later { $0.arrive(pending, at: baseURL ?? PageSource.blankURL, data: data, encoding: encoding) }
    case .file(let fileURL):
      later { webView in
        guard let data = FileManager.default.contents(atPath: fileURL.path) else {
          return webView.fail(pending, URLError(.fileDoesNotExist, userInfo: [NSURLErrorFailingURLErrorKey: fileURL]))
        }
        webView.arrive(pending, at: fileURL, data: data, encoding: nil)
      }
    case .request(let request):
      guard ["http", "https"].contains(pending.source.url.scheme?.lowercased() ?? "") else {
        let error = URLError(.unsupportedURL, userInfo: [NSURLErrorFailingURLErrorKey: pending.source.url])
        return later { $0.fail(pending, error) }
      }
      estimatedProgress = 0.3
      pending.fetch = PageFetcher.fetch(request) { [weak self] result in
        switch result {
        case .success(let response):
          self?.arrive(pending, at: response.url, data: response.data, encoding: response.textEncodingName)
        case .failure(let error):
          self?.fail(pending, error)
        }
      }
    }
  }

  /// The page arrived: it is read, committed (`didCommit`) and, on the next turn, finished.
  private func arrive(_ pending: PendingNavigation, at pageURL: URL, data: Data, encoding: String?) {
    guard self.pending === pending else { return }
    pending.fetch = nil
    page = HTMLDocumentReader.read(data, baseURL: pageURL, encoding: encoding)
    let history = (back: canGoBack, forward: canGoForward)
    defer { reportHistoryChange(from: history) }
    switch pending.move {
    case .push: backForwardList.push(WKBackForwardListItem(url: pageURL, title: page.title, source: pending.source))
    case .goTo(let index): backForwardList.move(to: index)
    case .reload: break
    }
    backForwardList.currentItem?.url = pageURL
    backForwardList.currentItem?.title = page.title
    url = pageURL
    title = page.title
    estimatedProgress = 0.8
    record("didCommit", pageURL)
    navigationDelegate?.webView(self, didCommit: pending.navigation)
    setNeedsLayout()
    later { $0.finish(pending) }
  }

  /// `canGoBack` and `canGoForward` change with the history, which a commit may move without a
  /// new `url` (going back to an address already shown): their observers hear of it each time.
  private func reportHistoryChange(from old: (back: Bool, forward: Bool)) {
    if canGoBack != old.back { notifyObservers(\WKWebView.canGoBack, oldValue: old.back) }
    if canGoForward != old.forward { notifyObservers(\WKWebView.canGoForward, oldValue: old.forward) }
  }

  private func finish(_ pending: PendingNavigation) {
    guard self.pending === pending else { return }
    self.pending = nil
    isLoading = false
    estimatedProgress = 1
    record("didFinish", pending.source.url)
    navigationDelegate?.webView(self, didFinish: pending.navigation)
  }

  /// No page arrived: the navigation fails before it commits.
  private func fail(_ pending: PendingNavigation, _ error: URLError) {
    guard self.pending === pending else { return }
    self.pending = nil
    isLoading = false
    estimatedProgress = backForwardList.currentItem == nil ? 0 : 1
    url = backForwardList.currentItem?.url
    record("didFailProvisionalNavigation", pending.source.url, detail: "\(error.code.rawValue)")
    navigationDelegate?.webView(self, didFailProvisionalNavigation: pending.navigation, withError: error)
  }

  /// Runs `work` on a later turn of the main run loop, if the web view is still there.
  func later(_ work: @escaping @MainActor (WKWebView) -> Void) {
    let box = MainThreadBox { [weak self] in
      guard let self else { return }
      work(self)
    }
    MainThread.current.enqueue { MainActor.assumeIsolated { box.value() } }
  }

  /// An event-log entry under WebKit's class, whatever subclass the app made (the log's naming
  /// rule for events the framework produces): `WKWebView.didFinish https://example.com/`.
  private func record(_ event: String, _ url: URL, detail: String? = nil) {
    EventLog.shared.record("WKWebView.\(event) \(url.absoluteString)" + (detail.map { " \($0)" } ?? ""))
  }
}
