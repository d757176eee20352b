import Foundation
import UIKit

/// How a web view is set up (WebKit's `WKWebViewConfiguration`): read when the web view is made,
/// which keeps its own copy, as WebKit does.
@MainActor
open class WKWebViewConfiguration: NSObject {
  open var preferences = WKPreferences()
  open var defaultWebpagePreferences = WKWebpagePreferences()
  open var applicationNameForUserAgent: String? = "Mobile/15E148"
  open var allowsInlineMediaPlayback = false
  open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
  open var suppressesIncrementalRendering = false
  open var limitsNavigationsToAppBoundDomains = false

  override public init() {
    super.init()
  }

  /// A copy with the same settings, for a new web view.
  func copied() -> WKWebViewConfiguration {
    let copy = WKWebViewConfiguration()
    copy.preferences = preferences
    copy.defaultWebpagePreferences = defaultWebpagePreferences
    copy.applicationNameForUserAgent = applicationNameForUserAgent
    copy.allowsInlineMediaPlayback = allowsInlineMediaPlayback
    copy.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
    copy.suppressesIncrementalRendering = suppressesIncrementalRendering
    copy.limitsNavigationsToAppBoundDomains = limitsNavigationsToAppBoundDomains
    return copy
  }
}

/// A web view's preferences (`WKPreferences`), kept for the app to read back.
@MainActor
open class WKPreferences: NSObject {
  open var minimumFontSize: CGFloat = 0
  open var javaScriptCanOpenWindowsAutomatically = false
  open var isFraudulentWebsiteWarningEnabled = true

  override public init() {
    super.init()
  }
}

/// Media that needs a user's action to play (`WKAudiovisualMediaTypes`); nothing plays here.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
  public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
  public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}
