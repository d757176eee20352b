import Foundation

/// A session that loads URLs, as Foundation's `URLSession`, on the app's virtual network
/// (VirtualNetwork): `shared`, or made with a configuration, a delegate and a delegate queue.
/// Completion handlers and delegate calls run on the delegate queue — a background queue
/// ("com.apple.NSURLSession-delegate") unless it is `OperationQueue.main` — so UIKit touched
/// there is touched off the main thread, as on iOS.
open class URLSession: NSObject, @unchecked Sendable {
  /// The shared session: the default configuration, no delegate.
  public static let shared = URLSession(configuration: .default)

  /// A copy of the configuration the session was made with.
  public let configuration: URLSessionConfiguration
  /// The delegate, held strongly until the session is invalidated, as on iOS.
  open private(set) var delegate: URLSessionDelegate?
  public let delegateQueue: OperationQueue
  open var sessionDescription: String?
  private let deliversOnMain: Bool
  private var nextIdentifier = 1
  private var isInvalidated = false

  /// The queue completion handlers run on when the session has no main delegate queue.
  private let backgroundQueue = DispatchQueue(label: "com.apple.NSURLSession-delegate")

  public convenience init(configuration: URLSessionConfiguration) {
    self.init(configuration: configuration, delegate: nil, delegateQueue: nil)
  }

  public init(
    configuration: URLSessionConfiguration, delegate: URLSessionDelegate?, delegateQueue queue: OperationQueue?
  ) {
    self.configuration = configuration.copy() as? URLSessionConfiguration ?? configuration
    self.delegate = delegate
    self.deliversOnMain = queue === OperationQueue.main
    self.delegateQueue = queue ?? OperationQueue()
  }

  open func dataTask(with url: URL) -> URLSessionDataTask { dataTask(with: URLRequest(url: url)) }

  open func dataTask(with request: URLRequest) -> URLSessionDataTask { makeTask(request, nil) }

  @preconcurrency
  open func dataTask(
    with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, Error?) -> Void
  ) -> URLSessionDataTask {
    makeTask(URLRequest(url: url), completionHandler)
  }

  @preconcurrency
  open func dataTask(
    with request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, Error?) -> Void
  ) -> URLSessionDataTask {
    makeTask(request, completionHandler)
  }

  /// Lets running tasks finish, then lets go of the delegate.
  open func finishTasksAndInvalidate() { invalidate() }

  /// Cancels the session's tasks and lets go of the delegate.
  open func invalidateAndCancel() { invalidate() }

  private func invalidate() {
    guard !isInvalidated, self !== URLSession.shared else { return }
    isInvalidated = true
    deliver { [self] in
      delegate?.urlSession(self, didBecomeInvalidWithError: nil)
      delegate = nil
    }
  }

  private func makeTask(_ request: URLRequest, _ handler: URLSessionTask.Completion?) -> URLSessionDataTask {
    defer { nextIdentifier += 1 }
    return URLSessionDataTask(
      session: self, request: prepared(request), identifier: nextIdentifier, completionHandler: handler)
  }

  /// The request as the session sends it: its headers, and its timeout unless the request set one.
  func prepared(_ request: URLRequest) -> URLRequest {
    var sent = request
    for (key, value) in configuration.httpAdditionalHeaders ?? [:] {
      guard let name = key.base as? String, sent.value(forHTTPHeaderField: name) == nil else { continue }
      sent.setValue("\(value)", forHTTPHeaderField: name)
    }
    if !request.timeoutWasSet { sent.timeoutInterval = configuration.timeoutIntervalForRequest }
    return sent
  }

  /// The queue completion handlers and delegate calls run on: the main queue for a session made
  /// with `delegateQueue: .main`, else the session's background queue.
  package var deliveryQueue: DispatchQueue { deliversOnMain ? DispatchQueue.main : backgroundQueue }

  /// Runs `work` on the delegate queue.
  func deliver(_ work: @escaping () -> Void) {
    nonisolated(unsafe) let work = work
    deliveryQueue.async { work() }
  }

  /// A task made without a completion handler tells the delegate its data, then that it completed.
  func tellDelegate(task: URLSessionTask, data: Data?, error: Error?) {
    if let data, let dataTask = task as? URLSessionDataTask, let delegate = delegate as? URLSessionDataDelegate {
      delegate.urlSession(self, dataTask: dataTask, didReceive: data)
    }
    (delegate as? URLSessionTaskDelegate)?.urlSession(self, task: task, didCompleteWithError: error)
  }
}
