internal import DriverProtocol
import Foundation

extension VirtualNetwork {
  /// A load in flight: it completes once, with its answer or, after `cancel()`, with
  /// `NSURLErrorCancelled` (-999) at the next turn of the run loop, as a cancelled task's
  /// completion handler is called on iOS.
  package final class Load: @unchecked Sendable {
    private var finish: ((Load, Answer) -> Void)?

    init(finish: @escaping (Load, Answer) -> Void) {
      self.finish = finish
    }

    /// Whether the load has its answer (or was cancelled).
    package var isFinished: Bool { finish == nil }

    /// Stops the load: its completion gets `NSURLErrorCancelled` at the next turn; after the
    /// answer came, nothing happens.
    package func cancel() {
      guard let finish else { return }
      self.finish = nil
      MainThread.current.schedule(afterNanoseconds: 0) { finish(self, .failure(.cancelled)) }
    }

    func complete(with answer: Answer) {
      guard let finish else { return }
      self.finish = nil
      finish(self, answer)
    }
  }

  /// How the virtual network answers a load.
  enum Answer {
    case fixture(NetworkFixture)
    /// A host the fixtures know, at a path they do not: its server answers 404.
    case notFound
    case failure(NetworkFailure)

    var isFixture: Bool {
      if case .fixture = self { return true }
      return false
    }

    /// The response and body, or the failure.
    func response(for url: URL?) -> Result<(response: HTTPURLResponse, data: Data), NetworkFailure> {
      let responseURL = url ?? URL(fileURLWithPath: "/")
      switch self {
      case .failure(let failure): return .failure(failure)
      case .notFound:
        let headers = ["Content-Type": "text/plain; charset=utf-8", "Content-Length": "0"]
        return Self.http(responseURL, status: 404, headers: headers, data: Data())
      case .fixture(let fixture):
        let data = Data(fixture.body.utf8)
        var headers: [String: String] = [:]
        for header in fixture.headers { headers[header.name] = header.value }
        if !headers.keys.contains(where: { $0.lowercased() == "content-length" }) {
          headers["Content-Length"] = String(data.count)
        }
        return Self.http(responseURL, status: fixture.status, headers: headers, data: data)
      }
    }

    private static func http(_ url: URL, status: Int, headers: [String: String], data: Data)
      -> Result<(response: HTTPURLResponse, data: Data), NetworkFailure>
    {
      guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
      else { return .failure(.unsupportedURL) }
      return .success((response, data))
    }
  }
}
