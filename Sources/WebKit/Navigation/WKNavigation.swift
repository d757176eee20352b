import Foundation
import UIKit

/// Identifies one page load of a web view, as WebKit's `WKNavigation`: `load(_:)`,
/// `loadHTMLString(_:baseURL:)`, `reload()` and the history moves return one, and the navigation
/// delegate's callbacks for that load receive the same object.
@MainActor
open class WKNavigation: NSObject {
  /// The request of the load, or nil for a page given as a string.
  package let request: URLRequest?

  package init(request: URLRequest?) {
    self.request = request
    super.init()
  }
}

/// Why a navigation happens (WebKit's `WKNavigationType`): a link the user activated, a form,
/// a move in the history, a reload, or anything else (a load the app asked for).
public enum WKNavigationType: Int, Sendable {
  case linkActivated = 0
  case formSubmitted = 1
  case backForward = 2
  case reload = 3
  case formResubmitted = 4
  case other = -1
}

/// What the navigation delegate decides about a navigation action (`WKNavigationActionPolicy`):
/// let it load, or cancel it (nothing more is reported for it).
public enum WKNavigationActionPolicy: Int, Sendable {
  case cancel = 0
  case allow = 1
  /// Download instead of showing (iOS 14.5); there are no downloads here, so it cancels.
  case download = 2
}

/// A frame of a web page (WebKit's `WKFrameInfo`); pages here have one frame, the main one.
@MainActor
open class WKFrameInfo: NSObject {
  open var isMainFrame: Bool { true }
  /// The frame's current request.
  public let request: URLRequest
  open weak var webView: WKWebView?

  package init(request: URLRequest, webView: WKWebView?) {
    self.request = request
    self.webView = webView
    super.init()
  }
}

/// What a navigation is about to do, handed to `webView(_:decidePolicyFor:decisionHandler:)`
/// (WebKit's `WKNavigationAction`): the request, why it happens, and the frames involved.
@MainActor
open class WKNavigationAction: NSObject {
  open var request: URLRequest { storedRequest }
  open var navigationType: WKNavigationType { storedType }
  /// The frame the action started in: for a link, the page that held it.
  open var sourceFrame: WKFrameInfo { storedSource }
  /// The frame that will show the page: the main frame.
  open var targetFrame: WKFrameInfo? { storedSource }
  /// Whether the user started it (a tap on a link) rather than the app.
  open var shouldPerformDownload: Bool { false }

  private let storedRequest: URLRequest
  private let storedType: WKNavigationType
  private let storedSource: WKFrameInfo

  package init(request: URLRequest, navigationType: WKNavigationType, sourceFrame: WKFrameInfo) {
    storedRequest = request
    storedType = navigationType
    storedSource = sourceFrame
    super.init()
  }
}

/// Preferences for one page (iOS 13), handed back with a policy decision.
@MainActor
open class WKWebpagePreferences: NSObject {
  /// Whether the page may run JavaScript; there is no JavaScript engine, so nothing runs either way.
  open var allowsContentJavaScript = true
  /// How the page is shown, mobile or desktop.
  open var preferredContentMode: ContentMode = .recommended

  override public init() {
    super.init()
  }

  /// The content mode a page asks for (`WKWebpagePreferences.ContentMode`).
  public enum ContentMode: Int, Sendable {
    case recommended = 0
    case mobile = 1
    case desktop = 2
  }
}
