import DriverProtocol
import Foundation
import Testing

@testable import Runner

/// The driver protocol from the tool's side: replies, and every way an app can fail to answer.
@Suite("AppConnection", .tags(.spawnsProcess))
struct AppConnectionTests {
  private var eggTimer: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("EggTimer").path
  }

  @Test("a request gets its reply with the snapshot after the step")
  func reply() throws {
    let app = try AppConnection(executable: eggTimer)
    let launched = try app.send(DriverRequest(id: 0, op: "launch"))
    #expect(launched.ok)
    #expect(launched.snapshot?.controllers?.navigationStack == ["EggTimerViewController"])
    let advanced = try app.send(DriverRequest(id: 0, op: "advance", milliseconds: 1500))
    #expect(advanced.snapshot?.clockMilliseconds == 1500)
    _ = try app.send(DriverRequest(id: 0, op: "quit"))
    #expect(app.waitForExit() == .exited(0))
  }

  @Test("an app that never answers is stopped at the step limit")
  func endlessStep() throws {
    let app = try AppConnection(executable: "/bin/sh", arguments: ["-c", "read request; while :; do :; done"])
    let started = ContinuousClock.now
    #expect(throws: AppConnection.Failure.stepTimedOut(limit: .milliseconds(300))) {
      try app.send(DriverRequest(id: 0, op: "launch"), limit: .milliseconds(300))
    }
    #expect(ContinuousClock.now - started < .seconds(3))
  }

  @Test("a crash ends the connection with the signal and the fatal-error message")
  func crash() throws {
    let app = try AppConnection(
      executable: "/bin/sh",
      arguments: ["-c", "read request; echo 'Fatal error: Unexpectedly found nil' >&2; kill -ILL $$"])
    #expect(throws: AppConnection.Failure.ended(.signalled(4), standardError: "Fatal error: Unexpectedly found nil")) {
      try app.send(DriverRequest(id: 0, op: "launch"))
    }
  }

  @Test("a reply that is not JSON is reported, not trusted")
  func badReply() throws {
    let app = try AppConnection(executable: "/bin/sh", arguments: ["-c", "read request; echo hello; sleep 5"])
    #expect(throws: AppConnection.Failure.badReply("hello")) {
      try app.send(DriverRequest(id: 0, op: "launch"))
    }
  }
}
