import Foundation

/// A load of a session, as Foundation's `URLSessionTask`: made suspended, started by `resume()`
/// (a task never resumed never loads, as on iOS), stopped by `cancel()`, which still calls the
/// completion handler, with `NSURLErrorCancelled`. Its answer reaches the completion handler (or
/// the session's delegate) on the session's delegate queue: a background queue unless the session
/// was made with `delegateQueue: .main`.
open class URLSessionTask: NSObject, @unchecked Sendable {
  /// `URLSessionTask.State`.
  public enum State: Int, Sendable {
    case running = 0, suspended = 1, canceling = 2, completed = 3
  }

  public let taskIdentifier: Int
  public let originalRequest: URLRequest?
  open private(set) var currentRequest: URLRequest?
  open private(set) var response: URLResponse?
  open private(set) var error: Error?
  open private(set) var state: State = .suspended
  open var taskDescription: String?
  open var priority: Float = 0.5
  open private(set) var countOfBytesReceived: Int64 = 0
  open private(set) var countOfBytesExpectedToReceive: Int64 = -1

  /// The session that made it, held until the task completes, as iOS holds it.
  private var session: URLSession?
  private var load: VirtualNetwork.Load?
  typealias Completion = (Data?, URLResponse?, Error?) -> Void
  /// The learner's completion handler, delivered on the delegate queue.
  private let completionHandler: Completion?
  /// The async functions' continuation, resumed where the load answers.
  var asyncCompletion: Completion?

  init(session: URLSession, request: URLRequest, identifier: Int, completionHandler: Completion?) {
    self.session = session
    self.taskIdentifier = identifier
    self.originalRequest = request
    self.currentRequest = request
    self.completionHandler = completionHandler
  }

  /// Starts the load (or goes on with a suspended one); does nothing once it is running or done.
  open func resume() {
    guard state == .suspended, load == nil, let request = currentRequest else {
      if state == .suspended, load != nil { state = .running }
      return
    }
    state = .running
    load = VirtualNetwork.current.load(request) { [self] result in finish(result) }
  }

  /// Stops the load; the completion handler is still called, with `NSURLErrorCancelled` (-999).
  open func cancel() {
    guard state == .running || state == .suspended else { return }
    state = .canceling
    if let load {
      load.cancel()
    } else {
      finish(.failure(NetworkFailure.cancelled.error(for: currentRequest?.url)))
    }
  }

  /// Holds the task; the virtual network answers when it is resumed again.
  open func suspend() {
    if state == .running { state = .suspended }
  }

  private func finish(_ result: Result<(response: HTTPURLResponse, data: Data), URLError>) {
    state = .completed
    load = nil
    var data: Data?
    switch result {
    case .success(let answer):
      response = answer.response
      data = answer.data
      countOfBytesReceived = Int64(answer.data.count)
      countOfBytesExpectedToReceive = answer.response.expectedContentLength
    case .failure(let failure):
      error = failure
    }
    let (response, error) = (self.response, self.error)
    if let asyncCompletion {
      self.asyncCompletion = nil
      asyncCompletion(data, response, error)
    } else if let session {
      let handler = completionHandler
      session.deliver { [self] in
        if let handler {
          handler(data, response, error)
        } else {
          session.tellDelegate(task: self, data: data, error: error)
        }
      }
    }
    session = nil
  }
}

/// A task that loads a URL's contents into memory, as Foundation's `URLSessionDataTask`.
open class URLSessionDataTask: URLSessionTask, @unchecked Sendable {}
