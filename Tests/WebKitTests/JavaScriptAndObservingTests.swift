import Foundation
import Testing

@testable import UIKit
@testable import WebKit

/// What web views cannot do here and what they report: no JavaScript engine, and key-value
/// observation of the properties WebKit documents as observable.
@MainActor
@Suite("Web views — JavaScript and observing", .serialized)
struct JavaScriptAndObservingTests {
  @Test("evaluateJavaScript completes on a later turn with a WKError saying there is no JavaScript engine")
  func evaluateJavaScript() {
    WebTestSupport.reset()
    let webView = WebTestSupport.launchWebView()
    var result: (Any?, Error?)?
    webView.evaluateJavaScript("document.title") { value, error in result = (value, error) }
    #expect(result == nil)
    AppDriver.settle()
    let error = result?.1 as? WKError
    #expect(result?.0 == nil)
    #expect(error?.code == .javaScriptExceptionOccurred)
    #expect(error?.localizedDescription.contains("no JavaScript engine") == true)
    #expect((result?.1).map { ($0 as NSError).domain } == "WKErrorDomain")
    #expect(TestLog.entries.contains { $0.hasPrefix("Warning: WKWebView.evaluateJavaScript") })
  }

  @Test("the async evaluateJavaScript throws the same error")
  func evaluateJavaScriptAsync() async {
    WebTestSupport.reset()
    let webView = WebTestSupport.launchWebView()
    do {
      try await webView.evaluateJavaScript("1 + 1")
      Issue.record("evaluateJavaScript returned a result")
    } catch {
      #expect((error as? WKError)?.code == .javaScriptExceptionOccurred)
    }
  }

  @Test("observe(\\.title), (\\.estimatedProgress) and (\\.isLoading) report changes while the observation is kept")
  func keyValueObserving() {
    WebTestSupport.reset()
    let webView = WebTestSupport.launchWebView()
    var titles: [String?] = []
    var progress: [Double] = []
    var loading: [Bool] = []
    let titleObservation = webView.observe(\.title, options: [.new]) { _, change in
      titles.append(change.newValue ?? nil)
    }
    let progressObservation = webView.observe(\.estimatedProgress, options: [.initial, .new]) { view, _ in
      progress.append(view.estimatedProgress)
    }
    let loadingObservation = webView.observe(\.isLoading, options: [.new]) { _, change in
      loading.append(change.newValue ?? false)
    }
    webView.loadHTMLString("<title>One</title>", baseURL: nil)
    AppDriver.settle()
    #expect(titles == ["One"])
    #expect(progress == [0, 0.1, 0.8, 1])
    #expect(loading == [true, false])
    titleObservation.invalidate()
    webView.loadHTMLString("<title>Two</title>", baseURL: nil)
    AppDriver.settle()
    #expect(titles == ["One"])
    _ = (progressObservation, loadingObservation)
  }

  @Test("a page loaded from a global queue's block is reported as Xcode's Main Thread Checker does, and still loads")
  func mainThreadChecker() {
    WebTestSupport.reset()
    let webView = WebTestSupport.launchWebView()
    UIKit.DispatchQueue.global().async { webView.loadHTMLString("<title>Late</title>", baseURL: nil) }
    AppDriver.settle()
    #expect(webView.title == "Late")
    #expect(
      TestLog.entries.contains(
        "Warning: Main Thread Checker: UI API called on a background thread: -[WKWebView loadHTMLString:baseURL:]"))
  }
}
