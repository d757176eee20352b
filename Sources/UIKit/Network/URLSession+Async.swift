import Foundation

extension URLSession {
  /// Loads a request and returns its data and response (iOS 15); a failed load throws its
  /// `URLError`, and cancelling the calling task cancels the load (`NSURLErrorCancelled`).
  public func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (
    Data, URLResponse
  ) {
    let task = dataTask(with: request)
    let unsafeTask = task
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        unsafeTask.asyncCompletion = { data, response, error in
          if let response, error == nil {
            continuation.resume(returning: (data ?? Data(), response))
          } else {
            continuation.resume(throwing: error ?? NetworkFailure.unsupportedURL.error(for: request.url))
          }
        }
        unsafeTask.resume()
      }
    } onCancel: {
      unsafeTask.cancel()
    }
  }

  /// Loads a URL and returns its data and response (iOS 15).
  public func data(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) {
    try await data(for: URLRequest(url: url), delegate: delegate)
  }
}
