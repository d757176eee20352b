import Foundation
import Testing

@testable import UIKit
@testable import WebKit

/// A fresh world for each web test, a web view in a window, and pages served by a stand-in for
/// the virtual network (PageFetcher's seam) after a latency on the virtual clock.
@MainActor
enum WebTestSupport {
  /// Pages by URL; a URL not here fails with `NSURLErrorCannotFindHost`.
  static func reset(pages: [String: String] = [:], latency: Double = 0.1) {
    AppDriver.reset()
    PageFetcher.fetch = { request, completion in
      var cancelled = false
      let url = request.url
      let page = url.flatMap { pages[$0.absoluteString] }
      let box = MainThreadBox {
        guard !cancelled, let url else { return }
        if let page {
          completion(.success(PageFetcher.Response(url: url, data: Data(page.utf8))))
        } else {
          completion(.failure(URLError(.cannotFindHost)))
        }
      }
      MainThread.current.schedule(afterNanoseconds: MainThread.nanoseconds(latency)) {
        MainActor.assumeIsolated { box.value() }
      }
      return PageFetcher.Cancellation { cancelled = true }
    }
  }

  /// A controller whose view is one web view filling it, launched and settled.
  static func launchWebView(configure: (WKWebView) -> Void = { _ in }) -> WKWebView {
    let controller = UIViewController()
    let webView = WKWebView(frame: UIScreen.main.bounds, configuration: WKWebViewConfiguration())
    configure(webView)
    controller.view = webView
    AppDriver.launch(root: controller)
    AppDriver.settle()
    return webView
  }
}

/// Records the navigation delegate's calls, in order, and decides on actions as told.
@MainActor
final class RecordingNavigationDelegate: WKNavigationDelegate {
  var calls: [String] = []
  var cancelLinksTo: Set<String> = []
  var errors: [Error] = []

  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
  ) {
    let url = navigationAction.request.url?.absoluteString ?? "-"
    calls.append("decidePolicy \(navigationAction.navigationType) \(url)")
    decisionHandler(cancelLinksTo.contains(url) ? .cancel : .allow)
  }

  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
    calls.append("didStartProvisionalNavigation")
  }

  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
    calls.append("didCommit \(webView.title ?? "-")")
  }

  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
    calls.append("didFinish loading=\(webView.isLoading)")
  }

  func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
    calls.append("didFailProvisionalNavigation \((error as? URLError)?.code.rawValue ?? 0)")
    errors.append(error)
  }
}
