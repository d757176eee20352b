/// A request's JSON line: flat, so a person can type one, with `op` naming the command and the
/// command's arguments beside it (`{"id":2,"op":"scroll","element":7,"row":12,"section":0}`).
///
/// Decoding checks what the app host would otherwise check at run time: an unknown `op`, or an
/// argument missing or of the wrong kind, throws a `DriverRequestError` that names the operation
/// and the argument. Arguments with a default may be left out: `launch`'s (the app delegate's
/// window, the current device), `rotate`'s `landscape` (true), `scroll`'s `row` and `section` (0),
/// `delete`'s `count` (1).
extension DriverRequest: Codable {
  /// The line's fields: `id`, `op`, and every operation's arguments.
  enum CodingKeys: String, CodingKey {
    case id, op, root, navigation, tabs, milliseconds, element, x, y, landscape, value, check, text, device, row
    case section, count
    case component, toX, toY, direction, scale
    case link
    case fixtures, online
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    guard let name = try? container.decodeIfPresent(String.self, forKey: .op) else {
      throw DriverRequestError.missingOperation
    }
    guard let operation = DriverCommand.Operation(rawValue: name) else {
      throw DriverRequestError.unknownOperation(name)
    }
    command = try DriverCommand(operation, RequestArguments(container: container, operation: operation))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(command.operation.rawValue, forKey: .op)
    try command.encodeArguments(into: &container)
  }
}

extension DriverCommand {
  /// Reads `operation`'s arguments.
  fileprivate init(_ operation: Operation, _ arguments: RequestArguments) throws(DriverRequestError) {
    switch operation {
    case .launch: self = .launch(root: try arguments.launchRoot(), device: try arguments.optional(.device))
    case .advance: self = .advance(milliseconds: try arguments.required(.milliseconds))
    case .stall: self = .stall(milliseconds: try arguments.required(.milliseconds))
    case .tap: self = .tap(element: try arguments.required(.element))
    case .tapPoint: self = .tapPoint(x: try arguments.required(.x), y: try arguments.required(.y))
    case .tapLink: self = .tapLink(element: try arguments.required(.element), link: try arguments.required(.link))
    case .slide: self = .slide(element: try arguments.required(.element), value: try arguments.required(.value))
    case .type: self = .type(text: try arguments.required(.text))
    case .select:
      self = .select(
        element: try arguments.required(.element), title: try arguments.required(.text),
        component: try arguments.optional(.component))
    case .step:
      self = .step(
        element: try arguments.required(.element), up: try arguments.direction(),
        count: try arguments.optional(.count) ?? 1)
    case .setValue: self = .setValue(element: try arguments.required(.element), value: try arguments.required(.value))
    case .setDate: self = .setDate(element: try arguments.required(.element), date: try arguments.required(.text))
    case .pressReturn: self = .pressReturn
    case .deleteBackward: self = .deleteBackward(count: try arguments.optional(.count) ?? 1)
    case .clear: self = .clear(element: try arguments.required(.element))
    case .scroll:
      self = .scroll(
        element: try arguments.required(.element), row: try arguments.optional(.row) ?? 0,
        section: try arguments.optional(.section) ?? 0)
    case .swipe: self = .swipe(element: try arguments.required(.element))
    case .swipeDown: self = .swipeDown(element: try arguments.required(.element))
    case .doubleTap: self = .doubleTap(element: try arguments.required(.element))
    case .longPress:
      self = .longPress(element: try arguments.required(.element), milliseconds: try arguments.required(.milliseconds))
    case .drag:
      self = .drag(
        element: try arguments.required(.element), x: try arguments.required(.x), y: try arguments.required(.y))
    case .dragPoints:
      self = .dragPoints(
        x: try arguments.required(.x), y: try arguments.required(.y), toX: try arguments.required(.toX),
        toY: try arguments.required(.toY))
    case .swipeView:
      self = .swipeView(element: try arguments.required(.element), direction: try arguments.required(.direction))
    case .pinch: self = .pinch(element: try arguments.required(.element), scale: try arguments.required(.scale))
    case .back: self = .back
    case .background: self = .background
    case .foreground: self = .foreground
    case .interrupt: self = .interrupt
    case .resume: self = .resume
    case .memoryWarning: self = .memoryWarning
    case .rotate: self = .rotate(landscape: try arguments.optional(.landscape) ?? true)
    case .snapshot: self = .snapshot
    case .defaults: self = .defaults
    case .swiftCheck:
      self = .swiftCheck(number: try arguments.required(.check), device: try arguments.optional(.device))
    case .network:
      self = .network(
        NetworkSettings(
          fixtures: try arguments.optional(.fixtures), online: try arguments.optional(.online),
          latencyMilliseconds: try arguments.optional(.milliseconds)))
    case .terminate: self = .terminate
    case .quit: self = .quit
    }
  }

  /// Writes the arguments beside `op`.
  fileprivate func encodeArguments(into container: inout KeyedEncodingContainer<DriverRequest.CodingKeys>) throws {
    switch self {
    case .launch(let root, let device):
      switch root {
      case .appDelegate: break
      case .controller(let controller):
        try container.encode(controller.className, forKey: .root)
        try container.encode(controller.inNavigation, forKey: .navigation)
      case .tabs(let tabs): try container.encode(tabs, forKey: .tabs)
      }
      try container.encodeIfPresent(device, forKey: .device)
    case .advance(let milliseconds), .stall(let milliseconds):
      try container.encode(milliseconds, forKey: .milliseconds)
    case .deleteBackward(let count): try container.encode(count, forKey: .count)
    case .tap(let element), .clear(let element), .swipe(let element), .swipeDown(let element):
      try container.encode(element, forKey: .element)
    case .tapPoint(let x, let y):
      try container.encode(x, forKey: .x)
      try container.encode(y, forKey: .y)
    case .tapLink(let element, let link):
      try container.encode(element, forKey: .element)
      try container.encode(link, forKey: .link)
    case .slide(let element, let value):
      try container.encode(element, forKey: .element)
      try container.encode(value, forKey: .value)
    case .type(let text): try container.encode(text, forKey: .text)
    case .select(let element, let title, let component):
      try container.encode(element, forKey: .element)
      try container.encode(title, forKey: .text)
      try container.encodeIfPresent(component, forKey: .component)
    case .step(let element, let up, let count):
      try container.encode(element, forKey: .element)
      try container.encode(up ? "up" : "down", forKey: .direction)
      try container.encode(count, forKey: .count)
    case .setValue(let element, let value):
      try container.encode(element, forKey: .element)
      try container.encode(value, forKey: .value)
    case .setDate(let element, let date):
      try container.encode(element, forKey: .element)
      try container.encode(date, forKey: .text)
    case .scroll(let element, let row, let section):
      try container.encode(element, forKey: .element)
      try container.encode(row, forKey: .row)
      try container.encode(section, forKey: .section)
    case .rotate(let landscape): try container.encode(landscape, forKey: .landscape)
    case .doubleTap, .longPress, .drag, .dragPoints, .swipeView, .pinch:
      try encodeGestureArguments(into: &container)
    case .swiftCheck(let number, let device):
      try container.encode(number, forKey: .check)
      try container.encodeIfPresent(device, forKey: .device)
    case .network(let settings):
      try container.encodeIfPresent(settings.fixtures, forKey: .fixtures)
      try container.encodeIfPresent(settings.online, forKey: .online)
      try container.encodeIfPresent(settings.latencyMilliseconds, forKey: .milliseconds)
    case .pressReturn, .back, .background, .foreground, .interrupt, .resume, .memoryWarning, .snapshot, .defaults,
      .terminate, .quit:
      break
    }
  }
}

extension DriverCommand {
  /// The gesture operations' arguments.
  fileprivate func encodeGestureArguments(into container: inout KeyedEncodingContainer<DriverRequest.CodingKeys>)
    throws
  {
    switch self {
    case .doubleTap(let element): try container.encode(element, forKey: .element)
    case .longPress(let element, let milliseconds):
      try container.encode(element, forKey: .element)
      try container.encode(milliseconds, forKey: .milliseconds)
    case .drag(let element, let x, let y):
      try container.encode(element, forKey: .element)
      try container.encode(x, forKey: .x)
      try container.encode(y, forKey: .y)
    case .dragPoints(let x, let y, let toX, let toY):
      try container.encode(x, forKey: .x)
      try container.encode(y, forKey: .y)
      try container.encode(toX, forKey: .toX)
      try container.encode(toY, forKey: .toY)
    case .swipeView(let element, let direction):
      try container.encode(element, forKey: .element)
      try container.encode(direction, forKey: .direction)
    case .pinch(let element, let scale):
      try container.encode(element, forKey: .element)
      try container.encode(scale, forKey: .scale)
    default:
      break
    }
  }
}

/// One request's arguments, read for its operation: a missing or ill-typed one is a
/// `DriverRequestError` naming both.
private struct RequestArguments {
  let container: KeyedDecodingContainer<DriverRequest.CodingKeys>
  let operation: DriverCommand.Operation

  func required<Value: DriverArgument>(_ key: DriverRequest.CodingKeys) throws(DriverRequestError) -> Value {
    guard let value: Value = try optional(key) else {
      throw .missingArgument(operation: operation, argument: key.stringValue)
    }
    return value
  }

  /// The argument, or nil when the line leaves it out or gives null.
  func optional<Value: DriverArgument>(_ key: DriverRequest.CodingKeys) throws(DriverRequestError) -> Value? {
    do {
      return try container.decodeIfPresent(Value.self, forKey: key)
    } catch {
      throw .invalidArgument(operation: operation, argument: key.stringValue, expected: Value.kind, found: found(key))
    }
  }

  /// `step`'s `direction`: `up` (the default) or `down`.
  func direction() throws(DriverRequestError) -> Bool {
    guard let direction: String = try optional(.direction) else { return true }
    guard direction == "up" || direction == "down" else {
      throw .invalidArgument(
        operation: operation, argument: "direction", expected: "up or down", found: "\"\(direction)\"")
    }
    return direction == "up"
  }

  /// `launch`'s root: `tabs` if given, else `root` (with `navigation`), else the app delegate's.
  func launchRoot() throws(DriverRequestError) -> LaunchRoot {
    if let tabs: [HostedController] = try optional(.tabs) { return .tabs(tabs) }
    guard let className: String = try optional(.root) else { return .appDelegate }
    return .controller(HostedController(className: className, inNavigation: try optional(.navigation) ?? false))
  }

  /// The value at `key` as it is written, when it is a string, a Boolean or a number.
  private func found(_ key: DriverRequest.CodingKeys) -> String? {
    if let text = try? container.decode(String.self, forKey: key) { return "\"\(text)\"" }
    if let flag = try? container.decode(Bool.self, forKey: key) { return String(flag) }
    guard let number = try? container.decode(Double.self, forKey: key) else { return nil }
    return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
  }
}

/// A kind of value an argument holds, and how an error message names it.
private protocol DriverArgument: Decodable {
  static var kind: String { get }
}

extension Int: DriverArgument {
  fileprivate static var kind: String { "a whole number" }
}

extension Int64: DriverArgument {
  fileprivate static var kind: String { "a whole number" }
}

extension Double: DriverArgument {
  fileprivate static var kind: String { "a number" }
}

extension Bool: DriverArgument {
  fileprivate static var kind: String { "true or false" }
}

extension String: DriverArgument {
  fileprivate static var kind: String { "a string" }
}

extension SwipeDirection: DriverArgument {
  fileprivate static var kind: String { "left, right, up or down" }
}

extension DeviceModel: DriverArgument {
  fileprivate static var kind: String { "one of \(names)" }
}

extension Array: DriverArgument where Element: DriverListElement {
  fileprivate static var kind: String { Element.listKind }
}

/// What a list argument holds, and how an error message names the list.
private protocol DriverListElement: Decodable {
  static var listKind: String { get }
}

extension HostedController: DriverListElement {
  fileprivate static var listKind: String { #"a list of {"root": "ClassName", "navigation": true} objects"# }
}

extension NetworkFixture: DriverListElement {
  fileprivate static var listKind: String { #"a list of {"method", "url", "status", "headers", "body"} objects"# }
}
