import Foundation
import UIKit

/// JavaScript, which web views here cannot run: there is no JavaScript engine, so every script
/// completes — on a later turn of the main run loop, as WebKit's do — with a `WKError`
/// (`javaScriptExceptionOccurred`) saying so, and a warning in the event log.
extension WKWebView {
  /// Runs nothing, and calls `completionHandler` with no result and the error.
  public func evaluateJavaScript(
    _ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil
  ) {
    MainThreadChecker.checked("-[WKWebView evaluateJavaScript:completionHandler:]") {
      let error = WKError.noJavaScriptEngine(javaScriptString)
      EventLog.shared.warn("WKWebView.evaluateJavaScript: \(error.message)")
      guard let completionHandler else { return }
      later { _ in completionHandler(nil, error) }
    }
  }

  /// Throws the error: there is no JavaScript engine.
  @discardableResult
  public func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
    let error = WKError.noJavaScriptEngine(javaScriptString)
    EventLog.shared.warn("WKWebView.evaluateJavaScript: \(error.message)")
    throw error
  }
}
