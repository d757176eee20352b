import DriverProtocol
import Foundation
import Testing

@testable import UIKit

/// App Transport Security: a cleartext http:// load is blocked with Apple's console line and
/// NSURLErrorAppTransportSecurityRequiresSecureConnection (-1022), unless the Info.plist's
/// NSAppTransportSecurity allows it.
@MainActor
@Suite("App Transport Security", .serialized)
struct AppTransportSecurityTests {
  private static let plain = NetworkFixture(url: "http://legacy.example.com/feed", body: "ok")

  private func load(plist: [String: Any], url: String = plain.url) -> Received {
    NetworkWorld.reset(
      [Self.plain, NetworkFixture(url: "http://api.legacy.example.com/feed", body: "sub")], plist: plist)
    let received = Received()
    URLSession.shared.dataTask(with: NetworkWorld.url(url), completionHandler: received.handler).resume()
    AppDriver.advance(seconds: 1)
    return received
  }

  @Test("with no exception, http:// fails with -1022 and the console line as a warning")
  func blocked() {
    let received = load(plist: [:])
    #expect(received.urlError?.code == .appTransportSecurityRequiresSecureConnection)
    #expect(received.urlError?.errorCode == -1022)
    #expect(
      received.error?.localizedDescription
        == "The resource could not be loaded because the App Transport Security policy requires the use of a secure connection."
    )
    #expect(
      TestApp.log.contains(
        "Warning: App Transport Security has blocked a cleartext HTTP (http://) resource load since it is insecure. "
          + "Temporary exceptions can be configured via your app's Info.plist file."))
  }

  @Test("NSAllowsArbitraryLoads lets every cleartext load through")
  func arbitraryLoads() {
    #expect(load(plist: ["NSAppTransportSecurity": ["NSAllowsArbitraryLoads": true]]).status == 200)
  }

  @Test(
    "NSExceptionDomains with NSExceptionAllowsInsecureHTTPLoads: that domain only; subdomains with NSIncludesSubdomains"
  )
  func exceptionDomains() {
    let domainOnly: [String: Any] = [
      "NSAppTransportSecurity": [
        "NSExceptionDomains": ["legacy.example.com": ["NSExceptionAllowsInsecureHTTPLoads": true]]
      ]
    ]
    #expect(load(plist: domainOnly).status == 200)
    #expect(load(plist: domainOnly, url: "http://api.legacy.example.com/feed").urlError?.errorCode == -1022)
    let withSubdomains: [String: Any] = [
      "NSAppTransportSecurity": [
        "NSExceptionDomains": [
          "legacy.example.com": ["NSExceptionAllowsInsecureHTTPLoads": true, "NSIncludesSubdomains": true]
        ]
      ]
    ]
    #expect(load(plist: withSubdomains, url: "http://api.legacy.example.com/feed").status == 200)
  }

  @Test("https is not ATS's concern")
  func secure() {
    #expect(AppTransportSecurity(nil).allows(NetworkWorld.url("https://example.com")))
    #expect(!AppTransportSecurity(nil).allows(NetworkWorld.url("http://example.com")))
  }
}
