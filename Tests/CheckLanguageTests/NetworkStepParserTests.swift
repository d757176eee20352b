import Testing

@testable import CheckLanguage

/// The network steps and expectations (docs/check-language.md): `network off/on/latency`,
/// `expect requests N`, `expect request METHOD "URL" [body contains "…"]`, and `requests`.
@Suite("CheckParser — the network")
struct NetworkStepParserTests {
  @Test(
    "each form parses to its step and is written back as it was",
    arguments: [
      ("network off", CheckStep.Action.network(.off)),
      ("network on", .network(.on)),
      ("network latency 2s", .network(.latency(milliseconds: 2000))),
      ("network latency 250ms", .network(.latency(milliseconds: 250))),
      ("requests", .look(.requests)),
      ("expect requests 1", .expect(.requests(1), negated: false)),
      (
        "expect request GET \"https://api.example.com/todos\"",
        .expect(.request(method: "GET", url: "https://api.example.com/todos", bodyContains: nil), negated: false)
      ),
      (
        "expect request POST \"https://a.example/x\" body contains \"Milk\"",
        .expect(.request(method: "POST", url: "https://a.example/x", bodyContains: "Milk"), negated: false)
      ),
      (
        "expect no request DELETE \"https://a.example/x/1\"",
        .expect(.request(method: "DELETE", url: "https://a.example/x/1", bodyContains: nil), negated: true)
      ),
    ])
  func parses(line: String, expected: CheckStep.Action) throws {
    let action = try #require(try CheckParser.parseLine(line)).action
    #expect(action == expected)
    #expect(action.description == line)
  }

  @Test("a method is written in capitals whatever the author typed")
  func method() throws {
    let action = try #require(try CheckParser.parseLine("expect request post \"https://a.example/x\"")).action
    #expect(action == .expect(.request(method: "POST", url: "https://a.example/x", bodyContains: nil), negated: false))
  }

  @Test(
    "a wrong network step is an error naming what may follow",
    arguments: [
      ("network offline", "off, on or latency 2s"),
      ("network latency fast", "a duration"),
      ("expect requests many", "a number of requests"),
      ("expect request GET https", "the URL, in quotes"),
    ])
  func errors(line: String, wanted: String) {
    #expect {
      _ = try CheckParser.parseLine(line)
    } throws: { error in
      "\(error)".contains(wanted)
    }
  }

  @Test("a misspelled network step is suggested")
  func suggestion() {
    #expect(StepNames.suggestion(for: "netwrk") == "network")
  }
}
