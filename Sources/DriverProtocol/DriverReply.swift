/// The reply to one request: success with the snapshot after the step, or an error a person can
/// act on.
public struct DriverReply: Codable, Sendable, Equatable {
  public var id: Int
  public var ok: Bool
  public var error: String?
  public var snapshot: AppSnapshot?
  /// `defaults`: the app's UserDefaults as a JSON object.
  public var defaults: String?
  /// `swiftCheck`: every `expect(_:_:)` call the check made, in order.
  public var expectations: [SwiftExpectation]?
  /// The session's token, which the runner gave the app host before any learner code ran: a
  /// reply without it did not come from the driver.
  public var token: String?

  public init(
    id: Int, ok: Bool, error: String? = nil, snapshot: AppSnapshot? = nil, defaults: String? = nil,
    expectations: [SwiftExpectation]? = nil
  ) {
    self.id = id
    self.ok = ok
    self.error = error
    self.snapshot = snapshot
    self.defaults = defaults
    self.expectations = expectations
  }
}

/// One `expect(condition, message)` call in a Swift check: whether it held, and where it was
/// written (the lesson file and line, through the generated code's `#sourceLocation`).
public struct SwiftExpectation: Codable, Sendable, Equatable {
  public var passed: Bool
  public var message: String
  public var file: String
  public var line: Int

  public init(passed: Bool, message: String, file: String, line: Int) {
    self.passed = passed
    self.message = message
    self.file = file
    self.line = line
  }
}
