import DriverProtocol
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A running app process and the driver protocol to it: one JSON request per line to its
/// standard input, one JSON reply per line from its standard output, each step within a time
/// limit. A crash, an exit or a step past its limit ends the connection with the outcome and
/// what the app wrote to standard error (Swift's fatal-error message is there).
package final class AppConnection {
  /// How a step ended when no reply came.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    /// The app ended: its outcome and the end of its standard error.
    case ended(ProcessOutcome, standardError: String)
    /// The app did not answer within the step limit; it was stopped.
    case stepTimedOut(limit: Duration)
    /// The reply was not a driver reply.
    case badReply(String)

    package var description: String {
      switch self {
      case .ended(let outcome, let errors): "the app \(outcome)" + (errors.isEmpty ? "" : ": \(errors)")
      case .stepTimedOut(let limit): "the app did not answer within \(limit); it was stopped (an endless loop?)"
      case .badReply(let text): "the app sent something that is not a reply: \(text)"
      }
    }
  }

  private var pipes: Pipes
  private let pid: pid_t
  private var buffer = Data()
  private var errors: CapturedStream
  private var nextID = 0
  private var finished: Failure?

  /// Starts `executable` (an app built with AppHost) with `environment`, within `limits`.
  package init(
    executable: String, arguments: [String] = [], environment: [String: String]? = nil,
    workingDirectory: String? = nil, limits: ResourceLimits? = .appProcess
  ) throws(RunnerError) {
    var pipes = try Pipes()
    var process = ChildProcess(executable: executable, arguments: arguments, environment: environment)
    process.limits = limits
    process.workingDirectory = workingDirectory
    pid = try process.spawn(&pipes)
    pipes.closeChildEnds()
    self.pipes = pipes
    errors = CapturedStream(limit: 64 * 1024)
  }

  deinit {
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
    pipes.closeParentEnds()
  }

  /// Sends one request and waits at most `limit` for its reply.
  package func send(_ request: DriverRequest, limit: Duration = .seconds(5)) throws(Failure) -> DriverReply {
    if let finished { throw finished }
    nextID += 1
    var request = request
    request.id = nextID
    guard let line = try? JSONEncoder().encode(request), pipes.send(line + Data("\n".utf8)) else {
      throw end()
    }
    let deadline = ContinuousClock.now + limit
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let replyLine = buffer[buffer.startIndex..<newline]
        buffer.removeSubrange(buffer.startIndex...newline)
        guard let reply = try? JSONDecoder().decode(DriverReply.self, from: Data(replyLine)) else {
          throw .badReply(String(decoding: replyLine.prefix(200), as: UTF8.self))
        }
        return reply
      }
      let remaining = deadline - ContinuousClock.now
      if remaining <= .zero {
        kill(-pid, SIGKILL)
        finished = .stepTimedOut(limit: limit)
        throw .stepTimedOut(limit: limit)
      }
      var output = CapturedStream(limit: 16 << 20)
      pipes.drain(into: &output, &errors, waitingAtMost: min(remaining, .milliseconds(50)))
      buffer.append(output.data)
      if output.data.isEmpty, !pipes.isReadingOutput { throw end() }
    }
  }

  /// Waits for the app to end (after `terminate` or `quit`) and reports how.
  package func waitForExit(limit: Duration = .seconds(5)) -> ProcessOutcome {
    let deadline = ContinuousClock.now + limit
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) != pid {
      if ContinuousClock.now >= deadline {
        kill(-pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        return .timedOut
      }
      var output = CapturedStream(limit: 1 << 20)
      pipes.drain(into: &output, &errors, waitingAtMost: .milliseconds(20))
    }
    return (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
  }

  /// The process has ended or was stopped; every further request fails.
  package var hasEnded: Bool { finished != nil }

  /// What the app has written to standard error so far.
  package var standardError: String { errors.text }

  /// The app closed its output: collect how it ended.
  private func end() -> Failure {
    let outcome = waitForExit()
    let failure = Failure.ended(outcome, standardError: Self.crashSummary(errors.text))
    finished = failure
    return failure
  }
}
