import DriverProtocol
import Foundation
import Testing

@testable import UIKit

/// Every way a load fails, as the URLError iOS delivers: its code and Apple's text.
@MainActor
@Suite("URLSession — the URLError paths", .serialized)
struct URLErrorTests {
  private func load(_ url: String, timeout: TimeInterval? = nil, advancing seconds: Double = 1) -> Received {
    let received = Received()
    var request = URLRequest(url: NetworkWorld.url(url))
    if let timeout { request.timeoutInterval = timeout }
    URLSession.shared.dataTask(with: request, completionHandler: received.handler).resume()
    AppDriver.advance(seconds: seconds)
    return received
  }

  @Test("any other host: after the latency, NSURLErrorCannotFindHost (-1003)")
  func cannotFindHost() {
    NetworkWorld.reset()
    let received = load("https://example.org/todos")
    #expect(received.urlError?.code == .cannotFindHost)
    #expect(received.urlError?.errorCode == -1003)
    #expect(received.at == 100)
    #expect(received.error?.localizedDescription == "A server with the specified hostname could not be found.")
    #expect(received.urlError?.failingURL?.absoluteString == "https://example.org/todos")
    #expect(received.data == nil && received.response == nil)
    #expect(TestApp.log.contains("URLSession.error -1003 https://example.org/todos"))
  }

  @Test("a known host at a path no fixture answers: its server says 404")
  func unknownPath() {
    NetworkWorld.reset()
    let received = load("https://api.example.com/todo")
    #expect(received.status == 404)
    #expect(received.error == nil)
    #expect(VirtualNetwork.current.exchanges.first?.matchedFixture == false)
  }

  @Test("network off: NSURLErrorNotConnectedToInternet (-1009); on again, loads work")
  func offline() {
    NetworkWorld.reset()
    VirtualNetwork.current.apply(NetworkSettings(online: false))
    let received = load(NetworkWorld.todos.url)
    #expect(received.urlError?.code == .notConnectedToInternet)
    #expect(received.error?.localizedDescription == "The Internet connection appears to be offline.")
    VirtualNetwork.current.apply(NetworkSettings(online: true))
    #expect(load(NetworkWorld.todos.url).status == 200)
  }

  @Test("an answer slower than the request's timeout: NSURLErrorTimedOut (-1001) at the timeout, on the virtual clock")
  func requestTimeout() {
    var slow = NetworkWorld.todos
    slow.latencyMilliseconds = 5000
    NetworkWorld.reset([slow])
    let received = load(slow.url, timeout: 2, advancing: 10)
    #expect(received.urlError?.code == .timedOut)
    #expect(received.at == 2000)
    #expect(received.error?.localizedDescription == "The request timed out.")
  }

  @Test("the session configuration's timeoutIntervalForRequest applies to requests that set none")
  func sessionTimeout() {
    var slow = NetworkWorld.todos
    slow.latencyMilliseconds = 5000
    NetworkWorld.reset([slow])
    let configuration = URLSessionConfiguration.default
    configuration.timeoutIntervalForRequest = 1
    let received = Received()
    URLSession(configuration: configuration).dataTask(
      with: NetworkWorld.url(slow.url), completionHandler: received.handler
    )
    .resume()
    AppDriver.advance(seconds: 10)
    #expect(received.urlError?.code == .timedOut)
    #expect(received.at == 1000)
  }

  @Test("cancel(): the completion handler is still called, once, with NSURLErrorCancelled (-999), text \"cancelled\"")
  func cancel() {
    NetworkWorld.reset()
    let received = Received()
    let task = URLSession.shared.dataTask(
      with: NetworkWorld.url(NetworkWorld.todos.url), completionHandler: received.handler)
    task.resume()
    AppDriver.advance(seconds: 0.05)
    task.cancel()
    #expect(task.state == .canceling)
    AppDriver.advance(seconds: 1)
    #expect(received.calls == 1)
    #expect(received.urlError?.code == .cancelled)
    #expect(received.error?.localizedDescription == "cancelled")
    #expect(task.state == .completed)
  }

  @Test("a URL that is not http or https: NSURLErrorUnsupportedURL (-1002)")
  func unsupported() {
    NetworkWorld.reset()
    #expect(load("ftp://api.example.com/todos").urlError?.code == .unsupportedURL)
  }

  @Test("learner code catches them the way Apple's docs write it")
  func catching() {
    NetworkWorld.reset()
    VirtualNetwork.current.apply(NetworkSettings(online: false))
    let error = load(NetworkWorld.todos.url).error
    var caught = ""
    do {
      if let error { throw error }
    } catch let error as URLError where error.code == .notConnectedToInternet {
      caught = "offline"
    } catch {
      caught = "other"
    }
    #expect(caught == "offline")
    #expect((error as NSError?)?.domain == NSURLErrorDomain)
    #expect((error as NSError?)?.code == NSURLErrorNotConnectedToInternet)
  }
}
