import DriverProtocol
import Foundation
import Testing

@testable import UIKit

/// URLSession on the virtual network: a data task loads nothing until `resume()`; its answer
/// comes after the latency on the virtual clock, to the completion handler on the session's
/// delegate queue; the response carries the fixture's status, headers and body.
@MainActor
@Suite("URLSession — data tasks on the virtual network", .serialized)
struct URLSessionTests {
  @Test("a data task answers after 100 ms of virtual time with the fixture's status, headers and body")
  func answersAfterLatency() throws {
    NetworkWorld.reset()
    let received = Received()
    let task = URLSession.shared.dataTask(
      with: NetworkWorld.url("https://api.example.com/todos"), completionHandler: received.handler)
    #expect(task.state == .suspended)
    task.resume()
    #expect(task.state == .running)
    AppDriver.advance(seconds: 0.099)
    #expect(received.calls == 0)
    AppDriver.advance(seconds: 0.001)
    #expect(received.calls == 1)
    #expect(received.at == 100)
    #expect(task.state == .completed)
    let response = try #require(received.response as? HTTPURLResponse)
    #expect(response.statusCode == 200)
    #expect(response.value(forHTTPHeaderField: "content-type") == "application/json")
    #expect(response.mimeType == "application/json")
    #expect(response.expectedContentLength == Int64(NetworkWorld.todos.body.utf8.count))
    #expect(received.data.map { String(decoding: $0, as: UTF8.self) } == NetworkWorld.todos.body)
    #expect(received.error == nil)
    #expect(
      TestApp.log(matching: "URLSession.") == [
        "URLSession.request GET https://api.example.com/todos", "URLSession.response 200 https://api.example.com/todos",
      ])
  }

  @Test("a task that is never resumed never loads (the classic forgotten resume())")
  func forgottenResume() {
    NetworkWorld.reset()
    let received = Received()
    _ = URLSession.shared.dataTask(
      with: NetworkWorld.url("https://api.example.com/todos"), completionHandler: received.handler)
    AppDriver.advance(seconds: 5)
    #expect(received.calls == 0)
    #expect(VirtualNetwork.current.exchanges.isEmpty)
  }

  @Test(
    "completion handlers run on the session's background delegate queue; with delegateQueue: .main, on the main queue")
  func delegateQueue() {
    NetworkWorld.reset()
    #expect(URLSession.shared.deliveryQueue.label == "com.apple.NSURLSession-delegate")
    let onMain = URLSession(configuration: .default, delegate: nil, delegateQueue: OperationQueue.main)
    #expect(onMain.deliveryQueue === UIKit.DispatchQueue.main)
  }

  @Test("a fixture's latency= and `network latency` set when the answer comes")
  func latency() {
    var slow = NetworkWorld.todos
    slow.latencyMilliseconds = 300
    NetworkWorld.reset([slow])
    let first = Received()
    URLSession.shared.dataTask(with: NetworkWorld.url(slow.url), completionHandler: first.handler).resume()
    AppDriver.advance(seconds: 1)
    #expect(first.at == 300)
    VirtualNetwork.current.apply(NetworkSettings(latencyMilliseconds: 2000))
    let second = Received()
    URLSession.shared.dataTask(with: NetworkWorld.url(slow.url), completionHandler: second.handler).resume()
    AppDriver.advance(seconds: 1.9)
    #expect(second.calls == 0)
    AppDriver.advance(seconds: 0.1)
    #expect(second.calls == 1)
  }

  @Test(
    "URLRequest: method, headers (case-insensitive, added, session's additional headers) and body reach the network")
  func request() throws {
    NetworkWorld.reset([
      NetworkFixture(method: "POST", url: "https://api.example.com/todos", status: 201, reason: "Created")
    ])
    var request = URLRequest(url: NetworkWorld.url("https://api.example.com/todos"))
    #expect(request.httpMethod == "GET")
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.addValue("gzip", forHTTPHeaderField: "accept-encoding")
    request.addValue("br", forHTTPHeaderField: "Accept-Encoding")
    request.httpBody = Data(#"{"title":"Milk"}"#.utf8)
    #expect(request.value(forHTTPHeaderField: "content-type") == "application/json")
    #expect(request.value(forHTTPHeaderField: "ACCEPT-ENCODING") == "gzip,br")
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpAdditionalHeaders = ["Authorization": "Bearer abc"]
    let session = URLSession(configuration: configuration)
    let received = Received()
    let task = session.dataTask(with: request, completionHandler: received.handler)
    #expect(task.currentRequest?.value(forHTTPHeaderField: "Authorization") == "Bearer abc")
    task.resume()
    AppDriver.advance(seconds: 1)
    #expect(received.status == 201)
    let exchange = try #require(VirtualNetwork.current.exchanges.first)
    #expect(exchange.method == "POST")
    #expect(exchange.body == #"{"title":"Milk"}"#)
    #expect(exchange.matchedFixture)
  }

  @Test("HTTPURLResponse.localizedString(forStatusCode:) words codes as Foundation does")
  func statusWords() {
    #expect(HTTPURLResponse.localizedString(forStatusCode: 404) == "not found")
    #expect(HTTPURLResponse.localizedString(forStatusCode: 200) == "no error")
    #expect(HTTPURLResponse.localizedString(forStatusCode: 299) == "success")
  }
}

/// The classic networking bug: UIKit touched in a completion handler, which runs on the
/// session's background delegate queue, is reported by the Main Thread Checker; through
/// `DispatchQueue.main.async`, or with `delegateQueue: .main`, it is not.
@MainActor
@Suite("URLSession — completion handlers and the main thread", .serialized)
struct URLSessionMainThreadTests {
  private func setLabel(in session: URLSession, hopping: Bool) -> [String] {
    NetworkWorld.reset()
    let label = UILabel()
    let unsafeLabel = label
    session.dataTask(with: NetworkWorld.url(NetworkWorld.todos.url)) { data, _, _ in
      if hopping {
        UIKit.DispatchQueue.main.async { unsafeLabel.text = "\(data?.count ?? 0) bytes" }
      } else {
        MainActor.assumeIsolated { unsafeLabel.text = "\(data?.count ?? 0) bytes" }
      }
    }.resume()
    AppDriver.advance(seconds: 1)
    #expect(label.text == "\(NetworkWorld.todos.body.utf8.count) bytes")
    return TestApp.log(matching: "Main Thread Checker")
  }

  @Test("a label set in URLSession.shared's completion handler: the Main Thread Checker's warning")
  func backgroundQueue() {
    #expect(
      setLabel(in: URLSession.shared, hopping: false) == [
        "Warning: Main Thread Checker: UI API called on a background thread: -[UILabel setText:]"
      ])
  }

  @Test("through DispatchQueue.main.async, or on a session whose delegate queue is .main: no warning")
  func cures() {
    #expect(setLabel(in: URLSession.shared, hopping: true).isEmpty)
    let onMain = URLSession(configuration: .default, delegate: nil, delegateQueue: OperationQueue.main)
    #expect(setLabel(in: onMain, hopping: false).isEmpty)
  }
}
