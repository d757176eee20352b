import DriverProtocol
import Foundation
import Testing

@testable import UIKit
@testable import WebKit

/// Pages from the lesson's virtual network (network.md "Web views"): fixtures answer after their
/// latency, App Transport Security refuses plain http, an unknown host and `network off` fail,
/// each reaching `didFailProvisionalNavigation` with the load's URLError.
@MainActor
@Suite("Web views — the virtual network", .serialized)
struct VirtualNetworkPageTests {
  private func launch(fixtures: [NetworkFixture] = []) -> (WKWebView, RecordingNavigationDelegate) {
    WebTestSupport.reset()
    PageFetcher.fetch = PageFetcher.virtualNetwork
    VirtualNetwork.current.apply(NetworkSettings(fixtures: fixtures))
    let delegate = RecordingNavigationDelegate()
    let webView = WebTestSupport.launchWebView { $0.navigationDelegate = delegate }
    return (webView, delegate)
  }

  @Test("a fixture's page arrives after its latency, as URLSession's answer does, and is logged as a request")
  func fixturePage() {
    let (webView, delegate) = launch(fixtures: [
      NetworkFixture(
        url: "https://example.com/news", latencyMilliseconds: 300,
        headers: [NetworkFixture.Header(name: "Content-Type", value: "text/html; charset=utf-8")],
        body: "<title>News</title><h1>Today</h1>")
    ])
    webView.load(URLRequest(url: URL(string: "https://example.com/news")!))
    AppDriver.advance(seconds: 0.2)
    #expect(webView.isLoading && webView.title == nil)
    AppDriver.advance(seconds: 0.2)
    #expect(delegate.calls.suffix(2) == ["didCommit News", "didFinish loading=false"])
    #expect(webView.webPageNode.blocks.map(\.text) == ["Today"])
    #expect(TestLog.entries.contains("URLSession.request GET https://example.com/news"))
  }

  @Test("plain http fails with App Transport Security's error; an unknown host and network off with theirs")
  func failures() {
    let (webView, delegate) = launch()
    webView.load(URLRequest(url: URL(string: "http://example.com/")!))
    AppDriver.advance(seconds: 1)
    #expect(delegate.calls.last == "didFailProvisionalNavigation -1022")
    webView.load(URLRequest(url: URL(string: "https://nowhere.example/")!))
    AppDriver.advance(seconds: 1)
    #expect(delegate.calls.last == "didFailProvisionalNavigation -1003")
    VirtualNetwork.current.apply(NetworkSettings(online: false))
    webView.load(URLRequest(url: URL(string: "https://nowhere.example/")!))
    AppDriver.advance(seconds: 1)
    #expect(delegate.calls.last == "didFailProvisionalNavigation -1009")
  }
}
