import Foundation

/// App Transport Security as iOS applies it to every load: a cleartext `http://` load is blocked
/// unless the Info.plist's `NSAppTransportSecurity` allows it — `NSAllowsArbitraryLoads` for every
/// host, `NSAllowsLocalNetworking` for `localhost` and `.local` names, or an entry of
/// `NSExceptionDomains` with `NSExceptionAllowsInsecureHTTPLoads` (its subdomains too with
/// `NSIncludesSubdomains`). A blocked load logs Apple's console line and fails with
/// `NSURLErrorAppTransportSecurityRequiresSecureConnection` (-1022).
package struct AppTransportSecurity: Sendable {
  /// The line iOS writes to the console when it blocks a load.
  package static let blockedMessage =
    "App Transport Security has blocked a cleartext HTTP (http://) resource load since it is insecure. "
    + "Temporary exceptions can be configured via your app's Info.plist file."

  private let allowsArbitraryLoads: Bool
  private let allowsLocalNetworking: Bool
  /// Domains that allow cleartext, lower case, with whether their subdomains do too.
  private let insecureDomains: [(domain: String, includesSubdomains: Bool)]

  /// The policy of an Info.plist's `NSAppTransportSecurity` dictionary (nil: the default, which
  /// allows no cleartext load).
  package init(_ settings: [String: Any]?) {
    allowsArbitraryLoads = Self.flag(settings?["NSAllowsArbitraryLoads"])
    allowsLocalNetworking = Self.flag(settings?["NSAllowsLocalNetworking"])
    let exceptions = settings?["NSExceptionDomains"] as? [String: Any] ?? [:]
    insecureDomains = exceptions.compactMap { domain, value in
      guard let entry = value as? [String: Any], Self.flag(entry["NSExceptionAllowsInsecureHTTPLoads"]) else {
        return nil
      }
      return (domain.lowercased(), Self.flag(entry["NSIncludesSubdomains"]))
    }
  }

  /// Whether a load of `url` may go ahead: anything but `http` is not ATS's concern.
  package func allows(_ url: URL) -> Bool {
    guard url.scheme?.lowercased() == "http" else { return true }
    if allowsArbitraryLoads { return true }
    let host = (url.host ?? "").lowercased()
    if allowsLocalNetworking, host == "localhost" || host.hasSuffix(".local") || !host.contains(".") { return true }
    return insecureDomains.contains { host == $0.domain || ($0.includesSubdomains && host.hasSuffix("." + $0.domain)) }
  }

  /// A property list Boolean: `<true/>`, or a number or string that says yes.
  private static func flag(_ value: Any?) -> Bool {
    switch value {
    case let flag as Bool: flag
    case let number as NSNumber: number.boolValue
    case let text as String: ["yes", "true", "1"].contains(text.lowercased())
    default: false
    }
  }
}
