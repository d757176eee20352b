/// One request from the tool to the app process: a JSON object on one line.
///
/// `op` names a primitive operation (`launch`, `advance`, `tap`, `snapshot`, …); the other
/// fields are that operation's arguments. Every request gets exactly one reply.
public struct DriverRequest: Codable, Sendable, Equatable {
  public var id: Int
  public var op: String
  /// `launch`: the host controller class to make the window's root (else the app delegate's own).
  public var root: String?
  /// `launch`: wrap the root in a navigation controller.
  public var navigation: Bool?
  /// `launch`: a tab bar controller holding these host controllers (`launch tabs A, B`).
  public var tabs: [TabSpec]?
  /// `advance`: virtual milliseconds to move the clock by.
  public var milliseconds: Int64?
  /// `tap`: the element's id in the latest snapshot.
  public var element: Int?
  /// `tapPoint`: a point in window coordinates.
  public var x: Double?
  public var y: Double?
  /// `rotate`: true for landscape.
  public var landscape: Bool?
  /// `slide`: the slider's new value.
  public var value: Double?
  /// `swiftCheck`: which of the lesson's Swift checks to run (its number in the exercise).
  public var check: Int?
  /// `type`: the characters to type into the first responder.
  public var text: String?
  /// `launch`, `swiftCheck`: the device to run on (`iphone-se`, `iphone-8`, `iphone-15`, `ipad`).
  public var device: String?
  /// `scroll`: the row and section to bring into view.
  public var row: Int?
  public var section: Int?

  public init(
    id: Int, op: String, root: String? = nil, navigation: Bool? = nil, tabs: [TabSpec]? = nil,
    milliseconds: Int64? = nil,
    element: Int? = nil, x: Double? = nil, y: Double? = nil, landscape: Bool? = nil, value: Double? = nil,
    check: Int? = nil, text: String? = nil, device: String? = nil, row: Int? = nil, section: Int? = nil
  ) {
    self.id = id
    self.op = op
    self.root = root
    self.navigation = navigation
    self.tabs = tabs
    self.milliseconds = milliseconds
    self.element = element
    self.x = x
    self.y = y
    self.landscape = landscape
    self.value = value
    self.check = check
    self.text = text
    self.device = device
    self.row = row
    self.section = section
  }
}

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

/// One tab of `launch tabs A, B`: a host controller class, optionally in a navigation controller.
public struct TabSpec: Codable, Sendable, Equatable {
  public var root: String
  public var navigation: Bool?

  public init(root: String, navigation: Bool? = nil) {
    self.root = root
    self.navigation = navigation
  }
}
