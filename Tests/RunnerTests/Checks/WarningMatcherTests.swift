import Testing

@testable import Runner

/// `expect warning "…"`, `expect no warnings` and `expect no warning "…"` on an event log: only
/// `Warning: …` entries count, a text matches a warning containing it, and a failure lists what
/// was logged.
@Suite("WarningMatcher")
struct WarningMatcherTests {
  static let checker = "Main Thread Checker: UI API called on a background thread: -[UILabel setText:]"
  static let log = ["ViewController.viewDidLoad", "Warning: \(checker)", "UIButton.action \"Main Thread\""]

  @Test("expect warning passes when a warning contains the text, whatever else the log holds")
  func warning() {
    #expect(WarningMatcher.evaluate("Main Thread Checker", negated: false, log: Self.log) == .passed)
    #expect(
      WarningMatcher.evaluate("viewDidLoad", negated: false, log: Self.log)
        == .failed(expected: "a warning containing \"viewDidLoad\"", found: "1 warning: \(Self.checker)"))
    #expect(
      WarningMatcher.evaluate("Main Thread", negated: false, log: ["UIButton.action \"Main Thread\""])
        == .failed(expected: "a warning containing \"Main Thread\"", found: "no warnings"))
  }

  @Test("expect no warnings fails on any warning and names it")
  func noWarnings() {
    #expect(WarningMatcher.evaluate(nil, negated: true, log: ["ViewController.viewDidLoad"]) == .passed)
    #expect(
      WarningMatcher.evaluate(nil, negated: true, log: Self.log + ["Warning: the sandbox refused socket()"])
        == .failed(
          expected: "no warnings", found: "2 warnings: \(Self.checker); the sandbox refused socket()"))
  }

  @Test("expect no warning \"…\" fails only on a warning containing the text")
  func noWarningContaining() {
    #expect(WarningMatcher.evaluate("sandbox", negated: true, log: Self.log) == .passed)
    #expect(
      WarningMatcher.evaluate("setText", negated: true, log: Self.log)
        == .failed(expected: "no warning containing \"setText\"", found: "1 warning: \(Self.checker)"))
  }
}
