import Foundation

extension URLSession {
  /// Loads a request and returns its data and response (iOS 15); a failed load throws its
  /// `URLError`.
  ///
  /// The load starts on the main actor, where the virtual network and its clock run, whichever
  /// context awaits it.
  @MainActor
  public func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (
    Data, URLResponse
  ) {
    let task = dataTask(with: request)
    // The continuation is made here, on the main actor, so the caller resumes there once the
    // network answers: deterministic, on the virtual clock. (A cancellation handler's operation
    // would run on the global executor, on a thread of its own, so there is none.)
    return try await withCheckedThrowingContinuation { continuation in
      task.asyncCompletion = { data, response, error in
        if let response, error == nil {
          continuation.resume(returning: (data ?? Data(), response))
        } else {
          continuation.resume(throwing: error ?? NetworkFailure.unsupportedURL.error(for: request.url))
        }
      }
      task.resume()
    }
  }

  /// Loads a URL and returns its data and response (iOS 15).
  @MainActor
  public func data(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) {
    try await data(for: URLRequest(url: url), delegate: delegate)
  }
}
