import Foundation

/// A session's delegate, as Foundation's `URLSessionDelegate`; the runtime calls
/// `urlSession(_:didBecomeInvalidWithError:)` after `finishTasksAndInvalidate()` or
/// `invalidateAndCancel()`.
public protocol URLSessionDelegate: NSObjectProtocol, Sendable {
  func urlSession(_ session: URLSession, didBecomeInvalidWithError error: Error?)
}

extension URLSessionDelegate {
  public func urlSession(_ session: URLSession, didBecomeInvalidWithError error: Error?) {}
}

/// A task's delegate, as Foundation's `URLSessionTaskDelegate`: told when a task completes.
public protocol URLSessionTaskDelegate: URLSessionDelegate {
  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?)
}

extension URLSessionTaskDelegate {
  public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {}
}

/// A data task's delegate, as Foundation's `URLSessionDataDelegate`: given the data of a task
/// made without a completion handler.
public protocol URLSessionDataDelegate: URLSessionTaskDelegate {
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data)
}

extension URLSessionDataDelegate {
  public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {}
}
