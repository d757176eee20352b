import Foundation
import Testing

@testable import UIKit

/// `UIApplication.open(_:options:completionHandler:)` and `canOpenURL(_:)` (Apple: "Attempts to
/// asynchronously open the resource at the specified URL"; the completion handler is called on
/// the main queue with whether the URL was opened): Safari opens web addresses; no app on the
/// runtime's phone opens other schemes.
@MainActor
@Suite("UIApplication — opening URLs", .serialized)
struct OpenURLTests {
  @Test("a web address opens in Safari: logged, and the completion handler says true at the next turn")
  func webAddress() throws {
    TestApp.reset()
    let url = try #require(URL(string: "https://www.swift.org/"))
    #expect(UIApplication.shared.canOpenURL(url))
    var opened: Bool?
    UIApplication.shared.open(url) { opened = $0 }
    #expect(opened == nil, "the handler runs later, not inside open")
    MainThread.current.runCurrentTurn()
    #expect(opened == true)
    #expect(TestApp.log.contains("UIApplication.open https://www.swift.org/"))
  }

  @Test("another scheme, or universal links only, opens nothing and the handler says false")
  func otherSchemes() throws {
    TestApp.reset()
    let mail = try #require(URL(string: "mailto:hi@example.com"))
    #expect(!UIApplication.shared.canOpenURL(mail))
    var results: [Bool] = []
    UIApplication.shared.open(mail, options: [:]) { results.append($0) }
    let web = try #require(URL(string: "https://www.swift.org/"))
    UIApplication.shared.open(web, options: [.universalLinksOnly: true]) { results.append($0) }
    MainThread.current.runCurrentTurn()
    #expect(results == [false, false])
    #expect(TestApp.log.contains("UIApplication.open mailto:hi@example.com (no app opens it)"))
  }

  @Test("a scene opens URLs as the application does")
  func sceneOpens() throws {
    TestApp.reset()
    let scene = UIWindowScene()
    var results: [Bool] = []
    scene.open(try #require(URL(string: "https://www.swift.org/")), options: nil) { results.append($0) }
    scene.open(try #require(URL(string: "mailto:hi@example.com")), options: nil) { results.append($0) }
    MainThread.current.runCurrentTurn()
    #expect(results == [true, false])
  }
}
