import DriverProtocol
import Foundation
import Testing
import TutorTestSupport

@testable import Runner

/// The driver protocol from the tool's side: replies, and every way an app can fail to answer.
@Suite("AppConnection", .tags(.spawnsProcess))
struct AppConnectionTests {
  private var eggTimer: String {
    TestPaths.product("EggTimer").path
  }

  @Test("a request gets its reply with the snapshot after the step")
  func reply() throws {
    let app = try AppConnection(executable: eggTimer)
    let launched = try app.send(DriverRequest(.launch()))
    #expect(launched.ok)
    #expect(launched.snapshot?.controllers?.navigationStack == ["EggTimerViewController"])
    let advanced = try app.send(DriverRequest(.advance(milliseconds: 1500)))
    #expect(advanced.snapshot?.clockMilliseconds == 1500)
    _ = try app.send(DriverRequest(.quit))
    #expect(app.waitForExit() == .exited(0))
  }

  @Test("an app that never answers is stopped at the step limit")
  func endlessStep() throws {
    let app = try AppConnection(
      executable: "/bin/bash", arguments: ["-c", "read token <&100; read request <&100; while :; do :; done"])
    let started = ContinuousClock.now
    #expect(throws: AppConnection.Failure.stepTimedOut(limit: .milliseconds(300))) {
      try app.send(DriverRequest(.launch()), limit: .milliseconds(300))
    }
    #expect(ContinuousClock.now - started < .seconds(3))
  }

  @Test("a crash ends the connection with the signal and the fatal-error message")
  func crash() throws {
    let app = try AppConnection(
      executable: "/bin/bash",
      arguments: [
        "-c", "read token <&100; read request <&100; echo 'Fatal error: Unexpectedly found nil' >&2; kill -ILL $$",
      ])
    #expect(throws: AppConnection.Failure.ended(.signalled(4), standardError: "Fatal error: Unexpectedly found nil")) {
      try app.send(DriverRequest(.launch()))
    }
  }

  @Test("a reply that is not JSON is reported, not trusted")
  func badReply() throws {
    let app = try AppConnection(
      executable: "/bin/bash", arguments: ["-c", "read token <&100; read request <&100; echo hello >&101; sleep 5"])
    #expect(throws: AppConnection.Failure.badReply("hello")) {
      try app.send(DriverRequest(.launch()))
    }
  }

  /// A bash "app" that reads the token and the first request, then runs `reply` (which may use
  /// $token) with its standard output on the reply channel.
  private func fakeApp(_ reply: String) throws -> AppConnection {
    try AppConnection(
      executable: "/bin/bash", arguments: ["-c", "read token <&100; read request <&100; { \(reply); } >&101; sleep 5"])
  }

  @Test("a reply without the session's token is a forgery, not a verdict")
  func replyWithoutToken() throws {
    let app = try fakeApp(#"echo '{"id":1,"ok":true,"expectations":[]}'"#)
    #expect(throws: AppConnection.Failure.forgedReply("a reply without the session's token")) {
      try app.send(DriverRequest(.swiftCheck(number: 1)))
    }
    #expect(app.hasEnded)
  }

  @Test("a reply with the token but another request's id is a forgery")
  func replyToAnotherRequest() throws {
    let app = try fakeApp(#"echo "{\"id\":7,\"ok\":true,\"token\":\"$token\"}""#)
    #expect(throws: AppConnection.Failure.forgedReply("a reply to request 7 while 1 was asked")) {
      try app.send(DriverRequest(.launch()))
    }
  }

  @Test("a line after the reply is a forgery: nothing but replies may use the channel")
  func lineAfterReply() throws {
    let app = try fakeApp(#"echo "{\"id\":1,\"ok\":true,\"token\":\"$token\"}"; echo '{"id":2,"ok":true}'"#)
    #expect(throws: AppConnection.Failure.self) {
      _ = try app.send(DriverRequest(.launch()))
      _ = try app.send(DriverRequest(.advance(milliseconds: 10)))
    }
    #expect(app.hasEnded)
  }

  @Test("an endless line on the reply channel is cut off at the longest reply, not read into memory")
  func endlessLine() throws {
    let app = try fakeApp("head -c 100000000 /dev/zero | tr '[:cntrl:]' x")
    #expect(throws: AppConnection.Failure.forgedReply("a line longer than 32 MiB, which no reply is")) {
      try app.send(DriverRequest(.launch()), limit: .seconds(20))
    }
  }

  @Test("a request the app does not read is given up at the step limit (the pipe is full)")
  func unreadRequest() throws {
    let app = try AppConnection(executable: "/bin/bash", arguments: ["-c", "read token <&100; sleep 30"])
    let started = ContinuousClock.now
    let long = String(repeating: "x", count: 1 << 20)
    #expect(throws: AppConnection.Failure.stepTimedOut(limit: .milliseconds(500))) {
      try app.send(DriverRequest(.type(text: long)), limit: .milliseconds(500))
    }
    #expect(ContinuousClock.now - started < .seconds(3))
  }

  @Test("crashes spawned from many threads at once each keep their crash line (no inherited pipes)")
  func concurrentCrashes() {
    let failures = Locked<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 200) { index in
      do {
        let app = try AppConnection(
          executable: "/bin/bash",
          arguments: [
            "-c", "read token <&100; read request <&100; echo 'Fatal error: crash \(index)' >&2; kill -ILL $$",
          ])
        _ = try app.send(DriverRequest(.launch()), limit: .seconds(20))
        failures.withLock { $0.append("\(index): answered") }
      } catch {
        let expected = AppConnection.Failure.ended(.signalled(4), standardError: "Fatal error: crash \(index)")
        if (error as? AppConnection.Failure) != expected { failures.withLock { $0.append("\(index): \(error)") } }
      }
    }
    #expect(failures.withLock { $0 } == [])
  }
}

/// A value shared between threads.
final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()
  init(_ value: Value) { self.value = value }
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
