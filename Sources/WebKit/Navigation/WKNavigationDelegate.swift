import Foundation
import UIKit

/// The web view's navigation delegate (WebKit's `WKNavigationDelegate`), told of each load in
/// WebKit's order: `decidePolicyFor` a navigation action (allow or cancel), then
/// `didStartProvisionalNavigation`, `didCommit` when the page arrives, and `didFinish` when it
/// is shown — or `didFailProvisionalNavigation` with the load's error (a `URLError`, such as
/// `NSURLErrorCannotFindHost` or App Transport Security's refusal) when no page arrives. Every
/// method is optional: an action nobody decides on is allowed.
///
/// The decision handler is written both ways code for iOS writes it, `@escaping (…) -> Void`
/// (older SDKs, most books) and `@escaping @MainActor (…) -> Void` (Xcode 16's completion), so
/// either implementation is the one WebKit asks.
@MainActor
public protocol WKNavigationDelegate: AnyObject {
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void)
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
    decisionHandler: @escaping (WKNavigationActionPolicy, WKWebpagePreferences) -> Void)
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error)
  func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
  func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
  /// Without an implementation of its own, asks the `@MainActor` spelling.
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
  ) {
    let handler = MainThreadBox(decisionHandler)
    let isolated: @MainActor (WKNavigationActionPolicy) -> Void = { handler.value($0) }
    self.webView(webView, decidePolicyFor: navigationAction, decisionHandler: isolated)
  }

  /// Without an implementation of its own, the action is allowed.
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
  ) {
    decisionHandler(.allow)
  }

  /// Without an implementation of its own, asks the method without preferences (as WebKit does).
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
    decisionHandler: @escaping (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
  ) {
    let plain: (WKNavigationActionPolicy) -> Void = { decisionHandler($0, preferences) }
    self.webView(webView, decidePolicyFor: navigationAction, decisionHandler: plain)
  }

  public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
  public func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error
  ) {}
  public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}
  public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// The web view's UI delegate (WebKit's `WKUIDelegate`): JavaScript's panels and new windows.
/// With no JavaScript engine nothing asks for them, so only `webViewDidClose` and the creation
/// of a new web view for a `target="_blank"` link can be reached; all are optional.
@MainActor
public protocol WKUIDelegate: AnyObject {
  func webView(
    _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
    for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
  ) -> WKWebView?
  func webViewDidClose(_ webView: WKWebView)
}

extension WKUIDelegate {
  public func webView(
    _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
    for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
  ) -> WKWebView? { nil }
  public func webViewDidClose(_ webView: WKWebView) {}
}

/// What a page asked of a new window (`WKWindowFeatures`); pages here never ask.
@MainActor
open class WKWindowFeatures: NSObject {}
