import CheckLanguage
import DriverProtocol
import Testing

@testable import Runner

/// `expect requests` and `expect request` on the requests the app made, and what a failure says:
/// the requests with their answers, and the fixtures' URLs when a request found none.
@Suite("Expectations — the network")
struct NetworkExpectationTests {
  private static let state: CheckState = {
    var state = CheckState(
      snapshot: AppSnapshot(
        clockMilliseconds: 0, applicationState: "active", window: nil, controllers: nil,
        keyboard: KeyboardState(isShown: false, frame: Rect(x: 0, y: 0, width: 0, height: 0)), alert: nil, timers: [],
        log: []))
    state.requests = [
      NetworkExchange(
        number: 1, method: "GET", url: "https://api.example.com/todos?page=1", status: 200, bytes: 48,
        matchedFixture: true),
      NetworkExchange(
        number: 2, method: "POST", url: "https://api.example.com/todos", body: #"{"title":"Milk"}"#, status: 201,
        bytes: 0, matchedFixture: true),
      NetworkExchange(number: 3, method: "GET", url: "https://api.exmaple.com/users", errorCode: -1003),
    ]
    state.fixtures = [
      NetworkFixture(url: "https://api.example.com/todos", isPrefix: true),
      NetworkFixture(method: "POST", url: "https://api.example.com/todos"),
    ]
    return state
  }()

  private func verdict(_ line: String) throws -> Verdict {
    guard case .expect(let expectation, let negated) = try #require(try CheckParser.parseLine(line)).action else {
      Issue.record("not an expectation: \(line)")
      return .passed
    }
    return ExpectationEvaluator(state: Self.state).evaluate(expectation, negated: negated)
  }

  @Test(
    "each expectation passes or fails as the requests say",
    arguments: [
      ("expect requests 3", true), ("expect requests 1", false),
      ("expect request GET \"https://api.example.com/todos?page=1\"", true),
      ("expect request GET \"https://api.example.com/todos\"", false),
      ("expect request GET \"https://api.example.com/todos*\"", true),
      ("expect request POST \"https://api.example.com/todos\" body contains \"Milk\"", true),
      ("expect request POST \"https://api.example.com/todos\" body contains \"Eggs\"", false),
      ("expect no request DELETE \"https://api.example.com/todos\"", true),
    ])
  func verdicts(line: String, passes: Bool) throws {
    #expect(try verdict(line) == .passed ? passes : !passes, "\(line)")
  }

  @Test("a failure lists the requests with their answers and, for one no fixture answered, the fixtures' URLs")
  func failureText() throws {
    #expect(
      try verdict("expect requests 1")
        == .failed(
          expected: "1 request to the network",
          found: "GET https://api.example.com/todos?page=1 → 200, 48 bytes; POST https://api.example.com/todos → 201, "
            + "0 bytes; GET https://api.exmaple.com/users → error -1003 (cannot find host) — no fixture answers it; "
            + "fixtures answer GET https://api.example.com/todos*, POST https://api.example.com/todos"))
    #expect(
      NetworkMatcher.unansweredNote(Self.state)
        == "the app requested GET https://api.exmaple.com/users, which no fixture answers (fixtures answer "
        + "GET https://api.example.com/todos*, POST https://api.example.com/todos)")
  }
}
