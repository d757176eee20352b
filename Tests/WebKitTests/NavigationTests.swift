import Foundation
import Testing

@testable import UIKit
@testable import WebKit

/// WKWebView's navigations as WebKit reports them: the delegate's calls in order, the
/// properties at each step, links, the back-forward list, cancelling by policy, and failures.
@MainActor
@Suite("Web views — navigations", .serialized)
struct NavigationTests {
  let home = "<title>Home</title><h1>Welcome</h1><p>Please <a href=\"/login\">Sign in</a>.</p>"
  let login = "<title>Sign in</title><form><input name=user placeholder=Name><button>Go</button></form>"

  @Test("loadHTMLString: decidePolicy (.other), didStartProvisionalNavigation, didCommit, didFinish, in turn")
  func delegateOrder() {
    WebTestSupport.reset()
    let delegate = RecordingNavigationDelegate()
    let webView = WebTestSupport.launchWebView { $0.navigationDelegate = delegate }
    let navigation = webView.loadHTMLString(home, baseURL: URL(string: "https://example.com/"))
    // WebKit answers on later turns of the run loop: the call itself only starts loading.
    #expect(navigation != nil)
    #expect(delegate.calls.isEmpty)
    #expect(webView.isLoading)
    AppDriver.settle()
    #expect(
      delegate.calls == [
        "decidePolicy other https://example.com/", "didStartProvisionalNavigation", "didCommit Home",
        "didFinish loading=false",
      ])
    #expect(webView.title == "Home")
    #expect(webView.url?.absoluteString == "https://example.com/")
    #expect(webView.estimatedProgress == 1)
    #expect(!webView.canGoBack)
  }

  @Test("tapping a link is a .linkActivated action; the page it loads joins the history; back and forward move")
  func linksAndHistory() {
    WebTestSupport.reset(pages: ["https://example.com/login": login])
    let delegate = RecordingNavigationDelegate()
    let webView = WebTestSupport.launchWebView { $0.navigationDelegate = delegate }
    webView.loadHTMLString(home, baseURL: URL(string: "https://example.com/"))
    AppDriver.settle()
    delegate.calls = []
    #expect(AppDriver.tapLink(elementID: linkOwnerID(), link: 0) == nil)
    #expect(
      delegate.calls == ["decidePolicy linkActivated https://example.com/login", "didStartProvisionalNavigation"])
    // The page comes from the network after its latency, on the virtual clock.
    AppDriver.advance(seconds: 0.1)
    #expect(delegate.calls.suffix(2) == ["didCommit Sign in", "didFinish loading=false"])
    #expect(webView.title == "Sign in")
    #expect(webView.canGoBack && !webView.canGoForward)
    #expect(webView.webPageNode.blocks.map(\.kind) == ["field", "button"])
    // Back shows the HTML string again, without the network.
    webView.goBack()
    AppDriver.settle()
    #expect(webView.title == "Home")
    #expect(delegate.calls.contains("decidePolicy backForward https://example.com/"))
    #expect(!webView.canGoBack && webView.canGoForward)
    webView.goForward()
    AppDriver.advance(seconds: 0.1)
    #expect(webView.title == "Sign in")
    #expect(webView.backForwardList.backList.map(\.title) == ["Home"])
  }

  @Test("observers of canGoBack and canGoForward hear each history move, going back to a page seen before included")
  func historyObserved() {
    WebTestSupport.reset(pages: ["https://example.com/login": login])
    let webView = WebTestSupport.launchWebView { _ in }
    var backStates: [Bool] = []
    var forwardStates: [Bool] = []
    let back = webView.observe(\.canGoBack, options: [.new]) { _, change in backStates.append(change.newValue ?? false)
    }
    let forward = webView.observe(\.canGoForward, options: [.new]) { _, change in
      forwardStates.append(change.newValue ?? false)
    }
    webView.loadHTMLString(home, baseURL: URL(string: "https://example.com/"))
    AppDriver.settle()
    #expect(AppDriver.tapLink(elementID: linkOwnerID(), link: 0) == nil)
    AppDriver.advance(seconds: 0.1)
    #expect(backStates.last == true)
    webView.goBack()
    AppDriver.settle()
    #expect(backStates.last == false)
    #expect(forwardStates.last == true)
    withExtendedLifetime((back, forward)) {}
  }

  @Test("a delegate that cancels a link's action keeps the page, with no further callback")
  func cancelByPolicy() {
    WebTestSupport.reset(pages: ["https://example.com/login": login])
    let delegate = RecordingNavigationDelegate()
    delegate.cancelLinksTo = ["https://example.com/login"]
    let webView = WebTestSupport.launchWebView { $0.navigationDelegate = delegate }
    webView.loadHTMLString(home, baseURL: URL(string: "https://example.com/"))
    AppDriver.settle()
    delegate.calls = []
    #expect(AppDriver.tapLink(elementID: linkOwnerID(), link: 0) == nil)
    AppDriver.advance(seconds: 1)
    #expect(delegate.calls == ["decidePolicy linkActivated https://example.com/login"])
    #expect(webView.title == "Home")
    #expect(webView.url?.absoluteString == "https://example.com/")
    #expect(!webView.isLoading)
    #expect(TestLog.entries.contains("WKWebView.navigationCancelled https://example.com/login"))
  }

  @Test("a load the network cannot answer ends in didFailProvisionalNavigation with its URLError")
  func failedLoad() {
    WebTestSupport.reset()
    let delegate = RecordingNavigationDelegate()
    let webView = WebTestSupport.launchWebView { $0.navigationDelegate = delegate }
    webView.load(URLRequest(url: URL(string: "https://nowhere.example/")!))
    AppDriver.advance(seconds: 0.1)
    #expect(
      delegate.calls == [
        "decidePolicy other https://nowhere.example/", "didStartProvisionalNavigation",
        "didFailProvisionalNavigation -1003",
      ])
    #expect(!webView.isLoading)
    #expect(webView.url == nil)
    #expect(webView.title == nil)
  }

  @Test("a new load replaces one under way, which fails with NSURLErrorCancelled; stopLoading does the same")
  func replacedAndStopped() {
    WebTestSupport.reset(pages: ["https://example.com/slow": home])
    let delegate = RecordingNavigationDelegate()
    let webView = WebTestSupport.launchWebView { $0.navigationDelegate = delegate }
    webView.load(URLRequest(url: URL(string: "https://example.com/slow")!))
    AppDriver.settle()
    webView.loadHTMLString("<title>Now</title>", baseURL: nil)
    AppDriver.advance(seconds: 0.5)
    #expect(delegate.calls.contains("didFailProvisionalNavigation -999"))
    #expect(webView.title == "Now")
    #expect(webView.url?.absoluteString == "about:blank")
    delegate.calls = []
    webView.load(URLRequest(url: URL(string: "https://example.com/slow")!))
    AppDriver.settle()
    webView.stopLoading()
    AppDriver.advance(seconds: 0.5)
    #expect(delegate.calls.last == "didFailProvisionalNavigation -999")
    #expect(webView.title == "Now")
  }

  @Test("links to scripts do nothing; other schemes fail as unsupported URLs")
  func otherSchemes() {
    WebTestSupport.reset()
    let delegate = RecordingNavigationDelegate()
    let webView = WebTestSupport.launchWebView { $0.navigationDelegate = delegate }
    webView.loadHTMLString(
      "<a href=\"javascript:go()\">Go</a><a href=\"mailto:ada@example.com\">Mail</a>", baseURL: nil)
    AppDriver.settle()
    delegate.calls = []
    #expect(AppDriver.tapLink(elementID: linkOwnerID(), link: 0) == nil)
    #expect(delegate.calls.isEmpty)
    #expect(AppDriver.tapLink(elementID: linkOwnerID(), link: 1) == nil)
    #expect(delegate.calls.last == "didFailProvisionalNavigation -1002")
    #expect(AppDriver.tapLink(elementID: linkOwnerID(), link: 7) == .noSuchLink)
  }

  /// The id the latest snapshot gives the web view.
  private func linkOwnerID() -> Int {
    AppDriver.snapshot().window?.allNodes.first { $0.kind == .webView }?.id ?? -1
  }
}

/// The runtime's event log, for web tests.
@MainActor
enum TestLog {
  static var entries: [String] { EventLog.shared.entries }
}
