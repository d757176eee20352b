import DriverProtocol
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A running app process and the driver protocol to it: one JSON request per line on its
/// descriptor 100, one JSON reply per line from its descriptor 101, each step within a time
/// limit. The first line the app reads is a token only it and the runner know; every reply must
/// carry it and its request's id, and nothing may arrive between replies, so learner code writing
/// on the channel fails the check instead of forging a verdict. A crash, an exit or a step past
/// its limit ends the connection with the outcome and what the app wrote to standard error.
package final class AppConnection {
  /// How a step ended when no trustworthy reply came.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    /// The app ended: its outcome and the end of its standard error.
    case ended(ProcessOutcome, standardError: String)
    /// The app did not answer within the step limit; it was stopped.
    case stepTimedOut(limit: Duration)
    /// The reply was not a driver reply.
    case badReply(String)
    /// Something on the driver's channel did not come from the driver: a reply without the
    /// session's token or with another request's id, or a line between replies.
    case forgedReply(String)

    package var description: String {
      switch self {
      case .ended(let outcome, let errors): "the app \(outcome)" + (errors.isEmpty ? "" : ": \(errors)")
      case .stepTimedOut(let limit): "the app did not answer within \(limit); it was stopped (an endless loop?)"
      case .badReply(let text): "the app sent something that is not a reply: \(text)"
      case .forgedReply(let what):
        "the app's code wrote on the driver's channel (\(what)); a check cannot trust such an app, so it fails"
      }
    }
  }

  /// The longest reply the runner reads: a snapshot of a long table is a few MiB.
  static let longestReply = 32 << 20

  private var process: Subprocess
  private let executable: String
  private let token: String
  private var buffer = Data()
  private var errors = CapturedStream(limit: 64 * 1024, keepsEnd: true)
  private var discarded = CapturedStream(limit: 0)
  private var nextID = 0
  private var finished: Failure?

  /// Starts `executable` (an app built with AppHost) with `environment`, within `limits`; what it
  /// prints goes to `outputDescriptor` (an open file of the caller's; discarded when nil).
  package init(
    executable: String, arguments: [String] = [], environment: [String: String]? = nil,
    workingDirectory: String? = nil, limits: ResourceLimits? = .appProcess, outputDescriptor: Int32? = nil,
    confinement: Confinement = .none
  ) throws(RunnerError) {
    var protocolEnvironment = environment ?? ProcessInfo.processInfo.environment
    protocolEnvironment["TUTOR_PROTOCOL"] = "1"  // the app host serves descriptors 100 and 101
    var child = ChildProcess(executable: executable, arguments: arguments, environment: protocolEnvironment)
    child.limits = limits
    child.workingDirectory = workingDirectory
    child.standardOutputDescriptor = outputDescriptor
    child.confinement = confinement
    child.speaksDriverProtocol = true
    process = try child.spawn()
    process.closeInput()
    self.executable = executable
    var generator = SystemRandomNumberGenerator()
    token = (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }.joined()
    if let requests = process.requests {
      Descriptors.setNonBlocking(requests)
      _ = Self.write(Data((token + "\n").utf8), to: requests, before: .now + .seconds(5))
    }
  }

  /// Sends one request and waits at most `limit` for its reply.
  package func send(_ request: DriverRequest, limit: Duration = .seconds(5)) throws(Failure) -> DriverReply {
    if let finished { throw finished }
    // Anything that arrived since the last reply was not asked for.
    readAvailable(waitingAtMost: .zero)
    if !buffer.isEmpty { throw fail(.forgedReply("a line no request asked for: \(Self.quoted(buffer))")) }
    nextID += 1
    var request = request
    request.id = nextID
    let deadline = ContinuousClock.now + limit
    guard let line = try? JSONEncoder().encode(request), let requests = process.requests else { throw end() }
    // The app may have stopped reading (or filled the pipe itself): the write waits no longer
    // than the step may take.
    switch Self.write(line + Data("\n".utf8), to: requests, before: deadline) {
    case .written: break
    case .readerGone: throw end()
    case .timedOut:
      _ = process.stop()
      throw fail(.stepTimedOut(limit: limit))
    }
    var searched = buffer.startIndex  // no line break before here: each byte is looked at once
    while true {
      if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
        let replyLine = Data(buffer[buffer.startIndex..<newline])
        buffer.removeSubrange(buffer.startIndex...newline)
        return try verified(replyLine, for: request.id)
      }
      searched = buffer.endIndex
      if !process.isReadingReplies { throw end() }
      if buffer.count > Self.longestReply {
        throw fail(.forgedReply("a line longer than \(Self.longestReply >> 20) MiB, which no reply is"))
      }
      let remaining = deadline - ContinuousClock.now
      if remaining <= .zero {
        _ = process.stop()
        throw fail(.stepTimedOut(limit: limit))
      }
      readAvailable(waitingAtMost: min(remaining, .milliseconds(50)))
    }
  }

  /// A reply line, once it is known to be the driver's answer to request `id`.
  private func verified(_ line: Data, for id: Int) throws(Failure) -> DriverReply {
    guard let reply = try? JSONDecoder().decode(DriverReply.self, from: line) else {
      throw fail(.badReply(Self.quoted(line)))
    }
    guard reply.token == token else { throw fail(.forgedReply("a reply without the session's token")) }
    guard reply.id == id else { throw fail(.forgedReply("a reply to request \(reply.id) while \(id) was asked")) }
    if !buffer.isEmpty { throw fail(.forgedReply("more after the reply: \(Self.quoted(buffer))")) }
    return reply
  }

  /// Waits for the app to end (after `terminate` or `quit`) and reports how.
  package func waitForExit(limit: Duration = .seconds(5)) -> ProcessOutcome {
    let deadline = ContinuousClock.now + limit
    while true {
      if let outcome = process.exited() {
        readAvailable(waitingAtMost: .zero)
        return outcome
      }
      if ContinuousClock.now >= deadline { return process.stop() }
      if process.isReading {
        readAvailable(waitingAtMost: .milliseconds(20))
      } else {
        Thread.sleep(forTimeInterval: 0.002)
      }
    }
  }

  /// Stops the app and everything it started (its process group), now.
  package func stop() {
    if finished == nil { finished = .ended(process.stop(), standardError: "") }
  }

  /// The process has ended or was stopped; every further request fails.
  package var hasEnded: Bool { finished != nil }

  /// What the app has written to standard error so far.
  package var standardError: String { errors.text }

  private func readAvailable(waitingAtMost wait: Duration) {
    process.read(output: &discarded, errors: &errors, replies: &buffer, waitingAtMost: wait)
  }

  /// Ends the connection with `failure`: no later request is sent to this app.
  private func fail(_ failure: Failure) -> Failure {
    if case .stepTimedOut = failure {} else { _ = process.stop() }
    finished = failure
    return failure
  }

  /// The app closed its channel: collect how it ended.
  private func end() -> Failure {
    let outcome = waitForExit()
    let report = CrashSymbolizer(executable: executable).symbolized(errors.text)
    let failure = Failure.ended(outcome, standardError: Self.crashSummary(report))
    finished = failure
    return failure
  }

  enum Written { case written, readerGone, timedOut }

  /// Writes all of `data` to a non-blocking descriptor, waiting for room until `deadline`.
  private static func write(_ data: Data, to descriptor: Int32, before deadline: ContinuousClock.Instant) -> Written {
    var offset = 0
    while offset < data.count {
      let progress = data.withUnsafeBytes {
        Descriptors.writeSome(descriptor, UnsafeRawBufferPointer(rebasing: $0[offset...]))
      }
      guard let progress else { return .readerGone }
      offset += progress
      if offset == data.count { break }
      let remaining = deadline - ContinuousClock.now
      if remaining <= .zero { return .timedOut }
      _ = Descriptors.poll([(descriptor, Int16(POLLOUT))], waitingAtMost: min(remaining, .milliseconds(50)))
    }
    return .written
  }

  private static func quoted(_ data: Data) -> String {
    String(decoding: data.prefix(200), as: UTF8.self)
  }
}
