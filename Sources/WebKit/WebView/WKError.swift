import Foundation

/// An error of WebKit's domain (`WKErrorDomain`, WebKit's `WKError`), with its code. Here it comes
/// from `evaluateJavaScript`: there is no JavaScript engine, so every script fails with
/// `javaScriptExceptionOccurred` and a description that says so.
public struct WKError: Error, CustomNSError, LocalizedError, CustomStringConvertible {
  public static var errorDomain: String { "WKErrorDomain" }

  public let code: Code
  /// What went wrong, in words (the error's `localizedDescription`).
  public let message: String

  public init(_ code: Code, message: String) {
    self.code = code
    self.message = message
  }

  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
  public var errorDescription: String? { message }
  public var description: String { "WKError(\(code), \"\(message)\")" }

  /// WebKit's error codes.
  public enum Code: Int, Sendable {
    case unknown = 1
    case webContentProcessTerminated = 2
    case webViewInvalidated = 3
    case javaScriptExceptionOccurred = 4
    case javaScriptResultTypeIsUnsupported = 5
    case contentRuleListStoreCompileFailed = 6
    case contentRuleListStoreLookUpFailed = 7
    case contentRuleListStoreRemoveFailed = 8
    case contentRuleListStoreVersionMismatch = 9
    case attributedStringContentFailedToLoad = 10
    case attributedStringContentLoadTimedOut = 11
    case javaScriptInvalidFrameTarget = 12
    case navigationAppBoundDomain = 13
    case javaScriptAppBoundDomain = 14
  }

  /// The error every script ends with: there is no JavaScript engine to run `script`.
  static func noJavaScriptEngine(_ script: String) -> WKError {
    let shown = script.count > 60 ? String(script.prefix(57)) + "..." : script
    return WKError(
      .javaScriptExceptionOccurred,
      message: "A JavaScript exception occurred: this web view has no JavaScript engine (Tutor shows pages "
        + "without running scripts), so \"\(shown)\" was not run")
  }
}
