import DriverProtocol
import Foundation

@testable import UIKit

typealias URLSession = UIKit.URLSession
typealias URLRequest = UIKit.URLRequest
typealias URLResponse = UIKit.URLResponse
typealias HTTPURLResponse = UIKit.HTTPURLResponse
typealias URLSessionConfiguration = UIKit.URLSessionConfiguration

/// What a completion handler received, and where it ran.
final class Received: @unchecked Sendable {
  var calls = 0
  var data: Data?
  var response: URLResponse?
  var error: Error?
  var at: UInt64 = 0

  var urlError: URLError? { error as? URLError }
  var status: Int? { (response as? HTTPURLResponse)?.statusCode }

  /// A completion handler that records into this.
  var handler: @Sendable (Data?, URLResponse?, Error?) -> Void {
    { [self] data, response, error in
      calls += 1
      self.data = data
      self.response = response
      self.error = error
      at = MainThread.current.now / 1_000_000
    }
  }
}

enum NetworkWorld {
  static let todos = NetworkFixture(
    url: "https://api.example.com/todos", headers: [.init(name: "Content-Type", value: "application/json")],
    body: #"[{"id": 1, "title": "Buy eggs", "done": false}]"#)

  /// A fresh world whose network has these fixtures.
  @MainActor
  static func reset(_ fixtures: [NetworkFixture] = [todos], plist: [String: Any] = [:]) {
    AppDriver.reset()
    AppInfo.dictionary = plist
    VirtualNetwork.current.apply(NetworkSettings(fixtures: fixtures))
  }

  static func url(_ text: String) -> URL { URL(string: text) ?? URL(fileURLWithPath: "/") }
}
