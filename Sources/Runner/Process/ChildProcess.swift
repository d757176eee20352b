internal import CProcessSpawn
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program to start as the runner's child: in a process group of its own, with only the
/// descriptors it is given, default signal handling, and its limits, user and network namespace
/// set before it starts (CProcessSpawn). `run` feeds it input while draining its output and stops
/// it at a wall-clock limit, killing its whole group, so nothing it started survives.
package struct ChildProcess: Sendable {
  package var executable: String
  package var arguments: [String] = []
  /// The environment (the runner's own when nil).
  package var environment: [String: String]?
  /// The working directory (the runner's own when nil).
  package var workingDirectory: String?
  /// Most bytes kept from each of standard output and standard error.
  package var captureLimit = 1 << 20
  /// Resource limits set in the child before it starts (docs/architecture.md "The sandbox").
  package var limits: ResourceLimits?
  /// Its namespaces, user and sandbox (apps).
  package var confinement = Confinement.none
  /// Its standard output: this descriptor of the runner's (a file opened for appending; the
  /// runner keeps it) instead of a pipe to the runner.
  package var standardOutputDescriptor: Int32?
  /// Whether it speaks the driver protocol on descriptors 100 (requests) and 101 (replies).
  package var speaksDriverProtocol = false
  /// Whether it uses the runner's own terminal: its standard streams and its process group (an
  /// editor, which must own the terminal while it runs).
  package var sharesTerminal = false

  package init(executable: String, arguments: [String] = [], environment: [String: String]? = nil) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
  }

  /// Runs to the end or to `timeout`, writing `input` while reading its output.
  package func run(input: Data = Data(), timeout: Duration) throws(RunnerError) -> ProcessResult {
    let started = ContinuousClock.now
    var child = try spawn()
    if let descriptor = child.input { Descriptors.setNonBlocking(descriptor) }
    var output = CapturedStream(limit: captureLimit)
    var errors = CapturedStream(limit: captureLimit)
    var unused = Data()
    var written = 0
    let deadline = started + timeout
    var outcome: ProcessOutcome?
    while outcome == nil {
      let remaining = deadline - ContinuousClock.now
      if remaining <= .zero {
        outcome = child.stop()
        break
      }
      if let descriptor = child.input {
        let progress = input.withUnsafeBytes {
          Descriptors.writeSome(descriptor, UnsafeRawBufferPointer(rebasing: $0[written...]))
        }
        if let progress { written += progress }
        if progress == nil || written == input.count { child.closeInput() }
      }
      if child.isReading {
        child.read(output: &output, errors: &errors, replies: &unused, waitingAtMost: min(remaining, .milliseconds(20)))
      } else {
        Thread.sleep(forTimeInterval: 0.002)  // it closed its output and has not exited yet
      }
      outcome = child.exited()
    }
    // What it wrote just before it ended.
    for _ in 0..<64 where child.isReading {
      let before = output.data.count + errors.data.count
      child.read(output: &output, errors: &errors, replies: &unused, waitingAtMost: .zero)
      if output.data.count + errors.data.count == before { break }
    }
    return ProcessResult(
      outcome: outcome ?? .timedOut, standardOutput: output.text, standardError: errors.text,
      duration: ContinuousClock.now - started,
      outputWasTruncated: output.truncated || errors.truncated)
  }

  /// Runs a program on the runner's terminal (an editor) until it ends.
  package func runOnTerminal() throws(RunnerError) -> ProcessOutcome {
    var program = self
    program.sharesTerminal = true
    var child = try program.spawn()
    while true {
      if let outcome = child.exited() { return outcome }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// A write to a child that has ended (an app that crashed or exited between two requests) must
  /// fail with EPIPE, which the caller reports, and never end the runner with SIGPIPE. Set once
  /// for the process before its first child; children get every signal back at its default.
  private static let brokenPipesIgnored: Void = { signal(SIGPIPE, SIG_IGN) }()

  /// Starts the program: its pipes (or file), and every setting applied before it runs.
  package func spawn() throws(RunnerError) -> Subprocess {
    Self.brokenPipesIgnored
    let (childEnds, parentEnds) = try sharesTerminal ? ([0, 1, 2, -1, -1], [nil, nil, nil, nil, nil]) : makeEnds()
    // The child's ends are its own once it has started (or failed to); the runner's own stay.
    defer {
      if !sharesTerminal {
        for descriptor in childEnds where descriptor >= 0 && descriptor != standardOutputDescriptor {
          close(descriptor)
        }
      }
    }
    var environment = (self.environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    if confinement.sandbox != nil || confinement.networkNamespace {
      environment.append("TUTOR_SPAWNED=0")  // the child writes the layers it entered here
    }
    let strings = SpawnStrings(
      arguments: [executable] + arguments, environment: environment, workingDirectory: workingDirectory,
      sandbox: confinement.sandbox)
    var options = tutor_spawn_options()
    options.executable = UnsafePointer(strings.arguments[0])
    options.working_directory = UnsafePointer(strings.workingDirectory)
    options.descriptors = (childEnds[0], childEnds[1], childEnds[2], childEnds[3], childEnds[4])
    options.network_namespace = confinement.networkNamespace ? 1 : 0
    options.user_namespace = confinement.userNamespace ? 1 : 0
    options.user = confinement.user.map { Int64($0) } ?? -1
    options.drop_capabilities = confinement.dropsCapabilities ? 1 : 0
    options.shares_terminal = sharesTerminal ? 1 : 0
    options.confine = confinement.sandbox == nil ? 0 : 1
    options.landlock_read = UnsafePointer(strings.sandbox[0])
    options.landlock_write = UnsafePointer(strings.sandbox[1])
    options.landlock_execute = UnsafePointer(strings.sandbox[2])
    var pid: pid_t = 0
    var cLimits = limits?.cValue ?? tutor_spawn_limits()
    let result = withExtendedLifetime(strings) {
      strings.arguments.withUnsafeBufferPointer { arguments in
        strings.environment.withUnsafeBufferPointer { environment in
          withUnsafePointer(to: &cLimits) { limitsPointer in
            options.arguments = arguments.baseAddress
            options.environment = environment.baseAddress
            options.limits = limits == nil ? nil : limitsPointer
            // (The layers the child entered reach the app through TUTOR_SPAWNED.)
            return tutor_spawn(&options, &pid, nil)
          }
        }
      }
    }
    guard result == 0 else {
      for descriptor in parentEnds.compactMap({ $0 }) { close(descriptor) }
      throw .cannotStart(executable: executable, reason: String(cString: strerror(result)))
    }
    return Subprocess(pid: pid, ends: parentEnds)
  }
}

extension ChildProcess {
  /// The descriptors the child gets (0, 1, 2, 100, 101; -1 for none) and the runner's ends of
  /// the same pipes: all close-on-exec in the runner.
  fileprivate func makeEnds() throws(RunnerError) -> (child: [Int32], parent: [Int32?]) {
    var child: [Int32] = [-1, -1, -1, -1, -1]
    var parent: [Int32?] = [nil, nil, nil, nil, nil]
    do {
      (child[0], parent[0]) = try Descriptors.pipe()
      if let standardOutputDescriptor {
        child[1] = standardOutputDescriptor
      } else {
        let output = try Descriptors.pipe()
        (child[1], parent[1]) = (output.write, output.read)
      }
      let errors = try Descriptors.pipe()
      (child[2], parent[2]) = (errors.write, errors.read)
      if speaksDriverProtocol {
        (child[3], parent[3]) = try Descriptors.pipe()
        let replies = try Descriptors.pipe()
        (child[4], parent[4]) = (replies.write, replies.read)
      }
      return (child, parent)
    } catch {
      for descriptor in child where descriptor >= 0 && descriptor != standardOutputDescriptor { close(descriptor) }
      for descriptor in parent.compactMap({ $0 }) { close(descriptor) }
      throw error
    }
  }
}
