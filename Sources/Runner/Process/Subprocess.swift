import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A started child process and the runner's ends of its pipes. Not copyable: its one owner
/// reads it, and kills and reaps it (with everything it started in its process group) when done.
package struct Subprocess: ~Copyable {
  /// The child's pid, also its process group.
  package let pid: pid_t
  /// The runner's end of the child's standard input (nil once closed).
  var input: Int32?
  /// The runner's ends of the child's standard output and error, when they are pipes.
  var output: Int32?
  var errors: Int32?
  /// The driver protocol: the runner writes requests to one and reads replies from the other.
  var requests: Int32?
  var replies: Int32?
  private var outcome: ProcessOutcome?

  init(pid: pid_t, ends: [Int32?]) {
    self.pid = pid
    input = ends[0]
    output = ends[1]
    errors = ends[2]
    requests = ends[3]
    replies = ends[4]
  }

  deinit {
    if outcome == nil {
      kill(-pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }
    kill(-pid, SIGKILL)  // anything it left behind in its group
    for descriptor in [input, output, errors, requests, replies] { if let descriptor { close(descriptor) } }
  }

  /// How the child ended, once it has (without waiting).
  package mutating func exited() -> ProcessOutcome? {
    if let outcome { return outcome }
    var status: Int32 = 0
    var result: pid_t
    repeat { result = waitpid(pid, &status, WNOHANG) } while result < 0 && errno == EINTR
    guard result == pid else { return nil }
    outcome = ProcessOutcome(waitStatus: status)
    return outcome
  }

  /// Kills the child's whole process group and reaps the child: `.timedOut` unless it had ended.
  package mutating func stop() -> ProcessOutcome {
    if let ended = exited() { return ended }
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    outcome = .timedOut
    return .timedOut
  }

  /// Closes the runner's end of the child's standard input (the child reads end of file).
  mutating func closeInput() {
    if let input { close(input) }
    input = nil
  }

  /// Reads what the child wrote on its standard output, standard error and reply pipe, waiting
  /// at most `wait` for something to arrive; a pipe the child closed is closed here too.
  mutating func read(
    output captured: inout CapturedStream, errors capturedErrors: inout CapturedStream, replies: inout Data,
    waitingAtMost wait: Duration
  ) {
    let open = [output, errors, self.replies].compactMap { $0 }
    let ready = Descriptors.poll(open.map { ($0, Int16(POLLIN)) }, waitingAtMost: wait)
    for (descriptor, _) in ready {
      let bytes = Descriptors.read(descriptor)
      if descriptor == output {
        if let bytes { captured.append(bytes) } else { closeOutput() }
      } else if descriptor == errors {
        if let bytes { capturedErrors.append(bytes) } else { closeErrors() }
      } else if descriptor == self.replies {
        if let bytes { replies.append(contentsOf: bytes) } else { closeReplies() }
      }
    }
  }

  /// Whether any pipe from the child is still open.
  var isReading: Bool { output != nil || errors != nil || replies != nil }
  var isReadingReplies: Bool { replies != nil }

  private mutating func closeOutput() {
    if let output { close(output) }
    output = nil
  }

  private mutating func closeErrors() {
    if let errors { close(errors) }
    errors = nil
  }

  private mutating func closeReplies() {
    if let replies { close(replies) }
    replies = nil
  }
}
