internal import CProcessLimits
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program in its own process group with a wall-clock limit, feeding it input and
/// capturing its output; on the limit the whole group is killed, so nothing it started survives.
package struct ChildProcess: Sendable {
  package var executable: String
  package var arguments: [String] = []
  /// The environment (the runner's own when nil).
  package var environment: [String: String]?
  /// The working directory (the runner's own when nil).
  package var workingDirectory: String?
  /// Most bytes kept from each of standard output and standard error.
  package var captureLimit = 1 << 20
  /// Resource limits applied as soon as the child starts (grading.md "Sandbox and limits").
  package var limits: ResourceLimits?

  package init(executable: String, arguments: [String] = [], environment: [String: String]? = nil) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
  }

  /// Runs to the end or to `timeout`.
  package func run(input: Data = Data(), timeout: Duration) throws(RunnerError) -> ProcessResult {
    let started = ContinuousClock.now
    var pipes = try Pipes()
    let pid = try spawn(&pipes)
    pipes.closeChildEnds()
    pipes.write(input)
    var output = CapturedStream(limit: captureLimit)
    var errors = CapturedStream(limit: captureLimit)
    let deadline = started + timeout
    var timedOut = false
    var status: Int32 = 0
    var exited = false
    while !exited {
      let remaining = deadline - ContinuousClock.now
      if remaining <= .zero {
        timedOut = true
        kill(-pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        break
      }
      pipes.drain(into: &output, &errors, waitingAtMost: min(remaining, .milliseconds(50)))
      exited = waitpid(pid, &status, WNOHANG) == pid
    }
    pipes.drain(into: &output, &errors, waitingAtMost: .zero)
    kill(-pid, SIGKILL)  // anything the program left behind in its group
    pipes.closeParentEnds()
    let outcome: ProcessOutcome =
      timedOut ? .timedOut : (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
    return ProcessResult(
      outcome: outcome, standardOutput: output.text, standardError: errors.text,
      duration: ContinuousClock.now - started,
      outputWasTruncated: output.truncated || errors.truncated)
  }

  /// Starts the program in a new process group wired to `pipes`; returns its pid (= group id).
  func spawn(_ pipes: inout Pipes) throws(RunnerError) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipes.input.read, 0)
    posix_spawn_file_actions_adddup2(&actions, pipes.output.write, 1)
    posix_spawn_file_actions_adddup2(&actions, pipes.errors.write, 2)
    for descriptor in pipes.all { posix_spawn_file_actions_addclose(&actions, descriptor) }
    if let workingDirectory { tutor_spawn_add_chdir(&actions, workingDirectory) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let environment = (self.environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    var pid: pid_t = 0
    let result = CStringArray([executable] + arguments).withPointers { argv in
      CStringArray(environment).withPointers { envp in
        posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
      }
    }
    guard result == 0 else {
      pipes.closeChildEnds()
      pipes.closeParentEnds()
      throw .cannotStart(executable: executable, reason: String(cString: strerror(result)))
    }
    limits?.apply(to: pid)
    return pid
  }
}
