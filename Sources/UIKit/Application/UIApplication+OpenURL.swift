import Foundation

/// `UIApplication.open(_:options:completionHandler:)` and `canOpenURL(_:)`, as UIKit's: a web
/// address goes to Safari, which every iPhone has; any other scheme would need another app, and
/// the runtime's phone has none. The request is logged (`UIApplication.open https://…`) so a check
/// can see it; Safari itself is not modelled, so the app stays in the foreground (on a device it
/// resigns active while Safari is shown).
extension UIApplication {
  /// Keys of `open`'s options dictionary, as UIKit names them.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Whether an app on the phone handles the URL's scheme: Safari answers `http` and `https`.
  public func canOpenURL(_ url: URL) -> Bool {
    Self.opensInSafari(url)
  }

  /// Asks the system to open `url`; the completion handler learns, on the main queue at the next
  /// turn of the run loop, whether some app opened it.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    let opened = openExternally(url, universalLinksOnly: options[.universalLinksOnly] as? Bool ?? false)
    guard let completion else { return }
    MainThread.current.enqueue { MainActor.assumeIsolated { completion(opened) } }
  }

  /// The async form of `open(_:options:completionHandler:)`.
  @discardableResult
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    await withCheckedContinuation { continuation in
      open(url, options: options) { continuation.resume(returning: $0) }
    }
  }

  /// Hands `url` to the app that opens it, if any (UIApplication's and UIScene's `open`), logging
  /// the request; answers whether it was opened.
  func openExternally(_ url: URL, universalLinksOnly: Bool) -> Bool {
    let opened = Self.opensInSafari(url) && !universalLinksOnly
    EventLog.shared.record(self, "open \(url.absoluteString)" + (opened ? "" : " (no app opens it)"))
    return opened
  }

  private static func opensInSafari(_ url: URL) -> Bool {
    ["http", "https"].contains(url.scheme?.lowercased() ?? "")
  }
}
