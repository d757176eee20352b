import UIKit

/// WebKit's rule for the completion handler it passes to `webView(_:decidePolicyFor:decisionHandler:)`:
/// it must be called exactly once. Calling it a second time, or letting it go without calling it,
/// raises `NSInternalInconsistencyException` with WebKit's own message, naming the delegate's
/// class (`Completion handler passed to -[BrowserViewController
/// webView:decidePolicyForNavigationAction:decisionHandler:] was not called`).
@MainActor
final class DecisionHandlerCheck {
  private let delegateClass: String
  private(set) var wasCalled = false

  init(delegate: AnyObject) {
    delegateClass = EventLog.className(of: delegate)
  }

  /// Records a call; a second one is the crash WebKit raises.
  func called() {
    if wasCalled { Self.raise(delegateClass, "was called more than once") }
    wasCalled = true
  }

  isolated deinit {
    if !wasCalled { Self.raise(delegateClass, "was not called") }
  }

  private static func raise(_ delegateClass: String, _ what: String) -> Never {
    fatalError(
      UIKitError.exception(
        "NSInternalInconsistencyException",
        "Completion handler passed to -[\(delegateClass) webView:decidePolicyForNavigationAction:decisionHandler:] "
          + what))
  }
}
