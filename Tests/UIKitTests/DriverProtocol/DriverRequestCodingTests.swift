import DriverProtocol
import Foundation
import Testing

/// The driver protocol's requests as JSON lines written by hand (docs/architecture.md "Two
/// processes"): every command decodes from its line, encodes back to the same fields, and
/// round-trips; a bad line is an error that names the operation and the argument.
@Suite("Driver protocol — requests as JSON lines")
struct DriverRequestCodingTests {
  /// One line per command, every argument written out, as a person would type it.
  static let lines: [(line: String, command: DriverCommand)] = [
    (#"{"id":1,"op":"launch"}"#, .launch()),
    (
      #"{"id":2,"op":"launch","root":"NotesViewController","navigation":false}"#,
      .launch(root: .controller(HostedController(className: "NotesViewController")))
    ),
    (
      #"{"id":3,"op":"launch","root":"NotesViewController","navigation":true,"device":"ipad"}"#,
      .launch(root: .controller(HostedController(className: "NotesViewController", inNavigation: true)), device: .iPad)
    ),
    (
      #"{"id":4,"op":"launch","tabs":[{"root":"A","navigation":false},{"root":"B","navigation":true}]}"#,
      .launch(root: .tabs([HostedController(className: "A"), HostedController(className: "B", inNavigation: true)]))
    ),
    (#"{"id":5,"op":"advance","milliseconds":1500}"#, .advance(milliseconds: 1500)),
    (#"{"id":6,"op":"tap","element":3}"#, .tap(element: 3)),
    (#"{"id":7,"op":"tapPoint","x":2,"y":300.5}"#, .tapPoint(x: 2, y: 300.5)),
    (#"{"id":7,"op":"tapLink","element":4,"link":2}"#, .tapLink(element: 4, link: 2)),
    (#"{"id":8,"op":"slide","element":4,"value":0.25}"#, .slide(element: 4, value: 0.25)),
    (#"{"id":9,"op":"type","text":"Hello, \"Bob\" ✓"}"#, .type(text: "Hello, \"Bob\" ✓")),
    (#"{"id":10,"op":"return"}"#, .pressReturn),
    (#"{"id":11,"op":"clear","element":5}"#, .clear(element: 5)),
    (#"{"id":12,"op":"scroll","element":6,"row":12,"section":1}"#, .scroll(element: 6, row: 12, section: 1)),
    (#"{"id":13,"op":"swipe","element":7}"#, .swipe(element: 7)),
    (#"{"id":13,"op":"swipeDown","element":8}"#, .swipeDown(element: 8)),
    (#"{"id":14,"op":"back"}"#, .back),
    (#"{"id":15,"op":"background"}"#, .background),
    (#"{"id":16,"op":"foreground"}"#, .foreground),
    (#"{"id":16,"op":"interrupt"}"#, .interrupt),
    (#"{"id":16,"op":"resume"}"#, .resume),
    (#"{"id":17,"op":"memoryWarning"}"#, .memoryWarning),
    (#"{"id":18,"op":"rotate","landscape":false}"#, .rotate(landscape: false)),
    (#"{"id":19,"op":"snapshot"}"#, .snapshot),
    (#"{"id":20,"op":"defaults"}"#, .defaults),
    (#"{"id":21,"op":"swiftCheck","check":2,"device":"iphone-se"}"#, .swiftCheck(number: 2, device: .iPhoneSE)),
    (#"{"id":22,"op":"swiftCheck","check":0}"#, .swiftCheck(number: 0)),
    (#"{"id":23,"op":"terminate"}"#, .terminate),
    (#"{"id":24,"op":"quit"}"#, .quit),
    (#"{"id":60,"op":"network","online":false}"#, .network(NetworkSettings(online: false))),
    (#"{"id":61,"op":"network","milliseconds":2000}"#, .network(NetworkSettings(latencyMilliseconds: 2000))),
    (
      #"{"id":62,"op":"network","fixtures":[{"method":"GET","url":"https://a.example/x","isPrefix":false,"status":200,"reason":"OK","headers":[],"body":"[]"}]}"#,
      .network(NetworkSettings(fixtures: [NetworkFixture(url: "https://a.example/x", body: "[]")]))
    ),
    (#"{"id":25,"op":"stall","milliseconds":2000}"#, .stall(milliseconds: 2000)),
    (#"{"id":26,"op":"delete","count":3}"#, .deleteBackward(count: 3)),
    (
      #"{"id":27,"op":"select","element":4,"text":"Two","component":1}"#,
      .select(element: 4, title: "Two", component: 1)
    ),
    (#"{"id":28,"op":"step","element":5,"direction":"down","count":2}"#, .step(element: 5, up: false, count: 2)),
    (#"{"id":29,"op":"setValue","element":6,"value":3}"#, .setValue(element: 6, value: 3)),
    (
      #"{"id":30,"op":"setDate","element":7,"text":"2026-05-01 09:30"}"#, .setDate(element: 7, date: "2026-05-01 09:30")
    ),
    (#"{"id":27,"op":"doubleTap","element":9}"#, .doubleTap(element: 9)),
    (#"{"id":28,"op":"longPress","element":9,"milliseconds":2000}"#, .longPress(element: 9, milliseconds: 2000)),
    (#"{"id":29,"op":"drag","element":9,"x":0,"y":-300}"#, .drag(element: 9, x: 0, y: -300)),
    (
      #"{"id":30,"op":"dragPoints","x":100,"y":400,"toX":100,"toY":100}"#,
      .dragPoints(x: 100, y: 400, toX: 100, toY: 100)
    ),
    (#"{"id":31,"op":"swipeView","element":9,"direction":"up"}"#, .swipeView(element: 9, direction: .up)),
    (#"{"id":32,"op":"pinch","element":9,"scale":2.5}"#, .pinch(element: 9, scale: 2.5)),
  ]

  private static func decode(_ line: String) throws -> DriverRequest {
    try JSONDecoder().decode(DriverRequest.self, from: Data(line.utf8))
  }

  /// A JSON line as an object, so that two lines compare by their fields, not their order.
  private static func object(_ data: Data) throws -> NSDictionary {
    try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
  }

  @Test("every operation has a hand-written line in the table")
  func everyOperation() {
    let covered = Set(Self.lines.map(\.command.operation))
    #expect(covered == Set(DriverCommand.Operation.allCases))
  }

  @Test("a hand-written line decodes to its command", arguments: lines)
  func decodes(line: String, command: DriverCommand) throws {
    let request = try Self.decode(line)
    #expect(request.command == command)
    #expect(request.id == (try Self.object(Data(line.utf8))["id"] as? Int))
  }

  @Test("a command encodes to the line a person would write, and decodes back equal", arguments: lines)
  func roundTrips(line: String, command: DriverCommand) throws {
    let id = try #require(try Self.object(Data(line.utf8))["id"] as? Int)
    let encoded = try JSONEncoder().encode(DriverRequest(id: id, command))
    #expect(try Self.object(encoded) == Self.object(Data(line.utf8)), "\(String(decoding: encoded, as: UTF8.self))")
    #expect(try JSONDecoder().decode(DriverRequest.self, from: encoded) == DriverRequest(id: id, command))
  }

  @Test(
    "arguments with a default may be left out",
    arguments: [
      (#"{"id":1,"op":"launch","navigation":true}"#, DriverCommand.launch()),
      (#"{"id":1,"op":"launch","tabs":[{"root":"A"}]}"#, .launch(root: .tabs([HostedController(className: "A")]))),
      (#"{"id":1,"op":"rotate"}"#, .rotate(landscape: true)),
      (#"{"id":1,"op":"scroll","element":6}"#, .scroll(element: 6, row: 0, section: 0)),
      (#"{"id":1,"op":"delete"}"#, .deleteBackward(count: 1)),
      (
        #"{"id":1,"op":"launch","root":"A","device":null}"#,
        .launch(root: .controller(HostedController(className: "A")))
      ),
    ])
  func defaults(line: String, command: DriverCommand) throws {
    #expect(try Self.decode(line).command == command)
  }

  @Test(
    "a bad line is an error naming the operation and the argument",
    arguments: [
      (
        #"{"id":4,"op":"jump"}"#, DriverRequestError.unknownOperation("jump"),
        "unknown operation \"jump\"; known operations: \(DriverCommand.Operation.names)"
      ),
      (#"{"id":4,"op":"tap"}"#, .missingArgument(operation: .tap, argument: "element"), #""tap" needs "element""#),
      (
        #"{"id":4,"op":"tap","element":null}"#, .missingArgument(operation: .tap, argument: "element"),
        #""tap" needs "element""#
      ),
      (
        #"{"id":4,"op":"tapPoint","x":2}"#, .missingArgument(operation: .tapPoint, argument: "y"),
        #""tapPoint" needs "y""#
      ),
      (
        #"{"id":4,"op":"swiftCheck"}"#, .missingArgument(operation: .swiftCheck, argument: "check"),
        #""swiftCheck" needs "check""#
      ),
      (
        #"{"id":4,"op":"tap","element":"three"}"#,
        .invalidArgument(operation: .tap, argument: "element", expected: "a whole number", found: "\"three\""),
        #""tap" needs "element" to be a whole number, not "three""#
      ),
      (
        #"{"id":4,"op":"advance","milliseconds":1.5}"#,
        .invalidArgument(operation: .advance, argument: "milliseconds", expected: "a whole number", found: "1.5"),
        #""advance" needs "milliseconds" to be a whole number, not 1.5"#
      ),
      (
        #"{"id":4,"op":"launch","device":"pixel"}"#,
        .invalidArgument(
          operation: .launch, argument: "device", expected: "one of iphone-se, iphone-8, iphone-15, ipad",
          found: "\"pixel\""),
        #""launch" needs "device" to be one of iphone-se, iphone-8, iphone-15, ipad, not "pixel""#
      ),
      (
        #"{"id":4,"op":"launch","tabs":[{"navigation":true}]}"#,
        .invalidArgument(
          operation: .launch, argument: "tabs",
          expected: #"a list of {"root": "ClassName", "navigation": true} objects"#,
          found: nil),
        #""launch" needs "tabs" to be a list of {"root": "ClassName", "navigation": true} objects"#
      ),
      (
        #"{"id":4,"op":"rotate","landscape":"yes"}"#,
        .invalidArgument(operation: .rotate, argument: "landscape", expected: "true or false", found: "\"yes\""),
        #""rotate" needs "landscape" to be true or false, not "yes""#
      ),
      (
        #"{"id":4}"#, .missingOperation,
        "a driver request names its operation in \"op\"; known operations: \(DriverCommand.Operation.names)"
      ),
    ])
  func badLine(line: String, error: DriverRequestError, message: String) {
    #expect(throws: error) { try Self.decode(line) }
    #expect(error.description == message)
  }

  @Test("a line without an id is not a request at all")
  func noID() {
    #expect(throws: DecodingError.self) { try Self.decode(#"{"op":"tap","element":3}"#) }
  }
}
